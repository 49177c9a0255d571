// Pagefind bundles for the search comparison of `npm run bench:search`: one bundle per docs
// version from the same production build and the same pages the local index covers (documentation
// pages, see src/search/extract.ts), through Pagefind's Node API. Without changing the markup
// (no data-pagefind-body), the root selector limits indexing to the article: navbar, sidebar,
// table of contents, footer and the breadcrumbs, pagination and edit links in the article stay out.
import fs from 'node:fs';
import path from 'node:path';
import {extractBuild} from '../../src/search/extract';

/** The Pagefind version the README's figures come from. */
export const PAGEFIND_VERSION = '1.6.0';

/**
 * The part of Pagefind's Node API the bench uses. Pagefind is not a dependency of the site: its
 * npm package lists a binary for every platform as optional dependencies, which the package
 * mirror of our build machines does not serve, so `npm ci` could not install from the lock file.
 * The bench loads it when it is there (`npm install --no-save pagefind@1.6.0`).
 */
interface PagefindIndex {
  addHTMLFile(file: {url: string; content: string}): Promise<{errors: string[]}>;
  writeFiles(options: {outputPath: string}): Promise<{errors: string[]}>;
  deleteIndex(): Promise<void>;
}
interface PagefindApi {
  createIndex(options: {
    rootSelector: string;
    excludeSelectors: string[];
    forceLanguage: string;
  }): Promise<{index?: PagefindIndex; errors: string[]}>;
  close(): Promise<void>;
}

async function loadPagefind(): Promise<PagefindApi> {
  const name = 'pagefind'; // not a literal import: the type checker must not require the package
  try {
    return (await import(name)) as PagefindApi;
  } catch {
    throw new Error(
      `Pagefind ist nicht installiert. Für den Vergleich einmal ausführen: npm install --no-save pagefind@${PAGEFIND_VERSION}`,
    );
  }
}

export const PAGEFIND_ROOT_SELECTOR = 'article';
export const PAGEFIND_EXCLUDE = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-doc-toc-mobile',
  '.hash-link',
  'nav',
  'button',
];

/** Writes <outDir>/<version>/ for every docs version of the build; returns version → page count. */
export async function writePagefindBundles(buildDir: string, outDir: string): Promise<Map<string, number>> {
  const pages = new Map<string, Set<string>>();
  for (const section of extractBuild(buildDir)) {
    if (!pages.has(section.version)) pages.set(section.version, new Set());
    pages.get(section.version)!.add(section.url);
  }
  const pagefind = await loadPagefind();
  const counts = new Map<string, number>();
  try {
    for (const [version, urls] of pages) {
      const {index, errors} = await pagefind.createIndex({
        rootSelector: PAGEFIND_ROOT_SELECTOR,
        excludeSelectors: PAGEFIND_EXCLUDE,
        forceLanguage: 'de',
      });
      if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
      for (const url of urls) {
        const content = fs.readFileSync(path.join(buildDir, url, 'index.html'), 'utf8');
        const added = await index.addHTMLFile({url, content});
        if (added.errors.length) throw new Error(`Pagefind, ${url}: ${added.errors.join('; ')}`);
      }
      const target = path.join(outDir, version);
      fs.rmSync(target, {recursive: true, force: true});
      const written = await index.writeFiles({outputPath: target});
      if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
      await index.deleteIndex();
      counts.set(version, urls.size);
    }
  } finally {
    await pagefind.close();
  }
  return counts;
}
