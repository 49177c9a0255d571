// The PDF manuals in build/pdf (after `npm run pdf`; `npm test` renders the installation manual of
// each version): what a reader sees in a PDF viewer – page count, bookmarks, headings in sidebar
// order, umlauts as text, nothing cut at the right margin, working links, table of contents with
// the right page numbers, header and footer – read with poppler-utils.
import {execFileSync} from 'node:child_process';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {PDF_VERSIONS, pdfManuals, pdfPath} from '../../config/pdf.ts';
import {collectPages, htmlFile} from '../../lib/pdf/manual.ts';
import {links, outline, pageCount, pdfInfo, pdfText, words, type OutlineItem} from '../../lib/pdf/poppler.ts';

const BUILD = 'build';
const BASE = '/';
const SITE = 'https://hilfe.kartaro.example/';
const manuals = Object.entries(PDF_VERSIONS).flatMap(([name, version]) =>
  pdfManuals(version).map((manual) => ({name, version, manual, file: path.join(BUILD, pdfPath(manual, version))})),
);
const built = manuals.filter((m) => fs.existsSync(m.file));
const squash = (s: string) => s.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
const bookmarkTitle = (b: OutlineItem) => squash(b.title);
const flat = (items: OutlineItem[]): OutlineItem[] => items.flatMap((i) => [i, ...flat(i.children)]);

test('jede Version hat mindestens das Installationshandbuch als PDF', () => {
  for (const version of Object.values(PDF_VERSIONS)) {
    assert.ok(
      built.some((m) => m.version === version && m.manual.slug === 'installation'),
      `build/pdf/${version.dir}/: Installationshandbuch fehlt – zuerst „npm run pdf -- --only installation“`,
    );
  }
});

test('„Als PDF herunterladen“ steht genau auf der ersten Seite jedes Handbuchs und zeigt auf dessen Datei', () => {
  for (const {version, manual} of manuals) {
    const start = `${BASE}${version.docsPath}${manual.start}`;
    const $ = cheerio.load(fs.readFileSync(htmlFile(BUILD, BASE, start)!, 'utf8'));
    const link = $('.kartaro-pdf-link a');
    assert.equal(link.length, 1, `${start}: kein PDF-Link`);
    assert.equal(link.text().trim(), 'Als PDF herunterladen');
    assert.equal(link.attr('href'), `${BASE}${pdfPath(manual, version)}`);
    assert.match(link.attr('href')!, /^\/pdf\/[\w.-]+\/kartaro-[a-z0-9-]+-[\w.-]+\.pdf$/, 'ASCII-Dateiname');
  }
  // Nowhere else: a page inside a manual has no link.
  const inner = cheerio.load(fs.readFileSync(htmlFile(BUILD, BASE, '/docs/installation/download')!, 'utf8'));
  assert.equal(inner('.kartaro-pdf-link').length, 0);
});

