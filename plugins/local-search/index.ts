// The default, offline search: the /search route (the page is src/theme/SearchPage) and, after
// every production build, an index of the built pages (src/search/indexer.ts) that the browser
// loads piece by piece. Replaced by docusaurus-theme-search-typesense when Typesense is configured.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractBuild, type Section} from '../../src/search/extract';
import {buildIndex} from '../../src/search/indexer';

/** Writes the index of every docs version into <outDir>/search-index/<version>/. */
export function writeLocalIndex(sections: Section[], outDir: string): string[] {
  const versions = [...new Set(sections.map((s) => s.version))];
  for (const version of versions) {
    const dir = path.join(outDir, 'search-index', version);
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(dir, {recursive: true});
    for (const [file, content] of buildIndex(
      version,
      sections.filter((s) => s.version === version),
    ).files)
      fs.writeFileSync(path.join(dir, file), content);
  }
  return versions;
}

export default function localSearchPlugin(context: LoadContext): Plugin {
  return {
    name: 'kartaro-local-search',
    async contentLoaded({actions}) {
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir}) {
      if (!writeLocalIndex(extractBuild(outDir, context.baseUrl), outDir).length)
        throw new Error('Suchindex: keine Dokumentationsseiten im Build gefunden.');
    },
  };
}
