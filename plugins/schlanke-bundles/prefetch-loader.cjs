// Webpack loader for @docusaurus/core/lib/client/docusaurus.js (see ./index.ts, point 7).
// Every link that scrolls into view prefetches its page – on a doc page some 60 at once, right
// after loading, in one task of 100–150 ms on a slow phone. Two changes:
// 1. To find a route's chunks, Docusaurus scanned the whole chunk-name table (683 entries, one
//    regex each) per route; now a map built on first use.
// 2. window.docusaurus.prefetch queues the route and prefetches in idle time, a few per task,
//    instead of all visible links in the task that made them visible. It still returns a promise
//    of the same result.
const ORIGINAL = `const getChunkNamesToLoad = (path) => Object.entries(routesChunkNames)
    .filter(
// Remove the last part containing the route hash
// input: /blog/2018/12/14/Happy-First-Birthday-Slash-fe9
// output: /blog/2018/12/14/Happy-First-Birthday-Slash
([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));`;

const REPLACEMENT = `let chunkNamesByPath;
const getChunkNamesToLoad = (path) => {
    if (!chunkNamesByPath) {
        chunkNamesByPath = new Map();
        for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
            // Remove the last part containing the route hash
            const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
            const names = chunkNamesByPath.get(routePath) ?? [];
            names.push(...Object.values(flat(routeChunks)));
            chunkNamesByPath.set(routePath, names);
        }
    }
    return chunkNamesByPath.get(path) ?? [];
};`;

const EXPORT = `const docusaurus = {
    prefetch,
    preload,
};`;

const EXPORT_REPLACEMENT = `const prefetchQueue = [];
const whenIdle = (callback) => typeof requestIdleCallback === 'function' ? requestIdleCallback(callback) : setTimeout(callback, 1);
const prefetchQueued = (deadline) => {
    do {
        const [routePath, resolve] = prefetchQueue.shift();
        resolve(prefetch(routePath));
    } while (prefetchQueue.length > 0 && deadline?.timeRemaining && deadline.timeRemaining() > 10);
    if (prefetchQueue.length > 0) whenIdle(prefetchQueued);
};
const prefetchWhenIdle = (routePath) => new Promise((resolve) => {
    if (prefetchQueue.push([routePath, resolve]) === 1) whenIdle(prefetchQueued);
});
const docusaurus = {
    prefetch: prefetchWhenIdle,
    preload,
};`;

module.exports = function prefetchLoader(source) {
  for (const [original, what] of [
    [ORIGINAL, 'getChunkNamesToLoad'],
    [EXPORT, 'das exportierte Objekt'],
  ]) {
    if (!source.includes(original)) {
      throw new Error(
        `schlanke-bundles: ${this.resourcePath}: ${what} nicht im erwarteten Wortlaut gefunden. ` +
          'Hat Docusaurus das Vorladen geändert? plugins/schlanke-bundles/prefetch-loader.cjs anpassen oder entfernen.',
      );
    }
  }
  return source.replace(ORIGINAL, REPLACEMENT).replace(EXPORT, EXPORT_REPLACEMENT);
};
