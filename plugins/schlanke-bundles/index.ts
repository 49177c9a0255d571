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
//    hydration). ./registry-loader.cjs makes the registry report chunk names; as a side effect
//    the module paths (~6 KiB gzip) leave the client bundle.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const JS_CHUNKS = 'assets/js/[id].[contenthash:8].js';
const CSS_CHUNKS = 'assets/css/[id].[contenthash:8].css';

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
      }
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prism-react-renderer.ts')}},
        module: {rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [path.join(__dirname, 'registry-loader.cjs')]}]},
      };
    },
  };
}
