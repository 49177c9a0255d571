// Webpack loader for Docusaurus's generated .docusaurus/registry.js (see ./index.ts, point 3).
// Each entry reads   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<module>", require.resolveWeak("<module>")]
// and becomes        "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<chunk>", require.resolveWeak("<module>")]
// The second element is what the server render reports as "used"; the client manifest knows the
// page's script files by chunk name, not by module path.
const ENTRY = /^(\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("[^"]+")\), )\3(, require\.resolveWeak\(\3\)\])/gm;

module.exports = function registryLoader(source) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  let rewritten = 0;
  const result = source.replace(ENTRY, (_all, head, chunk, _module, tail) => {
    rewritten++;
    return `${head}${JSON.stringify(chunk)}${tail}`;
  });
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `schlanke-bundles: ${this.resourcePath} hat ein unbekanntes Format (${rewritten} von ${entries} Einträgen erkannt). ` +
        'Hat sich das Format der Docusaurus-Registry geändert? plugins/schlanke-bundles/registry-loader.cjs anpassen.',
    );
  }
  return result;
};
