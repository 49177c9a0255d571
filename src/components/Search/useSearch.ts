import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SearchError, type SearchHit} from '@site/src/search/types';
import {loadBackend} from './backend';

export type SearchStatus =
  | {state: 'empty'}
  | {state: 'loading'}
  /** `complete`: false while only the first FIRST_RESULTS of more possible results are shown. */
  | {state: 'done'; hits: SearchHit[]; query: string; complete: boolean}
  | {state: 'error'; indexMissing: boolean};

/** Results shown before the rest arrive: they fill the first screen, and need only their own index parts. */
export const FIRST_RESULTS = 10;

const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Runs a search for a query in a docs version; the latest query wins. */
export function useSearch(query: string, version: string, limit: number): SearchStatus {
  const {siteConfig} = useDocusaurusContext();
  const q = query.trim();
  const key = `${version}\u0000${limit}\u0000${q}`;
  // The last answer and the search it belongs to; a newer search shows the older results until it has its own.
  const [answer, setAnswer] = useState<{key: string; status: SearchStatus} | null>(null);
  useEffect(() => {
    if (!q) return undefined;
    let current = true;
    (async () => {
      const backend = await loadBackend(siteConfig);
      for (const n of limit > FIRST_RESULTS ? [FIRST_RESULTS, limit] : [limit]) {
        // The rest only after the first results are on screen: on a slow line they get the bandwidth.
        if (n > FIRST_RESULTS) await afterPaint();
        if (!current) return;
        const hits = await backend.search(q, version, n);
        if (!current) return;
        const complete = n === limit || hits.length < n;
        setAnswer({key, status: {state: 'done', hits, query: q, complete}});
        if (complete) return;
      }
    })().catch((e: unknown) => current && setAnswer({key, status: {state: 'error', indexMissing: e instanceof SearchError && e.missing}}));
    return () => {
      current = false;
    };
  }, [siteConfig, key, q, version, limit]);
  if (!q) return {state: 'empty'};
  if (answer?.key === key) return answer.status;
  return answer?.status.state === 'done' ? answer.status : {state: 'loading'};
}
