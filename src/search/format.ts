// File format of the local search index (written by scripts/search/local-index.ts, read by
// src/search/engine.ts). One folder per docs version under <build>/search-index/<version>/.
// The manifest is what every first search loads, so it holds only what ranking needs; titles,
// headings and texts sit in the chunks, loaded only for the results shown.

/** One heading section of a page: [url with anchor, page title, heading, site section, text]. */
export type IndexEntry = [url: string, title: string, heading: string, section: string, text: string];

export interface IndexManifest {
  version: string;
  /** Number of sections (records), the document frequency denominator for scoring. */
  total: number;
  /** Page number of each record (a page's records are consecutive): at most two hits per page. */
  pages: number[];
  /** Term shard files by the first two characters of a term. */
  shards: Record<string, string>;
  /** Entry files; record i is chunks[Math.floor(i / chunkSize)][i % chunkSize]. */
  chunks: string[];
  chunkSize: number;
}

/** A term shard: term -> flat list [record, weight, record, weight, …]. */
export type Shard = Record<string, number[]>;

export const shardKey = (term: string) => term.slice(0, 2);
