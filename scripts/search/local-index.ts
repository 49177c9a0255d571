// Builds the offline search index from the build output: per docs version a small manifest
// (what ranking needs), term shards (loaded only for the typed words) and entry chunks with
// titles and texts (loaded only for shown results). Weights per occurrence: page title 10 (3 on
// the page's other sections), heading 5, front-matter keywords 3 (max 3), tags 2, description 1
// (max 1), text 1 (max 5).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {termsOf, words} from '../../src/search/german.ts';
import {shardKey, type IndexEntry, type IndexManifest, type Shard} from '../../src/search/format.ts';
import type {Section} from './extract.ts';

// Small chunks: the first results need only a few kilobytes of entries.
const CHUNK_SIZE = 16;
const EXCERPT_CHARS = 700;

/** Adds `weight` per occurrence of each term of `text`, at most `cap` from this text. */
function addTerms(postings: Map<string, Map<number, number>>, text: string, record: number, weight: number, cap = Infinity) {
  const counts = new Map<string, number>();
  for (const word of words(text)) for (const term of termsOf(word)) counts.set(term, (counts.get(term) ?? 0) + weight);
  for (const [term, added] of counts) {
    let byRecord = postings.get(term);
    if (!byRecord) postings.set(term, (byRecord = new Map()));
    byRecord.set(record, (byRecord.get(record) ?? 0) + Math.min(added, cap));
  }
}

/** Splits compounds into known terms (Kabelabschnitt -> kabel + abschnitt) so parts find them. */
function decompound(postings: Map<string, Map<number, number>>) {
  const known = new Set([...postings].filter(([, r]) => r.size >= 2).map(([t]) => t));
  for (const [term, records] of [...postings]) {
    if (term.length < 8 || !/^[a-z]+$/.test(term)) continue;
    for (let i = 4; i <= term.length - 4; i++) {
      const left = term.slice(0, i);
      const right = term.slice(i);
      const leftKnown = known.has(left) || (left.endsWith('s') && known.has(left.slice(0, -1)));
      if (!leftKnown || !known.has(right)) continue;
      for (const part of [left.endsWith('s') && !known.has(left) ? left.slice(0, -1) : left, right]) {
        const target = postings.get(part)!;
        for (const [record, weight] of records) target.set(record, Math.max(target.get(record) ?? 0, Math.ceil(weight / 2)));
      }
      break;
    }
  }
}

const writeHashed = (dir: string, stem: string, data: unknown) => {
  const json = JSON.stringify(data);
  const name = `${stem}.${crypto.createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
  fs.writeFileSync(path.join(dir, name), json);
  return name;
};

export function buildLocalIndex(sections: Section[], outDir: string): Map<string, IndexManifest> {
  const manifests = new Map<string, IndexManifest>();
  const byVersion = new Map<string, Section[]>();
  for (const s of sections) {
    if (!byVersion.has(s.version)) byVersion.set(s.version, []);
    byVersion.get(s.version)!.push(s);
  }
  for (const [version, list] of byVersion) {
    const dir = path.join(outDir, 'search-index', version);
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(dir, {recursive: true});
    const entries: IndexEntry[] = [];
    const pages: number[] = [];
    const postings = new Map<string, Map<number, number>>();
    list.forEach((s, i) => {
      const heading = s.hierarchy.lvl3 ?? s.hierarchy.lvl2 ?? '';
      entries.push([s.anchor ? `${s.url}#${s.anchor}` : s.url, s.hierarchy.lvl1, heading, s.hierarchy.lvl0, s.content.slice(0, EXCERPT_CHARS)]);
      pages.push(i > 0 && list[i - 1]!.url === s.url ? pages[i - 1]! : (pages[i - 1] ?? -1) + 1);
      if (s.position === 0) {
        addTerms(postings, s.hierarchy.lvl1, i, 10);
        addTerms(postings, s.tags.join(' '), i, 2);
        addTerms(postings, s.keywords.join(' '), i, 3, 3);
        addTerms(postings, s.description, i, 1, 1);
      } else addTerms(postings, s.hierarchy.lvl1, i, 3);
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
    const manifest: IndexManifest = {
      version,
      total: entries.length,
      pages,
      shards: Object.fromEntries([...shards].map(([key, shard]) => [key, writeHashed(dir, `t-${encodeURIComponent(key)}`, shard)])),
      chunks: Array.from({length: Math.ceil(entries.length / CHUNK_SIZE)}, (_, c) =>
        writeHashed(dir, `x-${c}`, entries.slice(c * CHUNK_SIZE, (c + 1) * CHUNK_SIZE)),
      ),
      chunkSize: CHUNK_SIZE,
    };
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    manifests.set(version, manifest);
  }
  return manifests;
}
