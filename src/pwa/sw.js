// Service worker additions (plugin-pwa `swCustom`): the plugin precaches only the app shell
// (./shell.js); everything a reader opens is cached while reading, so visited pages with their
// assets and the search index parts already loaded work offline. An unvisited page offline gets
// the German offline page. JavaScript because plugin-pwa compiles `swCustom` with babel-loader for
// `.js` files only; it runs in the worker scope (no DOM types), so it is not type-checked.
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CACHES, KEEP_PAGE_MESSAGE, isPrecached} from './shell.js';

export default function swCustom() {
  const base = new URL(self.registration.scope).pathname;
  /** @param {URL} url */
  const ownFile = (url) => url.origin === self.location.origin && url.pathname.startsWith(base);
  /** @param {URL} url */
  const relative = (url) => url.pathname.slice(base.length);

  const pages = new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: 8,
    plugins: [new ExpirationPlugin({maxEntries: 400})],
  });

  async function offlinePage() {
    const cached = await caches.match(`${base}offline.html`, {ignoreSearch: true});
    if (!cached) return Response.error();
    const html = (await cached.text()).replace(/__BASE__/g, base);
    return new Response(html, {status: 200, headers: {'Content-Type': 'text/html; charset=utf-8'}});
  }

  // Pages: always fresh from the network; offline the copy from the last visit, else the offline page.
  registerRoute(
    ({request, url}) => request.mode === 'navigate' && ownFile(url) && !isPrecached(relative(url)),
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return offlinePage();
      }
    },
  );

  // Bundles, images, fonts of visited pages: hashed or rarely changing, so from the cache first.
  registerRoute(
    ({request, url}) => request.mode !== 'navigate' && ownFile(url) && !isPrecached(relative(url)) && /^(assets|img)\//.test(relative(url)),
    new CacheFirst({cacheName: CACHES.assets, plugins: [new ExpirationPlugin({maxEntries: 1000})]}),
  );

  // Search index parts: revalidated online (they change with each build), kept for offline searching.
  registerRoute(
    ({url}) => ownFile(url) && relative(url).startsWith('search-index/'),
    new NetworkFirst({cacheName: CACHES.search, networkTimeoutSeconds: 8, plugins: [new ExpirationPlugin({maxEntries: 2000})]}),
  );

  // A page reached by client-side navigation was never requested as HTML: fetch it once for offline reading.
  self.addEventListener('message', (event) => {
    const data = event.data;
    if (data?.type !== KEEP_PAGE_MESSAGE || !data.url) return;
    const url = new URL(data.url, self.location.href);
    if (!ownFile(url)) return;
    event.waitUntil(
      caches.open(CACHES.pages).then(async (cache) => {
        if (await cache.match(url.href)) return;
        const response = await fetch(url.href, {credentials: 'same-origin'});
        if (response.ok) await cache.put(url.href, response);
      }),
    );
  });
}
