// Markdown twins, llms.txt/llms-full.txt, "Zuletzt aktualisiert" and "Diese Seite bearbeiten" in
// the production build (build/) and the test variant (build-variant/, with EDIT_URL).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {pageUrl, readInventory, VERSIONS, type VersionKey} from '../../lib/content/rules.ts';
import {VARIANT_ENV} from '../variant.ts';

const BUILD = path.resolve('build');
const VARIANT = path.resolve('build-variant');
const ORIGIN = 'https://hilfe.kartaro.example';
const rows = readInventory();

const twinFile = (dir: string, url: string) => path.join(dir, `${url.replace(/\/$/, '')}.md`);
const htmlFile = (dir: string, url: string) => path.join(dir, url, 'index.html');
/** The Markdown without code, where no HTML, JSX or import may appear. */
function prose(md: string): string {
  let fence: string | null = null;
  const kept: string[] = [];
  for (const line of md.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) fence = marker;
    else if (fence !== null && marker?.startsWith(fence[0]) && marker.length >= fence.length && line.trim() === marker) fence = null;
    else if (fence === null) kept.push(line.replace(/(`+)[^`]*?\1/g, ''));
  }
  return kept.join('\n');
}
/** Heading text as readers see it, for comparing HTML and Markdown. */
const plain = (s: string) => s.replace(/[`*_\\]/g, '').replace(/\s+/g, ' ').trim();
const sourceFile = (id: string, version: VersionKey) => {
  const base = path.join(VERSIONS[version].dir, id);
  return fs.existsSync(`${base}.mdx`) ? `${base}.mdx` : `${base}.md`;
};

test('jede Inventarseite hat in jeder ihrer Versionen einen Markdown-Zwilling mit Titel und Überschriften', () => {
  let checked = 0;
  for (const row of rows) {
    for (const version of row.versions) {
      const url = pageUrl(row.id, version);
      const file = twinFile(BUILD, url);
      assert.ok(fs.existsSync(file), `Zwilling fehlt: ${path.relative(BUILD, file)} (Seite ${url})`);
      const md = fs.readFileSync(file, 'utf8');
      assert.ok(md.startsWith(`# ${row.title}\n`), `${url}.md beginnt nicht mit „# ${row.title}“`);
      const $ = cheerio.load(fs.readFileSync(htmlFile(BUILD, url), 'utf8'));
      const htmlHeadings = $('article .markdown')
        .find('h2, h3')
        .map((_, h) => plain($(h).clone().children('a.hash-link').remove().end().text().replace(/\u200b/g, '')))
        .get();
      const twinHeadings = [...md.matchAll(/^#{2,3} (.+)$/gm)].map((m) => plain(m[1]));
      assert.deepEqual(twinHeadings, htmlHeadings, `${url}.md: Überschriften weichen von der Seite ab`);
      checked++;
    }
  }
  assert.ok(checked > 600, `nur ${checked} Zwillinge geprüft`);
});

