// Route chunks named by chunk id instead of chunk name (≈ 4 KiB gzip less on every page).
//
// Docusaurus names every route chunk `[name].[contenthash]`, where the name is a hash of the
// module path; the webpack runtime then carries a table of all ~770 chunk names. Chunk ids are
// deterministic in production, so `[id].[contenthash]` keeps file names stable across builds (a
// new page renames only the files that really change) and needs no name table. Uses the bundler's
// documented `output.chunkFilename` through `configureWebpack`.
import type {Plugin} from '@docusaurus/types';

export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'kartaro-chunk-filenames',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: CHUNK_FILENAME}};
    },
  };
}
