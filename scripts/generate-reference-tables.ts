// `npm run referenz`: writes the reference-table blocks of every page of both versions from
// redaktion/referenztabellen.yaml (see lib/content/reference-tables.ts).
import fs from 'node:fs';
import {readReferenceTables, referenceTablePages} from '../lib/content/reference-tables.ts';
import {VERSIONS, type VersionKey} from '../lib/content/rules.ts';

const tables = readReferenceTables();
let failed = false;
for (const version of Object.keys(VERSIONS) as VersionKey[]) {
  for (const page of referenceTablePages(version, tables)) {
    for (const p of page.problems) {
      console.error(`${p.file}:${p.line}: [${p.rule}] ${p.message}`);
      failed = true;
    }
    if (page.problems.length || page.output === page.source) continue;
    fs.writeFileSync(page.path, page.output);
    console.log(`${page.file} geschrieben`);
  }
}
process.exit(failed ? 1 : 0);
