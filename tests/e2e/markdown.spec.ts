// "Als Markdown anzeigen" / "Markdown kopieren" on doc pages, and how the Markdown twins and
// llms.txt files are served (production nginx when installed).
import {expect, test} from '@playwright/test';
import {NGINX} from '../../playwright.config';
import {waitForHydration} from './helpers';

test('„Als Markdown anzeigen“ öffnet den Zwilling der Seite', async ({page}) => {
  await page.goto('/docs/next/installation/download');
  await waitForHydration(page);
  const link = page.getByRole('link', {name: 'Als Markdown anzeigen'});
  await expect(link).toHaveAttribute('href', '/docs/next/installation/download.md');
  await link.click();
  await expect(page).toHaveURL(/\/docs\/next\/installation\/download\.md$/);
  await expect(page.locator('body')).toContainText('# Download');
});

test('„Markdown kopieren“ per Tastatur: Text in der Zwischenablage, deutsche Bestätigung, Code erst bei Bedarf geladen', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/docs/dokumentation/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  const button = page.getByRole('button', {name: 'Markdown kopieren'});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Markdown in die Zwischenablage kopiert.'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('# Dokumentation\n')).toBe(true);
  expect(copied).toContain('## ');
  // The copying code is a chunk of its own, fetched on the first press.
  expect(scripts.length).toBeGreaterThan(before);
});

test('Seiten ohne Dokumentation (Startseite, Tag-Seite) zeigen die Markdown-Schaltflächen nicht', async ({page}) => {
  for (const url of ['/', '/docs/tags/editor']) {
    await page.goto(url);
    await expect(page.getByRole('button', {name: 'Markdown kopieren'})).toHaveCount(0);
  }
});

test.describe('Auslieferung durch nginx', () => {
  test.skip(!NGINX, 'nginx ist nicht installiert (CI installiert es)');

  test('Zwillinge als text/markdown, llms.txt als text/plain, komprimiert und immer neu geprüft', async ({request}) => {
    for (const [url, type] of [
      ['/docs/installation/download.md', 'text/markdown; charset=utf-8'],
      ['/docs/next/dokumentation.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'text/plain; charset=utf-8'],
      ['/docs/next/llms.txt', 'text/plain; charset=utf-8'],
    ]) {
      const response = await request.get(url, {headers: {'Accept-Encoding': 'br'}});
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe(type);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
      expect(response.headers()['content-encoding'], url).toBe('br');
      expect((await request.get(url, {headers: {'Accept-Encoding': 'gzip'}})).headers()['content-encoding'], url).toBe('gzip');
      expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
    }
  });

  test('nur die Preview-Dateien tragen X-Robots-Tag: noindex', async ({request}) => {
    for (const url of ['/docs/next/installation/download.md', '/docs/next/llms.txt', '/docs/next/llms-full.txt']) {
      expect((await request.get(url)).headers()['x-robots-tag'], url).toBe('noindex');
    }
    for (const url of ['/docs/installation/download.md', '/llms.txt']) {
      expect((await request.get(url)).headers()['x-robots-tag'], url).toBeUndefined();
    }
  });

  test('ein unbekannter Zwilling ist ein echtes 404', async ({request}) => {
    expect((await request.get('/docs/gibt-es-nicht.md')).status()).toBe(404);
  });
});
