// The local search: loads a version's manifest once, then only the term shards of the typed
// words, the entry chunks of the shown results and – for typo tolerance – the vocabulary.
//
// Matching, per query word: exact terms (stem, identifier parts, joined separable verb), terms of
// the same word family (the stem plus up to three letters), the word being typed also as a prefix, and only if neither finds anything, terms of the index within the
// allowed typos (./fuzzy.ts). Ranking: a record's score is the sum over query words of weight ×
// idf × match quality (exact 1, word family 0.8, prefix 0.6, one typo 0.4, two 0.2), multiplied by the share of
// query words it matches – records matching every word come first unless a record that misses a
// weak word matches the others much better (a page titled „Benachrichtigungen“ for
// „Benachrichtigungen einrichten“). A word a section lacks but its page has elsewhere counts at
// half the page's score for it (PAGE_CONTEXT). At most two hits per page.
import {analyzeQuery, foldTyped, type QueryWord} from './analysis';
import {fuzzyCandidates} from './fuzzy';
import {indexFolder, manifestUrl, shardKey, type IndexEntry, type IndexManifest, type Shard} from './format';
import {SearchError, type SearchBackend, type SearchHit} from './types';
import {escapeRegExp} from '../../lib/escape-regexp';

export const QUALITY = {exact: 1, relatedStem: 0.8, prefix: 0.6, typo: [1, 0.4, 0.2]} as const;
/** A term that extends a query word's stem by at most this many letters is the same word family (validi → validier). */
const RELATED_STEM_LETTERS = 3;
/** A query word is optional for a record only if it has at least this share of the words. */
const MIN_COVERAGE = 0.5;
/** Share of a page's best score for a query word that its other sections get (see search()). */
export const PAGE_CONTEXT = 0.5;
/** Share of a full match a query word counts for, when only the section's page has it. */
export const PAGE_CONTEXT_COVERAGE = 0.75;
const HITS_PER_PAGE = 2;

/** Loads a JSON file of the index; the browser uses fetch, tests and benchmarks the file system. */
export type Loader = (url: string) => Promise<unknown>;

export const fetchLoader: Loader = async (url) => {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (e) {
    throw new SearchError(`${url}: ${String(e)}`);
  }
  if (!response.ok) throw new SearchError(`${url}: HTTP ${response.status}`, response.status === 404);
  return response.json();
};

export class LocalSearch {
  private readonly cache = new Map<string, Promise<unknown>>();
  private readonly folder: string;

  constructor(
    private readonly baseUrl: string,
    readonly version: string,
    private readonly load: Loader = fetchLoader,
  ) {
    this.folder = indexFolder(baseUrl, version);
  }

  private get<T>(url: string): Promise<T> {
    if (!this.cache.has(url)) {
      this.cache.set(
        url,
        this.load(url).catch((e: unknown) => {
          this.cache.delete(url);
          throw e instanceof SearchError ? e : new SearchError(String(e));
        }),
      );
    }
    return this.cache.get(url) as Promise<T>;
  }

  manifest(): Promise<IndexManifest> {
    return this.get<IndexManifest>(manifestUrl(this.baseUrl, this.version));
  }

  private async shard(manifest: IndexManifest, term: string): Promise<Shard> {
    const file = manifest.shards[shardKey(term)];
    return file ? this.get<Shard>(this.folder + file) : {};
  }

  /** Best score per record for one query word; terms found by typo tolerance go into `corrected`. */
  private async match(manifest: IndexManifest, word: QueryWord, corrected: Set<string>): Promise<Map<number, number>> {
    const scores = new Map<number, number>();
    const add = (list: number[] | undefined, quality: number) => {
      if (!list) return;
      const idf = Math.log(1 + manifest.total / (list.length / 2));
      for (let i = 0; i < list.length; i += 2) {
        const score = list[i + 1]! * idf * quality;
        if (score > (scores.get(list[i]!) ?? 0)) scores.set(list[i]!, score);
      }
    };
    for (const term of word.terms) add((await this.shard(manifest, term))[term], QUALITY.exact);
    const stem = word.terms[0];
    if (stem && stem.length >= 4) {
      for (const [term, list] of Object.entries(await this.shard(manifest, stem))) {
        if (term !== stem && term.startsWith(stem) && term.length - stem.length <= RELATED_STEM_LETTERS) add(list, QUALITY.relatedStem);
      }
    }
    if (word.prefix) {
      for (const start of new Set([word.prefix, word.terms[0] ?? word.prefix])) {
        if (start.length < 2) continue;
        for (const [term, list] of Object.entries(await this.shard(manifest, start))) {
          if (term !== start && term.startsWith(start)) add(list, QUALITY.prefix);
        }
      }
    }
    if (scores.size === 0 && word.terms[0]) {
      // Terms with the word's first letter first; all others only if they hold no candidate.
      const stem = word.terms[0];
      const load = (files: Array<string | undefined>) =>
        Promise.all(files.filter((f): f is string => !!f).map((f) => this.get<string[]>(this.folder + f))).then((parts) => parts.flat());
      const own = manifest.vocabulary[stem[0]!];
      let candidates = fuzzyCandidates(stem, await load([own]), 5, foldTyped(word.text));
      if (!candidates.length) candidates = fuzzyCandidates(stem, await load(Object.values(manifest.vocabulary).filter((f) => f !== own)));
      for (const {term, typos} of candidates) {
        const list = (await this.shard(manifest, term))[term];
        if (list) corrected.add(term);
        add(list, QUALITY.typo[typos]!);
      }
    }
    return scores;
  }

