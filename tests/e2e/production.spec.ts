// The production nginx configuration (deploy/nginx): status codes, headers, compression, caching,
// sub-path deployment, and zero Content-Security-Policy violations on every page template.
import {expect, test, type Page} from '@playwright/test';
import {NGINX} from '../../playwright.config';
import {PAGE_TEMPLATES, variantUrl, waitForComplete, waitForHydration} from './helpers';

test.skip(!NGINX, 'nginx ist nicht installiert (CI installiert es)');

test('Statuscodes: Seiten 200, Unbekanntes 404 mit der eigenen Nicht-gefunden-Seite', async ({request}) => {
  for (const url of [
    '/',
    '/docs/installation/download',
    '/docs/next/dokumentation/',
    '/docs/tags/editor',
    '/search',
    '/impressum',
    '/sitemap.xml',
  ]) {
    expect((await request.get(url)).status(), url).toBe(200);
  }
  const missing = await request.get('/docs/gibt-es-nicht');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Seite nicht gefunden');
  expect((await request.get('/docs/faq/intro.html')).status()).toBe(404);
});

test('Caching: Bundles unveränderlich, HTML, Sitemap und Suchdaten immer neu prüfen', async ({request, page}) => {
  const html = await request.get('/docs/installation/download');
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-type']).toContain('text/html');
  await page.goto('/docs/installation/download');
  const script = await page.locator('script[src*="/assets/js/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/sitemap.xml')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/search-index/current/manifest.json')).headers()['cache-control']).toBe('no-cache');
  // Reading offline: service worker and web app manifest are revalidated, so a new deploy is seen at once.
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
});

test('PDF-Handbuch: „Als PDF herunterladen“ liefert application/pdf, neu geprüft per ETag', async ({request, page}) => {
  // `npm test` renders the installation manual of each version (`npm run pdf -- --only installation`).
  await page.goto('/docs/installation/');
  const link = page.getByRole('link', {name: 'Als PDF herunterladen'});
  const href = await link.getAttribute('href');
  expect(href).toBe('/pdf/25.1/kartaro-installation-25.1.pdf');
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['cache-control']).toBe('no-cache');
  const etag = pdf.headers().etag;
  expect(etag).toBeTruthy();
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await request.get(href!, {headers: {'If-None-Match': etag!}})).status()).toBe(304);
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('kartaro-installation-25.1.pdf');
});

test('Kompression: brotli und gzip für HTML, CSS, JS, JSON, SVG, XML', async ({request, page}) => {
  await page.goto('/');
  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  const js =
    (await page
      .locator('script[src*="/assets/js/"]')
      .first()
      .getAttribute('href')
      .catch(() => null)) ?? (await page.locator('script[src*="/assets/js/"]').first().getAttribute('src'));
  for (const url of ['/docs/installation/download', css!, js!, '/search-index/current/manifest.json', '/img/logo.svg', '/sitemap.xml']) {
    const gz = await request.get(url, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gz.headers()['content-encoding'], `gzip ${url}`).toBe('gzip');
    const br = await request.get(url, {headers: {'Accept-Encoding': 'br'}});
    expect(br.headers()['content-encoding'], `br ${url}`).toBe('br');
  }
});

test('Sicherheits-Header', async ({request}) => {
  const headers = (await request.get('/docs/installation/download')).headers();
  const csp = headers['content-security-policy'];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers.server).toBe('nginx');
});

test('Unterpfad: der Test-Build läuft unter /falsch/, mit der Typesense-Adresse in connect-src', async ({request, page}) => {
  const res = await request.get(variantUrl('docs/installation/download'));
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain("connect-src 'self' https://suche.kartaro.test:8443");
  expect((await request.get(variantUrl('gibt-es-nicht'))).status()).toBe(404);
  await page.goto(variantUrl('docs/installation/download'));
  await expect(page.getByRole('heading', {level: 1, name: 'Download'})).toBeVisible();
});

async function cspViolations(page: Page, url: string, name: string): Promise<string[]> {
  await page.addInitScript(() => {
    (window as unknown as {__csp: string[]}).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as {__csp: string[]}).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && console.push(m.text()));
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await waitForComplete(page, name);
  return [...(await page.evaluate(() => (window as unknown as {__csp: string[]}).__csp)), ...console];
}

for (const [name, url] of PAGE_TEMPLATES) {
  test(`keine CSP-Verletzung: ${name}`, async ({page}) => {
    expect(await cspViolations(page, url, name)).toEqual([]);
  });
}

test('keine CSP-Verletzung beim Öffnen der Suche', async ({page}) => {
  const violations = await cspViolations(page, '/docs/installation/download', 'Dokuseite');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('combobox', {name: 'Dokumentation durchsuchen'}).fill('Watchdog');
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
  expect([...violations, ...(await page.evaluate(() => (window as unknown as {__csp: string[]}).__csp))]).toEqual([]);
});
