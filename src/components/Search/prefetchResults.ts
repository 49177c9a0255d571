// Render-as-you-fetch for the search page: opened as /search?q=…, it starts the search while
// React is still hydrating; the page's own search then finds the index parts in the backend's
// cache. Same version as the page picks: ?version=, else the reader's preferred version, else the latest.
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {loadBackend} from './backend';
import {FIRST_RESULTS} from './useSearch';
import {chooseVersion, storedVersion} from './versionChoice';

export function prefetchResults(location: {pathname: string; search: string}): void {
  if (location.pathname !== `${siteConfig.baseUrl}search`) return;
  const params = new URLSearchParams(location.search);
  const query = params.get('q')?.trim();
  if (!query) return;
  const docs = globalData['docusaurus-plugin-content-docs']?.default as {versions: Array<{name: string; isLast: boolean}>} | undefined;
  if (!docs?.versions.length) return;
  const {name} = chooseVersion(docs.versions, params.get('version'), storedVersion());
  loadBackend(siteConfig)
    .then((backend) => backend.search(query, name, FIRST_RESULTS))
    .catch(() => undefined);
}
