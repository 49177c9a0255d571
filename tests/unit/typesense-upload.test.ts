// Contract tests of the Typesense command-line tools (upload, search key) and of the search UI's
// Typesense client: small local HTTP servers implement only the Typesense endpoints these call,
// and check each request against Typesense's documented API (paths, methods, X-TYPESENSE-API-KEY
// header, JSON/JSONL bodies). Several servers sharing one state stand in for a cluster, one of
// them down. No real Typesense server can be installed on these machines.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createSearchKey, upload, type IndexerEnv} from '../../src/search/typesense-indexer.ts';
import {TypesenseClient, typesenseBackend} from '../../src/search/typesense-client.ts';
import type {DocSearchRecord} from '../../src/search/typesense-records.ts';

const ADMIN = 'admin-schluessel-test';

interface Fake {
  url: string;
  urls: string[];
  keys: Array<Record<string, unknown>>;
  stop: (node: number) => Promise<void>;
  collections: Map<string, {schema: Record<string, unknown>; docs: unknown[]; synonyms: Map<string, string[]>}>;
  aliases: Map<string, string>;
  requests: string[];
  failImport: boolean;
  close: () => Promise<void>;
}

async function fakeTypesense(initial: string[] = [], alias?: string, nodes = 1): Promise<Fake> {
  const fake = {collections: new Map(), aliases: new Map(), requests: [] as string[], keys: [], failImport: false} as unknown as Fake;
  for (const name of initial) fake.collections.set(name, {schema: {name}, docs: [], synonyms: new Map()});
  if (alias) fake.aliases.set('kartaro-hilfe', alias);
  const handler = async (req: http.IncomingMessage, res: http.ServerResponse) => {
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
    if (req.headers['x-typesense-api-key'] !== ADMIN)
      return send(401, {message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.'});
    let m: RegExpMatchArray | null;
    if (route === 'GET /collections')
      return send(
        200,
        [...fake.collections.keys()].map((name) => ({name, num_documents: 0})),
      );
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
      const lines = body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const out = lines.map((doc, i) => {
        if (fake.failImport && i === 1)
          return {success: false, error: 'Field `item_priority` must be an int64.', document: JSON.stringify(doc)};
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
    if (route === 'POST /keys') {
      const key = JSON.parse(body);
      assert.deepEqual(key.actions, ['documents:search'], 'nur Suchrechte');
      assert.ok(Array.isArray(key.collections) && key.collections.length === 1, 'genau eine Sammlung');
      assert.ok(key.expires_at === undefined || Number.isInteger(key.expires_at), 'expires_at in Sekunden');
      fake.keys.push(key);
      return send(201, {...key, id: fake.keys.length, value: `suchschluessel${fake.keys.length}`});
    }
    if (route === 'POST /multi_search') {
      const {searches} = JSON.parse(body);
      fake.requests.push(JSON.stringify(searches[0]));
      return send(200, {
        results: [
          {
            found: 1,
            grouped_hits: [
              {
                group_key: ['x'],
                hits: [
                  {
                    document: {
                      'hierarchy.lvl0': 'Installation',
                      'hierarchy.lvl1': 'Lizenzierung',
                      'hierarchy.lvl2': 'Lizenzserver &amp; Dienst',
                      content: 'Der &lt;b&gt;Lizenzserver&lt;/b&gt;',
                      url: 'https://hilfe.kartaro.example/docs/installation/lizenzierung#dienst',
                    },
                    highlight: {content: {snippet: 'Der &lt;b&gt;<mark>Lizenzserver</mark>&lt;/b&gt;'}},
                  },
                ],
              },
            ],
          },
        ],
      });
    }
    if ((m = route.match(/^DELETE \/collections\/([^/]+)$/))) {
      const name = decodeURIComponent(m[1]);
      assert.ok(![...fake.aliases.values()].includes(name), 'die Sammlung hinter dem Alias darf nicht gelöscht werden');
      fake.collections.delete(name);
      return send(200, {name});
    }
    return send(404, {message: `Not Found: ${route}`});
  };
  const servers = await Promise.all(
    Array.from({length: nodes}, async () => {
      const server = http.createServer(handler);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return server;
    }),
  );
  fake.urls = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  fake.url = fake.urls[0]!;
  const stopped = new Set<number>();
  fake.stop = async (node) => {
    stopped.add(node);
    await new Promise<void>((r) => servers[node]!.close(() => r()));
  };
  fake.close = async () => {
    await Promise.all(servers.map((server, i) => (stopped.has(i) ? undefined : new Promise<void>((r) => server.close(() => r())))));
  };
  return fake;
}

const node = (url: string) => ({protocol: 'http' as const, host: '127.0.0.1', port: Number(new URL(url).port), path: ''});

const env = (fake: Fake, key = ADMIN): IndexerEnv => ({
  nodes: fake.urls.map(node),
  nearestNode: null,
  alias: 'kartaro-hilfe',
  adminKey: key,
});
const record = (i: number): DocSearchRecord => ({
  id: `r${i}`,
  'hierarchy.lvl0': 'Installation',
  'hierarchy.lvl1': `Seite ${i}`,
  'hierarchy.lvl2': null,
  'hierarchy.lvl3': null,
  'hierarchy.lvl4': null,
  'hierarchy.lvl5': null,
  'hierarchy.lvl6': null,
  content: 'Text',
  url: `https://hilfe.kartaro.example/docs/s${i}`,
  url_without_anchor: `https://hilfe.kartaro.example/docs/s${i}`,
  anchor: null,
  type: 'lvl1',
  version: ['current'],
  language: 'de',
  docusaurus_tag: 'docs-default-current',
  item_priority: 100,
  tags: [],
});
const quiet = () => undefined;

test('Upload: neue Sammlung, Import, Synonyme, Alias umschalten, alte Sammlungen aufräumen', async () => {
  const old = ['kartaro-hilfe_20260101T000000', 'kartaro-hilfe_20260201T000000', 'kartaro-hilfe_20260301T000000', 'andere-sammlung'];
  const fake = await fakeTypesense(old, 'kartaro-hilfe_20260301T000000');
  try {
    const name = await upload(
      Array.from({length: 1200}, (_, i) => record(i)),
      env(fake),
      quiet,
      new Date('2026-11-22T10:00:00Z'),
    );
    assert.equal(name, 'kartaro-hilfe_20261122T100000');
    assert.equal(fake.aliases.get('kartaro-hilfe'), name);
    const col = fake.collections.get(name)!;
    assert.equal(col.docs.length, 1200);
    const fields = col.schema.fields as Array<{name: string; locale?: string; stem?: boolean}>;
    assert.equal(fields.find((f) => f.name === 'content')?.locale, 'de');
    assert.equal(fields.find((f) => f.name === 'hierarchy.lvl1')?.stem, true);
    assert.ok(col.synonyms.size >= 10);
    assert.deepEqual(
      [...fake.collections.keys()].sort(),
      ['andere-sammlung', 'kartaro-hilfe_20260201T000000', 'kartaro-hilfe_20260301T000000', name].sort(),
    );
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

test('Cluster: der Upload läuft weiter, wenn ein Knoten ausgefallen ist', async () => {
  const fake = await fakeTypesense([], undefined, 3);
  await fake.stop(0);
  try {
    const name = await upload([record(1), record(2)], env(fake), quiet, new Date('2026-11-22T10:00:00Z'));
    assert.equal(fake.aliases.get('kartaro-hilfe'), name);
    assert.equal(fake.collections.get(name)!.docs.length, 2);
  } finally {
    await fake.close();
  }
});

test('Cluster: ohne erreichbaren Knoten eine klare Meldung mit allen Knoten', async () => {
  const fake = await fakeTypesense([], undefined, 3);
  await Promise.all([0, 1, 2].map((i) => fake.stop(i)));
  await assert.rejects(
    upload([record(1)], env(fake), quiet),
    (e: Error) => /ist nicht erreichbar/.test(e.message) && fake.urls.every((u) => e.message.includes(u.replace('http://', ''))),
  );
});

test('search:key legt einen Schlüssel nur zum Suchen in der Alias-Sammlung an, optional mit Ablauf', async () => {
  const fake = await fakeTypesense([], undefined, 3);
  await fake.stop(1);
  try {
    const key = await createSearchKey(env(fake), {expiresAt: new Date('2030-01-31T23:59:59Z')});
    assert.equal(key.value, 'suchschluessel1');
    assert.deepEqual(fake.keys[0], {
      description: 'Kartaro-Hilfe: nur Suche in kartaro-hilfe',
      actions: ['documents:search'],
      collections: ['kartaro-hilfe'],
      expires_at: Date.UTC(2030, 0, 31, 23, 59, 59) / 1000,
    });
    await createSearchKey(env(fake));
    assert.equal(fake.keys[1]!.expires_at, undefined);
    await assert.rejects(createSearchKey(env(fake), {expiresAt: new Date('2020-01-01')}), /Vergangenheit/);
    await assert.rejects(createSearchKey(env(fake, 'falsch')), /lehnt den Schlüssel ab/);
  } finally {
    await fake.close();
  }
});

test('Suche im Browser: nächster Knoten zuerst, ausgefallene Knoten werden übersprungen, Treffer als Text', async () => {
  const fake = await fakeTypesense([], undefined, 3);
  await fake.stop(0);
  try {
    const [down, up1, up2] = fake.urls.map(node);
    const client = new TypesenseClient({nodes: [down!, up1!, up2!], apiKey: ADMIN, connectionTimeoutSeconds: 2});
    const backend = typesenseBackend({nodes: [], apiKey: ADMIN}, 'kartaro-hilfe', '/', client);
    const hits = await backend.search('Lizenzserver', '25.1-und-aeltere', 5);
    assert.deepEqual(hits, [
      {
        url: '/docs/installation/lizenzierung#dienst',
        title: 'Lizenzierung',
        heading: 'Lizenzserver & Dienst',
        section: 'Installation',
        excerpt: 'Der <b>Lizenzserver</b>',
        marks: ['lizenzserver'],
      },
    ]);
    const sent = JSON.parse(fake.requests.filter((r) => r.startsWith('{')).at(-1)!);
    assert.equal(sent.collection, 'kartaro-hilfe');
    assert.equal(sent.filter_by, 'language:=de && docusaurus_tag:=[default,docs-default-25.1-und-aeltere]');
    // the failed node is skipped from now on
    assert.deepEqual(
      client
        .candidates()
        .map((n) => n.port)
        .sort(),
      [up1!.port, up2!.port].sort(),
    );
    await Promise.all([1, 2].map((i) => fake.stop(i)));
    await assert.rejects(
      typesenseBackend({nodes: [], apiKey: ADMIN}, 'kartaro-hilfe', '/', client).search('Lizenz', 'current', 5),
      /nicht erreichbar/,
    );
  } finally {
    await fake.close();
  }
});

test('Suche im Browser: ein konfigurierter nächster Knoten wird zuerst gefragt', () => {
  const nearest = {protocol: 'https' as const, host: 'suche.kartaro.example', port: 443, path: ''};
  const nodes = [1, 2, 3].map((i) => ({protocol: 'https' as const, host: `suche${i}.kartaro.example`, port: 443, path: ''}));
  const client = new TypesenseClient({nodes, nearestNode: nearest, apiKey: 'x'});
  assert.deepEqual(
    client.candidates().map((n) => n.host),
    ['suche.kartaro.example', 'suche1.kartaro.example', 'suche2.kartaro.example', 'suche3.kartaro.example'],
  );
  assert.deepEqual(
    client.candidates().map((n) => n.host),
    ['suche.kartaro.example', 'suche2.kartaro.example', 'suche3.kartaro.example', 'suche1.kartaro.example'],
  );
});
