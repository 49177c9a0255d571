// The search indexer on the real build: sections per page, hierarchy, anchors that exist in the
// HTML, no records for the 404 or search pages, and the local index of both versions.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {extractBuild} from '../../src/search/extract.ts';
import {toRecords} from '../../src/search/typesense-records.ts';
import {pageUrl, readInventory, VERSIONS} from '../../lib/content/rules.ts';
import type {IndexEntry, IndexManifest} from '../../src/search/format.ts';

const sections = extractBuild('build');
const records = toRecords(sections, 'https://hilfe.kartaro.example');

test('jede Seite des Inventars hat Datensätze in jeder ihrer Versionen', () => {
  const urls = new Set(sections.map((s) => `${s.version}:${s.url}`));
  for (const row of readInventory()) {
    for (const v of row.versions) {
      const version = VERSIONS[v].id;
      const url = pageUrl(row.id, v);
      assert.ok(urls.has(`${version}:${url}`), `keine Datensätze für ${url}`);
    }
  }
});

test('Hierarchie: lvl0 Bereich, lvl1 Seitentitel, Überschriften darunter', () => {
  const download = sections.filter((s) => s.url === '/docs/installation/download');
  assert.ok(download.length >= 3);
  assert.deepEqual(download[0].hierarchy, {lvl0: 'Installation', lvl1: 'Download', lvl2: null, lvl3: null});
  assert.ok(download.slice(1).every((s) => s.hierarchy.lvl2 && s.anchor));
  assert.ok(records.every((r) => r['hierarchy.lvl1'] && r.url.startsWith('https://hilfe.kartaro.example/docs/')));
  assert.ok(records.every((r) => ['lvl1', 'lvl2', 'lvl3', 'content'].includes(r.type) && r.language === 'de'));
});

test('jeder Anker eines Datensatzes existiert im HTML der Seite', () => {
  const byUrl = new Map<string, string[]>();
  for (const s of sections) if (s.anchor) byUrl.set(s.url, [...(byUrl.get(s.url) ?? []), s.anchor]);
  for (const [url, anchors] of byUrl) {
    const html = fs.readFileSync(path.join('build', url, 'index.html'), 'utf8');
    for (const a of anchors) assert.ok(html.includes(`id=${a} `) || html.includes(`id="${a}"`) || html.includes(`id=${a}>`), `${url}#${a} fehlt im HTML`);
  }
});

test('keine Datensätze für 404-, Such-, Tag- und Rechtsseiten', () => {
  for (const s of sections) assert.match(s.url, /^\/docs\/(?!tags)/);
  assert.ok(!sections.some((s) => s.url === '/search' || s.url.includes('404')));
});

test('Tags der Seiten stehen in den Datensätzen', () => {
  const parser = sections.find((s) => s.url === '/docs/dokumentation/Kartaro-AppBuilder/bedingungsparser' && s.position === 0);
  assert.deepEqual(parser?.tags, ['Editor']);
});

test('Schlüsselwörter und Beschreibung der Seite stehen im ersten Datensatz, die der Website nicht', () => {
  const alkis = sections.find((s) => s.url === '/docs/dokumentation/Fachschalen/Kataster/datenimport' && s.position === 0);
  assert.ok(alkis?.keywords.includes('ALKIS') && alkis.keywords.includes('NAS'), JSON.stringify(alkis?.keywords));
  assert.match(alkis!.description, /^ALKIS-NAS-Dateien importieren/);
  assert.ok(sections.filter((s) => s.position > 0).every((s) => s.keywords.length === 0 && s.description === ''));
  // Pages without their own keywords carry the site-wide ones in their HTML; those are not page keywords.
  assert.ok(!sections.some((s) => s.keywords.includes('Netzdokumentation') && s.keywords.includes('Versorger') && s.keywords.includes('GIS')));
  assert.ok(sections.some((s) => s.position === 0 && s.keywords.length === 0));
});

test('der lokale Suchindex enthält beide Versionen vollständig', () => {
  for (const version of ['current', '25.1-und-aeltere']) {
    const dir = path.join('build', 'search-index', version);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as IndexManifest;
    const ofVersion = sections.filter((s) => s.version === version);
    assert.equal(manifest.total, ofVersion.length);
    assert.equal(manifest.pages.length, ofVersion.length);
    assert.equal(new Set(manifest.pages).size, new Set(ofVersion.map((s) => s.url)).size, 'eine Seitennummer je Seite');
    for (const file of [...Object.values(manifest.shards), ...manifest.chunks, ...Object.values(manifest.vocabulary)]) assert.ok(fs.existsSync(path.join(dir, file)), file);
    const entries = manifest.chunks.flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as IndexEntry[]);
    assert.deepEqual(entries.map((e) => e[0].split('#')[0]), ofVersion.map((s) => s.url));
    // The manifest is loaded by every first search: it must stay small (titles and texts are in the chunks).
    assert.ok(fs.statSync(path.join(dir, 'manifest.json')).size < 40_000, 'manifest.json zu groß');
  }
});
