// Additions to docusaurus-theme-search-typesense (only in Typesense mode): a SearchBar wrapper
// whose search client records failed requests, and a replacement of typesense-docsearch-react's
// ScreenState that then shows the German error screen (the original never shows it for Typesense
// errors) and quotes the query of the no-results screen in German quotes „…“.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function typesenseSearchPlugin(): Plugin {
  return {
    name: 'kartaro-typesense-search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'zuletztGelesen.js')];
    },
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      // The package exports no theme paths; theme/SearchBar reaches the original through this alias.
      const themeLib = path.dirname(require.resolve('docusaurus-theme-search-typesense'));
      const docsearchEsm = path.join(path.dirname(require.resolve('typesense-docsearch-react', {paths: [themeLib]})), '..', 'esm');
      return {
        resolve: {
          alias: {
            '@typesense-theme-original/SearchBar': path.join(themeLib, 'theme', 'SearchBar'),
            '@typesense-theme-original/SearchPage': path.join(themeLib, 'theme', 'SearchPage'),
            '@typesense-docsearch-esm': docsearchEsm,
          },
        },
        plugins: [
          new NormalModuleReplacementPlugin(
            /typesense-docsearch-react[\\/]dist[\\/]esm[\\/]ScreenState\.js$/,
            path.join(__dirname, 'ScreenState.js'),
          ),
        ],
      };
    },
  };
}
