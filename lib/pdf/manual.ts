// A PDF manual from the built site: the pages of a sidebar subtree in sidebar order (found by
// following the „Weiter“ links of the built pages and their breadcrumbs) and one print document
// that holds cover, table of contents and all pages, with ids and links made unique.
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {hyphenateDocument} from './hyphenate.ts';
import type {PdfManual, PdfVersion} from '../../config/pdf.ts';

export interface ManualPage {
  /** Path below the site origin, with base URL, without trailing slash (e.g. /docs/installation). */
  path: string;
  title: string;
  /** 1 for the top of the manual, 2 for the pages of a subcategory, … */
  depth: number;
  /** Sidebar categories above the page within the manual, outermost first (breadcrumb labels). */
  categories: string[];
  /** The page's own breadcrumb label (a category's label on the category's page). */
  crumb: string;
  /** `.theme-doc-markdown` of the built page. */
  html: string;
  /** Mermaid diagrams in the page's Markdown source: they exist only after the browser renders the page. */
  diagrams: number;
}

const normalize = (p: string) => (p.length > 1 ? p.replace(/\/(index\.html)?$/, '') : p);

/** The build's HTML file for a site path (base URL included). */
export function htmlFile(buildDir: string, baseUrl: string, sitePath: string): string | undefined {
  const rel = decodeURIComponent(normalize(sitePath)).slice(baseUrl.length - 1);
  for (const candidate of [path.join(buildDir, rel, 'index.html'), path.join(buildDir, `${rel}.html`)]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Folder of a version's Markdown sources. */
const sourceDir = (versionName: string) => (versionName === 'current' ? 'docs' : path.join('versioned_docs', `version-${versionName}`));

/** Number of Mermaid code blocks in the page's source (undefined: source not found). */
export function diagramsInSource(versionName: string, docPath: string): number | undefined {
  const base = path.join(sourceDir(versionName), docPath);
  for (const candidate of [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')]) {
    if (fs.existsSync(candidate)) return [...fs.readFileSync(candidate, 'utf8').matchAll(/^\s*(```|~~~)mermaid\b/gm)].length;
  }
  return undefined;
}

/** Breadcrumb labels of a built doc page below the home icon, the page itself last. */
function breadcrumbs($: cheerio.CheerioAPI): string[] {
  return $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .filter((_, li) => $(li).find('a[aria-label]').length === 0)
    .map((_, li) => $(li).text().trim())
    .get();
}

export function collectPages(buildDir: string, baseUrl: string, versionName: string, version: PdfVersion, manual: PdfManual): ManualPage[] {
  const docsRoot = `${baseUrl}${version.docsPath}`;
  const pages: ManualPage[] = [];
  let next: string | undefined = normalize(`${docsRoot}${manual.start}`);
  let root: string | undefined;
  // A category without a page of its own (e.g. „Desktop-API“) is no chapter: its pages move up one level.
  let offset = 0;
  while (next && !pages.some((p) => p.path === next)) {
    const file = htmlFile(buildDir, baseUrl, next);
    if (!file) throw new Error(`${manual.title}: Seite ${next} fehlt im Build`);
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    const crumbs = breadcrumbs($);
    if (root === undefined) {
      root = crumbs[0];
      offset = manual.scope === 'category' && crumbs.length > 1 ? 1 : 0;
    }
    if (manual.scope === 'category' && crumbs[0] !== root) break;
    const markdown = $('.theme-doc-markdown').first();
    markdown.find('.hash-link').remove();
    const title = markdown.find('h1').first().text().trim() || $('title').text();
    const docPath = decodeURIComponent(next.slice(docsRoot.length - 1)).replace(/^\//, '');
    pages.push({
      path: next,
      title,
      depth: Math.max(1, crumbs.length - offset),
      categories: crumbs.slice(offset, -1),
      crumb: crumbs.at(-1) ?? title,
      html: $.html(markdown),
      diagrams: diagramsInSource(versionName, docPath) ?? 0,
    });
    const href = $('a.pagination-nav__link--next').attr('href');
    next = href ? normalize(decodeURI(href.split('#')[0])) : undefined;
  }
  if (pages.length === 0) throw new Error(`${manual.title}: keine Seiten gefunden`);
  return pages;
}

export interface PrintDocumentOptions {
  manual: PdfManual;
  version: PdfVersion;
  pages: ManualPage[];
  /** Stylesheets of the built site (href as in the built pages). */
  stylesheets: string[];
  /** The manual's own print CSS (cover, table of contents, page boxes). */
  css: string;
  /** Website origin + base URL, for links to pages outside the manual, e.g. https://hilfe.kartaro.example/ */
  siteUrl: string;
  baseUrl: string;
  date: Date;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cssString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export const germanDate = (date: Date) => new Intl.DateTimeFormat('de-DE', {day: 'numeric', month: 'long', year: 'numeric'}).format(date);

interface TocEntry {
  id: string;
  title: string;
  level: number;
}

/**
 * Rewrites one page for the print document: ids get the prefix `p<index>-`, links into the
 * manual become #ids, links elsewhere the website's address, headings move down by the page's
 * depth (the outline of the PDF follows the sidebar tree), hidden content is shown.
 */
function rewritePage(
  $: cheerio.CheerioAPI,
  article: cheerio.Cheerio<never>,
  index: number,
  page: ManualPage,
  pageIndex: Map<string, number>,
  options: PrintDocumentOptions,
): TocEntry[] {
  const prefix = `p${index}-`;
  article.find('.hash-link, button, .theme-code-block-highlighted-line:empty').remove();
  // Mermaid SVGs reference their own ids (markers, styles): rename the diagram id everywhere inside.
  article.find('.docusaurus-mermaid-container svg[id]').each((_, svg) => {
    const id = $(svg).attr('id')!;
    const container = $(svg).parent();
    container.html((container.html() ?? '').split(id).join(`${prefix}${id}`));
    container.attr('data-ids-done', '');
  });
  article.find('[id]').each((_, el) => {
    if ($(el).closest('[data-ids-done]').length) return;
    $(el).attr('id', `${prefix}${$(el).attr('id')}`);
  });
  article.find('a[href]').each((_, a) => {
    const href = $(a).attr('href')!;
    if (href.startsWith('#')) {
      $(a).attr('href', `#${prefix}${decodeURIComponent(href.slice(1))}`);
      return;
    }
    if (!href.startsWith('/') || href.startsWith('//')) return;
    const [rawPath, hash] = href.split('#') as [string, string | undefined];
    const target = pageIndex.get(normalize(decodeURI(rawPath)));
    if (target !== undefined) {
      $(a).attr('href', hash ? `#p${target}-${decodeURIComponent(hash)}` : `#p${target}`);
    } else {
      $(a).attr('href', `${options.siteUrl}${href.slice(options.baseUrl.length)}`);
      $(a).addClass('extern');
    }
  });
  article.find('img').removeAttr('loading');
  article.find('details').attr('open', '');
  // Tabs: every panel on paper, each under its label.
  article.find('.tabs-container').each((_, tabs) => {
    const labels = $(tabs)
      .find('[role=tab]')
      .map((_, t) => $(t).text().trim())
      .get();
    $(tabs)
      .find('[role=tabpanel]')
      .each((i, panel) => {
        $(panel)
          .removeAttr('hidden')
          .before(`<p class="tab-titel">${escapeHtml(labels[i] ?? '')}</p>`);
      });
    $(tabs).find('[role=tablist]').remove();
  });
  const toc: TocEntry[] = [];
  article.find('h1, h2, h3, h4, h5, h6').each((i, h) => {
    const level = Number(h.tagName.slice(1));
    const shifted = Math.min(6, level + page.depth - 1);
    $(h).addClass(`heading-${Math.min(level, 4)}`);
    if (level === 1 && i === 0) $(h).attr('id', `p${index}`);
    if (level <= 2 && $(h).attr('id')) toc.push({id: $(h).attr('id')!, title: $(h).text().trim(), level});
    h.tagName = `h${shifted}`;
  });
  if (!toc.some((t) => t.level === 1)) {
    article.prepend(`<h${page.depth} class="heading-1" id="p${index}">${escapeHtml(page.title)}</h${page.depth}>`);
    toc.unshift({id: `p${index}`, title: page.title, level: 1});
  }
  return toc;
}

/** The whole manual as one HTML document for Chromium's print-to-PDF. */
export function printDocument(options: PrintDocumentOptions): string {
  const {manual, version, pages} = options;
  const pageIndex = new Map(pages.map((p, i) => [p.path, i]));
  const $ = cheerio.load('<!doctype html><html lang="de"><head></head><body></body></html>');
  const title = `${manual.title} – Handbuch, Version ${version.label}`;
  const date = germanDate(options.date);
  $('html').attr('data-theme', 'light');
  $('head').append(`<meta charset="utf-8"><title>${escapeHtml(title)}</title>`);
  for (const href of options.stylesheets) $('head').append(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  const pageBoxes = `@page { @top-left { content: ${cssString(manual.title)}; } @top-right { content: ${cssString(`Version ${version.label}`)}; } @bottom-left { content: ${cssString(`Kartaro-Hilfe · Stand ${date}`)}; } }`;
  $('head').append(`<style>${options.css}\n${pageBoxes}</style>`);

  const chapters = $('<main class="chapters"></main>');
  const tocItems: string[] = [];
  let open: string[] = [];
  pages.forEach((page, i) => {
    // Categories without a page of their own get a heading where their first page begins.
    page.categories.forEach((label, level) => {
      if (open[level] === label && open.slice(0, level).every((l, k) => l === page.categories[k])) return;
      const id = `p${i}-category-${level}`;
      chapters.append(
        `<section class="chapter category depth-${level + 1}"><h${level + 1} class="heading-1" id="${id}">${escapeHtml(label)}</h${level + 1}></section>`,
      );
      tocItems.push(
        `<li class="level-${Math.min(level + 1, 4)} page-start"><a href="#${id}"><span class="entry">${escapeHtml(label)}</span><span class="page-number" data-target="${id}">000</span></a></li>`,
      );
    });
    open = [...page.categories, page.crumb];
    const article = $(`<article class="chapter markdown depth-${page.depth}"></article>`);
    article.append(cheerio.load(page.html, null, false).root().children().first().html() ?? '');
    const toc = rewritePage($, article as cheerio.Cheerio<never>, i, page, pageIndex, options);
    chapters.append(article);
    for (const entry of toc) {
      const level = entry.level === 1 ? page.depth : page.depth + 1;
      tocItems.push(
        `<li class="level-${Math.min(level, 4)}${entry.level === 1 ? ' page-start' : ''}"><a href="#${escapeHtml(entry.id)}"><span class="entry">${escapeHtml(entry.title)}</span><span class="page-number" data-target="${escapeHtml(entry.id)}">000</span></a></li>`,
      );
    }
  });

  const manualUrl = `${options.siteUrl}${version.docsPath}${manual.start}`;
  $('body').append(`
<section class="cover">
  <img class="logo" src="${options.baseUrl}img/logo.svg" alt="">
  <p class="publisher">Kartaro-Hilfe</p>
  <p class="title" role="heading" aria-level="1">${escapeHtml(manual.title)}</p>
  <p class="subtitle">Handbuch</p>
  <dl class="facts">
    <dt>Version</dt><dd>${escapeHtml(version.label)}</dd>
    <dt>Stand</dt><dd>${escapeHtml(date)}</dd>
    <dt>Seiten</dt><dd>${pages.length} Kapitel</dd>
    <dt>Online</dt><dd><a href="${escapeHtml(manualUrl)}">${escapeHtml(manualUrl)}</a></dd>
  </dl>
  <p class="legal">© ${options.date.getFullYear()} Kartaro GmbH. Alle Rechte vorbehalten. Die aktuelle Fassung steht auf der Website; dieses PDF gibt den Stand vom ${escapeHtml(date)} wieder.</p>
</section>
<nav class="toc" aria-label="Inhalt"><h1 class="heading-1" id="toc">Inhalt</h1><ol>${tocItems.join('')}</ol></nav>`);
  $('body').append(chapters);
  hyphenateDocument($, 'main');
  return $.html();
}
