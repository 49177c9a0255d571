// Reads the production build and cuts every documentation page into heading sections – the
// same units and fields the Typesense DocSearch scraper derives from a page's docsearch:* meta
// tags. Both the local search index and the Typesense indexer are built from these sections.
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {htmlFiles} from '../../lib/build/html-files';
import {SITE_KEYWORDS} from '../../config/site';

export interface Section {
  /** Page URL without anchor, with the site's base URL. */
  url: string;
  /** Heading id, '' for the page's opening text. */
  anchor: string;
  /** lvl0 = section of the site (sidebar category), lvl1 = page title, lvl2/lvl3 = headings. */
  hierarchy: {lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null};
  content: string;
  /** Docs version name, e.g. current or 25.1-und-aeltere. */
  version: string;
  docusaurusTag: string;
  language: string;
  tags: string[];
  /** The page's own `keywords` (front matter) and `description`; empty on its sections. */
  keywords: string[];
  description: string;
  /** Order of the section within its page, 0 = the page itself. */
  position: number;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function extractPage(html: string, url: string): Section[] {
  const $ = cheerio.load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content') ?? '';
  const docusaurusTag = meta('docsearch:docusaurus_tag');
  if (!docusaurusTag.startsWith('docs-')) return []; // only documentation pages
  const article = $('article .theme-doc-markdown').first();
  if (!article.length) return [];
  // The canonical path is the page's real URL (folder pages end in /), base URL included.
  const canonical = $('link[rel="canonical"]').attr('href');
  const base = {
    url: canonical ? new URL(canonical).pathname : url,
    version: meta('docsearch:version'),
    docusaurusTag,
    language: meta('docsearch:language') || 'de',
    tags: $('article a[rel="tag"]')
      .map((_, a) => clean($(a).text()))
      .get(),
  };
  const keywords = meta('keywords').split(',').map(clean).filter(Boolean);
  const own = {
    keywords: keywords.join() === SITE_KEYWORDS.join() ? [] : keywords,
    description: clean(meta('description')),
  };
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((_, li) => clean($(li).text()))
    .get()
    .filter(Boolean);
  const lvl0 = crumbs.length > 1 ? crumbs[0] : clean($('.navbar__link--active').first().text()) || 'Dokumentation';
  const lvl1 = clean(article.find('h1').first().text());

  article.find('.hash-link, .theme-code-block button, .mermaid, .docusaurus-mermaid-container, script, style, svg').remove();
  article.find('br').replaceWith(' ');
  // Block boundaries become spaces, so table cells and list items do not run together.
  article.find('p, li, td, th, tr, dt, dd, pre, div, h4, h5, h6, blockquote').append(' ');
  const sections: Section[] = [];
  let current: Section = {...base, ...own, anchor: '', hierarchy: {lvl0, lvl1, lvl2: null, lvl3: null}, content: '', position: 0};
  const parts: string[] = [];
  const flush = () => {
    current.content = clean(parts.join(' '));
    sections.push(current);
    parts.length = 0;
  };
  const walk = (el: ReturnType<cheerio.CheerioAPI>) => {
    el.children().each((_, child) => {
      const node = $(child);
      const tag = (child as {tagName?: string}).tagName?.toLowerCase();
      if (tag === 'h1' || tag === 'header') return;
      if ((tag === 'h2' || tag === 'h3') && node.attr('id')) {
        flush();
        const title = clean(node.text());
        current = {
          ...base,
          keywords: [],
          description: '',
          anchor: node.attr('id')!,
          hierarchy: {lvl0, lvl1, lvl2: tag === 'h2' ? title : current.hierarchy.lvl2, lvl3: tag === 'h3' ? title : null},
          content: '',
          position: sections.length + 1,
        };
        return;
      }
      if (tag && ['div', 'section', 'details', 'main'].includes(tag) && node.find('h2[id], h3[id]').length) {
        walk(node);
        return;
      }
      parts.push(node.text());
    });
  };
  walk(article);
  flush();
  return sections;
}

/** All sections of all documentation pages of a build; urls start with the base URL. */
export function extractBuild(buildDir: string, baseUrl = '/'): Section[] {
  const out: Section[] = [];
  for (const file of htmlFiles(buildDir)) {
    if (path.basename(file) !== 'index.html') continue; // pages live in folder/index.html
    const rel = path.relative(buildDir, path.dirname(file)).split(path.sep).join('/');
    const url = `${baseUrl}${rel}`;
    out.push(...extractPage(fs.readFileSync(file, 'utf8'), url));
  }
  return out.sort((a, b) => a.url.localeCompare(b.url) || a.position - b.position);
}