test('Zwillinge sind reines Markdown: kein import, kein JSX, kein HTML außerhalb von Code', () => {
  const twins = fs
    .readdirSync(path.join(BUILD, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f));
  assert.ok(twins.length > 600);
  for (const twin of twins) {
    const text = prose(fs.readFileSync(path.join(BUILD, twin), 'utf8'));
    assert.doesNotMatch(text, /^(import|export) /m, `${twin}: import/export`);
    const tag = /<\/?[A-Za-z][^>\n]*>|\{\/\*/.exec(text);
    assert.equal(tag, null, `${twin}: ${tag?.[0]}`);
    assert.doesNotMatch(text, /^:::/m, `${twin}: Hinweisbox nicht umgewandelt`);
  }
});

for (const [version, dir] of [
  ['old', ''],
  ['next', 'docs/next/'],
] as const) {
  test(`llms.txt der Version ${VERSIONS[version].label}: jeder Link führt auf einen vorhandenen Zwilling, jede Seite steht darin`, () => {
    const index = fs.readFileSync(path.join(BUILD, dir, 'llms.txt'), 'utf8');
    assert.match(index, new RegExp(`^# Kartaro-Hilfe – ${VERSIONS[version].label}\n\n> `));
    for (const section of ['## Dokumentation', '## Installation', '## API', "## What's New"]) assert.ok(index.includes(`\n${section}\n`), section);
    const links = [...index.matchAll(/^- \[.+?\]\((\S+?)\)/gm)].map((m) => m[1]);
    for (const link of links) {
      assert.ok(link.startsWith(`${ORIGIN}/`), link);
      assert.ok(fs.existsSync(path.join(BUILD, link.slice(ORIGIN.length))), `${link} gibt es nicht`);
    }
    const pageLinks = links.filter((l) => l.endsWith('.md'));
    const expected = rows.filter((r) => r.versions.includes(version)).map((r) => `${ORIGIN}${pageUrl(r.id, version).replace(/\/$/, '')}.md`);
    for (const url of expected) assert.ok(pageLinks.includes(url), `llms.txt nennt ${url} nicht`);
    const full = fs.readFileSync(path.join(BUILD, dir, 'llms-full.txt'), 'utf8');
    const sources = [...full.matchAll(/^Quelle: (\S+)$/gm)].map((m) => `${m[1].replace(/\/$/, '')}.md`);
    assert.deepEqual(sources, pageLinks, 'llms-full.txt: andere Seiten oder andere Reihenfolge als llms.txt');
  });
}

test('„Zuletzt aktualisiert am …“ auf jeder Seite, mit dem Datum des letzten Commits der Quelldatei', () => {
  const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {encoding: 'utf8'}).trim() === 'true';
  const boundaries = shallow ? fs.readFileSync(execFileSync('git', ['rev-parse', '--git-path', 'shallow'], {encoding: 'utf8'}).trim(), 'utf8') : '';
  const day = new Intl.DateTimeFormat('de-DE', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  let dated = 0;
  for (const row of rows) {
    for (const version of row.versions) {
      const $ = cheerio.load(fs.readFileSync(htmlFile(BUILD, pageUrl(row.id, version)), 'utf8'));
      const shown = $('.theme-last-updated');
      // As Docusaurus reads the history (`git log --name-status`): merge commits list no files, so a
      // change made while resolving a merge dates from the branch commit before it.
      const [hash, seconds] = execFileSync('git', ['log', '-1', '--no-merges', '--full-history', '--format=%H %ct', '--', sourceFile(row.id, version)], {
        encoding: 'utf8',
      })
        .trim()
        .split(' ');
      if (!hash || boundaries.includes(hash)) {
        // Uncommitted, or last changed before a shallow clone's depth: no date rather than a wrong one.
        assert.equal(shown.length, 0, `${row.id} (${version}): Datum trotz unbekannter Historie`);
        continue;
      }
      const expected = new Date(Number(seconds) * 1000);
      assert.equal(shown.text(), `Zuletzt aktualisiert am ${day.format(expected)}`, `${row.id} (${version})`);
      assert.equal(shown.find('time').attr('datetime'), expected.toISOString());
      dated++;
    }
  }
  if (!shallow) assert.ok(dated > 600, `nur ${dated} Seiten mit Datum`);
});

test('„Diese Seite bearbeiten“ nur mit EDIT_URL, und dann mit dem Pfad der Quelldatei', () => {
  const page = 'docs/installation/download';
  assert.equal(cheerio.load(fs.readFileSync(htmlFile(BUILD, page), 'utf8'))('.theme-edit-this-page').length, 0);
  const $ = cheerio.load(fs.readFileSync(htmlFile(VARIANT, page), 'utf8'));
  const link = $('a.theme-edit-this-page');
  assert.equal(link.text().trim(), 'Diese Seite bearbeiten');
  assert.equal(link.attr('href'), `${VARIANT_ENV.EDIT_URL}/versioned_docs/version-25.1-und-aeltere/installation/download.md`);
  const next = cheerio.load(fs.readFileSync(htmlFile(VARIANT, 'docs/next/installation/download'), 'utf8'));
  assert.equal(next('a.theme-edit-this-page').attr('href'), `${VARIANT_ENV.EDIT_URL}/docs/installation/download.md`);
});
