// Keeps the JavaScript every page loads small (budget: doc page ≤ 160 KiB gzip, `npm run bench`).
//
// 1. Prism: the package `prism-react-renderer` ships Prism with ~25 grammars and 20 colour themes
//    in one file that landed in main.js. Client and server bundles get ./prism-react-renderer.ts
//    instead: the same <Highlight> on the bare Prism core; the grammars the docs use come from
//    `themeConfig.prism.additionalLanguages`. Node code (config/prism.ts) keeps the real package.
// 2. Chunk file names: Docusaurus names route chunks `[name].[contenthash]`, so the webpack
//    runtime carries a map of ~700 chunk ids to 8-digit names (≈ 4 KiB gzip) on every page.
//    `[id].[contenthash]` needs no map; the content hash still makes the files cacheable forever.
//    (The reverse map, name → id, stays: Docusaurus needs it to prefetch linked pages.)
// 3. Route chunks in the HTML: the server render reports the modules a page used, and the static
//    HTML gets <script defer> tags for their chunks – if the client manifest can match them. It
//    keys chunks by name, the route registry reports module paths, so no page listed any: the
//    browser only discovered a page's chunks after main.js had run (one more round trip before
//    hydration). ./route-tables-loader.cjs makes the registry report chunk names; as a side
//    effect the module paths (~6 KiB gzip) leave the client bundle.
// 4. React in the browser: react-dom is the largest single module of every page (≈ 41 KiB
//    gzip, with react and scheduler ≈ 45). The browser bundle gets Preact's React-compatible
//    layer instead (≈ 11 KiB); the pages are still written, and rendered on the server, with
//    React. ./preact/ adds what Preact does differently from React: the server snapshot of
//    useSyncExternalStore while hydrating, and ./preact/SpaeterHydrieren.tsx splits the page's
//    hydration into several tasks as React's concurrent hydration does (wrappers in src/theme/).
//    The dev server keeps React (fast refresh, warnings).
// 5. tslib: @docusaurus/utils-common is CommonJS and requires all of tslib for one helper;
//    that file gets ./tslib.ts, which exports just that helper.
// 6. Chunk names: Docusaurus names every route chunk by 8 random hex digits, and the names sit in
//    three tables of every page (registry, chunk names per route, the runtime's prefetch map).
//    ./route-tables-loader.cjs numbers them instead (`_0`, `_1`, … `_1k`): ≈ 5 KiB gzip. It also
//    makes the route table build each route's component on first use instead of all 683 while
//    main.js is evaluated (time, not size).
// 7. Not size but time: ./prefetch-loader.cjs makes Docusaurus's prefetch lookup a map instead
//    of a scan of all routes per visible link, and prefetches in idle time instead of in one
//    long task right after each load.
// 8. Also time: ./gca-map.ts builds the runtime's chunk name → id table once, not per call.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {GcaTabellePlugin} from './gca-map';

const JS_CHUNKS = 'assets/js/[id].[contenthash:8].js';
const CSS_CHUNKS = 'assets/css/[id].[contenthash:8].css';

export const ROUTE_TABLES = /[\\/]\.docusaurus[\\/](registry\.js|routes\.js|routesChunkNames\.json)$/;
export const CORE_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
export const UTILS_COMMON = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

const PREACT = path.join(__dirname, 'preact');

/**
 * Point 4: `react`, `react-dom` and their entry points resolve to Preact in the browser bundle.
 * Docusaurus aliases `react` and `react-dom` to their package folders; those two entries are
 * replaced, exact entries for the entry points Docusaurus and the theme use come first.
 */
export function preactAliases(alias: unknown): Record<string, string> {
  if (!alias || typeof alias !== 'object' || Array.isArray(alias) || !('react' in alias) || !('react-dom' in alias)) {
    throw new Error('schlanke-bundles: Docusaurus setzt keine Aliase für react und react-dom mehr – Webpack-Konfiguration geändert? plugins/schlanke-bundles/index.ts anpassen.');
  }
  const {react: _react, 'react-dom': _reactDom, ...rest} = alias as Record<string, string>;
  const compat = path.dirname(require.resolve('preact/compat/package.json'));
  return {
    react$: path.join(PREACT, 'react.ts'),
    'react/jsx-runtime$': 'preact/compat/jsx-runtime',
    'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
    'react-dom$': 'preact/compat',
    'react-dom/client$': path.join(PREACT, 'react-dom-client.ts'),
    // anything else under react/ or react-dom/ (none today) meets preact/compat's own files
    react: compat,
    'react-dom': compat,
    ...rest,
  };
}

type CssExtract = {options?: {chunkFilename?: unknown}; constructor: {name: string}};

export default function schlankeBundlesPlugin(): Plugin {
  return {
    name: 'kartaro-schlanke-bundles',
    configureWebpack(config, isServer) {
      if (!isServer && config.mode === 'production') {
        config.output = {...config.output, chunkFilename: JS_CHUNKS};
        const cssExtract = (config.plugins ?? []).find(
          (p): p is CssExtract & typeof p => !!p && /CssExtract/i.test((p as CssExtract).constructor.name),
        );
        if (!cssExtract?.options) throw new Error('schlanke-bundles: CSS-Extract-Plugin nicht gefunden – Docusaurus-Webpack-Konfiguration geändert?');
        cssExtract.options.chunkFilename = CSS_CHUNKS;
        config.resolve = {...config.resolve, alias: preactAliases(config.resolve?.alias)};
        config.plugins = [...(config.plugins ?? []), new GcaTabellePlugin()];
      }
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prism-react-renderer.ts')}},
        module: {
          rules: [
            {test: ROUTE_TABLES, use: [path.join(__dirname, 'route-tables-loader.cjs')]},
            {test: CORE_CLIENT, use: [path.join(__dirname, 'prefetch-loader.cjs')]},
            {test: UTILS_COMMON, resolve: {alias: {tslib$: path.join(__dirname, 'tslib.ts')}}},
          ],
        },
      };
    },
  };
}
