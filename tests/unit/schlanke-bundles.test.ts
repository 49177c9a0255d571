// The build-side pieces that keep the JavaScript small (plugins/schlanke-bundles, plugins/docs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import type {RouteConfig} from '@docusaurus/types';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {generierteIndexseiten, ohneSeitenverzeichnis} from '../../plugins/docs/index.ts';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {preactAliases, UTILS_COMMON} from '../../plugins/schlanke-bundles/index.ts';
import {gcaTabelleAuslagern} from '../../plugins/schlanke-bundles/gca-map.ts';
import {normalizeTokens as original, Prism as originalPrism} from 'prism-react-renderer';
import {normalizeTokens, Prism} from '../../plugins/schlanke-bundles/prism-react-renderer.ts';

const require = createRequire(import.meta.url);
const prefetchLoader = require('../../plugins/schlanke-bundles/prefetch-loader.cjs') as (this: {resourcePath: string}, source: string) => string;
type LoaderContext = {resourcePath: string; addDependency: (f: string) => void};
const routeTablesLoader = require('../../plugins/schlanke-bundles/route-tables-loader.cjs') as (this: LoaderContext, source: string) => string;

const REGISTRY = `export default {
  "0057029b": [() => import(/* webpackChunkName: "0057029b" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "1f391b9e": [() => import(/* webpackChunkName: "1f391b9e" */ "@theme/MDXPage"), "@theme/MDXPage", require.resolveWeak("@theme/MDXPage")],};
`;
const CHUNK_NAMES = {
  '/impressum-df3': {__comp: '1f391b9e', __context: {plugin: '1f391b9e'}},
  '/docs/next/a-85c': {__comp: '17896441', content: '0057029b', tags: ['0057029b', 'kein-chunk']},
};

/** A .docusaurus folder with the given generated files; returns a loader call for one of them. */
function generated(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routen-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const deps: string[] = [];
  const run = (name: string, source = files[name]!) => routeTablesLoader.call({resourcePath: path.join(dir, name), addDependency: (f) => deps.push(path.basename(f))}, source);
  return {run, deps};
}

test('Registry: kurze Chunk-Namen, meldet Chunk-Namen statt Modulpfaden', () => {
  const {run} = generated({'registry.js': REGISTRY});
  const out = run('registry.js');
  assert.match(out, /^  "_0": \[\(\) => import\(\/\* webpackChunkName: "_0" \*\/ "@site\/docs\/a\.md"\), "_0", require\.resolveWeak\("@site\/docs\/a\.md"\)\],$/m);
  assert.match(out, /"_1": \[\(\) => import\(\/\* webpackChunkName: "_1" \*\/ "@theme\/DocItem"\), "_1", require\.resolveWeak\("@theme\/DocItem"\)\]/);
  assert.ok(!out.includes('17896441') && !out.includes('"@theme/DocItem", require'));
});

test('Chunk-Namen-Tabelle: gleiche Schlüssel (Pfad zum Vorladen), Chunk-Namen wie in der Registry', () => {
  const {run, deps} = generated({'registry.js': REGISTRY, 'routesChunkNames.json': JSON.stringify(CHUNK_NAMES)});
  assert.deepEqual(JSON.parse(run('routesChunkNames.json')), {
    '/impressum-df3': {__comp: '_2', __context: {plugin: '_2'}},
    '/docs/next/a-85c': {__comp: '_1', content: '_0', tags: ['_0', 'kein-chunk']},
  });
  assert.deepEqual(deps, ['registry.js']);
  assert.throws(() => run('andere.js', ''), /andere\.js: unerwartete Datei/);
});

