// `npm run search:index [-- --dry-run [datei.jsonl]] [--build build]`: indexes the production
// build into Typesense (src/search/typesense-indexer.ts); with --dry-run only writes the records.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readBaseUrl, readSiteUrl} from '../config/env.ts';
import {extractBuild} from '../src/search/extract.ts';
import {readIndexerEnv, upload} from '../src/search/typesense-indexer.ts';
import {toRecords} from '../src/search/typesense-records.ts';

async function main() {
  const {values} = parseArgs({
    options: {'dry-run': {type: 'string'}, build: {type: 'string', default: 'build'}},
    allowPositionals: false,
    strict: false,
  });
  const dryRun = process.argv.includes('--dry-run');
  const buildDir = path.resolve(String(values.build));
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`Kein Build in ${buildDir} – zuerst „npm run build“.`);
  const siteUrl = readSiteUrl(process.env);
  console.log(`Build ${buildDir} lesen …`);
  const records = toRecords(extractBuild(buildDir, readBaseUrl(process.env)), siteUrl);
  console.log(`${records.length} Datensätze aus ${new Set(records.map((r) => r.url_without_anchor)).size} Seiten`);
  if (dryRun) {
    const out = typeof values['dry-run'] === 'string' && values['dry-run'] ? values['dry-run'] : 'search-records.jsonl';
    fs.writeFileSync(out, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
    console.log(`Probelauf: Datensätze nach ${out} geschrieben, nichts hochgeladen.`);
    return;
  }
  await upload(records, readIndexerEnv(process.env));
}

main().catch((e: Error) => {
  console.error(`search:index: ${e.message}`);
  process.exit(1);
});
