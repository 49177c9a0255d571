import type {ReactNode} from 'react';
import {highlight, type SearchHit} from '@site/src/search/engine';
import styles from './styles.module.css';

/** Text with the searched words marked – React text nodes only, never HTML from the index. */
export function Markiert({text, marks}: {text: string; marks: string[]}): ReactNode {
  return highlight(text, marks).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text));
}

export function TrefferInhalt({hit}: {hit: SearchHit}): ReactNode {
  return (
    <>
      <span className={styles.pfad}>
        {hit.section} › <Markiert text={hit.title} marks={hit.marks} />
      </span>
      {hit.heading && (
        <span className={styles.titel}>
          <Markiert text={hit.heading} marks={hit.marks} />
        </span>
      )}
      {!hit.heading && (
        <span className={styles.titel}>
          <Markiert text={hit.title} marks={hit.marks} />
        </span>
      )}
      {hit.excerpt && (
        <span className={styles.auszug}>
          <Markiert text={hit.excerpt} marks={hit.marks} />
        </span>
      )}
    </>
  );
}