test('Routen-Tabelle: Komponenten erst beim ersten Zugriff (Getter), die 404-Route bleibt', () => {
  const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/impressum',
    component: ComponentCreator('/impressum', 'df3'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];`;
  const {run} = generated({'routes.js': routes});
  const out = run('routes.js');
  assert.match(out, /^    get component\(\) \{ return lazyComponent\(this, '\/impressum', 'df3'\); \},$/m);
  assert.match(out, /component: ComponentCreator\('\*'\),/);
  // the generated helper, evaluated: builds once, then the property is a plain value
  const helper = /const lazyComponent = [\s\S]*?\n\};/.exec(out)![0];
  let calls = 0;
  const lazyComponent = new Function('ComponentCreator', `${helper}; return lazyComponent;`)((p: string, h: string) => ({p, h, n: ++calls})) as (r: object, p: string, h: string) => unknown;
  const route = {path: '/impressum', get component(): unknown { return lazyComponent(this, '/impressum', 'df3'); }};
  assert.deepEqual(route.component, {p: '/impressum', h: 'df3', n: 1});
  assert.equal(route.component, route.component);
  assert.equal(calls, 1);
  assert.throws(() => run('routes.js', routes.replace("'/impressum', 'df3'),", "'/impressum', 'df3'), // x")), /0 von 1 Routen erkannt/);
});

test('Vorladen: Chunk-Suche über eine Tabelle, in Leerlaufzeit, sonst klarer Abbruch', () => {
  const core = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/docusaurus.js'), 'utf8');
  const out = prefetchLoader.call({resourcePath: 'docusaurus.js'}, core);
  assert.match(out, /chunkNamesByPath\.get\(path\)/);
  assert.match(out, /prefetch: prefetchWhenIdle,/);
  assert.throws(() => prefetchLoader.call({resourcePath: 'docusaurus.js'}, 'const x = 1;'), /getChunkNamesToLoad nicht im erwarteten Wortlaut.*prefetch-loader\.cjs/);
  assert.throws(() => prefetchLoader.call({resourcePath: 'docusaurus.js'}, core.replace('    prefetch,\n', '')), /das exportierte Objekt nicht im erwarteten Wortlaut/);
});

test('gca-Tabelle wird aus der Funktion gezogen', () => {
  const runtime = '/******/ (() => {\n// Docusaurus function to get chunk asset\n__webpack_require__.gca = function(chunkId) { chunkId = {"_0":"123","_1":"45"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };\n})();';
  const out = gcaTabelleAuslagern(runtime, 'runtime~main.js');
  assert.match(out, /var kartaroChunkIds = \{"_0":"123","_1":"45"\};\n__webpack_require__\.gca = function\(chunkId\) \{ chunkId = kartaroChunkIds\[chunkId\]\|\|chunkId; return/);
  assert.throws(() => gcaTabelleAuslagern('x', 'runtime~main.js'), /gca nicht im erwarteten Wortlaut/);
});

test('unbekanntes Registry-Format bricht den Build mit Hinweis ab', () => {
  assert.throws(() => generated({'registry.js': 'export default {"a": [() => import("x"), "x", 1]};'}).run('registry.js'), /registry\.js: unbekanntes Format der Registry \(0 von 0 .*route-tables-loader\.cjs/);
  const half = `export default {
  "a": [() => import(/* webpackChunkName: "a" */ "x"), "x", require.resolveWeak("x")],
  "b": [() => import("y"), "y", require.resolveWeak("y")],};`;
  assert.throws(() => generated({'registry.js': half}).run('registry.js'), /1 von 2 Einträgen/);
});

test('Versionsdaten der Doku-Routen ohne Seitenverzeichnis, alles andere bleibt', () => {
  const route: RouteConfig = {
    path: '/docs',
    component: 'Root',
    routes: [
      {
        path: '/docs',
        component: 'VersionRoot',
        props: {version: {label: '25.1 und älter', docsSidebars: {products: []}, docs: {a: {id: 'a', title: 'A', description: 'lang', sidebar: 'products'}}}},
        routes: [{path: '/docs/a', component: 'DocItem', exact: true}],
      },
    ],
  };
  const out = ohneSeitenverzeichnis(route);
  const version = out.routes![0]!.props!.version as Record<string, unknown>;
  assert.deepEqual(version, {label: '25.1 und älter', docsSidebars: {products: []}});
  assert.deepEqual(out.routes![0]!.routes, route.routes![0]!.routes);
  assert.ok((route.routes![0]!.props!.version as {docs?: unknown}).docs, 'Eingabe bleibt unverändert');
});

test('generierte Indexseiten in Seitenleisten werden mit Ort gemeldet', () => {
  const content = {
    loadedVersions: [
      {
        versionName: 'current',
        sidebars: {
          products: [
            {type: 'doc', id: 'a'},
            {type: 'category', label: 'Desktop', link: {type: 'doc', id: 'b'}, items: [{type: 'category', label: 'Tiefer', link: {type: 'generated-index'}, items: []}]},
          ],
        },
      },
    ],
  } as unknown as LoadedContent;
  assert.deepEqual(generierteIndexseiten(content), ['Version current, Seitenleiste products, Kategorie „Tiefer“']);
});

test('Browser-Bundle: react und react-dom zeigen auf Preact, die übrigen Aliase bleiben', () => {
  const out = preactAliases({react: '/nm/react', 'react-dom': '/nm/react-dom', '@site': '/site'});
  assert.match(out.react$!, /preact[\\/]react\.ts$/);
  assert.match(out['react-dom/client$']!, /preact[\\/]react-dom-client\.ts$/);
  assert.equal(out['react/jsx-runtime$'], 'preact/compat/jsx-runtime');
  assert.match(out.react!, /node_modules[\\/]preact[\\/]compat$/);
  assert.equal(out['@site'], '/site');
  // exact entries must come before the prefix entries react / react-dom
  const keys = Object.keys(out);
  assert.ok(keys.indexOf('react$') < keys.indexOf('react') && keys.indexOf('react-dom/client$') < keys.indexOf('react-dom'));
  assert.throws(() => preactAliases({'@site': '/site'}), /keine Aliase für react und react-dom/);
});

test('Preact meldet Hydrationsfehler über den Hook, den react-dom-client.ts belegt', () => {
  const dist = fs.readFileSync(require.resolve('preact').replace(/preact\.js$/, 'preact.mjs'), 'utf8');
  const hook = fs.readFileSync(new URL('../../plugins/schlanke-bundles/preact/react-dom-client.ts', import.meta.url), 'utf8');
  const name = /HYDRATION_MISMATCH_HOOK = '(\w+)'/.exec(hook)![1]!;
  assert.match(dist, new RegExp(`\\.${name}&&\\w+\\.${name}\\(`), `preact ruft options.${name} nicht mehr auf`);
});

test('tslib-Ersatz deckt alle Helfer ab, die @docusaurus/utils-common braucht', () => {
  const file = require.resolve('@docusaurus/utils-common');
  assert.match(file, UTILS_COMMON);
  const used = new Set([...fs.readFileSync(file, 'utf8').matchAll(/tslib_1\.(\w+)/g)].map((m) => m[1]));
  const shim = fs.readFileSync(new URL('../../plugins/schlanke-bundles/tslib.ts', import.meta.url), 'utf8');
  const exported = new Set(/export \{([^}]*)\} from 'tslib'/.exec(shim)![1]!.split(',').map((s) => s.trim()));
  assert.ok(used.size > 0);
  assert.deepEqual([...used].filter((h) => !exported.has(h!)), []);
});

test('Prism-Tokens werden genau wie in prism-react-renderer auf Zeilen verteilt', () => {
  const code = '<Layer name="Kabel">\n  <!-- Kommentar -->\n\n  <Style farbe="#ff0000"/>\n</Layer>\n';
  const tokens = Prism.tokenize(code, Prism.languages.xml!);
  assert.deepEqual(normalizeTokens(tokens), original(originalPrism.tokenize(code, originalPrism.languages.xml!)));

  const lines = normalizeTokens(['SELECT ', {type: 'keyword', content: 'x', alias: undefined, length: 1} as never, '\n\nFROM t']);
  assert.deepEqual(lines, [
    [{types: ['plain'], content: 'SELECT '}, {types: ['keyword'], content: 'x'}, {types: ['plain'], content: ''}],
    [{types: ['plain'], content: '\n', empty: true}],
    [{types: ['plain'], content: 'FROM t'}],
  ]);
});
