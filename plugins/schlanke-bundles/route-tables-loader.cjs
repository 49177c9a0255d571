// Webpack loader for the three route tables Docusaurus generates into .docusaurus/ and puts into
// main.js (see ./index.ts, points 3 and 6). All three are rewritten for client and server alike.
//
// registry.js           "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<module>", require.resolveWeak("<module>")]
//                  →    "_1k": [() => import(/* webpackChunkName: "_1k" */ "<module>"), "_1k", require.resolveWeak("<module>")]
//   The second element is what the server render reports as "used"; the client manifest knows a
//   page's script files by chunk name, not by module path. Chunk names (8 random hex digits) become
//   the entry's position, base 36 – they are also keys of the webpack runtime's prefetch map.
// routesChunkNames.json "/docs/next/produkte/desktop-a1b": {"content": "<chunk>"}  →  {"content": "_…"}
//   Same keys (Docusaurus finds a route's chunks for prefetching by the path in the key), chunk
//   names as in the registry.
// routes.js             component: ComponentCreator('/docs/x', 'a1b')  →  get component() { … }
//   ComponentCreator builds a loadable component per route; for 683 routes that was a good part of
//   evaluating main.js on every page load. The getter builds it when the router first needs it.
const fs = require('node:fs');
const path = require('node:path');

const REGISTRY_ENTRY = /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("[^"]+")\), \3(, require\.resolveWeak\(\3\)\])/gm;

const base36 = (index) => index.toString(36);

function fail(resourcePath, message) {
  return new Error(
    `schlanke-bundles: ${resourcePath}: ${message} Hat sich das Format der generierten Docusaurus-Routen geändert? ` +
      'plugins/schlanke-bundles/route-tables-loader.cjs anpassen.',
  );
}

/** Chunk name → short name, in the order of registry.js. */
function shortNames(registrySource, resourcePath) {
  const names = new Map();
  for (const m of registrySource.matchAll(REGISTRY_ENTRY)) names.set(m[2], `_${base36(names.size)}`);
  const entries = (registrySource.match(/require\.resolveWeak\(/g) ?? []).length;
  if (entries === 0 || names.size !== entries) throw fail(resourcePath, `unbekanntes Format der Registry (${names.size} von ${entries} Einträgen erkannt).`);
  return names;
}

function sibling(loader, name) {
  const file = path.join(path.dirname(loader.resourcePath), name);
  loader.addDependency(file);
  return fs.readFileSync(file, 'utf8');
}

function registry(source) {
  const names = shortNames(source, this.resourcePath);
  return source.replace(REGISTRY_ENTRY, (_all, indent, chunk, module, tail) => {
    const short = JSON.stringify(names.get(chunk));
    return `${indent}${short}: [() => import(/* webpackChunkName: ${short} */ ${module}), ${short}${tail}`;
  });
}

function routesChunkNames(source) {
  const names = shortNames(sibling(this, 'registry.js'), this.resourcePath);
  const rename = (value) => {
    if (typeof value === 'string') return names.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v)]));
    return value;
  };
  return JSON.stringify(rename(JSON.parse(source)));
}

const COMPONENT = /^(\s*)component: ComponentCreator\(('[^']*'), ('[^']*')\),$/gm;
const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";

function routes(source) {
  const total = (source.match(/ComponentCreator\('/g) ?? []).length;
  let found = 0;
  const result = source.replace(COMPONENT, (_all, indent, routePath, hash) => {
    found++;
    return `${indent}get component() { return lazyComponent(this, ${routePath}, ${hash}); },`;
  });
  // every route but the 404 route ComponentCreator('*')
  if (!source.includes(IMPORT) || found === 0 || found !== total - 1) throw fail(this.resourcePath, `${found} von ${total - 1} Routen erkannt.`);
  return result.replace(
    IMPORT,
    `${IMPORT}const lazyComponent = (route, path, hash) => {
  const component = ComponentCreator(path, hash);
  Object.defineProperty(route, 'component', {value: component, enumerable: true});
  return component;
};
`,
  );
}

const LOADERS = {'registry.js': registry, 'routes.js': routes, 'routesChunkNames.json': routesChunkNames};

module.exports = function routeTablesLoader(source) {
  const loader = LOADERS[path.basename(this.resourcePath)];
  if (!loader) throw fail(this.resourcePath, 'unerwartete Datei.');
  return loader.call(this, source);
};
