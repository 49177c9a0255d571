// What the build ships to the browser (plugins/schlanke-bundles, plugins/docs): every page names
// its route chunks in the HTML, Prism brings only the site's grammars, chunk files carry no
// name map, Preact instead of react-dom, short chunk names, and the version metadata has no
// page map.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const JS = path.join('build', 'assets', 'js');
const files = fs.readdirSync(JS);
const read = (f: string) => fs.readFileSync(path.join(JS, f), 'utf8');
const main = read(files.find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))!);
const html = (url: string) => fs.readFileSync(path.join('build', url, 'index.html'), 'utf8');
const scripts = (page: string) => [...page.matchAll(/<script src=["']?([^"' >]+\.js)["']? defer/g)].map((m) => m[1]!);

test('Seiten laden ihre Routen-Chunks direkt aus dem HTML', () => {
  for (const url of ['docs/installation/download', 'docs/next/dokumentation/Kartaro-AppBuilder/formulardesigner/steuerelemente/textfeld', 'search']) {
    const list = scripts(html(url));
    assert.match(list[0]!, /runtime~main/, url);
    assert.match(list[1]!, /\/main\./, url);
    assert.ok(list.length >= 4, `${url}: nur ${list.join(', ')}`);
    for (const s of list) assert.ok(fs.existsSync(path.join('build', s)), s);
  }
});

test('Prism nur mit den Sprachen der Website, Hervorhebung schon im HTML', () => {
  for (const unused of ['swift', 'kotlin', 'objectivec', 'reason', 'graphql', 'coffeescript']) {
    assert.ok(!main.includes(`languages.${unused}=`), `Grammatik ${unused} im main-Bundle`);
  }
  assert.ok(!main.includes('synthwave84') && !main.includes('shadesOfPurple'), 'Farbthemen von prism-react-renderer im Bundle');
  const page = html('docs/api/DesktopApi/schema');
  assert.match(page, /class="token keyword"/);
});

test('Chunk-Dateien heißen nach ID und Inhalts-Hash', () => {
  for (const f of files) if (!/^(main|runtime~main)\./.test(f)) assert.match(f, /^\d+\.[0-9a-f]{8}\.js$/);
});

test('Versionsdaten ohne Seitenverzeichnis', () => {
  const versionChunks = files.filter((f) => read(f).includes('"docsSidebars"'));
  assert.equal(versionChunks.length, 2, 'eine Datei je Version');
  for (const f of versionChunks) {
    const text = read(f);
    assert.ok(!text.includes('"docs":{'), `${f} enthält das Seitenverzeichnis`);
    assert.ok(!text.includes('"description"'), `${f} enthält Beschreibungen`);
  }
});

test('Im Browser Preact statt react-dom, tslib nur mit dem einen Helfer', () => {
  assert.ok(!main.includes('error-decoder.html'), 'react-dom im main-Bundle');
  assert.ok(main.includes('isPureReactComponent'), 'preact/compat fehlt');
  assert.ok(!main.includes('__awaiter') && !main.includes('__decorate'), 'ganzes tslib im main-Bundle');
});

test('Chunk-Namen kurz', () => {
  assert.ok(/[{,]"?_1k"?:\[\(\)=>/.test(main), 'Registry ohne kurze Chunk-Namen');
  assert.ok(!/[{,]"?[0-9a-f]{8}"?:\[\(\)=>/.test(main), 'Registry mit 8-stelligen Chunk-Namen');
});

test('Budget: JavaScript einer Dokuseite beim ersten Laden ≤ 160 KiB gzip (Issue 8; Messung im Browser: npm run bench)', () => {
  for (const url of ['docs/installation/download', 'docs/next/dokumentation/Kartaro-AppBuilder/formulardesigner/steuerelemente/textfeld']) {
    const bytes = scripts(html(url)).reduce((sum, s) => sum + zlib.gzipSync(fs.readFileSync(path.join('build', s)), {level: 6}).length, 0);
    assert.ok(bytes <= 160 * 1024, `${url}: ${(bytes / 1024).toFixed(1)} KiB JavaScript (gzip), Budget 160 KiB`);
  }
});
