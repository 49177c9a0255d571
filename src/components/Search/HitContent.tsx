import type {ReactNode} from 'react';
import {highlight} from '@site/src/search/engine';
import type {SearchHit} from '@site/src/search/types';
import styles from './styles.module.css';

/** Text with the searched words marked – React text nodes only, never HTML from the index or server. */
export function Marked({text, marks}: {text: string; marks: string[]}): ReactNode {
  return highlight(text, marks).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text));
}

export function HitContent({
  hit,
}: {
  hit: Pick<SearchHit, 'title' | 'heading' | 'section'> & Partial<Pick<SearchHit, 'excerpt' | 'marks'>>;
}): ReactNode {
  const marks = hit.marks ?? [];
  return (
    <>
      <span className={styles.path}>
        {hit.section} › <Marked text={hit.title} marks={marks} />
      </span>
      <span className={styles.title}>
        <Marked text={hit.heading || hit.title} marks={marks} />
      </span>
      {hit.excerpt && (
        <span className={styles.excerpt}>
          <Marked text={hit.excerpt} marks={marks} />
        </span>
      )}
    </>
  );
}
