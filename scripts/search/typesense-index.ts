// `npm run search:index [-- --dry-run [datei.jsonl]] [--build build]`
// Indexes the production build into Typesense without a crawler: DocSearch records per heading
// section go into a new timestamped collection; only when everything succeeded does the alias
// (TYPESENSE_COLLECTION, default kartaro-hilfe) switch to it (zero downtime). Old collections
// beyond the newest three are deleted. Any failure leaves the live alias untouched.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {Client} from 'typesense';
import {ConfigError, readSiteUrl} from '../../config/env.ts';
import {extractBuild} from './extract.ts';
import {collectionSchema, toRecords, type DocSearchRecord} from './records.ts';

const KEEP = 3;
const BATCH = 500;

export interface IndexerEnv {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  path: string;
  alias: string;
  adminKey: string;
}

export function readIndexerEnv(env: Record<string, string | undefined>): IndexerEnv {
  const host = env.TYPESENSE_HOST?.trim();
  const adminKey = env.TYPESENSE_ADMIN_API_KEY?.trim();
  if (!host) throw new ConfigError('TYPESENSE_HOST', 'fehlt (Host des Typesense-Servers)');
  if (!adminKey) throw new ConfigError('TYPESENSE_ADMIN_API_KEY', 'fehlt (Admin-Schlüssel zum Schreiben des Index)');
  const port = Number(env.TYPESENSE_PORT?.trim() || 443);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError('TYPESENSE_PORT', `„${env.TYPESENSE_PORT}“ ist kein Port`);
  const protocol = (env.TYPESENSE_PROTOCOL?.trim() || 'https') as 'http' | 'https';
  if (protocol !== 'http' && protocol !== 'https') throw new ConfigError('TYPESENSE_PROTOCOL', `„${protocol}“ – erlaubt sind https und http`);
  return {host, port, protocol, path: env.TYPESENSE_PATH?.trim() ?? '', alias: env.TYPESENSE_COLLECTION?.trim() || 'kartaro-hilfe', adminKey};
}

export function readSynonyms(): string[][] {
  const file = path.join(process.cwd(), 'config', 'search-synonyms.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {gruppen: string[][]}).gruppen;
}

const describe = (e: unknown) => {
  const err = e as {httpStatus?: number; message?: string; code?: string};
  return err.httpStatus ? `HTTP ${err.httpStatus}: ${err.message}` : (err.code ?? err.message ?? String(e));
};

export async function upload(records: DocSearchRecord[], env: IndexerEnv, log: (line: string) => void = console.log, now = new Date()): Promise<string> {
  const where = `${env.protocol}://${env.host}:${env.port}${env.path}`;
  const client = new Client({
    nodes: [{host: env.host, port: env.port, protocol: env.protocol, path: env.path}],
    apiKey: env.adminKey,
    connectionTimeoutSeconds: 10,
    numRetries: 1,
    logLevel: 'silent',
  });
  let existing: Array<{name: string}>;
  try {
    existing = (await client.collections().retrieve()) as Array<{name: string}>;
  } catch (e) {
    const status = (e as {httpStatus?: number}).httpStatus;
    if (status === 401 || status === 403) throw new Error(`Typesense unter ${where} lehnt den Schlüssel ab (TYPESENSE_ADMIN_API_KEY): ${describe(e)}`);
    throw new Error(`Typesense unter ${where} ist nicht erreichbar: ${describe(e)}`);
  }
  const name = `${env.alias}_${now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}`;
  log(`Neue Sammlung ${name} anlegen …`);
  await client.collections().create(collectionSchema(name) as never);
  try {
    for (let i = 0; i < records.length; i += BATCH) {
      const batch = records.slice(i, i + BATCH);
      const results = (await client.collections(name).documents().import(batch, {action: 'create'}).catch((e: {importResults?: unknown}) => {
        if (e.importResults) return e.importResults;
        throw e;
      })) as Array<{success: boolean; error?: string; document?: string}>;
      const failed = results.filter((r) => !r.success);
      if (failed.length) throw new Error(`${failed.length} Datensätze abgelehnt, z. B.: ${failed[0].error}`);
      log(`  ${Math.min(i + BATCH, records.length)}/${records.length} Datensätze importiert`);
    }
    const groups = readSynonyms();
    for (const [i, synonyms] of groups.entries()) {
      await client.collections(name).synonyms().upsert(`synonyme-${i + 1}`, {synonyms});
    }
    log(`${groups.length} Synonymgruppen gesetzt`);
  } catch (e) {
    log(`Fehler – die neue Sammlung wird verworfen, der Alias ${env.alias} bleibt unverändert.`);
    await client.collections(name).delete().catch(() => undefined);
    throw new Error(`Import nach ${name} fehlgeschlagen: ${describe(e)}`);
  }
  await client.aliases().upsert(env.alias, {collection_name: name});
  log(`Alias ${env.alias} zeigt jetzt auf ${name}`);
  const old = existing.map((c) => c.name).filter((n) => n.startsWith(`${env.alias}_`) && n !== name).sort().reverse().slice(KEEP - 1);
  for (const n of old) {
    await client.collections(n).delete();
    log(`Alte Sammlung ${n} gelöscht`);
  }
  return name;
}

async function main() {
  const {values} = parseArgs({options: {'dry-run': {type: 'string'}, build: {type: 'string', default: 'build'}}, allowPositionals: false, strict: false});
  const dryRun = process.argv.includes('--dry-run');
  const buildDir = path.resolve(String(values.build));
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`Kein Build in ${buildDir} – zuerst „npm run build“.`);
  const siteUrl = readSiteUrl(process.env);
  const baseUrl = process.env.BASE_URL?.trim() || '/';
  console.log(`Build ${buildDir} lesen …`);
  const records = toRecords(extractBuild(buildDir, baseUrl), siteUrl);
  console.log(`${records.length} Datensätze aus ${new Set(records.map((r) => r.url_without_anchor)).size} Seiten`);
  if (dryRun) {
    const out = typeof values['dry-run'] === 'string' && values['dry-run'] ? values['dry-run'] : 'search-records.jsonl';
    fs.writeFileSync(out, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
    console.log(`Probelauf: Datensätze nach ${out} geschrieben, nichts hochgeladen.`);
    return;
  }
  await upload(records, readIndexerEnv(process.env));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  main().catch((e: Error) => {
    console.error(`search:index: ${e.message}`);
    process.exit(1);
  });
}
