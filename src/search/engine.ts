// The local search in the browser: loads a version's manifest once, then only the term shards
// of the typed words and the entry chunks (titles, texts) of the shown results. Ranking: all words must
// match (the last one also as a prefix, for search-as-you-type); score = weight × idf.
import {foldPrefix, termsOf, words} from './german';
import {shardKey, type IndexEntry, type IndexManifest, type Shard} from './format';

export interface SearchHit {
  url: string;
  title: string;
  heading: string;
  section: string;
  excerpt: string;
  /** Lower-case, folded word starts to highlight in title, heading and excerpt. */
  marks: string[];
}

export class SearchError extends Error {}

const cache = new Map<string, Promise<unknown>>();
function fetchJson<T>(url: string): Promise<T> {
  if (!cache.has(url)) {
    cache.set(
      url,
      fetch(url).then((r) => {
        if (!r.ok) throw new SearchError(`${url}: HTTP ${r.status}`);
        return r.json();
      }).catch((e) => {
        cache.delete(url);
        throw e instanceof SearchError ? e : new SearchError(String(e));
      }),
    );
  }
  return cache.get(url) as Promise<T>;
}

/** Where a version's index lives below the site's base URL (see scripts/search/local-index.ts). */
const indexFolder = (baseUrl: string, version: string) => `${baseUrl}search-index/${version}/`;
export const manifestUrl = (baseUrl: string, version: string) => `${indexFolder(baseUrl, version)}manifest.json`;

export class LocalSearch {
  private readonly base: string;
  constructor(private readonly baseUrl: string, readonly version: string) {
    this.base = indexFolder(baseUrl, version);
  }

  manifest(): Promise<IndexManifest> {
    return fetchJson<IndexManifest>(manifestUrl(this.baseUrl, this.version));
  }

  private async postings(manifest: IndexManifest, term: string, prefix: boolean): Promise<Map<number, number>> {
    const file = manifest.shards[shardKey(term)];
    const out = new Map<number, number>();
    if (!file) return out;
    const shard = await fetchJson<Shard>(this.base + file);
    const add = (list: number[], factor: number) => {
      const idf = Math.log(1 + manifest.total / (list.length / 2));
      for (let i = 0; i < list.length; i += 2) out.set(list[i], Math.max(out.get(list[i]) ?? 0, list[i + 1] * idf * factor));
    };
    if (shard[term]) add(shard[term], 1);
    if (prefix) for (const [t, list] of Object.entries(shard)) if (t !== term && t.startsWith(term)) add(list, 0.6);
    return out;
  }

  async search(query: string, limit = 10): Promise<SearchHit[]> {
    const typed = words(query);
    if (!typed.length) return [];
    const manifest = await this.manifest();
    const groups: Array<Map<number, number>> = [];
    for (const [i, word] of typed.entries()) {
      const last = i === typed.length - 1;
      const variants = new Map<number, number>();
      const candidates = [...termsOf(word).slice(0, 1), ...(last && word.length >= 2 ? [foldPrefix(word)] : [])];
      for (const term of new Set(candidates)) {
        for (const [record, score] of await this.postings(manifest, term, last)) variants.set(record, Math.max(variants.get(record) ?? 0, score));
      }
      if (variants.size || !last) groups.push(variants);
    }
    const scores = new Map<number, {score: number; matched: number}>();
    for (const group of groups) {
      for (const [record, score] of group) {
        const s = scores.get(record) ?? {score: 0, matched: 0};
        scores.set(record, {score: s.score + score, matched: s.matched + 1});
      }
    }
    const best = Math.max(0, ...[...scores.values()].map((s) => s.matched));
    const ranked = [...scores].filter(([, s]) => s.matched === best && best > 0).sort((a, b) => b[1].score - a[1].score);
    const perPage = new Map<number, number>();
    const picked: number[] = [];
    for (const [record] of ranked) {
      const page = manifest.pages[record];
      if ((perPage.get(page) ?? 0) >= 2) continue;
      perPage.set(page, (perPage.get(page) ?? 0) + 1);
      picked.push(record);
      if (picked.length >= limit) break;
    }
    const marks = typed.map(foldPrefix).map((w) => w.slice(0, Math.max(3, Math.min(w.length, termsOf(w)[0]?.length ?? w.length))));
    const chunks = await Promise.all(
      [...new Set(picked.map((r) => Math.floor(r / manifest.chunkSize)))].map(async (c) => [c, await fetchJson<IndexEntry[]>(this.base + manifest.chunks[c])] as const),
    );
    const loaded = new Map(chunks);
    return picked.map((record) => {
      const entry = loaded.get(Math.floor(record / manifest.chunkSize))?.[record % manifest.chunkSize];
      if (!entry) throw new SearchError(`Suchindex ${this.version}: Eintrag ${record} fehlt`);
      const [url, title, heading, section, text] = entry;
      return {url, title, heading, section, excerpt: excerptOf(text, marks), marks};
    });
  }
}

/** A window of the text around the first matching word. */
export function excerptOf(text: string, marks: string[], size = 180): string {
  const folded = foldPrefix(text);
  let at = -1;
  for (const m of marks) {
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
    const hit = re.exec(folded);
    if (hit && (at < 0 || hit.index < at)) at = hit.index;
  }
  if (at < 0 || text.length <= size) return text.length > size ? `${text.slice(0, size).trimEnd()} …` : text;
  const start = Math.max(0, at - 50);
  return `${start > 0 ? '… ' : ''}${text.slice(start, start + size).trim()}${start + size < text.length ? ' …' : ''}`;
}

/** Splits text into plain and highlighted parts (never HTML: rendered as React text nodes). */
export function highlight(text: string, marks: string[]): Array<{text: string; mark: boolean}> {
  const parts: Array<{text: string; mark: boolean}> = [];
  const re = /[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu;
  for (const [token] of text.matchAll(re)) {
    const f = foldPrefix(token);
    const mark = /[\p{L}\p{N}]/u.test(token) && marks.some((m) => m.length >= 2 && f.startsWith(m));
    const prev = parts[parts.length - 1];
    if (prev && prev.mark === mark) prev.text += token;
    else parts.push({text: token, mark});
  }
  return parts;
}
