// `npm run content:check [-- <id-prefix>]`: the writers' guide rules on every page source, plus
// the page inventory. Exits 1 with one line per problem: file, rule, message.
import path from 'node:path';
import {
  checkVersion,
  isPending,
  pageExists,
  readInventory,
  readPending,
  ROOT,
  VERSIONS,
  type Problem,
  type VersionKey,
} from '../../lib/content/rules.ts';
import {checkProductWorld} from '../../lib/content/product-world/index.ts';
import {checkGlossary} from '../../lib/content/glossary.ts';
import {checkReferenceTables, readReferenceTables} from '../../lib/content/reference-tables.ts';

const prefix = process.argv[2]?.replace(/^\/+/, '');
const inventory = readInventory();
const pending = readPending();
const problems: Problem[] = [];
for (const version of Object.keys(VERSIONS) as VersionKey[]) {
  const result = checkVersion(version, inventory);
  problems.push(...result.problems);
  for (const row of inventory) {
    if (!row.versions.includes(version) || isPending(row.id, pending)) continue;
    if (!pageExists(version, row.id)) {
      problems.push({
        file: `${path.relative(ROOT, VERSIONS[version].dir)}/${row.id}.md`,
        rule: 'inventory',
        message: `Seite fehlt (${VERSIONS[version].label})`,
      });
    }
  }
}
problems.push(...checkProductWorld());
for (const version of Object.keys(VERSIONS) as VersionKey[]) problems.push(...checkGlossary(version));
const referenceTables = readReferenceTables();
for (const version of Object.keys(VERSIONS) as VersionKey[]) problems.push(...checkReferenceTables(version, referenceTables));
const shown = prefix ? problems.filter((p) => p.file.includes(`/${prefix}`)) : problems;
for (const p of shown) console.log(`${p.file}${p.line ? `:${p.line}` : ''}: [${p.rule}] ${p.message}`);
console.log(
  shown.length
    ? `\n${shown.length} Problem(e)${prefix ? ` unter „${prefix}“` : ''}.`
    : `Inhaltsprüfung bestanden${prefix ? ` für „${prefix}“` : ''}.`,
);
process.exit(shown.length ? 1 : 0);
