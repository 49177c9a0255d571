// Indexes the production build into Typesense without a crawler: DocSearch records per heading
// section go into a new timestamped collection; only when everything succeeded does the alias
// (TYPESENSE_COLLECTION, default kartaro-hilfe) switch to it (zero downtime). Old collections
// beyond the newest three are deleted. Any failure leaves the live alias untouched.
import fs from 'node:fs';
import path from 'node:path';
import {Client} from 'typesense';
import {ConfigError, readTypesenseServer, type TypesenseNode} from '../../config/env';
import {collectionSchema, type DocSearchRecord} from './typesense-records';

const KEEP = 3;
const BATCH = 500;

export interface IndexerEnv {
  nodes: TypesenseNode[];
  nearestNode: TypesenseNode | null;
  alias: string;
  adminKey: string;
}

/** Server or cluster (TYPESENSE_HOST … or TYPESENSE_NODES), alias and admin key for the command-line tools. */
export function readIndexerEnv(env: Record<string, string | undefined>): IndexerEnv {
  const adminKey = env.TYPESENSE_ADMIN_API_KEY?.trim();
  if (!adminKey) throw new ConfigError('TYPESENSE_ADMIN_API_KEY', 'fehlt (Admin-Schlüssel zum Schreiben des Index)');
  const {nodes, nearestNode, collection} = readTypesenseServer(env);
  return {nodes, nearestNode, alias: collection, adminKey};
}

/** A client of the official library that tries the next node when one fails (as many tries as nodes). */
export function adminClient(env: IndexerEnv, timeoutSeconds = 10): Client {
  return new Client({
    nodes: env.nodes,
    ...(env.nearestNode && {nearestNode: env.nearestNode}),
    apiKey: env.adminKey,
    connectionTimeoutSeconds: timeoutSeconds,
    numRetries: env.nodes.length + (env.nearestNode ? 1 : 0),
    retryIntervalSeconds: 0.1,
    healthcheckIntervalSeconds: 60,
    logLevel: 'silent',
  });
}

export const describeNodes = (env: Pick<IndexerEnv, 'nodes'>): string =>
  env.nodes.map((n) => `${n.protocol}://${n.host}:${n.port}${n.path}`).join(', ');

export function readSynonyms(): string[][] {
  const file = path.join(process.cwd(), 'config', 'search-synonyms.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {gruppen: string[][]}).gruppen;
}

const describe = (e: unknown) => {
  const err = e as {httpStatus?: number; message?: string; code?: string};
  return err.httpStatus ? `HTTP ${err.httpStatus}: ${err.message}` : (err.code ?? err.message ?? String(e));
};

export async function upload(
  records: DocSearchRecord[],
  env: IndexerEnv,
  log: (line: string) => void = console.log,
  now = new Date(),
): Promise<string> {
  const where = describeNodes(env);
  const client = adminClient(env);
  let existing: Array<{name: string}>;
  try {
    existing = (await client.collections().retrieve()) as Array<{name: string}>;
  } catch (e) {
    const status = (e as {httpStatus?: number}).httpStatus;
    if (status === 401 || status === 403)
      throw new Error(`Typesense unter ${where} lehnt den Schlüssel ab (TYPESENSE_ADMIN_API_KEY): ${describe(e)}`);
    throw new Error(`Typesense unter ${where} ist nicht erreichbar: ${describe(e)}`);
  }
  const name = `${env.alias}_${now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}`;
  log(`Neue Sammlung ${name} anlegen …`);
  await client.collections().create(collectionSchema(name) as never);
  try {
    for (let i = 0; i < records.length; i += BATCH) {
      const batch = records.slice(i, i + BATCH);
      const results = (await client
        .collections(name)
        .documents()
        .import(batch, {action: 'create'})
        .catch((e: {importResults?: unknown}) => {
          if (e.importResults) return e.importResults;
          throw e;
        })) as Array<{success: boolean; error?: string; document?: string}>;
      const failed = results.filter((r) => !r.success);
      if (failed.length) throw new Error(`${failed.length} Datensätze abgelehnt, z. B.: ${failed[0].error}`);
      log(`  ${Math.min(i + BATCH, records.length)}/${records.length} Datensätze importiert`);
    }
    const groups = readSynonyms();
    for (const [i, synonyms] of groups.entries()) {
      await client
        .collections(name)
        .synonyms()
        .upsert(`synonyme-${i + 1}`, {synonyms});
    }
    log(`${groups.length} Synonymgruppen gesetzt`);
  } catch (e) {
    log(`Fehler – die neue Sammlung wird verworfen, der Alias ${env.alias} bleibt unverändert.`);
    await client
      .collections(name)
      .delete()
      .catch(() => undefined);
    throw new Error(`Import nach ${name} fehlgeschlagen: ${describe(e)}`);
  }
  await client.aliases().upsert(env.alias, {collection_name: name});
  log(`Alias ${env.alias} zeigt jetzt auf ${name}`);
  const old = existing
    .map((c) => c.name)
    .filter((n) => n.startsWith(`${env.alias}_`) && n !== name)
    .sort()
    .reverse()
    .slice(KEEP - 1);
  for (const n of old) {
    await client.collections(n).delete();
    log(`Alte Sammlung ${n} gelöscht`);
  }
  return name;
}

export interface SearchKeyOptions {
  /** Expiry; omitted: the key does not expire. */
  expiresAt?: Date;
  description?: string;
}

/**
 * Creates a search-only API key for the site's alias (action documents:search on that collection
 * only) with the admin key and returns its value – the key for TYPESENSE_SEARCH_API_KEY.
 */
export async function createSearchKey(
  env: IndexerEnv,
  options: SearchKeyOptions = {},
): Promise<{value: string; id: number; expiresAt: number | null}> {
  const client = adminClient(env);
  const expires = options.expiresAt ? Math.floor(options.expiresAt.getTime() / 1000) : undefined;
  if (expires !== undefined && expires * 1000 <= Date.now()) throw new Error('Ablaufdatum liegt in der Vergangenheit');
  try {
    const key = (await client.keys().create({
      description: options.description ?? `Kartaro-Hilfe: nur Suche in ${env.alias}`,
      actions: ['documents:search'],
      collections: [env.alias],
      ...(expires !== undefined && {expires_at: expires}),
    })) as {value?: string; id: number; expires_at?: number};
    if (!key.value) throw new Error('Typesense hat keinen Schlüsselwert zurückgegeben');
    return {value: key.value, id: key.id, expiresAt: key.expires_at ?? null};
  } catch (e) {
    const status = (e as {httpStatus?: number}).httpStatus;
    if (status === 401 || status === 403)
      throw new Error(`Typesense unter ${describeNodes(env)} lehnt den Schlüssel ab (TYPESENSE_ADMIN_API_KEY): ${describe(e)}`);
    throw new Error(`Suchschlüssel konnte nicht angelegt werden (${describeNodes(env)}): ${describe(e)}`);
  }
}
