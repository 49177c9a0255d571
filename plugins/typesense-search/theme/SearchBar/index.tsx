// Wrapped: hands typesense-docsearch-react a search client that records which query failed
// (read by ../../ScreenState.js to show the German error screen) and answers a failure with an
// empty result instead of an unhandled rejection.
import {useContext, useMemo, type ReactNode} from 'react';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
// The theme's own SearchBar (alias from ../../index.ts): from a theme plugin, @theme-original
// would point back to this file.
import SearchBar from '@typesense-theme-original/SearchBar';
import {suchfehler} from '../../suchfehler';

interface SearchClient {
  search: (requests: Array<{q?: string}>) => Promise<unknown>;
}

function recordFailures(client: SearchClient): SearchClient {
  return {
    ...client,
    search: async (requests) => {
      const query = requests[0]?.q ?? '';
      try {
        const response = await client.search(requests);
        suchfehler.set(null);
        return response;
      } catch {
        suchfehler.set(query);
        return {results: [{hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query, params: ''}]};
      }
    },
  };
}

export default function SearchBarWrapper(): ReactNode {
  const context = useContext(Context);
  const value = useMemo(() => {
    const themeConfig = context.siteConfig.themeConfig as {typesense: object};
    return {
      ...context,
      siteConfig: {
        ...context.siteConfig,
        themeConfig: {...themeConfig, typesense: {...themeConfig.typesense, transformSearchClient: recordFailures}},
      },
    };
  }, [context]);
  return (
    <Context.Provider value={value}>
      <SearchBar />
    </Context.Provider>
  );
}
