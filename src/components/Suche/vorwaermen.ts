// Render-as-you-fetch for the search page: opened as /search?q=…, it starts loading the index
// parts of the first results while React is still hydrating; the page's own search then finds
// them in the engine's cache. Same version as the page picks: ?version=, else the reader's
// preferred version, else the latest.
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {LocalSearch} from '@site/src/search/engine';
import {ERSTE} from './useSuche';

// Docusaurus's key for the preferred docs version (site storage without namespace, see docusaurus.config.ts).
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function vorwaermen(location: {pathname: string; search: string}): void {
  if (location.pathname !== `${siteConfig.baseUrl}search`) return;
  const params = new URLSearchParams(location.search);
  const query = params.get('q')?.trim();
  if (!query) return;
  const docs = globalData['docusaurus-plugin-content-docs']?.default as {versions: Array<{name: string; isLast: boolean}>} | undefined;
  const versions = docs?.versions ?? [];
  const known = (name: string | null) => (name && versions.some((v) => v.name === name) ? name : undefined);
  const version = known(params.get('version')) ?? known(stored(PREFERRED_VERSION_KEY)) ?? versions.find((v) => v.isLast)?.name;
  if (version) new LocalSearch(siteConfig.baseUrl, version).search(query, ERSTE).catch(() => undefined);
}