for (const {name, version, manual, file} of built) {
  test(`${path.basename(file)}: Seiten, Lesezeichen, Überschriften, Text, Links`, () => {
    const pages = collectPages(BUILD, BASE, name, version, manual);
    const count = pageCount(file);
    const info = pdfInfo(file);
    assert.equal(info['Page size'], '594.96 x 841.92 pts (A4)');
    assert.equal(info.Title, `${manual.title} – Handbuch, Version ${version.label}`);
    assert.equal(info.Tagged, 'yes', 'getaggtes (barrierearmes) PDF');
    // Plausible: every chapter at least one page, no chapter longer than 15 pages on average.
    assert.ok(count >= pages.length + 2 && count <= pages.length * 15 + 2, `${count} Seiten für ${pages.length} Kapitel`);

    // Cover (German) and header/footer.
    const cover = squash(pdfText(file, 1, 1));
    for (const part of [manual.title, 'Handbuch', `Version ${version.label}`, 'Stand']) assert.ok(cover.includes(part), `Deckblatt ohne „${part}“`);
    assert.ok(!cover.includes('Seite 1 von'), 'Deckblatt ohne Kopf- und Fußzeile');
    const third = squash(pdfText(file, 3, 3));
    assert.ok(third.includes(`Seite 3 von ${count}`), `Fußzeile fehlt: ${third.slice(-120)}`);
    assert.ok(third.startsWith(manual.title), `Kopfzeile ohne Titel: ${third.slice(0, 80)}`);

    // Bookmarks: "Inhalt", then every page of the manual in sidebar order with its sections.
    const bookmarks = flat(outline(file));
    assert.deepEqual(
      bookmarks.slice(0, 2).map((b) => b.title),
      [manual.title, 'Inhalt'],
    );
    const titles = bookmarks.map(bookmarkTitle);
    // Every bookmark reads like its heading: not doubled, no words glued at a line break (lib/pdf/outline.ts).
    const headingTexts = new Set(
      pages.flatMap((page) => {
        const $ = cheerio.load(page.html);
        return [squash(page.title), ...page.categories.map(squash), ...$('h1, h2, h3, h4, h5, h6').map((_, h) => squash($(h).text())).get()];
      }),
    );
    for (const title of titles.slice(2)) {
      const half = title.slice(0, title.length / 2);
      assert.ok(title.length % 2 !== 0 || half !== title.slice(title.length / 2), `Lesezeichen doppelt: „${title}“`);
    }
    const glued = titles.slice(2).filter((t) => !headingTexts.has(t));
    assert.deepEqual(glued, [], 'Lesezeichen, die keiner Überschrift des Handbuchs gleichen');
    let at = 2;
    for (const page of pages) {
      const found = titles.indexOf(squash(page.title), at);
      assert.ok(found >= at, `Lesezeichen „${page.title}“ fehlt oder steht nicht in Seitenleisten-Reihenfolge`);
      at = found + 1;
    }
    // Chapters follow cover title and "Inhalt" (the first chapter may carry the manual's title, e.g. „Fachschalen“).
    const top = outline(file)
      .slice(2)
      .find((b) => bookmarkTitle(b) === squash(pages[0].title))!;
    assert.ok(top.children.length > 0, `„${pages[0].title}“ hat keine Abschnitte als Lesezeichen`);

    // Text: headings of all pages in order (after the table of contents), umlauts as text.
    const tocEnd = bookmarks.slice(2).find((b) => bookmarkTitle(b) === squash(pages[0].title))!.page;
    const body = squash(pdfText(file, tocEnd));
    let pos = 0;
    for (const page of pages) {
      const $ = cheerio.load(page.html);
      const headings = [page.title, ...$('h2').map((_, h) => $(h).text()).get()].map(squash);
      for (const heading of headings) {
        const found = body.indexOf(heading, pos);
        assert.ok(found >= 0, `Überschrift „${heading}“ (${page.path}) fehlt im Text oder steht an falscher Stelle`);
        pos = found + heading.length;
      }
    }
    const all = pdfText(file);
    assert.ok(/[äöüÄÖÜß]/.test(all) && !all.includes('\uFFFD'), 'Umlaute nicht als Text lesbar');
    assert.ok(all.includes('Überblick') || all.includes('für'), 'Umlaute fehlen');

    // Nothing cut at the right margin (18 mm = 51 pt; a little slack for italic overhang).
    const outside = words(file).filter((w) => w.xMax > w.pageWidth - 45 || w.xMin < 40);
    assert.deepEqual(
      outside.slice(0, 5).map((w) => `S. ${w.page}: „${w.text}“ bis x=${w.xMax.toFixed(0)} von ${w.pageWidth.toFixed(0)}`),
      [],
      'Text außerhalb des Satzspiegels',
    );

    // Links: the table of contents and cross references jump inside the PDF; other pages go to the website.
    const annotations = links(file);
    const internal = annotations.filter((l) => typeof l.target === 'number');
    assert.ok(internal.length >= bookmarks.length - 1, `nur ${internal.length} interne Links`);
    for (const l of internal) assert.ok((l.target as number) >= 1 && (l.target as number) <= count, `Link auf Seite ${String(l.target)}`);
    for (const l of annotations.filter((x) => typeof x.target === 'string')) {
      assert.doesNotMatch(l.target as string, /^\/|^file:|manual\.invalid/, `relativer oder lokaler Link ${String(l.target)}`);
    }
    assert.ok(
      annotations.some((l) => typeof l.target === 'string' && l.target.startsWith(SITE)),
      'kein Link auf die Website (Seiten außerhalb des Handbuchs)',
    );

    // Table of contents: the printed page number of each chapter is the page its bookmark opens.
    const tocLines = pdfText(file, 2, tocEnd - 1, true).split('\n').map(squash);
    for (const page of pages.slice(0, 30)) {
      const bookmark = bookmarks.slice(2).find((b) => bookmarkTitle(b) === squash(page.title))!;
      const line = tocLines.find((l) => l.startsWith(`${squash(page.title)} `) && /^\d+$/.test(l.slice(squash(page.title).length + 1)));
      if (!line) continue; // a long title wraps; its number is on the next line
      assert.equal(Number(line.slice(squash(page.title).length + 1)), bookmark.page, `Inhaltsverzeichnis: „${page.title}“`);
    }
  });
}

test('Mermaid-Diagramme sind Vektorgrafik mit Text, kein Bild', () => {
  for (const {file} of built.filter((m) => m.manual.slug === 'installation')) {
    // Labels that exist only in the architecture diagram of „Installation: Überblick“.
    const text = squash(pdfText(file));
    assert.ok(text.includes('Internes Netz') && text.includes('Tile-Server (8090)'), `${file}: Diagrammbeschriftung nicht als Text`);
    // The installation manual has no screenshots: any raster image would be a rasterised diagram or box.
    const images = execFileSync('pdfimages', ['-list', file], {encoding: 'utf8'}).trim().split('\n').slice(2);
    assert.deepEqual(images, [], `${file}: Rasterbilder im PDF`);
  }
});
