import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {readSiteEnv, readTypesense} from '../../config/env.ts';
import {searchSetup} from '../../config/search.ts';
import {announcementId, announcementText} from '../../config/site.ts';
import {collectionSchema} from '../../src/search/typesense-records.ts';

test('Standardwerte ohne Umgebungsvariablen', () => {
  assert.deepEqual(readSiteEnv({}), {url: 'https://hilfe.kartaro.example', baseUrl: '/', noIndex: false, typesense: null, editUrl: null});
});

test('SITE_URL, BASE_URL und NO_INDEX werden übernommen', () => {
  assert.deepEqual(readSiteEnv({SITE_URL: 'https://intranet.example:8443', BASE_URL: '/hilfe/', NO_INDEX: 'true'}), {
    url: 'https://intranet.example:8443',
    baseUrl: '/hilfe/',
    noIndex: true,
    typesense: null,
    editUrl: null,
  });
});

test('EDIT_URL wird ohne Schlussstrich übernommen', () => {
  assert.equal(
    readSiteEnv({EDIT_URL: 'https://git.kartaro.example/doku/kartaro-hilfe/-/edit/main/'}).editUrl,
    'https://git.kartaro.example/doku/kartaro-hilfe/-/edit/main',
  );
});

for (const [name, env, message] of [
  ['SITE_URL ohne Schema', {SITE_URL: 'hilfe.kartaro.example'}, /SITE_URL/],
  ['SITE_URL mit Pfad', {SITE_URL: 'https://hilfe.kartaro.example/docs'}, /SITE_URL.*BASE_URL/],
  ['SITE_URL mit ftp', {SITE_URL: 'ftp://hilfe.kartaro.example'}, /SITE_URL/],
  ['BASE_URL ohne Schrägstriche', {BASE_URL: 'hilfe'}, /BASE_URL/],
  ['BASE_URL ohne Schlussstrich', {BASE_URL: '/hilfe'}, /BASE_URL/],
  ['BASE_URL mit Leerzeichen', {BASE_URL: '/meine hilfe/'}, /BASE_URL/],
  ['NO_INDEX kein Wahrheitswert', {NO_INDEX: 'ja'}, /NO_INDEX/],
  ['EDIT_URL ohne Schema', {EDIT_URL: 'git.kartaro.example/edit'}, /EDIT_URL/],
  ['EDIT_URL mit javascript:', {EDIT_URL: 'javascript:alert(1)'}, /EDIT_URL/],
  ['EDIT_URL mit Abfrage', {EDIT_URL: 'https://git.kartaro.example/edit?ref=main'}, /EDIT_URL/],
] as const) {
  test(`Abbruch mit klarer Meldung: ${name}`, () => {
    assert.throws(
      () => readSiteEnv(env),
      (e: Error) => message.test(e.message) && e.message.startsWith('Ungültige Umgebungsvariable'),
    );
  });
}

test('die Id des Hinweisbalkens ändert sich mit dem Text', () => {
  assert.notEqual(announcementId(announcementText('/')), announcementId(announcementText('/hilfe/')));
  assert.match(announcementText('/hilfe/'), /href="\/hilfe\/docs\/next\/whatsnew\/25\.2\/"/);
});

test('ohne Typesense-Variablen: lokale Suche', () => {
  assert.equal(readTypesense({}), null);
  const setup = searchSetup(null);
  assert.equal(setup.themes.length, 0);
  assert.equal(setup.plugins.length, 1);
});

test('Typesense: Standardwerte und Kontextsuche', () => {
  const t = readTypesense({TYPESENSE_HOST: 'suche.kartaro.example', TYPESENSE_SEARCH_API_KEY: 'nurSuche'});
  assert.deepEqual(t, {
    nodes: [{host: 'suche.kartaro.example', port: 443, protocol: 'https', path: ''}],
    nearestNode: null,
    collection: 'kartaro-hilfe',
    searchApiKey: 'nurSuche',
  });
  const setup = searchSetup(t);
  assert.deepEqual(setup.themes[0], 'docusaurus-theme-search-typesense');
  const ts = (
    setup.themeConfig as {
      typesense: {
        contextualSearch: boolean;
        typesenseCollectionName: string;
        typesenseServerConfig: {nodes: unknown[]; sendApiKeyAsQueryParam: boolean};
      };
    }
  ).typesense;
  assert.equal(ts.contextualSearch, true);
  assert.equal(ts.typesenseCollectionName, 'kartaro-hilfe');
  assert.deepEqual(ts.typesenseServerConfig.nodes, [{host: 'suche.kartaro.example', port: 443, protocol: 'https', path: ''}]);
  assert.equal(ts.typesenseServerConfig.sendApiKeyAsQueryParam, false);
});

test('Typesense-Cluster: drei Knoten, nächster Knoten und Pfad für alle', () => {
  const t = readTypesense({
    TYPESENSE_NODES: 'https://suche1.kartaro.example:443, https://suche2.kartaro.example:443,https://suche3.kartaro.example:8108',
    TYPESENSE_NEAREST_NODE: 'https://suche.kartaro.example:443',
    TYPESENSE_PATH: '/typesense',
    TYPESENSE_SEARCH_API_KEY: 'nurSuche',
  })!;
  assert.deepEqual(
    t.nodes.map((n) => `${n.protocol}://${n.host}:${n.port}${n.path}`),
    [
      'https://suche1.kartaro.example:443/typesense',
      'https://suche2.kartaro.example:443/typesense',
      'https://suche3.kartaro.example:8108/typesense',
    ],
  );
  assert.deepEqual(t.nearestNode, {protocol: 'https', host: 'suche.kartaro.example', port: 443, path: '/typesense'});
  const ts = (searchSetup(t).themeConfig as {typesense: {typesenseServerConfig: {nodes: unknown[]; nearestNode: unknown}}}).typesense;
  assert.equal(ts.typesenseServerConfig.nodes.length, 3);
  assert.deepEqual(ts.typesenseServerConfig.nearestNode, t.nearestNode);
});

