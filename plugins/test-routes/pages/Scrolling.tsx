import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Scrollen(): ReactNode {
  return (
    <Layout title="Testseite: Scrollen">
      <main className="container margin-vert--lg">
        <Heading as="h1">Testseite: Scrollen</Heading>
        {Array.from({length: 120}, (_, i) => (
          <p key={i}>Absatz {i + 1} mit genug Text, damit die Seite deutlich höher als das Browserfenster wird.</p>
        ))}
        <Link id="nur-abfrage" to="?abschnitt=2">
          Nur die Abfrage ändern
        </Link>
        <Link id="andere-seite" to="/docs/faq/intro">
          Zu einer anderen Seite
        </Link>
      </main>
    </Layout>
  );
}
