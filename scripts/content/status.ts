// `npm run content:status`: what writers have left, per section – pages present/missing per
// version, words of prose, and pages failing a content rule.
import path from 'node:path';
import {
  checkVersion,
  isPending,
  pageExists,
  prose,
  readInventory,
  readPending,
  VERSIONS,
  words,
  type VersionKey,
} from '../../lib/content/rules.ts';

const inventory = readInventory();
const pending = readPending();
const sectionOf = (id: string) => {
  const parts = id.split('/');
  if (parts[0] === 'dokumentation' && parts.length > 2)
    return parts.slice(0, parts[1] === 'Kartaro-AppBuilder' && parts.length > 3 ? 3 : 2).join('/');
  return parts.length > 1 ? parts.slice(0, 2).join('/') : parts[0];
};

interface Row {
  present: Record<VersionKey, number>;
  missing: Record<VersionKey, number>;
  words: number;
  failing: Set<string>;
}
const rows = new Map<string, Row>();
const row = (section: string) => {
  if (!rows.has(section)) rows.set(section, {present: {next: 0, old: 0}, missing: {next: 0, old: 0}, words: 0, failing: new Set()});
  return rows.get(section)!;
};

for (const version of Object.keys(VERSIONS) as VersionKey[]) {
  const {pages, problems} = checkVersion(version, inventory);
  const failingFiles = new Set(problems.map((p) => p.file));
  for (const page of pages) {
    const r = row(sectionOf(page.id.replace(/\/index$/, '/index')));
    if (version === 'next') r.words += words(prose(page.body)).length;
    const rel = path.relative(process.cwd(), page.file);
    if (failingFiles.has(rel)) r.failing.add(`${version}:${page.id}`);
  }
  for (const item of inventory) {
    if (!item.versions.includes(version)) continue;
    const r = row(sectionOf(item.id));
    if (pageExists(version, item.id)) r.present[version]++;
    else r.missing[version]++;
  }
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`${pad('Bereich', 58)}${pad('Preview', 12)}${pad('25.1', 12)}${pad('Wörter', 10)}Regelverstöße`);
let totalMissing = 0;
for (const [section, r] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
  totalMissing += r.missing.next + r.missing.old;
  const fmt = (v: VersionKey) => `${r.present[v]}/${r.present[v] + r.missing[v]}`;
  console.log(`${pad(section, 58)}${pad(fmt('next'), 12)}${pad(fmt('old'), 12)}${pad(r.words, 10)}${r.failing.size || ''}`);
}
console.log(
  `\nFehlende Seiten: ${totalMissing}. Noch als ausstehend markiert (tests/fixtures/pending.txt): ${pending.length ? pending.join(', ') : 'nichts'}.`,
);
for (const p of pending)
  if (!inventory.some((i) => isPending(i.id, [p]))) console.log(`Hinweis: „${p}“ in pending.txt passt zu keiner Seite des Inventars.`);