  async search(query: string, limit = 10): Promise<SearchHit[]> {
    const queryWords = analyzeQuery(query);
    if (!queryWords.length) return [];
    const manifest = await this.manifest();
    const corrected = new Set<string>();
    const perWord = await Promise.all(queryWords.map((w) => this.match(manifest, w, corrected)));
    // A section is read in its page: a query word the section lacks but its page has elsewhere
    // counts at PAGE_CONTEXT of the page's best score for it (and PAGE_CONTEXT_COVERAGE of a match).
    const pageBest = perWord.map((scores) => {
      const best = new Map<number, number>();
      for (const [record, score] of scores) {
        const page = manifest.pages[record]!;
        if (score > (best.get(page) ?? 0)) best.set(page, score);
      }
      return best;
    });
    const records = new Set(perWord.flatMap((scores) => [...scores.keys()]));
    const total = queryWords.length;
    const ranked = [...records]
      .map((record) => {
        const page = manifest.pages[record]!;
        let score = 0;
        let coverage = 0;
        perWord.forEach((scores, i) => {
          const own = scores.get(record);
          const context = (pageBest[i]!.get(page) ?? 0) * PAGE_CONTEXT;
          if (own !== undefined && own >= context) {
            score += own;
            coverage += 1;
          } else if (context > 0) {
            score += context;
            coverage += own !== undefined ? 1 : PAGE_CONTEXT_COVERAGE;
          }
        });
        return [record, score, coverage / total] as const;
      })
      .filter(([, , coverage]) => coverage >= MIN_COVERAGE)
      .map(([record, score, coverage]) => [record, score * coverage] as const)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const perPage = new Map<number, number>();
    const picked: number[] = [];
    for (const [record] of ranked) {
      const page = manifest.pages[record]!;
      if ((perPage.get(page) ?? 0) >= HITS_PER_PAGE) continue;
      perPage.set(page, (perPage.get(page) ?? 0) + 1);
      picked.push(record);
      if (picked.length >= limit) break;
    }
    const marks = [
      ...queryWords
        .map((w) => foldTyped(w.text))
        .map((w, i) => w.slice(0, Math.max(3, Math.min(w.length, queryWords[i]!.terms[0]?.length ?? w.length)))),
      ...corrected,
    ];
    const chunkIds = [...new Set(picked.map((r) => Math.floor(r / manifest.chunkSize)))];
    const chunks = new Map(
      await Promise.all(chunkIds.map(async (c) => [c, await this.get<IndexEntry[]>(this.folder + manifest.chunks[c])] as const)),
    );
    return picked.map((record) => {
      const entry = chunks.get(Math.floor(record / manifest.chunkSize))?.[record % manifest.chunkSize];
      if (!entry) throw new SearchError(`Suchindex ${this.version}: Eintrag ${record} fehlt`);
      const [url, title, heading, section, text] = entry;
      return {url, title, heading, section, excerpt: excerptOf(text, marks), marks};
    });
  }
}

/** The local search as a backend of the search UI: one engine per version, created on first use. */
export function localBackend(baseUrl: string, load: Loader = fetchLoader): SearchBackend {
  const engines = new Map<string, LocalSearch>();
  return {
    search(query, version, limit) {
      if (!engines.has(version)) engines.set(version, new LocalSearch(baseUrl, version, load));
      return engines.get(version)!.search(query, limit);
    },
  };
}

/** A window of the text around the first matching word. */
export function excerptOf(text: string, marks: string[], size = 180): string {
  const folded = foldTyped(text);
  let at = -1;
  for (const m of marks) {
    const hit = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(m)}`, 'u').exec(folded);
    if (hit && (at < 0 || hit.index < at)) at = hit.index;
  }
  if (at < 0 || text.length <= size) return text.length > size ? `${text.slice(0, size).trimEnd()} …` : text;
  const start = Math.max(0, at - 50);
  return `${start > 0 ? '… ' : ''}${text.slice(start, start + size).trim()}${start + size < text.length ? ' …' : ''}`;
}

/** Splits text into plain and highlighted parts (never HTML: rendered as React text nodes). */
export function highlight(text: string, marks: string[]): Array<{text: string; mark: boolean}> {
  const parts: Array<{text: string; mark: boolean}> = [];
  for (const [token] of text.matchAll(/[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu)) {
    const folded = foldTyped(token);
    const mark = /[\p{L}\p{N}]/u.test(token) && marks.some((m) => m.length >= 2 && folded.startsWith(m));
    const previous = parts[parts.length - 1];
    if (previous && previous.mark === mark) previous.text += token;
    else parts.push({text: token, mark});
  }
  return parts;
}