for (const [name, env, variable] of [
  ['nur der Host', {TYPESENSE_HOST: 'suche.example'}, 'TYPESENSE_SEARCH_API_KEY'],
  [
    'Host und Cluster',
    {
      TYPESENSE_HOST: 'suche.example',
      TYPESENSE_NODES: 'https://a.example:443,https://b.example:443,https://c.example:443',
      TYPESENSE_SEARCH_API_KEY: 'x',
    },
    'TYPESENSE_HOST',
  ],
  [
    'Cluster mit zwei Knoten',
    {TYPESENSE_NODES: 'https://a.example:443,https://b.example:443', TYPESENSE_SEARCH_API_KEY: 'x'},
    'TYPESENSE_NODES',
  ],
  [
    'Cluster mit Knoten ohne Port',
    {TYPESENSE_NODES: 'https://a.example,https://b.example:443,https://c.example:443', TYPESENSE_SEARCH_API_KEY: 'x'},
    'TYPESENSE_NODES',
  ],
  [
    'Cluster mit doppeltem Knoten',
    {TYPESENSE_NODES: 'https://a.example:443,https://a.example:443,https://c.example:443', TYPESENSE_SEARCH_API_KEY: 'x'},
    'TYPESENSE_NODES',
  ],
  [
    'Cluster und TYPESENSE_PORT',
    {
      TYPESENSE_NODES: 'https://a.example:443,https://b.example:443,https://c.example:443',
      TYPESENSE_PORT: '8108',
      TYPESENSE_SEARCH_API_KEY: 'x',
    },
    'TYPESENSE_PORT',
  ],
  [
    'nächster Knoten mit Pfad',
    {TYPESENSE_HOST: 'suche.example', TYPESENSE_NEAREST_NODE: 'https://lb.example/ts', TYPESENSE_SEARCH_API_KEY: 'x'},
    'TYPESENSE_NEAREST_NODE',
  ],
  [
    'nur TYPESENSE_NODES ohne Schlüssel',
    {TYPESENSE_NODES: 'https://a.example:443,https://b.example:443,https://c.example:443'},
    'TYPESENSE_SEARCH_API_KEY',
  ],
  ['nur der Schlüssel', {TYPESENSE_SEARCH_API_KEY: 'x'}, 'TYPESENSE_HOST'],
  ['nur ein optionaler Wert', {TYPESENSE_PORT: '8108'}, 'TYPESENSE_PORT'],
  ['Host mit Schema', {TYPESENSE_HOST: 'https://suche.example', TYPESENSE_SEARCH_API_KEY: 'x'}, 'TYPESENSE_HOST'],
  ['Port keine Zahl', {TYPESENSE_HOST: 'suche.example', TYPESENSE_SEARCH_API_KEY: 'x', TYPESENSE_PORT: 'acht'}, 'TYPESENSE_PORT'],
  ['Port zu groß', {TYPESENSE_HOST: 'suche.example', TYPESENSE_SEARCH_API_KEY: 'x', TYPESENSE_PORT: '70000'}, 'TYPESENSE_PORT'],
  ['Protokoll ftp', {TYPESENSE_HOST: 'suche.example', TYPESENSE_SEARCH_API_KEY: 'x', TYPESENSE_PROTOCOL: 'ftp'}, 'TYPESENSE_PROTOCOL'],
  ['Pfad ohne /', {TYPESENSE_HOST: 'suche.example', TYPESENSE_SEARCH_API_KEY: 'x', TYPESENSE_PATH: 'typesense'}, 'TYPESENSE_PATH'],
  ['Pfad mit Schluss-/', {TYPESENSE_HOST: 'suche.example', TYPESENSE_SEARCH_API_KEY: 'x', TYPESENSE_PATH: '/typesense/'}, 'TYPESENSE_PATH'],
  [
    'Sammlung mit Leerzeichen',
    {TYPESENSE_HOST: 'suche.example', TYPESENSE_SEARCH_API_KEY: 'x', TYPESENSE_COLLECTION: 'meine hilfe'},
    'TYPESENSE_COLLECTION',
  ],
] as const) {
  test(`Typesense unvollständig oder fehlerhaft (${name}): Abbruch mit ${variable}`, () => {
    assert.throws(
      () => readTypesense(env),
      (e: Error) => e.message.startsWith(`Ungültige Umgebungsvariable ${variable}:`),
    );
  });
}

test('docsearch.config.json passt zum Schema des Indexers', () => {
  const cfg = JSON.parse(fs.readFileSync('docsearch.config.json', 'utf8'));
  const fromScraper = (cfg.custom_settings.field_definitions as Array<Record<string, unknown>>).map((f) => JSON.stringify(f)).sort();
  const fromIndexer = collectionSchema('x')
    .fields.map((f) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(f).sort(
            ([a], [b]) =>
              ['name', 'type', 'facet', 'optional', 'locale', 'stem'].indexOf(a) -
              ['name', 'type', 'facet', 'optional', 'locale', 'stem'].indexOf(b),
          ),
        ),
      ),
    )
    .sort();
  assert.deepEqual(fromScraper, fromIndexer);
  assert.equal(cfg.index_name, 'kartaro-hilfe');
});
