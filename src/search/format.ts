// File format of the local search index (written by ./indexer.ts at build time, read by
// ./engine.ts in the browser). One folder per docs version under <build>/search-index/<version>/.
// The manifest is what every first search loads, so it holds only what ranking needs; titles,
// headings and texts sit in the entry chunks, loaded only for the results shown, and the list of
// all terms (for typo tolerance, by first letter) only when a word has no exact or prefix match.

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
  /**
   * Files with every term of the index by its first character, each sorted (a JSON array of
   * strings): typo tolerance loads the part of the typed word's first letter, the rest only when
   * that finds nothing (a typo in the first letter).
   */
  vocabulary: Record<string, string>;
}

/** A term shard: term -> flat list [record, weight, record, weight, …]. */
export type Shard = Record<string, number[]>;

export const shardKey = (term: string): string => term.slice(0, 2);

/** Where a version's index lives below the site's base URL. */
export const indexFolder = (baseUrl: string, version: string): string => `${baseUrl}search-index/${version}/`;
export const manifestUrl = (baseUrl: string, version: string): string => `${indexFolder(baseUrl, version)}manifest.json`;
