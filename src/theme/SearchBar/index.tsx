// The navbar's search button for both backends (local index and Typesense). Replaces the
// SearchBar of docusaurus-theme-search-typesense, so both backends share one dialog, one set of
// German texts and one keyboard behaviour. The dialog itself loads on first use.
import {lazy, Suspense, useCallback, useRef, useState, type ReactNode} from 'react';
import {BUTTON_TEXTS} from '@site/src/components/Search/buttonTexts';
import {useSearchVersion} from '@site/src/components/Search/useSearchVersion';
import {useSearchShortcut} from '@site/src/components/Search/useSearchShortcut';
import styles from './styles.module.css';

const SearchDialog = lazy(() => import('@site/src/components/Search/SearchDialog'));

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const {current} = useSearchVersion();
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : button.current;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    // Back to where the reader was (WAI-ARIA dialog pattern).
    requestAnimationFrame(() => opener.current?.focus());
  }, []);
  useSearchShortcut(show);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        onClick={show}
        aria-label={BUTTON_TEXTS.buttonLabel}
        aria-keyshortcuts="Control+K Meta+K /">
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.4 12.9 19 17.5 17.5 19l-4.6-4.6a7.5 7.5 0 1 1 1.5-1.5ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.buttonText}>{BUTTON_TEXTS.button}</span>
        <kbd className={styles.buttonKbd}>Strg K</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog version={current} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
