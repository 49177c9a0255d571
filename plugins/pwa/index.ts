// Reading offline with the official @docusaurus/plugin-pwa (README „Offline lesen“): the precache holds
// only the app shell (src/pwa/shell.js); visited pages, their files and loaded search index parts are
// cached while reading by the service worker additions in src/pwa/sw.js.
// A wrapper with its options inside, validated by the plugin's own validateOptions: options given in
// docusaurus.config.ts would be serialised into every page's main bundle (siteConfig), absolute
// build paths included.
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {PRECACHE_IGNORES, isPrecached} from '../../src/pwa/shell.js';

// The package's type declarations describe its options only; the module itself is the plugin.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no typed default export to import
const {default: pluginPWA, validateOptions} = require('@docusaurus/plugin-pwa') as {
  default: (context: LoadContext, options: PluginOptions) => Plugin | null;
  validateOptions: (context: {validate: typeof normalizePluginOptions; options: typeof options}) => PluginOptions;
};

const THEME_COLOR = '#0b5c63';

const options: Partial<Omit<PluginOptions, 'injectManifestConfig'>> & {
  injectManifestConfig: Partial<PluginOptions['injectManifestConfig']>;
} = {
  // Visited pages stay readable offline for every reader, not only in installed apps.
  offlineModeActivationStrategies: ['always'],
  // The plugin fixes globPatterns to the whole build (≈ 58 MB); the precache keeps the app shell only.
  // (swSrc, swDest and globDirectory are set by the plugin.)
  injectManifestConfig: {
    globIgnores: PRECACHE_IGNORES,
    manifestTransforms: [<T extends {url: string}>(entries: T[]) => ({manifest: entries.filter((e) => isPrecached(e.url)), warnings: []})],
  },
  swCustom: require.resolve('../../src/pwa/sw.js'),
  // Registers late and lazily so the doc page's first load carries almost nothing of it.
  swRegister: require.resolve('../../src/pwa/registerSw.ts'),
  // plugin-pwa prefixes these paths with the base URL.
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icon-192.png'},
  ],
};

/** The plugin's own folder: it names its theme relative to its module, Docusaurus resolves that against ours. */
const pluginLib = path.dirname(require.resolve('@docusaurus/plugin-pwa'));

export default function pwaPlugin(context: LoadContext): Plugin | null {
  const plugin = pluginPWA(context, validateOptions({validate: normalizePluginOptions, options}));
  return (
    plugin && {
      ...plugin,
      getThemePath: () => path.join(pluginLib, 'theme'),
      getTypeScriptThemePath: () => path.join(pluginLib, '..', 'src', 'theme'),
    }
  );
}
