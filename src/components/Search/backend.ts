// The search backend of this build, loaded on first use: the local index (default) or Typesense
// (when the build has a `typesense` theme configuration). Shared by the dialog, the search page
// and its early start, so they share the loaded index parts too.
import type {DocusaurusConfig} from '@docusaurus/types';
import type {SearchBackend} from '@site/src/search/types';
import type {TypesenseServerConfig} from '@site/src/search/typesense-client';

interface TypesenseThemeConfig {
  typesenseCollectionName: string;
  typesenseServerConfig: TypesenseServerConfig;
}

let backend: Promise<SearchBackend> | undefined;

export function loadBackend(siteConfig: Pick<DocusaurusConfig, 'baseUrl' | 'themeConfig'>): Promise<SearchBackend> {
  const typesense = (siteConfig.themeConfig as {typesense?: TypesenseThemeConfig}).typesense;
  backend ??= typesense
    ? import('@site/src/search/typesense-client').then((m) =>
        m.typesenseBackend(typesense.typesenseServerConfig, typesense.typesenseCollectionName, siteConfig.baseUrl),
      )
    : import('@site/src/search/engine').then((m) => m.localBackend(siteConfig.baseUrl));
  return backend;
}

/** Which backend this build searches with (for texts and the early start of the search page). */
export const isTypesense = (siteConfig: Pick<DocusaurusConfig, 'themeConfig'>): boolean => 'typesense' in siteConfig.themeConfig;
