// Search backend: Typesense (docusaurus-theme-search-typesense) when TYPESENSE_HOST and
// TYPESENSE_SEARCH_API_KEY are set at build time, the offline local search otherwise.
import type {PluginConfig} from '@docusaurus/types';
import type {TypesenseEnv} from './env';
import localSearchPlugin from '../plugins/local-search';
import typesenseSearchPlugin from '../plugins/typesense-search';

export function searchSetup(typesense: TypesenseEnv | null): {themes: PluginConfig[]; plugins: PluginConfig[]; themeConfig: object} {
  if (!typesense) return {themes: [], plugins: [localSearchPlugin], themeConfig: {}};
  return {
    themes: ['docusaurus-theme-search-typesense', typesenseSearchPlugin],
    plugins: [],
    themeConfig: {
      typesense: {
        typesenseCollectionName: typesense.collection,
        typesenseServerConfig: {
          nodes: [{host: typesense.host, port: typesense.port, protocol: typesense.protocol, path: typesense.path}],
          apiKey: typesense.searchApiKey,
          connectionTimeoutSeconds: 3,
          // The search-only key travels in the X-TYPESENSE-API-KEY header, not in URLs and logs.
          sendApiKeyAsQueryParam: false,
        },
        // Every query is filtered by language and by the docs version being read.
        contextualSearch: true,
        searchPagePath: 'search',
        typesenseSearchParameters: {},
      },
    },
  };
}
