// @ts-check
// Reading offline (@docusaurus/plugin-pwa): the app shell the service worker installs up front and
// the names of its runtime caches. JavaScript, type-checked through JSDoc: plugin-pwa bundles the
// service worker (src/pwa/sw.js) with babel-loader for `.js` files only (no TypeScript preset), and
// config/pwa.ts and the client registration (src/pwa/registerSw.ts) import the same module.

/** Runtime caches: visited pages, their bundles and images, loaded search index parts. */
export const CACHES = {pages: 'kartaro-seiten', assets: 'kartaro-dateien', search: 'kartaro-suche'};

/** Message from a page to the service worker: keep this page (reached by client-side navigation) for offline reading. */
export const KEEP_PAGE_MESSAGE = 'KARTARO_SEITE_MERKEN';

/**
 * The app shell, precached on install – nothing else (the build is ≈ 58 MB): the offline page,
 * manifest, logo, the entry bundles and the stylesheet.
 * @param {string} relativePath path below the base URL
 */
export const isPrecached = (relativePath) =>
  /^(offline\.html|manifest\.json|img\/(logo|favicon|icon-192)\.(svg|png)|assets\/js\/(main|runtime~main)\.[0-9a-f]+\.js|assets\/css\/styles\.[0-9a-f]+\.css)$/.test(
    relativePath,
  );

/** Folders the precache step does not even hash (plugin-pwa fixes the glob patterns; see docusaurus.config.ts). */
export const PRECACHE_IGNORES = ['docs/**', 'search-index/**', 'pdf/**', 'openapi/**', 'assets/images/**', 'search/**', '__test/**'];
