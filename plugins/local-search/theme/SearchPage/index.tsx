// The search page /search?q=…&version=…: reads the query from the address, lets the reader pick
// the version (default: the version they came from) and keeps the address in step.
import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {manifestUrl} from '@site/src/search/engine';
import {TEXTE} from '@site/src/components/Suche/texte';
import {TrefferInhalt} from '@site/src/components/Suche/Treffer';
import {useSearchVersion} from '@site/src/components/Suche/useSearchVersion';
import {useSuche} from '@site/src/components/Suche/useSuche';
import styles from '@site/src/components/Suche/styles.module.css';
import {vorwaermen} from '@site/src/components/Suche/vorwaermen';

// Runs when the browser evaluates this page's chunk, before hydration.
if (ExecutionEnvironment.canUseDOM) vorwaermen(window.location);

function SuchSeite(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {versions, current} = useSearchVersion();
  // The static HTML knows no query string: read it after hydration, so both renders match.
  const [ready, setReady] = useState(false);
  const [query, setQuery] = useState('');
  const [version, setVersion] = useState(current.name);
  const status = useSuche(query, version, 50);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    setQuery(params.get('q') ?? '');
    const wanted = params.get('version');
    setVersion(versions.find((v) => v.name === wanted)?.name ?? current.name);
    setReady(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!ready) return;
    const next = new URLSearchParams();
    if (query) next.set('q', query);
    next.set('version', version);
    const search = `?${next.toString()}`;
    if (search !== location.search) history.replace({...location, search});
  }, [ready, query, version]); // eslint-disable-line react-hooks/exhaustive-deps

  const title = query ? TEXTE.seitenTitelMit(query) : TEXTE.seitenTitel;
  // Start loading the version's index manifest with the page, not only after hydration.
  const manifest = manifestUrl(useBaseUrl('/'), version);
  return (
    <>
      <PageMetadata title={title} description="Die Dokumentation der Kartaro-Produktfamilie durchsuchen." />
      <Head>
        <link rel="preload" href={manifest} as="fetch" crossOrigin="anonymous" />
      </Head>
      <main className={`container margin-vert--lg ${styles.seite}`}>
        <Heading as="h1">{title}</Heading>
        <form className={styles.seitenFormular} role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            className={styles.eingabe}
            type="search"
            value={query}
            placeholder={TEXTE.platzhalter}
            aria-label={TEXTE.platzhalter}
            onChange={(e) => setQuery(e.target.value)}
          />
          <label className={styles.versionsWahl}>
            {TEXTE.version}{' '}
            <select value={version} onChange={(e) => setVersion(e.target.value)}>
              {versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
        </form>
        <div aria-live="polite">
          {status.state === 'laedt' && <p>{TEXTE.laedt}</p>}
          {status.state === 'fehler' && (
            <div role="alert" className={styles.hinweis}>
              <p className={styles.hinweisTitel}>{TEXTE.fehler}</p>
              <p>{status.indexFehlt ? TEXTE.fehlerIndexFehlt : TEXTE.fehlerTipp}</p>
            </div>
          )}
          {status.state === 'fertig' && status.hits.length === 0 && (
            <div className={styles.hinweis}>
              <p className={styles.hinweisTitel}>{TEXTE.keineErgebnisse(status.query)}</p>
              <p>{TEXTE.keineErgebnisseTipp}</p>
            </div>
          )}
          {status.state === 'fertig' && status.hits.length > 0 && (
            <>
              {/* The count only once it is final, not „10 Treffer“ while more are loading. */}
              <p>{status.vollstaendig ? TEXTE.treffer(status.hits.length) : TEXTE.laedt}</p>
              <ol className={styles.seitenListe}>
                {status.hits.map((hit) => (
                  <li key={hit.url}>
                    <Link to={hit.url} className={styles.treffer}>
                      <TrefferInhalt hit={hit} />
                    </Link>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </main>
    </>
  );
}

// The version hooks need the docs context that Layout provides, so the page content sits inside it.
export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SuchSeite />
    </Layout>
  );
}
