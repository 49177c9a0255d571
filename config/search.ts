// Search backend: Typesense when a Typesense server or cluster and TYPESENSE_SEARCH_API_KEY are
// set at build time, the offline local search otherwise. Both use the site's own search dialog
// and search page (src/theme/SearchBar, src/theme/SearchPage, src/components/Search); in Typesense
// mode docusaurus-theme-search-typesense provides the /search route and validates its themeConfig.
import type {PluginConfig} from '@docusaurus/types';
import type {TypesenseEnv, TypesenseNode} from './env';
import localSearchPlugin from '../plugins/local-search';

/** Origin of a node, as browsers see it (for the CSP's connect-src). */
export const nodeOrigin = (node: TypesenseNode): string =>
  `${node.protocol}://${node.host}${(node.protocol === 'https' && node.port === 443) || (node.protocol === 'http' && node.port === 80) ? '' : `:${node.port}`}`;

export function searchSetup(typesense: TypesenseEnv | null): {themes: PluginConfig[]; plugins: PluginConfig[]; themeConfig: object} {
  if (!typesense) return {themes: [], plugins: [localSearchPlugin], themeConfig: {}};
  return {
    themes: ['docusaurus-theme-search-typesense'],
    plugins: [],
    themeConfig: {
      typesense: {
        typesenseCollectionName: typesense.collection,
        typesenseServerConfig: {
          nodes: typesense.nodes,
          ...(typesense.nearestNode && {nearestNode: typesense.nearestNode}),
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
