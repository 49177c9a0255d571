// File format of the local search index (written by scripts/search/local-index.ts, read by
// src/search/engine.ts). One folder per docs version under <build>/search-index/<version>/.

/** One heading section of a page: [url with anchor, page title, heading, site section]. */
export type IndexRecord = [url: string, title: string, heading: string, section: string];

export interface IndexManifest {
  version: string;
  /** Number of sections; record i lives in records[i]. */
  records: IndexRecord[];
  /** Document frequency denominator for scoring. */
  total: number;
  /** Term shard files by the first two characters of a term. */
  shards: Record<string, string>;
  /** Excerpt text files; record i is in chunks[Math.floor(i / chunkSize)]. */
  chunks: string[];
  chunkSize: number;
}

/** A term shard: term -> flat list [record, weight, record, weight, …]. */
export type Shard = Record<string, number[]>;

export const shardKey = (term: string) => term.slice(0, 2);
