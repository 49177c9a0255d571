// Reading offline with the official @docusaurus/plugin-pwa (README „Offline lesen“): the precache holds
// only the app shell (src/pwa/shell.js); visited pages, their files and loaded search index parts are
// cached while reading by the service worker additions in src/pwa/sw.js.
import type {PluginConfig} from '@docusaurus/types';
import {PRECACHE_IGNORES, isPrecached} from '../src/pwa/shell.js';

export const THEME_COLOR = '#0b5c63';

export const pwaPlugin: PluginConfig = [
  '@docusaurus/plugin-pwa',
  {
    // Visited pages stay readable offline for every reader, not only in installed apps.
    offlineModeActivationStrategies: ['always'],
    // The plugin fixes globPatterns to the whole build (≈ 58 MB); the precache keeps the app shell only.
    injectManifestConfig: {
      globIgnores: PRECACHE_IGNORES,
      manifestTransforms: [(entries: Array<{url: string}>) => ({manifest: entries.filter((e) => isPrecached(e.url)), warnings: []})],
    },
    swCustom: require.resolve('../src/pwa/sw.js'),
    // Registers late and lazily so the doc page's first load carries almost nothing of it.
    swRegister: require.resolve('../src/pwa/registerSw.ts'),
    // plugin-pwa prefixes these paths with the base URL.
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
      {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
      {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icon-192.png'},
    ],
  },
];
