// Replaced: core's fallback for crashes outside the layout is hard-coded English; this is the
// same structure (layout if it still renders, plain page otherwise) in German.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {getErrorCausalChain} from '@docusaurus/utils-common';
import Layout from '@theme/Layout';
// Same provider core's fallback uses, so the theme layout can render outside any route.
import {RouteContextProvider} from './RouteContextProvider';
import type {Props} from '@theme/Error';
import styles from './styles.module.css';

function ErrorDisplay({error, tryAgain}: Props): ReactNode {
  const message = getErrorCausalChain(error)
    .map((e) => e.message)
    .join('\n\nUrsache:\n');
  return (
    <main className={styles.errorPage} role="alert">
      {/* @theme/Heading needs the theme's context providers, which may be what crashed. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h1>Die Seite ist abgestürzt.</h1>
      <p className={styles.message}>{message}</p>
      <button type="button" className="button button--primary button--lg" onClick={tryAgain}>
        Nochmal versuchen
      </button>
    </main>
  );
}

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      <ErrorBoundary fallback={() => <ErrorDisplay error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>Seitenfehler | Kartaro-Hilfe</title>
        </Head>
        <Layout>
          <ErrorDisplay error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
