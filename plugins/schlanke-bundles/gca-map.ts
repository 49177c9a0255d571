// Point 8 of ./index.ts: Docusaurus's runtime function __webpack_require__.gca (chunk name → file,
// used to prefetch linked pages) carries its name → id table as an object literal *inside* the
// function, so every call builds a 700-entry object – five calls per visible link, 300 on a doc
// page right after loading. This webpack plugin moves the table out of the function.
import type {Compiler} from 'webpack';

const NAME = 'kartaro-gca-tabelle';
const INLINE = /__webpack_require__\.gca = function\(chunkId\) \{ chunkId = (\{[^}]*\})\[chunkId\]\|\|chunkId;/;

/** Rewrites the runtime source; throws when Docusaurus's wording changed. */
export function gcaTabelleAuslagern(source: string, file: string): string {
  const m = INLINE.exec(source);
  if (!m) {
    throw new Error(
      `schlanke-bundles: ${file}: __webpack_require__.gca nicht im erwarteten Wortlaut gefunden. ` +
        'Hat Docusaurus den ChunkAssetPlugin geändert? plugins/schlanke-bundles/gca-map.ts anpassen oder entfernen.',
    );
  }
  return source.replace(INLINE, `var kartaroChunkIds = ${m[1]};\n__webpack_require__.gca = function(chunkId) { chunkId = kartaroChunkIds[chunkId]||chunkId;`);
}

export class GcaTabellePlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS}, (assets) => {
        const runtime = Object.keys(assets).filter((f) => /runtime~main\.[^/]*\.js$/.test(f));
        if (runtime.length !== 1) throw new Error(`schlanke-bundles: genau eine runtime~main-Datei erwartet, gefunden: ${runtime.join(', ') || 'keine'}`);
        const file = runtime[0]!;
        compilation.updateAsset(file, new sources.RawSource(gcaTabelleAuslagern(String(assets[file]!.source()), file)));
      });
    });
  }
}
