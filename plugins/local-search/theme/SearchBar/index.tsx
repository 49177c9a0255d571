// Navbar search button of the local search; the dialog itself is loaded on first use.
import {lazy, Suspense, useCallback, useState, type ReactNode} from 'react';
import {TEXTE} from '@site/src/components/Suche/texte';
import {useSearchVersion} from '@site/src/components/Suche/useSearchVersion';
import {useSuchkuerzel} from '@site/src/components/Suche/useSuchkuerzel';
import styles from '@site/src/components/Suche/styles.module.css';

const SuchDialog = lazy(() => import('@site/src/components/Suche/SuchDialog'));

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const {current} = useSearchVersion();
  const show = useCallback(() => setOpen(true), []);
  useSuchkuerzel(show);
  return (
    <>
      <button type="button" className={styles.knopf} onClick={show} aria-label={TEXTE.knopfLabel} aria-keyshortcuts="Control+K Meta+K /">
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.4 12.9 19 17.5 17.5 19l-4.6-4.6a7.5 7.5 0 1 1 1.5-1.5ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z" fill="currentColor" />
        </svg>
        <span className={styles.knopfText}>{TEXTE.knopf}</span>
        <kbd className={styles.knopfKbd}>Strg K</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SuchDialog version={current} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
