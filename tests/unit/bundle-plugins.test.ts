// The build plugins that keep the browser bundles small: plugins/docs (no page map in the version
// data), plugins/prism-languages (Prism with the site's languages only) and plugins/chunk-filenames.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {RouteConfig} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {Highlight as OriginalHighlight, Prism as originalPrism} from 'prism-react-renderer';
import {generatedIndexPages, withoutPageList} from '../../plugins/docs/index.ts';
import {Highlight, Prism} from '../../plugins/prism-languages/prism-react-renderer.ts';
import chunkFilenamesPlugin, {CHUNK_FILENAME} from '../../plugins/chunk-filenames/index.ts';
import {lightCodeTheme, PRISM_LANGUAGES} from '../../config/prism.ts';

const require = createRequire(import.meta.url);

/** Loads the site's grammars onto a Prism instance, as the theme's prism-include-languages does. */
function loadGrammars(prism: object) {
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = prism;
  for (const language of PRISM_LANGUAGES) {
    const file = require.resolve(`prismjs/components/prism-${language}`);
    delete require.cache[file];
    require(file);
  }
  scope.Prism = before;
}
loadGrammars(originalPrism);
loadGrammars(Prism);

/** Every fenced code block of the documentation: [file, language, code]. */
function codeBlocks(): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/^( *)```(\w+)[^\n]*\n([\s\S]*?)^\1```/gm)) {
          if (m[2] !== 'mermaid' && m[2] !== 'text') out.push([full, m[2]!, m[3]!.replace(new RegExp(`^${m[1]}`, 'gm'), '')]);
        }
      }
    }
  };
  walk('docs');
  walk('versioned_docs');
  return out;
}

type RenderProps = Parameters<Parameters<typeof Highlight>[0]['children']>[0];
const renderLines = ({tokens, className, style, getLineProps, getTokenProps}: RenderProps): ReactElement =>
  createElement(
    'pre',
    {className, style},
    tokens.map((line, i) =>
      createElement(
        'div',
        {key: i, ...getLineProps({line})},
        line.map((token, j) => createElement('span', {key: j, ...getTokenProps({token})})),
      ),
    ),
  );

test('Prism der Website hebt jeden Codeblock der Dokumentation genau wie prism-react-renderer hervor', () => {
  const blocks = codeBlocks();
  assert.ok(blocks.length > 500, `nur ${blocks.length} Codeblöcke gefunden`);
  const languages = new Set<string>();
  for (const [file, language, code] of blocks) {
    const props = {theme: lightCodeTheme, language, code};
    const ours = renderToStaticMarkup(createElement(Highlight, {...props, prism: Prism, children: renderLines}));
    const original = renderToStaticMarkup(
      createElement(OriginalHighlight, {...props, prism: originalPrism, children: renderLines as never}),
    );
    assert.equal(ours, original, `${file}: Codeblock „${language}“ wird anders hervorgehoben`);
    languages.add(language);
  }
  // the comparison covered every language the site highlights
  for (const language of PRISM_LANGUAGES) assert.ok(languages.has(language), `keine Seite nutzt ${language}`);
});

test('Prism der Website enthält nur den Kern und die Sprachen der Website', () => {
  for (const unused of ['swift', 'kotlin', 'python', 'go', 'rust', 'graphql']) {
    assert.ok(originalPrism.languages[unused], `prism-react-renderer bringt ${unused} nicht mehr mit – Vergleich prüfen`);
    assert.equal(Prism.languages[unused], undefined, `${unused} im Prism der Website`);
  }
});

test('Versionsdaten der Doku-Routen ohne Seitenverzeichnis, alles andere bleibt', () => {
  const route: RouteConfig = {
    path: '/docs',
    component: 'Root',
    routes: [
      {
        path: '/docs',
        component: 'VersionRoot',
        props: {
          version: {
            label: '25.1 und älter',
            docsSidebars: {products: []},
            docs: {a: {id: 'a', title: 'A', description: 'lang', sidebar: 'products'}},
          },
        },
        routes: [{path: '/docs/a', component: 'DocItem', exact: true}],
      },
    ],
  };
  const out = withoutPageList(route);
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
            {
              type: 'category',
              label: 'Desktop',
              link: {type: 'doc', id: 'b'},
              items: [{type: 'category', label: 'Tiefer', link: {type: 'generated-index'}, items: []}],
            },
          ],
        },
      },
    ],
  } as unknown as LoadedContent;
  assert.deepEqual(generatedIndexPages(content), ['Version current, Seitenleiste products, Kategorie „Tiefer“']);
});

test('Chunk-Dateien nach ID nur im Browser-Build der Produktion', () => {
  const plugin = chunkFilenamesPlugin();
  const configure = (mode: 'production' | 'development', isServer: boolean) =>
    plugin.configureWebpack!({mode} as never, isServer, {} as never, {} as never) as {output?: {chunkFilename?: string}};
  assert.equal(configure('production', false).output?.chunkFilename, CHUNK_FILENAME);
  assert.deepEqual(configure('production', true), {});
  assert.deepEqual(configure('development', false), {});
});
