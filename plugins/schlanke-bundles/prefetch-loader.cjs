// Webpack loader for @docusaurus/core/lib/client/docusaurus.js (see ./index.ts, point 7).
// To prefetch a linked page, Docusaurus looks up the chunks of each matching route by scanning
// the whole chunk-name table (683 entries, one regex each) – for every link that scrolls into
// view. On a doc page with 60 visible links that is one 100 ms task on a slow phone right after
// loading. The same lookup, from a map built on first use.
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

module.exports = function prefetchLoader(source) {
  if (!source.includes(ORIGINAL)) {
    throw new Error(
      `schlanke-bundles: ${this.resourcePath}: getChunkNamesToLoad nicht im erwarteten Wortlaut gefunden. ` +
        'Hat Docusaurus das Vorladen geändert? plugins/schlanke-bundles/prefetch-loader.cjs anpassen oder entfernen.',
    );
  }
  return source.replace(ORIGINAL, REPLACEMENT);
};
module.exports.ORIGINAL = ORIGINAL;
