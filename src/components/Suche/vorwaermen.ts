// Render-as-you-fetch for the search page: opened as /search?q=…, it starts loading the index
// parts of the first results while React is still hydrating; the page's own search then finds
// them in the engine's cache. Same version as the page picks: ?version=, else the reader's
// preferred version, else the latest.
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {LocalSearch} from '@site/src/search/engine';
import {ERSTE} from './useSuche';
import {gespeicherteVersion, waehleVersion} from './versionWahl';

export function vorwaermen(location: {pathname: string; search: string}): void {
  if (location.pathname !== `${siteConfig.baseUrl}search`) return;
  const params = new URLSearchParams(location.search);
  const query = params.get('q')?.trim();
  if (!query) return;
  const docs = globalData['docusaurus-plugin-content-docs']?.default as {versions: Array<{name: string; isLast: boolean}>} | undefined;
  if (!docs?.versions.length) return;
  const {name} = waehleVersion(docs.versions, params.get('version'), gespeicherteVersion());
  new LocalSearch(siteConfig.baseUrl, name).search(query, ERSTE).catch(() => undefined);
}
