// The search dialog (loaded only when a reader opens the search).
import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {LocalSearch} from '@site/src/search/engine';
import {TrefferInhalt} from './Treffer';
import {TEXTE} from './texte';
import {useSuche} from './useSuche';
import type {SearchVersion} from './useSearchVersion';
import styles from './styles.module.css';

interface Props {
  version: SearchVersion;
  onClose: () => void;
}

// For `npm run bench:search`: query latency measured in the browser, without the UI around it.
if (typeof window !== 'undefined') {
  (window as unknown as {__kartaroSucheBench?: unknown}).__kartaroSucheBench = (baseUrl: string, version: string, query: string) =>
    new LocalSearch(baseUrl, version).search(query, 10);
}

export default function SuchDialog({version, onClose}: Props): ReactNode {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const status = useSuche(query, version.name, 8);
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  const searchPage = useBaseUrl('/search');
  const hits = status.state === 'fertig' ? status.hits : [];

  useEffect(() => input.current?.focus(), []);
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const go = (url: string) => {
    onClose();
    history.push(url);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown' && hits.length) {
      e.preventDefault();
      setActive((i) => (i + 1) % hits.length);
    } else if (e.key === 'ArrowUp' && hits.length) {
      e.preventDefault();
      setActive((i) => (i - 1 + hits.length) % hits.length);
    } else if (e.key === 'Enter' && hits[active]) {
      e.preventDefault();
      go(hits[active].url);
    }
  };
  const allResults = `${searchPage}?q=${encodeURIComponent(query.trim())}&version=${encodeURIComponent(version.name)}`;

  return (
    <div className={styles.hintergrund} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={TEXTE.dialogLabel} onKeyDown={onKeyDown}>
        <div className={styles.kopf}>
          <input
            ref={input}
            className={styles.eingabe}
            type="search"
            value={query}
            placeholder={TEXTE.platzhalter}
            aria-label={TEXTE.platzhalter}
            aria-controls="suchergebnisse"
            aria-activedescendant={hits[active] ? `treffer-${active}` : undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className={styles.schliessen} onClick={onClose} aria-label={TEXTE.schliessen}>
            Esc
          </button>
        </div>
        <div className={styles.inhalt} aria-live="polite">
          {status.state === 'leer' && <p className={styles.hinweis}>{TEXTE.start}</p>}
          {status.state === 'laedt' && <p className={styles.hinweis}>{TEXTE.laedt}</p>}
          {status.state === 'fehler' && (
            <div className={styles.hinweis} role="alert">
              <p className={styles.hinweisTitel}>{TEXTE.fehler}</p>
              <p>{status.indexFehlt ? TEXTE.fehlerIndexFehlt : TEXTE.fehlerTipp}</p>
            </div>
          )}
          {status.state === 'fertig' && hits.length === 0 && (
            <div className={styles.hinweis}>
              <p className={styles.hinweisTitel}>{TEXTE.keineErgebnisse(status.query)}</p>
              <p>{TEXTE.keineErgebnisseTipp}</p>
            </div>
          )}
          {hits.length > 0 && (
            <ul id="suchergebnisse" role="listbox" aria-label={TEXTE.treffer(hits.length)} className={styles.liste}>
              {hits.map((hit, i) => (
                <li key={hit.url} id={`treffer-${i}`} role="option" aria-selected={i === active} className={styles.eintrag} onMouseMove={() => setActive(i)}>
                  <Link to={hit.url} className={styles.treffer} onClick={onClose} tabIndex={-1}>
                    <TrefferInhalt hit={hit} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {hits.length > 0 && (
            <p className={styles.alle}>
              <Link to={allResults} onClick={onClose}>
                {TEXTE.alleErgebnisse}
              </Link>
            </p>
          )}
        </div>
        <div className={styles.fuss}>
          <span>
            <kbd>↵</kbd> {TEXTE.fussOeffnen} <kbd>↑</kbd>
            <kbd>↓</kbd> {TEXTE.fussAuswaehlen} <kbd>Esc</kbd> {TEXTE.fussSchliessen}
          </span>
          <span>
            {TEXTE.version}: {version.label}
          </span>
        </div>
      </div>
    </div>
  );
}
