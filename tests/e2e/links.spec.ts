// Crawls the served build: every URL of the sitemap, and from there every internal link (the
// Preview is not in the sitemap – it is noindex – so it is reached through the links). Every
// link must answer 200 and every #anchor must exist on its target page. 0 broken.
import * as cheerio from 'cheerio';
import {expect, test} from '@playwright/test';

test('alle internen Links und Anker der ausgelieferten Website funktionieren', async ({request, baseURL}) => {
  test.setTimeout(300_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const start = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(start.length).toBeGreaterThan(300);
  // Inventory: 661 pages over both versions, plus tag and legal pages.
  const queue = [...start, '/docs/next/dokumentation/', '/docs/next/test/komponenten', '/docs/next/test/diagramme'];
  const seen = new Set(queue);
  const ids = new Map<string, Set<string>>();
  const anchors: Array<{from: string; path: string; hash: string}> = [];
  const broken: string[] = [];
  while (queue.length) {
    const batch = queue.splice(0, 16);
    await Promise.all(
      batch.map(async (path) => {
        const response = await request.get(path);
        if (response.status() !== 200) {
          broken.push(`${path}: HTTP ${response.status()}`);
          return;
        }
        if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
        const $ = cheerio.load(await response.text());
        ids.set(
          path,
          new Set(
            $('[id]')
              .map((_, el) => $(el).attr('id')!)
              .get(),
          ),
        );
        $('a[href]').each((_, a) => {
          const href = $(a).attr('href')!;
          if (!href.startsWith('/') || href.startsWith('//')) return;
          const url = new URL(href, baseURL);
          const target = decodeURI(url.pathname);
          if (url.hash) anchors.push({from: path, path: target, hash: decodeURIComponent(url.hash.slice(1))});
          // PDF manuals are made after the build (`npm run pdf`, in tests only the installation manual):
          // tests/build/pdf.test.ts checks each link against config/pdf.ts, production.spec.ts the served file.
          if (target.startsWith('/pdf/')) return;
          if (!seen.has(target) && !target.startsWith('/search')) {
            seen.add(target);
            queue.push(target);
          }
        });
      }),
    );
  }
  for (const {from, path, hash} of anchors) {
    const targetIds = ids.get(path);
    if (targetIds && !targetIds.has(hash)) broken.push(`${from} → ${path}#${hash}: Anker fehlt`);
  }
  expect(seen.size).toBeGreaterThan(661);
  expect([...seen].filter((p) => p.startsWith('/docs/next/')).length).toBeGreaterThan(300);
  expect(broken).toEqual([]);
});
