// `npm run pdf [-- --only installation,appbuilder] [--version 25.1-und-aeltere] [--dir build]`:
// one PDF per manual and version into build/pdf/<version>/ (config/pdf.ts), after `npm run build`.
// Chromium (Playwright's page.pdf with outline and tagged PDF) prints a document assembled from
// the built pages; Mermaid diagrams come from the browser-rendered page, as SVG. The table of
// contents gets its page numbers from a first rendering (named destinations via pdfinfo).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type BrowserContext, type Page} from '@playwright/test';
import {readBaseUrl, readSiteUrl} from '../../config/env.ts';
import {PDF_VERSIONS, pdfFileName, pdfManuals, pdfPath, type PdfManual, type PdfVersion} from '../../config/pdf.ts';
import {collectPages, htmlFile, printDocument, type ManualPage} from '../../lib/pdf/manual.ts';
import {fixOutlineTitles} from '../../lib/pdf/outline.ts';
import {namedDestinations, pageCount} from '../../lib/pdf/poppler.ts';
import {CHROMIUM_FLAGS, SYSTEM_CHROMIUM} from '../../lib/system.ts';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    only: {type: 'string'},
    version: {type: 'string'},
    jobs: {type: 'string', default: String(Math.min(2, os.availableParallelism()))},
  },
});
const buildDir = path.resolve(values.dir!);
const baseUrl = readBaseUrl(process.env);
const siteUrl = `${readSiteUrl(process.env)}${baseUrl}`;
const only = values.only?.split(',').map((s) => s.trim());
const versions = Object.entries(PDF_VERSIONS).filter(([name]) => !values.version || values.version === name);
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`pdf: ${buildDir} enthält keinen Build – zuerst „npm run build“.`);
  process.exit(1);
}
if (only) {
  const known = new Set(versions.flatMap(([, v]) => pdfManuals(v).map((m) => m.slug)));
  const unknown = only.filter((s) => !known.has(s));
  if (unknown.length) {
    console.error(`pdf: unbekanntes Handbuch ${unknown.join(', ')} (bekannt: ${[...known].join(', ')})`);
    process.exit(1);
  }
}

/** The print document and the site are served from the build under this made-up origin; nothing goes to the network. */
const ORIGIN = 'http://manual.invalid';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};
const documents = new Map<string, string>();

async function serveBuild(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    const doc = documents.get(url.pathname);
    if (doc) return route.fulfill({status: 200, contentType: TYPES['.html'], body: doc});
    let file = htmlFile(buildDir, baseUrl, url.pathname);
    if (!file && url.pathname.startsWith(baseUrl)) {
      const candidate = path.join(buildDir, decodeURIComponent(url.pathname.slice(baseUrl.length)));
      if (candidate.startsWith(buildDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) file = candidate;
    }
    if (!file) return route.fulfill({status: 404, body: ''});
    return route.fulfill({status: 200, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', body: fs.readFileSync(file)});
  });
}

/**
 * Pages with Mermaid diagrams: the article as the browser renders it (diagrams as SVG). The first
 * page loads the site; the others are reached through the site's router, like a reader clicking a
 * link, so the Mermaid library is loaded and initialised once.
 */
async function renderDiagrams(page: Page, pages: ManualPage[]): Promise<void> {
  let loaded = false;
  for (const p of pages.filter((x) => x.diagrams > 0)) {
    if (loaded) {
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, p.path);
    } else {
      await page.goto(`${ORIGIN}${p.path}`, {waitUntil: 'load'});
      loaded = true;
    }
    await page.waitForFunction(
      ({n, title}) =>
        document.querySelector('.theme-doc-markdown h1')?.textContent?.trim() === title &&
        document.querySelectorAll('.theme-doc-markdown .docusaurus-mermaid-container svg').length >= n,
      {n: p.diagrams, title: p.title},
    );
    p.html = await page.$eval('.theme-doc-markdown', (el) => el.outerHTML);
  }
}

