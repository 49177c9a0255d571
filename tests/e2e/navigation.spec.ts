import {expect, test, type Page} from '@playwright/test';
import {variantUrl} from './helpers';

async function clickNavbar(page: Page, label: string) {
  await page.getByRole('navigation', {name: 'Hauptnavigation'}).getByRole('link', {name: label, exact: true}).click();
}

test('bei langsamer Route erscheint nach 200 ms der Fortschrittsbalken', async ({page}) => {
  await page.goto('/');
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.evaluate(() => {
    // Keep hover/visibility preloading from fetching the target before the click.
    (window as unknown as {docusaurus: {preload: () => Promise<void>; prefetch: () => boolean}}).docusaurus.prefetch = () => false;
  });
  await clickNavbar(page, 'API');
  await expect(page.locator('#nprogress .bar')).toBeVisible({timeout: 1400});
  await expect(page).toHaveURL(/\/docs\/api\//, {timeout: 10_000});
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
});

test('eine Route, deren Chunk nicht lädt, lädt die Seite neu', async ({page}) => {
  await page.goto('/');
  let failed = 0;
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    if (failed < 20 && route.request().frame().url().endsWith('/')) {
      failed++;
      await route.abort();
    } else await route.continue();
  });
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => localStorage.setItem('reload-marker', '1'));
  await page.evaluate(() => ((window as unknown as {__vorher: boolean}).__vorher = true));
  await clickNavbar(page, 'Installation');
  await reloaded;
  expect(failed).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/docs\/installation\//);
  expect(await page.evaluate(() => (window as unknown as {__vorher?: boolean}).__vorher)).toBeUndefined();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('sichtbare Links werden vorgeladen, beim Überfahren auch die Seitendaten', async ({page}) => {
  await page.goto('/');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.getByRole('link', {name: 'FAQ', exact: true}).first().hover();
  await expect.poll(() => requests.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(0);
});

for (const [name, connection] of [
  ['2g-Verbindung', {effectiveType: '2g', saveData: false}],
  ['Datensparmodus', {effectiveType: '4g', saveData: true}],
] as const) {
  test(`kein Vorladen bei ${name}`, async ({page}) => {
    await page.addInitScript((c) => {
      Object.defineProperty(navigator, 'connection', {value: c, configurable: true});
    }, connection);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('link', {name: 'FAQ', exact: true}).first().hover();
    await page.waitForTimeout(500);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    expect(requests.filter((u) => u.endsWith('.js'))).toEqual([]);
  });
}

test.describe('Scrollen nach Routenwechsel', () => {
  test('zum Anker, wenn die Adresse einen hat', async ({page}) => {
    await page.goto('/docs/next/test/komponenten');
    const id = await page.locator('.markdown h2').nth(2).getAttribute('id');
    await page.goto('/');
    await page.goto(`/docs/next/test/komponenten#${id}`);
    await expect(page.locator(`#${id}`)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('nach oben bei neuer Seite, nicht bei reiner Abfrageänderung', async ({page}) => {
    await page.goto(variantUrl('__test/scrollen'));
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.locator('#nur-abfrage').click();
    await expect(page).toHaveURL(/\?abschnitt=2$/);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.locator('#andere-seite').click();
    await expect(page).toHaveURL(/\/docs\/faq\/intro$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
