import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './index.module.css';

interface Product {
  title: string;
  to: string;
  text: string;
}

const PRODUCTS: Product[] = [
  {title: 'Desktop', to: '/docs/dokumentation/Kartaro-Desktop/', text: 'Der Windows-Client für Auskunft, Suche, Druck und Redlining.'},
  {
    title: 'Professional',
    to: '/docs/dokumentation/Kartaro-Professional/',
    text: 'Konstruieren, Topologie prüfen, Netze verfolgen und Längsschnitte erstellen.',
  },
  {
    title: 'AppBuilder',
    to: '/docs/dokumentation/Kartaro-AppBuilder/',
    text: 'Projekte, Datenbankverbindungen, Karten, Formulare und Berichte konfigurieren.',
  },
  {
    title: 'Mobile',
    to: '/docs/dokumentation/Kartaro-Mobile/',
    text: 'Daten im Außendienst erfassen – online und offline, auf Android, iOS und im Browser.',
  },
  {
    title: 'Portal',
    to: '/docs/dokumentation/Kartaro-Portal/',
    text: 'Das Webportal für Auskunft, Bürgerkarten und Einbettung in andere Anwendungen.',
  },
  {title: 'Server', to: '/docs/dokumentation/Kartaro-Server/', text: 'Core, Kartenserver, Tile-Server und Lizenzserver betreiben.'},
  {title: 'Tools', to: '/docs/dokumentation/Kartaro-Tools/', text: 'Viewer, Exporte, Tile-Updater, Watchdog und das Übungspaket.'},
  {title: 'Design', to: '/docs/dokumentation/Kartaro-Design/', text: 'Symbole, Linienstile und Druckvorlagen gestalten.'},
  {
    title: 'Fachschalen',
    to: '/docs/dokumentation/Fachschalen/',
    text: 'Strom, Fernwärme und Liegenschaftskataster mit eigenem Datenmodell.',
  },
];

const QUICK_LINKS = [
  {label: 'Installation', to: '/docs/installation/'},
  {label: 'API', to: '/docs/api/DesktopApi/intro'},
  {label: "What's New", to: '/docs/whatsnew/25.1/'},
  {label: 'FAQ', to: '/docs/faq/intro'},
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Startseite"
      description="Die Kartaro-Hilfe: Anleitungen, Installation, API-Referenz und Neuerungen der Kartaro-Produktfamilie.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1">{siteConfig.title}</Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--secondary button--lg" to="/docs/dokumentation/">
              Zur Dokumentation
            </Link>
            <Link className={`button button--outline button--lg ${styles.ctaSecondary}`} to="/docs/installation/">
              Kartaro installieren
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={`container ${styles.section}`} aria-labelledby="produkte">
          <Heading as="h2" id="produkte">
            Produkte
          </Heading>
          <ul className={styles.tiles}>
            {PRODUCTS.map((product) => (
              <li key={product.title}>
                <Link className={styles.tile} to={product.to}>
                  <Heading as="h3">{product.title}</Heading>
                  <p>{product.text}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={`container ${styles.section}`} aria-labelledby="schnellzugriff">
          <Heading as="h2" id="schnellzugriff">
            Schnellzugriff
          </Heading>
          <ul className={styles.quickLinks}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link className="button button--primary button--outline" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
