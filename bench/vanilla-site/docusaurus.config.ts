// The same content as the site, built the way a plain Docusaurus installation would build it:
// preset-classic, the Mermaid theme the content needs, Docusaurus Faster – and none of the site's
// own plugins, theme components or options. `npm run bench` builds it next to the site and
// compares what a reader downloads. The bench links docs/, versioned_docs/, sidebars and static/
// into this folder before building (see bench/vanilla.ts); nothing here is part of the website.
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {LAST_VERSION, VERSION_LABELS} from '../../config/site';
import {PRISM_LANGUAGES} from '../../config/prism';

const config: Config = {
  title: 'Kartaro-Hilfe (Vergleichs-Build)',
  url: 'https://hilfe.kartaro.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'ignore',
  future: {faster: true, v4: true},
  i18n: {defaultLocale: 'de', locales: ['de']},
  markdown: {format: 'detect', mermaid: true, hooks: {onBrokenMarkdownLinks: 'warn'}},
  themes: ['@docusaurus/theme-mermaid'],
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: LAST_VERSION,
          versions: {
            current: {label: VERSION_LABELS.current, path: 'next', banner: 'unreleased'},
            [LAST_VERSION]: {label: VERSION_LABELS[LAST_VERSION]},
          },
          tags: 'tags.yml',
        },
        blog: false,
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Kartaro-Hilfe',
      items: [
        {type: 'docsVersionDropdown', position: 'left'},
        {type: 'docSidebar', sidebarId: 'products', label: 'Dokumentation', position: 'left'},
        {type: 'docSidebar', sidebarId: 'installation', label: 'Installation', position: 'left'},
        {type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left'},
        {type: 'docSidebar', sidebarId: 'changelog', label: "What's New", position: 'left'},
      ],
    },
    prism: {additionalLanguages: PRISM_LANGUAGES},
  } satisfies Preset.ThemeConfig,
};

export default config;
