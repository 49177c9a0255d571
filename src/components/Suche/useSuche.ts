import {useEffect, useMemo, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {LocalSearch, SearchError, type SearchHit} from '@site/src/search/engine';

export type SuchStatus =
  | {state: 'leer'}
  | {state: 'laedt'}
  /** `vollstaendig`: false while only the first ERSTE of more possible results are shown. */
  | {state: 'fertig'; hits: SearchHit[]; query: string; vollstaendig: boolean}
  | {state: 'fehler'; indexFehlt: boolean};

/** Results shown before the rest arrive: they fill the first screen, and need only their own chunks. */
export const ERSTE = 10;

const nachDemZeichnen = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Runs the local search for a query in a version; the latest query wins. */
export function useSuche(query: string, version: string, limit: number): SuchStatus {
  const baseUrl = useBaseUrl('/');
  const engine = useMemo(() => new LocalSearch(baseUrl, version), [baseUrl, version]);
  const [status, setStatus] = useState<SuchStatus>({state: 'leer'});
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setStatus({state: 'leer'});
      return undefined;
    }
    let current = true;
    setStatus((s) => (s.state === 'fertig' ? s : {state: 'laedt'}));
    (async () => {
      for (const n of limit > ERSTE ? [ERSTE, limit] : [limit]) {
        // The rest only after the first results are on screen: on a slow line they get the bandwidth.
        if (n > ERSTE) await nachDemZeichnen();
        if (!current) return;
        const hits = await engine.search(q, n);
        if (!current) return;
        const vollstaendig = n === limit || hits.length < n;
        setStatus({state: 'fertig', hits, query: q, vollstaendig});
        if (vollstaendig) return;
      }
    })().catch((e: unknown) => current && setStatus({state: 'fehler', indexFehlt: e instanceof SearchError && / 404$/.test(e.message)}));
    return () => {
      current = false;
    };
  }, [engine, query, limit]);
  return status;
}
