// The build-side pieces that keep the JavaScript small (plugins/schlanke-bundles, plugins/docs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import type {RouteConfig} from '@docusaurus/types';
import {ohneBeschreibungen} from '../../plugins/docs/index.ts';
import {normalizeTokens as original, Prism as originalPrism} from 'prism-react-renderer';
import {normalizeTokens, Prism} from '../../plugins/schlanke-bundles/prism-react-renderer.ts';

const require = createRequire(import.meta.url);
const registryLoader = require('../../plugins/schlanke-bundles/registry-loader.cjs') as (this: {resourcePath: string}, source: string) => string;
const loader = (source: string) => registryLoader.call({resourcePath: '/x/.docusaurus/registry.js'}, source);

test('Registry meldet Chunk-Namen statt Modulpfaden', () => {
  const source = `export default {
  "0057029b": [() => import(/* webpackChunkName: "0057029b" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;
  const out = loader(source);
  assert.match(out, /"0057029b": \[\(\) => import\(\/\* webpackChunkName: "0057029b" \*\/ "@site\/docs\/a\.md"\), "0057029b", require\.resolveWeak\("@site\/docs\/a\.md"\)\]/);
  assert.match(out, /"17896441"\), ?|, "17896441", require\.resolveWeak\("@theme\/DocItem"\)/);
  assert.ok(!out.includes('"@theme/DocItem", require'));
});

test('unbekanntes Registry-Format bricht den Build mit Hinweis ab', () => {
  assert.throws(() => loader('export default {"a": [() => import("x"), "x", 1]};'), /registry\.js hat ein unbekanntes Format \(0 von 0 .*registry-loader\.cjs/);
  const half = `export default {
  "a": [() => import(/* webpackChunkName: "a" */ "x"), "x", require.resolveWeak("x")],
  "b": [() => import("y"), "y", require.resolveWeak("y")],};`;
  assert.throws(() => loader(half), /1 von 2 Einträgen/);
});

test('Versionsdaten der Doku-Routen ohne Seitenbeschreibungen, alles andere bleibt', () => {
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
  const out = ohneBeschreibungen(route);
  const version = out.routes![0]!.props!.version as {label: string; docs: Record<string, unknown>; docsSidebars: unknown};
  assert.deepEqual(version.docs, {a: {id: 'a', title: 'A', sidebar: 'products'}});
  assert.equal(version.label, '25.1 und älter');
  assert.deepEqual(version.docsSidebars, {products: []});
  assert.deepEqual(out.routes![0]!.routes, route.routes![0]!.routes);
  assert.equal((route.routes![0]!.props!.version as {docs: {a: {description: string}}}).docs.a.description, 'lang', 'Eingabe bleibt unverändert');
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
