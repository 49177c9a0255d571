// Replaced: core's fallback for crashes outside the layout is hard-coded English. This one is German
// and deliberately plain: core renders the theme Layout here only through its private route
// context provider (the Layout's providers need a route context, and no public API provides one
// outside a route), so this page shows the message and „Nochmal versuchen“ without navbar and
// footer. Crashes inside a page keep the full layout: the Layout's own boundary catches them
// (ErrorPageContent, German through the theme translations).
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {getErrorCausalChain} from '@docusaurus/utils-common';
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
    // Head needs the app's providers, which may be what crashed: then the page shows without a title.
    <ErrorBoundary fallback={() => <ErrorDisplay error={error} tryAgain={tryAgain} />}>
      <Head>
        <title>Seitenfehler | Kartaro-Hilfe</title>
      </Head>
      <ErrorDisplay error={error} tryAgain={tryAgain} />
    </ErrorBoundary>
  );
}
