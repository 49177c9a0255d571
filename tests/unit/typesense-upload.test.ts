// Contract test of the Typesense indexer's upload: a small local HTTP server implements only
// the Typesense endpoints the indexer calls, and checks each request against Typesense's
// documented API (paths, methods, X-TYPESENSE-API-KEY header, JSON/JSONL bodies). No real
// Typesense server can be installed on these machines.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {upload, type IndexerEnv} from '../../scripts/search/typesense-index.ts';
import type {DocSearchRecord} from '../../scripts/search/records.ts';

const ADMIN = 'admin-schluessel-test';

interface Fake {
  url: string;
  collections: Map<string, {schema: Record<string, unknown>; docs: unknown[]; synonyms: Map<string, string[]>}>;
  aliases: Map<string, string>;
  requests: string[];
  failImport: boolean;
  close: () => Promise<void>;
}

async function fakeTypesense(initial: string[] = [], alias?: string): Promise<Fake> {
  const fake = {collections: new Map(), aliases: new Map(), requests: [] as string[], failImport: false} as unknown as Fake;
  for (const name of initial) fake.collections.set(name, {schema: {name}, docs: [], synonyms: new Map()});
  if (alias) fake.aliases.set('kartaro-hilfe', alias);
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url!, 'http://x');
    const route = `${req.method} ${url.pathname}`;
    fake.requests.push(route);
    const send = (status: number, data: unknown, type = 'application/json') => {
      res.writeHead(status, {'Content-Type': type});
      res.end(typeof data === 'string' ? data : JSON.stringify(data));
    };
    if (req.headers['x-typesense-api-key'] !== ADMIN) return send(401, {message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.'});
    let m: RegExpMatchArray | null;
    if (route === 'GET /collections') return send(200, [...fake.collections.keys()].map((name) => ({name, num_documents: 0})));
    if (route === 'POST /collections') {
      const schema = JSON.parse(body);
      assert.equal(req.headers['content-type'], 'application/json');
      assert.ok(Array.isArray(schema.fields) && schema.name, 'Schema braucht name und fields');
      if (fake.collections.has(schema.name)) return send(409, {message: 'A collection with this name already exists.'});
      fake.collections.set(schema.name, {schema, docs: [], synonyms: new Map()});
      return send(201, schema);
    }
    if ((m = route.match(/^POST \/collections\/([^/]+)\/documents\/import$/))) {
      assert.equal(url.searchParams.get('action'), 'create');
      const col = fake.collections.get(decodeURIComponent(m[1]));
      if (!col) return send(404, {message: 'Not found.'});
      const lines = body.trim().split('\n').map((l) => JSON.parse(l));
      const out = lines.map((doc, i) => {
        if (fake.failImport && i === 1) return {success: false, error: 'Field `item_priority` must be an int64.', document: JSON.stringify(doc)};
        col.docs.push(doc);
        return {success: true};
      });
      return send(200, out.map((o) => JSON.stringify(o)).join('\n'), 'text/plain');
    }
    if ((m = route.match(/^PUT \/collections\/([^/]+)\/synonyms\/([^/]+)$/))) {
      const col = fake.collections.get(decodeURIComponent(m[1]))!;
      const {synonyms} = JSON.parse(body);
      assert.ok(Array.isArray(synonyms) && synonyms.length >= 2);
      col.synonyms.set(m[2], synonyms);
      return send(200, {id: m[2], synonyms});
    }
    if ((m = route.match(/^PUT \/aliases\/([^/]+)$/))) {
      const {collection_name} = JSON.parse(body);
      assert.ok(fake.collections.has(collection_name), 'Alias auf unbekannte Sammlung');
      fake.aliases.set(m[1], collection_name);
      return send(200, {name: m[1], collection_name});
    }
    if ((m = route.match(/^DELETE \/collections\/([^/]+)$/))) {
      const name = decodeURIComponent(m[1]);
      assert.ok(![...fake.aliases.values()].includes(name), 'die Sammlung hinter dem Alias darf nicht gelöscht werden');
      fake.collections.delete(name);
      return send(200, {name});
    }
    return send(404, {message: `Not Found: ${route}`});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((r) => server.close(() => r()));
  return fake;
}

const env = (fake: Fake, key = ADMIN): IndexerEnv => ({host: '127.0.0.1', port: Number(new URL(fake.url).port), protocol: 'http', path: '', alias: 'kartaro-hilfe', adminKey: key});
const record = (i: number): DocSearchRecord => ({
  id: `r${i}`, 'hierarchy.lvl0': 'Installation', 'hierarchy.lvl1': `Seite ${i}`, 'hierarchy.lvl2': null, 'hierarchy.lvl3': null,
  'hierarchy.lvl4': null, 'hierarchy.lvl5': null, 'hierarchy.lvl6': null, content: 'Text', url: `https://hilfe.kartaro.example/docs/s${i}`,
  url_without_anchor: `https://hilfe.kartaro.example/docs/s${i}`, anchor: null, type: 'lvl1', version: ['current'], language: 'de',
  docusaurus_tag: 'docs-default-current', item_priority: 100, tags: [],
});
const quiet = () => undefined;

test('Upload: neue Sammlung, Import, Synonyme, Alias umschalten, alte Sammlungen aufräumen', async () => {
  const old = ['kartaro-hilfe_20260101T000000', 'kartaro-hilfe_20260201T000000', 'kartaro-hilfe_20260301T000000', 'andere-sammlung'];
  const fake = await fakeTypesense(old, 'kartaro-hilfe_20260301T000000');
  try {
    const name = await upload(Array.from({length: 1200}, (_, i) => record(i)), env(fake), quiet, new Date('2026-11-22T10:00:00Z'));
    assert.equal(name, 'kartaro-hilfe_20261122T100000');
    assert.equal(fake.aliases.get('kartaro-hilfe'), name);
    const col = fake.collections.get(name)!;
    assert.equal(col.docs.length, 1200);
    const fields = col.schema.fields as Array<{name: string; locale?: string; stem?: boolean}>;
    assert.equal(fields.find((f) => f.name === 'content')?.locale, 'de');
    assert.equal(fields.find((f) => f.name === 'hierarchy.lvl1')?.stem, true);
    assert.ok(col.synonyms.size >= 10);
    assert.deepEqual([...fake.collections.keys()].sort(), ['andere-sammlung', 'kartaro-hilfe_20260201T000000', 'kartaro-hilfe_20260301T000000', name].sort());
    assert.deepEqual(fake.requests.filter((r) => r.includes('import')).length, 3, 'Import in Blöcken zu 500');
  } finally {
    await fake.close();
  }
});

test('Upload: ein abgelehnter Datensatz lässt den Alias, wo er war, und verwirft die neue Sammlung', async () => {
  const fake = await fakeTypesense(['kartaro-hilfe_20260301T000000'], 'kartaro-hilfe_20260301T000000');
  fake.failImport = true;
  try {
    await assert.rejects(upload([record(1), record(2), record(3)], env(fake), quiet), /abgelehnt.*int64/);
    assert.equal(fake.aliases.get('kartaro-hilfe'), 'kartaro-hilfe_20260301T000000');
    assert.deepEqual([...fake.collections.keys()], ['kartaro-hilfe_20260301T000000']);
  } finally {
    await fake.close();
  }
});

test('Upload: ein abgelehnter Schlüssel ergibt eine klare Meldung', async () => {
  const fake = await fakeTypesense();
  try {
    await assert.rejects(upload([record(1)], env(fake, 'falsch'), quiet), /lehnt den Schlüssel ab \(TYPESENSE_ADMIN_API_KEY\)/);
    assert.equal(fake.collections.size, 0);
  } finally {
    await fake.close();
  }
});

test('Upload: ein nicht erreichbarer Server ergibt eine klare Meldung', async () => {
  const fake = await fakeTypesense();
  await fake.close();
  await assert.rejects(upload([record(1)], env(fake), quiet), /ist nicht erreichbar/);
});
