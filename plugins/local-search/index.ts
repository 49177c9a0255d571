// The default, offline search: a theme (SearchBar, SearchPage at /search) plus, after every
// production build, an index of the built pages (scripts/search/local-index.ts) that the browser
// loads piece by piece. Replaced by docusaurus-theme-search-typesense when Typesense is configured.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractBuild} from '../../scripts/search/extract';
import {buildLocalIndex} from '../../scripts/search/local-index';

export default function localSearchPlugin(context: LoadContext): Plugin {
  return {
    name: 'kartaro-local-search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir}) {
      const manifests = buildLocalIndex(extractBuild(outDir, context.baseUrl), outDir);
      if (!manifests.size) throw new Error('Suchindex: keine Dokumentationsseiten im Build gefunden.');
    },
  };
}
