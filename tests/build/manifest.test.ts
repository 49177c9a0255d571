// Route manifest: every page of the inventory (tests/fixtures/pages.tsv, a copy of the page
// contract) exists in the production build in each of its versions, with its title, its tags
// and in its sidebar (or in none). Sections listed in tests/fixtures/pending.txt are skipped
// here and reported by `npm run content:status`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {isPending, pageUrl, readInventory, readPending, VERSIONS} from '../../lib/content/rules.ts';
import {escapeRegExp} from '../../lib/escape-regexp.ts';

const BUILD = path.resolve('build');
const SIDEBAR_LABEL: Record<string, string> = {products: 'Dokumentation', installation: 'Installation', api: 'API', changelog: "What's New"};
const TAG_LABEL: Record<string, string> = {editor: 'Editor', 'form-designer': 'Formulardesigner', parameter: 'Parameter', url: 'URL'};


function htmlFor(url: string): string | undefined {
  const file = path.join(BUILD, url, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

const pending = readPending();
for (const row of readInventory()) {
  if (isPending(row.id, pending)) continue;
  for (const version of row.versions) {
    const url = pageUrl(row.id, version);
    test(`${url}: ${row.title}`, () => {
      const html = htmlFor(url);
      assert.ok(html, `${url} fehlt im Build (Seite ${row.id}, ${VERSIONS[version].label})`);
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      assert.equal(decode(h1 ?? ''), row.title, `${url}: Überschrift`);
      assert.match(html, new RegExp(`<title[^>]*>${escapeRegExp(row.title).replace(/"/g, '&quot;')} \\| Kartaro-Hilfe</title>`.replace(/'/g, "(?:'|&#x27;|&#39;)")));
      const tagLinks = [...html.matchAll(/<a\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((a) => /\brel="?tag\b/.test(a))
        .map((a) => /href="?[^"\s>]*\/tags\/([a-z-]+)/.exec(a)?.[1]);
      assert.deepEqual([...new Set(tagLinks)].sort(), [...row.tags].sort(), `${url}: Schlagwörter`);
      const active = /<a\b[^>]*navbar__link--active[^>]*>([^<]+)</.exec(html)?.[1];
      if (row.sidebar === 'none') {
        assert.ok(!html.includes('theme-doc-sidebar-menu'), `${url} darf keine Seitenleiste haben`);
      } else {
        assert.ok(html.includes('theme-doc-sidebar-menu'), `${url} hat keine Seitenleiste`);
        assert.equal(decode(active ?? ''), SIDEBAR_LABEL[row.sidebar], `${url}: Seitenleiste ${row.sidebar}`);
      }
    });
  }
}

test('jede Version hat ihre Tag-Seiten', () => {
  for (const version of Object.keys(VERSIONS) as Array<keyof typeof VERSIONS>) {
    for (const [tag, label] of Object.entries(TAG_LABEL)) {
      const html = htmlFor(`${VERSIONS[version].urlPrefix}/tags/${tag}`);
      assert.ok(html, `Tag-Seite ${tag} fehlt (${VERSIONS[version].label})`);
      assert.ok(html.includes(label));
    }
    assert.ok(htmlFor(`${VERSIONS[version].urlPrefix}/tags`), 'Tag-Übersicht fehlt');
  }
});
