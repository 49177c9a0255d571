import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {readBoolean, readSiteEnv} from './config/env';
import {searchSetup} from './config/search';
import {darkCodeTheme, lightCodeTheme, PRISM_LANGUAGES} from './config/prism';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import docsPlugin from './plugins/docs';
import testRoutesPlugin from './plugins/test-routes';
import baseUrlNoticePlugin from './plugins/base-url-notice';
import swaggerUiCssPlugin from './plugins/swagger-ui-css';
import prismLanguagesPlugin from './plugins/prism-languages';
import chunkFilenamesPlugin from './plugins/chunk-filenames';
import markdownTwinsPlugin from './plugins/markdown-twins';
import {gitHistoryVcs} from './config/last-update';
import pwaPlugin from './plugins/pwa';
import {
  announcementId,
  announcementText,
  DEMO_LINKS,
  LAST_VERSION,
  SIDEBARS,
  SITE_KEYWORDS,
  SITE_TITLE,
  TAGLINE,
  VERSION_LABELS,
} from './config/site';

const env = readSiteEnv();
const search = searchSetup(env.typesense);

// The docs plugin goes through plugins/docs (see there), so the preset's own is off.
const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: LAST_VERSION,
  versions: {
    // The unreleased Preview stays out of search engines and the sitemap; 25.1 is what readers should find.
    current: {label: VERSION_LABELS.current, path: 'next', banner: 'unreleased', noIndex: true},
    [LAST_VERSION]: {label: VERSION_LABELS[LAST_VERSION], banner: 'none'},
  },
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // "Zuletzt aktualisiert am …" from git (config/last-update.ts); "Diese Seite bearbeiten" only with EDIT_URL.
  showLastUpdateTime: true,
  showLastUpdateAuthor: false,
  ...(env.editUrl && {
    editUrl: ({versionDocsDirPath, docPath}: {versionDocsDirPath: string; docPath: string}) =>
      `${env.editUrl}/${versionDocsDirPath}/${docPath}`,
  }),
  breadcrumbs: true,
} satisfies DocsOptions;

const config: Config = {
  title: SITE_TITLE,
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  url: env.url,
  baseUrl: env.baseUrl,
  trailingSlash: undefined,
  noIndex: env.noIndex,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    faster: true,
    // Not `v4: true` wholesale: its storage namespacing would rename the localStorage keys
    // readers already have (`theme`, `docusaurus.announcement.dismiss`, `docs-preferred-version-default`).
    v4: {removeLegacyPostBuildHeadAttribute: true, siteStorageNamespacing: false},
    experimental_vcs: gitHistoryVcs(),
  },
  storage: {type: 'localStorage', namespace: false},

  i18n: {
    defaultLocale: 'de',
    locales: ['de'],
    localeConfigs: {de: {label: 'Deutsch', htmlLang: 'de-DE', direction: 'ltr'}},
  },

  markdown: {
    // .md = CommonMark (writers need not escape { or <), .mdx = MDX with components.
    format: 'detect',
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  themes: ['@docusaurus/theme-mermaid', ...search.themes],
  clientModules: ['./src/clientModules/scrollOnQuery.ts', './src/clientModules/layoutInMain.ts'],
  // Core's base-URL banner is English; plugins/base-url-notice shows the same in German.
  baseUrlIssueBanner: false,
  plugins: [
    [docsPlugin, docsOptions],
    baseUrlNoticePlugin,
    swaggerUiCssPlugin,
    prismLanguagesPlugin,
    chunkFilenamesPlugin,
    markdownTwinsPlugin,
    pwaPlugin,
    ...search.plugins,
    ...(readBoolean(process.env, 'KARTARO_TEST_ROUTES') ? [testRoutesPlugin] : []),
  ],

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: {},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null, ignorePatterns: ['/search', '/search/**', '/__test/**']},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    metadata: [{name: 'keywords', content: SITE_KEYWORDS.join(', ')}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    announcementBar: {
      id: announcementId(announcementText(env.baseUrl)),
      content: announcementText(env.baseUrl),
      isCloseable: true,
    },
    navbar: {
      title: SITE_TITLE,
      logo: {alt: 'Kartaro-Logo', src: 'img/logo.svg'},
      items: [
        {type: 'docsVersionDropdown', position: 'left'},
        ...SIDEBARS.map(([sidebarId, label]) => ({type: 'docSidebar' as const, sidebarId, label, position: 'left' as const})),
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Navigation',
          items: [
            {label: 'Dokumentation', to: '/docs/dokumentation/'},
            {label: 'Installation', to: '/docs/installation/'},
            {label: 'API', to: '/docs/api/DesktopApi/intro'},
            {label: "What's New", to: '/docs/whatsnew/25.1/'},
            {label: 'FAQ', to: '/docs/faq/intro'},
            {label: 'Produktübersicht', to: '/docs/overview-kartaro'},
          ],
        },
        {
          title: 'Demo',
          items: [
            {label: 'Portal-Demo', href: DEMO_LINKS.portal},
            {label: 'Mobile-Demo', href: DEMO_LINKS.mobile},
          ],
        },
        {
          title: 'Über uns',
          items: [
            {label: 'Impressum', to: '/impressum'},
            {label: 'Datenschutz', to: '/datenschutz'},
            {label: 'Kontakt', to: '/kontakt'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Kartaro GmbH. Alle Rechte vorbehalten.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: PRISM_LANGUAGES,
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    ...search.themeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
