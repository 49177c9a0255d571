// The search page /search?q=…&version=… for both backends: reads the query from the address,
// lets the reader pick the version (default: the one they came from, else their preferred, else
// the latest) and keeps the address in step. Replaces the search page of
// docusaurus-theme-search-typesense (which always started with the first version, the Preview).
import {useEffect, useMemo, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {manifestUrl} from '@site/src/search/format';
import {isTypesense} from '@site/src/components/Search/backend';
import {HitContent} from '@site/src/components/Search/HitContent';
import {prefetchResults} from '@site/src/components/Search/prefetchResults';
import {TEXTS, errorHint} from '@site/src/components/Search/texts';
import {useSearch} from '@site/src/components/Search/useSearch';
import {useSearchVersion} from '@site/src/components/Search/useSearchVersion';
import {chooseVersion, storedVersion} from '@site/src/components/Search/versionChoice';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import styles from '@site/src/components/Search/styles.module.css';

// Runs when the browser evaluates this page's chunk, before hydration.
if (ExecutionEnvironment.canUseDOM) prefetchResults(window.location);

function SearchResults(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const {versions, current} = useSearchVersion();
  const allVersions = useVersions(undefined);
  // The static HTML knows no query string: read it only after hydration (useIsBrowser), so both
  // renders match. From then on the form is the source and the address follows it.
  const isBrowser = useIsBrowser();
  const [edited, setEdited] = useState<{query?: string; version?: string}>({});
  const fromAddress = useMemo(() => {
    if (!isBrowser) return {query: '', version: current.name};
    const params = new URLSearchParams(location.search);
    // Same rule as the early start (prefetchResults): ?version=, else the stored preference, else the latest.
    return {query: params.get('q')?.slice(0, 500) ?? '', version: chooseVersion(allVersions, params.get('version'), storedVersion()).name};
  }, [isBrowser]); // eslint-disable-line react-hooks/exhaustive-deps -- read once, when the browser takes over
  const query = edited.query ?? fromAddress.query;
  const version = edited.version ?? fromAddress.version;
  const status = useSearch(query, version, 50);

  useEffect(() => {
    if (!isBrowser) return;
    const next = new URLSearchParams();
    if (query) next.set('q', query);
    next.set('version', version);
    const search = `?${next.toString()}`;
    if (search !== location.search) history.replace({...location, search});
  }, [isBrowser, query, version]); // eslint-disable-line react-hooks/exhaustive-deps -- the address follows the form, not the reverse

  const title = query ? TEXTS.pageTitleWith(query) : TEXTS.pageTitle;
  // The local index: start loading the version's manifest with the page, not only after hydration.
  const manifest = manifestUrl(useBaseUrl('/'), version);
  return (
    <>
      <PageMetadata title={title} description={TEXTS.pageDescription} />
      {!isTypesense(siteConfig) && (
        <Head>
          <link rel="preload" href={manifest} as="fetch" crossOrigin="anonymous" />
        </Head>
      )}
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <form className={styles.pageForm} role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            className={styles.input}
            type="search"
            value={query}
            maxLength={500}
            placeholder={TEXTS.placeholder}
            aria-label={TEXTS.placeholder}
            onChange={(e) => setEdited((x) => ({...x, query: e.target.value}))}
          />
          <label className={styles.versionSelect}>
            {TEXTS.version}{' '}
            <select value={version} onChange={(e) => setEdited((x) => ({...x, version: e.target.value}))}>
              {versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
        </form>
        <div aria-live="polite">
          {status.state === 'loading' && <p>{TEXTS.loading}</p>}
          {status.state === 'error' && (
            <div role="alert" className={styles.notice}>
              <p className={styles.noticeTitle}>{TEXTS.error}</p>
              <p>{errorHint(status.indexMissing)}</p>
            </div>
          )}
          {status.state === 'done' && status.hits.length === 0 && (
            <div className={styles.notice}>
              <p className={styles.noticeTitle}>{TEXTS.noResults(status.query)}</p>
              <p>{TEXTS.noResultsHint}</p>
            </div>
          )}
          {status.state === 'done' && status.hits.length > 0 && (
            <>
              {/* The count only once it is final, not „10 Treffer“ while more are loading. */}
              <p>{status.complete ? TEXTS.hits(status.hits.length) : TEXTS.loading}</p>
              <ol className={styles.pageList}>
                {status.hits.map((hit) => (
                  <li key={hit.url}>
                    <Link to={hit.url} className={styles.hit}>
                      <HitContent hit={hit} />
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
      <SearchResults />
    </Layout>
  );
}
