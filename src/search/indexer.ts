// Builds the offline search index of one docs version from the sections of the built pages
// (./extract.ts): a small manifest (what ranking needs), term shards (loaded only for the typed
// words), entry chunks with titles and texts (loaded only for shown results) and the vocabulary
// by first letter (loaded only for typo tolerance). Pure: returns file names and contents; the local-search
// plugin writes them. Weights per occurrence: page title 10 (3 on the page's other sections; both
// scaled by the title's length against the average title, as BM25 does with b = 0.5),
// heading 5, front-matter keywords 3 (at most 3), tags 2, description 1 (at most 1), text 1 (at
// most 5). Compound words also index their parts at half weight (Kabelabschnitt → kabel, abschnitt).
import {createHash} from 'node:crypto';
import {stem, termsOf, words} from './analysis';
import {shardKey, type IndexEntry, type IndexManifest, type Shard} from './format';
import type {Section} from './extract';

/** Small chunks: the first results need only a few kilobytes of entries. */
export const CHUNK_SIZE = 16;
const EXCERPT_CHARS = 700;
const MIN_COMPOUND = 8;
const MIN_PART = 3;
/** BM25's b for the page title: how much its length (in words, against the average) scales its weight. */
export const TITLE_NORM = 0.5;

type Postings = Map<string, Map<number, number>>;

/** Adds `weight` per occurrence of each term of `text`, at most `cap` from this text. */
function addTerms(postings: Postings, text: string, record: number, weight: number, cap = Infinity) {
  const counts = new Map<string, number>();
  for (const word of words(text)) for (const term of termsOf(word)) counts.set(term, (counts.get(term) ?? 0) + weight);
  for (const [term, added] of counts) {
    let byRecord = postings.get(term);
    if (!byRecord) postings.set(term, (byRecord = new Map()));
    byRecord.set(record, (byRecord.get(record) ?? 0) + Math.min(added, cap));
  }
}

/**
 * A known term for the part of a compound: the part itself, its stem, the part without a linking
 * s (Verbindungs|aufbau), or a known term the part extends by up to three letters – the stems of a
 * word family differ like that (validier|ung, validi|eren).
 */
function knownPart(part: string, known: ReadonlySet<string>): string | null {
  for (const candidate of [part, stem(part), part.endsWith('s') ? stem(part.slice(0, -1)) : '']) {
    if (candidate.length >= MIN_PART && known.has(candidate)) return candidate;
  }
  for (let cut = 1; cut <= 3 && part.length - cut >= MIN_PART + 1; cut++) {
    if (known.has(part.slice(0, -cut))) return part;
  }
  return null;
}

/** Splits a compound term into two known terms (wertvalidier → wert + validier), or null. */
export function splitCompound(term: string, known: ReadonlySet<string>): [string, string] | null {
  if (term.length < MIN_COMPOUND || !/^[a-z]+$/.test(term)) return null;
  for (let i = MIN_PART + 1; i <= term.length - MIN_PART; i++) {
    const left = knownPart(term.slice(0, i), known);
    const right = left && knownPart(term.slice(i), known);
    if (left && right) return [left, right];
  }
  return null;
}

function decompound(postings: Postings) {
  const known = new Set([...postings].filter(([, records]) => records.size >= 2).map(([term]) => term));
  for (const [term, records] of [...postings]) {
    const parts = splitCompound(term, known);
    if (!parts) continue;
    for (const part of parts) {
      let target = postings.get(part);
      if (!target) postings.set(part, (target = new Map()));
      for (const [record, weight] of records) target.set(record, Math.max(target.get(record) ?? 0, Math.ceil(weight / 2)));
    }
  }
}

export interface IndexFiles {
  manifest: IndexManifest;
  /** File name (in the version's index folder) → content. */
  files: Map<string, string>;
}

/** The index of one version's sections (all with the same `version`). */
export function buildIndex(version: string, sections: Section[]): IndexFiles {
  const files = new Map<string, string>();
  const hashed = (name: string, data: unknown) => {
    const json = JSON.stringify(data);
    const file = `${name}.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
    files.set(file, json);
    return file;
  };
  const entries: IndexEntry[] = [];
  const pages: number[] = [];
  const postings: Postings = new Map();
  // Title weight with BM25's length normalisation: a word weighs more in a short title („Berichtsdesigner“) than in a long one.
  const titleLength = (title: string) => Math.max(1, words(title).filter((w) => termsOf(w).length).length);
  const averageTitle = sections.reduce((sum, s) => sum + titleLength(s.hierarchy.lvl1), 0) / Math.max(1, sections.length);
  const titleWeight = (title: string, weight: number) =>
    Math.round(weight / (1 - TITLE_NORM + (TITLE_NORM * titleLength(title)) / averageTitle));
  sections.forEach((s, i) => {
    const heading = s.hierarchy.lvl3 ?? s.hierarchy.lvl2 ?? '';
    entries.push([
      s.anchor ? `${s.url}#${s.anchor}` : s.url,
      s.hierarchy.lvl1,
      heading,
      s.hierarchy.lvl0,
      s.content.slice(0, EXCERPT_CHARS),
    ]);
    pages.push(i > 0 && sections[i - 1]!.url === s.url ? pages[i - 1]! : (pages[i - 1] ?? -1) + 1);
    if (s.position === 0) {
      addTerms(postings, s.hierarchy.lvl1, i, titleWeight(s.hierarchy.lvl1, 10));
      addTerms(postings, s.tags.join(' '), i, 2);
      addTerms(postings, s.keywords.join(' '), i, 3, 3);
      addTerms(postings, s.description, i, 1, 1);
    } else addTerms(postings, s.hierarchy.lvl1, i, titleWeight(s.hierarchy.lvl1, 3));
    addTerms(postings, heading, i, 5);
    addTerms(postings, s.content, i, 1, 5);
  });
  decompound(postings);
  const shards = new Map<string, Shard>();
  for (const [term, byRecord] of postings) {
    const key = shardKey(term);
    if (!shards.has(key)) shards.set(key, {});
    shards.get(key)![term] = [...byRecord].flat();
  }
  const vocabulary = new Map<string, string[]>();
  for (const term of postings.keys()) {
    const first = term[0]!;
    if (!vocabulary.has(first)) vocabulary.set(first, []);
    vocabulary.get(first)!.push(term);
  }
  const manifest: IndexManifest = {
    version,
    total: entries.length,
    pages,
    shards: Object.fromEntries([...shards].map(([key, shard]) => [key, hashed(`t-${encodeURIComponent(key)}`, shard)])),
    chunks: Array.from({length: Math.ceil(entries.length / CHUNK_SIZE)}, (_, c) =>
      hashed(`x-${c}`, entries.slice(c * CHUNK_SIZE, (c + 1) * CHUNK_SIZE)),
    ),
    chunkSize: CHUNK_SIZE,
    vocabulary: Object.fromEntries(
      [...vocabulary]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([first, terms]) => [first, hashed(`v-${encodeURIComponent(first)}`, terms.sort())]),
    ),
  };
  files.set('manifest.json', JSON.stringify(manifest));
  return {manifest, files};
}