function stylesheets(pages: ManualPage[]): string[] {
  const file = htmlFile(buildDir, baseUrl, pages[0].path)!;
  return [...fs.readFileSync(file, 'utf8').matchAll(/<link rel=["']?stylesheet["']? href=["']?([^"' >]+)/g)].map((m) => m[1]);
}

const css = fs.readFileSync(path.join(process.cwd(), 'lib', 'pdf', 'print.css'), 'utf8');

async function renderManual(page: Page, versionName: string, version: PdfVersion, manual: PdfManual, tmp: string) {
  const started = performance.now();
  const pages = collectPages(buildDir, baseUrl, versionName, version, manual);
  const t0 = performance.now();
  await renderDiagrams(page, pages);
  const tDiagrams = performance.now() - t0;
  const html = printDocument({manual, version, pages, stylesheets: stylesheets(pages), css, siteUrl, baseUrl, date: new Date()});
  const docPath = `${baseUrl}__manual/${version.dir}/${manual.slug}.html`;
  documents.set(docPath, html);
  if (process.env.PDF_HTML) fs.writeFileSync(path.join(process.env.PDF_HTML, `${manual.slug}-${version.dir}.html`), html);
  await page.goto(`${ORIGIN}${docPath}`, {waitUntil: 'load'});
  await page.evaluate(() => document.fonts.ready);
  const out = path.join(buildDir, pdfPath(manual, version));
  fs.mkdirSync(path.dirname(out), {recursive: true});
  const draft = path.join(tmp, pdfFileName(manual, version));
  // Drafts only need the page of each link target; outline and tags (the slow part) come with the final one.
  const print = (file: string, final: boolean) =>
    page.pdf({path: file, format: 'A4', preferCSSPageSize: true, printBackground: true, outline: final, tagged: final});
  // Up to three renderings: page numbers of the table of contents from the previous one, until stable.
  let numbers = new Map<string, number>();
  for (let round = 0; round < 3; round++) {
    const tp = performance.now();
    await print(draft, round > 0);
    if (process.env.PDF_DEBUG) console.log(`  Runde ${round + 1}: ${((performance.now() - tp) / 1000).toFixed(1)} s`);
    const dests = namedDestinations(draft);
    const stable = round > 0 && [...numbers].every(([id, n]) => dests.get(id) === n);
    if (stable) break;
    numbers = dests;
    const missing = await page.evaluate(
      (entries) => {
        const map = new Map(entries);
        const lost: string[] = [];
        for (const span of Array.from(document.querySelectorAll<HTMLElement>('.toc .page-number'))) {
          const n = map.get(span.dataset.target!);
          if (n === undefined) lost.push(span.dataset.target!);
          span.textContent = n === undefined ? '' : String(n);
        }
        return lost;
      },
      [...dests],
    );
    if (missing.length) throw new Error(`${manual.title}: keine Seite für ${missing.slice(0, 5).join(', ')}`);
  }
  const headings = await page.$$eval('h1, h2, h3, h4, h5, h6, [role="heading"]', (els) => els.map((e) => e.textContent ?? ''));
  const fixedTitles = await fixOutlineTitles(draft, headings);
  if (process.env.PDF_DEBUG) console.log(`  Lesezeichen-Titel korrigiert: ${fixedTitles}`);
  fs.renameSync(draft, out);
  if (process.env.PDF_DEBUG)
    console.log(`  Diagramme (${pages.filter((p) => p.diagrams).length} Seiten): ${(tDiagrams / 1000).toFixed(1)} s`);
  documents.delete(docPath);
  const seconds = (performance.now() - started) / 1000;
  return {file: path.relative(process.cwd(), out), pages: pageCount(out), chapters: pages.length, bytes: fs.statSync(out).size, seconds};
}

async function main(): Promise<void> {
  const started = performance.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kartaro-pdf-'));
  const browser = await chromium.launch({executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS});
  const results: Array<Awaited<ReturnType<typeof renderManual>>> = [];
  try {
    const context = await browser.newContext({locale: 'de-DE', colorScheme: 'light', serviceWorkers: 'block'});
    await serveBuild(context);
    // Manuals in parallel, one browser tab each (Chromium prints a document on one core).
    const tasks = versions.flatMap(([versionName, version]) =>
      pdfManuals(version)
        .filter((manual) => !only || only.includes(manual.slug))
        .map((manual) => ({versionName, version, manual})),
    );
    const worker = async () => {
      const page = await context.newPage();
      // Generous: on a busy 2-core machine a 400-page document takes a while to load and lay out.
      page.setDefaultTimeout(180_000);
      for (let task = tasks.shift(); task; task = tasks.shift()) {
        const result = await renderManual(page, task.versionName, task.version, task.manual, tmp);
        results.push(result);
        console.log(
          `${result.file}: ${result.pages} Seiten (${result.chapters} Kapitel), ${(result.bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MiB, ${result.seconds.toFixed(1).replace('.', ',')} s`,
        );
      }
      await page.close();
    };
    await Promise.all(Array.from({length: Math.max(1, Number(values.jobs))}, worker));
  } finally {
    await browser.close();
    fs.rmSync(tmp, {recursive: true, force: true});
  }
  results.sort((a, b) => a.file.localeCompare(b.file));
  fs.writeFileSync(path.join(buildDir, 'pdf', 'handbuecher.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`pdf: ${results.length} Handbücher in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
