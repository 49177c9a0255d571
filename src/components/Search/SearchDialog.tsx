// The search dialog (loaded only when a reader opens the search): a modal dialog with a combobox
// and a listbox of results (WAI-ARIA combobox pattern with aria-activedescendant). Focus stays in
// the dialog while it is open; Escape closes it and the caller returns focus to the opener.
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchHit} from '@site/src/search/types';
import {HitContent} from './HitContent';
import {clearRecentHits, recentHits, rememberHit, type RecentHit} from './recentSearches';
import {TEXTS, errorHint} from './texts';
import {useSearch} from './useSearch';
import type {SearchVersion} from './useSearchVersion';
import styles from './styles.module.css';

interface Props {
  version: SearchVersion;
  onClose: () => void;
}

const FOCUSABLE = 'input, button, a[href], select, [tabindex]:not([tabindex="-1"])';

export default function SearchDialog({version, onClose}: Props): ReactNode {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<RecentHit[]>(() => recentHits(version.name));
  const status = useSearch(query, version.name, 8);
  const history = useHistory();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const searchPage = useBaseUrl('/search');
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const showRecent = query.trim() === '';
  const items: Array<SearchHit | RecentHit> = showRecent ? recent : status.state === 'done' ? status.hits : [];

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const open = (item: SearchHit | RecentHit) => {
    rememberHit(version.name, {excerpt: '', marks: [], ...item});
    onClose();
    history.push(item.url);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      // Keep the focus inside the dialog (aria-modal).
      const focusable = Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const index = focusable.indexOf(document.activeElement as HTMLElement);
      const next = (index + (e.shiftKey ? -1 : 1) + focusable.length) % focusable.length;
      e.preventDefault();
      focusable[next]?.focus();
    } else if (e.target === input.current && items.length && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length);
    } else if (e.target === input.current && e.key === 'Enter' && items[active]) {
      e.preventDefault();
      open(items[active]!);
    }
  };

  const allResults = `${searchPage}?q=${encodeURIComponent(query.trim())}&version=${encodeURIComponent(version.name)}`;
  const listLabel = showRecent ? TEXTS.recent : TEXTS.results;

  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-label={TEXTS.dialogLabel} onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <input
            ref={input}
            className={styles.input}
            type="search"
            role="combobox"
            value={query}
            placeholder={TEXTS.placeholder}
            aria-label={TEXTS.placeholder}
            aria-autocomplete="list"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-activedescendant={items[active] ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={500}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
          />
          <button type="button" className={styles.close} onClick={onClose} aria-label={TEXTS.close}>
            Esc
          </button>
        </div>
        <div className={styles.body}>
          <div aria-live="polite" className={styles.status}>
            {showRecent && recent.length === 0 && <p className={styles.notice}>{TEXTS.start}</p>}
            {!showRecent && status.state === 'loading' && <p className={styles.notice}>{TEXTS.loading}</p>}
            {!showRecent && status.state === 'error' && (
              <div className={styles.notice} role="alert">
                <p className={styles.noticeTitle}>{TEXTS.error}</p>
                <p>{errorHint(status.indexMissing)}</p>
              </div>
            )}
            {!showRecent && status.state === 'done' && status.hits.length === 0 && (
              <div className={styles.notice}>
                <p className={styles.noticeTitle}>{TEXTS.noResults(status.query)}</p>
                <p>{TEXTS.noResultsHint}</p>
              </div>
            )}
            {!showRecent && status.state === 'done' && status.hits.length > 0 && (
              <span className="sr-only">{TEXTS.hits(status.hits.length)}</span>
            )}
          </div>
          {showRecent && recent.length > 0 && <p className={styles.listTitle}>{TEXTS.recent}</p>}
          <ul id={listId} role="listbox" aria-label={listLabel} className={styles.list}>
            {items.map((item, i) => (
              <li
                key={item.url}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                onMouseMove={() => setActive(i)}
                onClick={() => open(item)}>
                <HitContent hit={item} />
              </li>
            ))}
          </ul>
          {showRecent && recent.length > 0 && (
            <button
              type="button"
              className={styles.clear}
              onClick={() => {
                clearRecentHits(version.name);
                setRecent([]);
                input.current?.focus();
              }}>
              {TEXTS.clearRecent}
            </button>
          )}
          {!showRecent && status.state === 'done' && status.hits.length > 0 && (
            <p className={styles.all}>
              <Link to={allResults} onClick={onClose}>
                {TEXTS.allResults}
              </Link>
            </p>
          )}
        </div>
        <div className={styles.footer}>
          <span>
            <kbd>↵</kbd> {TEXTS.footerOpen} <kbd>↑</kbd>
            <kbd>↓</kbd> {TEXTS.footerSelect} <kbd>Esc</kbd> {TEXTS.footerClose}
          </span>
          <span>
            {TEXTS.version}: {version.label}
          </span>
        </div>
      </div>
    </div>
  );
}
