// The query set of `npm run bench:search` (bench/search-queries.yaml): German reader queries with
// the page(s) an administrator wants for them. Read and checked here, shared by the benchmark and
// its unit test: every expected page exists in the inventory for the version, and each version has
// enough queries of each kind.
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {pageUrl, readInventory, ROOT, type VersionKey} from '../content/rules.ts';

export const QUERY_FILE = path.join(ROOT, 'bench', 'search-queries.yaml');

/** Docs versions of the site: plugin version name → URL prefix and inventory key. */
export const BENCH_VERSIONS = [
  {name: 'current', label: 'Preview', key: 'next'},
  {name: '25.1-und-aeltere', label: '25.1 und älter', key: 'old'},
] as const satisfies ReadonlyArray<{name: string; label: string; key: VersionKey}>;
export type VersionName = (typeof BENCH_VERSIONS)[number]['name'];

export const KINDS = ['stichwort', 'tippfehler', 'frage', 'ohne-umlaut'] as const;
export type QueryKind = (typeof KINDS)[number];

/** What the brief of the benchmark asks for, per version. */
export const MINIMUM: Record<QueryKind | 'total', number> = {total: 80, tippfehler: 15, frage: 10, 'ohne-umlaut': 10, stichwort: 0};

export interface BenchQuery {
  q: string;
  /** Inventory ids; a hit on any of them counts. */
  expect: string[];
  kind: QueryKind;
  only?: VersionName;
}

/** Strips anchor and a trailing slash, so result URLs and expected URLs compare. */
export const samePage = (url: string): string => url.split('#')[0]!.replace(/\/$/, '');

export function readQueries(file = QUERY_FILE): BenchQuery[] {
  const data = parseYaml(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(data)) throw new Error(`${file}: erwartet eine Liste von Anfragen`);
  return data.map((entry: Partial<BenchQuery>, i) => {
    const where = `${file}, Anfrage ${i + 1}`;
    if (typeof entry.q !== 'string' || !entry.q.trim()) throw new Error(`${where}: „q“ fehlt`);
    if (!Array.isArray(entry.expect) || !entry.expect.length) throw new Error(`${where} („${entry.q}“): „expect“ fehlt`);
    if (!KINDS.includes(entry.kind as QueryKind))
      throw new Error(`${where} („${entry.q}“): „kind“ muss eines von ${KINDS.join(', ')} sein`);
    if (entry.only && !BENCH_VERSIONS.some((v) => v.name === entry.only))
      throw new Error(`${where} („${entry.q}“): unbekannte Version ${entry.only}`);
    return {q: entry.q, expect: entry.expect.map(String), kind: entry.kind as QueryKind, ...(entry.only ? {only: entry.only} : {})};
  });
}

/** The queries of one version with the URLs of their expected pages. */
export function queriesFor(queries: BenchQuery[], version: (typeof BENCH_VERSIONS)[number]): Array<BenchQuery & {urls: string[]}> {
  return queries
    .filter((query) => !query.only || query.only === version.name)
    .map((query) => ({...query, urls: query.expect.map((id) => samePage(pageUrl(id, version.key)))}));
}

/** Problems of the query set: unknown or missing pages, too few queries of a kind. Empty when fine. */
export function checkQueries(queries: BenchQuery[]): string[] {
  const inventory = readInventory();
  const problems: string[] = [];
  for (const version of BENCH_VERSIONS) {
    const own = queriesFor(queries, version);
    for (const query of own) {
      for (const id of query.expect) {
        const row = inventory.find((r) => r.id === id);
        if (!row) problems.push(`„${query.q}“: Seite ${id} steht nicht im Inventar`);
        else if (!row.versions.includes(version.key)) problems.push(`„${query.q}“: Seite ${id} fehlt in ${version.label}`);
      }
    }
    const count = (kind?: QueryKind) => own.filter((query) => !kind || query.kind === kind).length;
    if (count() < MINIMUM.total) problems.push(`${version.label}: ${count()} Anfragen, mindestens ${MINIMUM.total}`);
    for (const kind of KINDS) {
      if (count(kind) < MINIMUM[kind])
        problems.push(`${version.label}: ${count(kind)} Anfragen der Art ${kind}, mindestens ${MINIMUM[kind]}`);
    }
    const seen = new Set<string>();
    for (const query of own) {
      if (seen.has(query.q.toLowerCase())) problems.push(`${version.label}: „${query.q}“ doppelt`);
      seen.add(query.q.toLowerCase());
    }
  }
  return problems;
}
