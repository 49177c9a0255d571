// Local (offline) search on the real production build: real queries, both versions, both shortcuts.
import {expect, test, type Page} from '@playwright/test';

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Suche in der Dokumentation'});
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');

async function search(page: Page, query: string) {
  await dialog(page).getByRole('searchbox').fill(query);
  const results = dialog(page).getByRole('option');
  await expect(results.first()).toBeVisible();
  return results;
}

test('Strg+K öffnet die Suche; Treffer kommen aus der gelesenen Version (25.1)', async ({page}) => {
  await page.goto('/docs/installation/download');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('Version: 25.1 und älter');
  const results = await search(page, 'Lizenzserver');
  for (const href of await results.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/docs\/(?!next\/)/);
  }
});

test('„/“ öffnet die Suche auch als Umschalt+7 (deutsche Tastatur); Treffer aus der Preview', async ({page}) => {
  await page.goto('/docs/next/installation/download');
  await hydrated(page);
  await page.evaluate(() => document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', code: 'Digit7', shiftKey: true, bubbles: true})));
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('Version: Preview');
  const results = await search(page, 'Tile-Updater Vektorkacheln');
  await expect(results.first().getByRole('link')).toHaveAttribute('href', /^\/docs\/next\//);
});

test('„/“ in einem Eingabefeld öffnet die Suche nicht', async ({page}) => {
  await page.goto('/search');
  await hydrated(page);
  const input = page.getByRole('searchbox');
  await input.click();
  await page.keyboard.type('a/b');
  await expect(input).toHaveValue('a/b');
  await expect(dialog(page)).toHaveCount(0);
});

for (const [query, expected] of [
  ['Schraegbild', /Kartaro-Tools\/schraegbild-viewer/],
  ['Strassenbild', /Kartaro-Tools\/strassenbild-viewer/],
  ['Hausanschlüsse', /./],
  ['Zwei-Faktor-Authentifizierung einrichten', /zwei-faktor-authentifizierung/],
  ['IPrintManager', /DesktopApi\/druckmanager/],
] as const) {
  test(`deutsche Suche: „${query}“`, async ({page}) => {
    await page.goto('/docs/next/dokumentation/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const results = await search(page, query);
    const hrefs = await results.getByRole('link').evaluateAll((as) => as.slice(0, 3).map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => expected.test(h))).toBe(true);
    await expect(results.first().locator('mark').first()).toBeVisible();
  });
}

test('Tastatur: Pfeile wählen, Eingabe öffnet, Escape schließt', async ({page}) => {
  await page.goto('/docs/next/dokumentation/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const results = await search(page, 'Watchdog');
  await expect(results.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(results.nth(1)).toHaveAttribute('aria-selected', 'true');
  const target = await results.nth(1).getByRole('link').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).hash)).toBe(decodeURIComponent(target!));
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});

test('keine Treffer: deutsche Meldung mit dem Suchbegriff in Anführungszeichen', async ({page}) => {
  await page.goto('/docs/dokumentation/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await dialog(page).getByRole('searchbox').fill('Quxbazfoo');
  await expect(dialog(page)).toContainText('Keine Ergebnisse für „Quxbazfoo“');
});

test('Suchfehler: deutsche Fehlermeldung, wenn der Index nicht geladen werden kann', async ({page}) => {
  await page.goto('/docs/dokumentation/');
  await hydrated(page);
  await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await page.keyboard.press('Control+k');
  await dialog(page).getByRole('searchbox').fill('Lizenz');
  await expect(dialog(page).getByRole('alert')).toContainText('Ergebnisse konnten nicht geladen werden.');
  await expect(dialog(page).getByRole('alert')).toContainText('Netzwerkverbindung');
});

test('Auszüge maskieren HTML: <script> im Seitentext wird Text, nicht Code', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs++;
    await d.dismiss();
  });
  await page.goto('/docs/next/dokumentation/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const results = await search(page, 'Sicherheitsprobe');
  await expect(results.first()).toContainText('<script>alert("Sicherheitsprobe")</script>');
  expect(await dialog(page).locator('script').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('Suchseite: liest q, Version wählbar, Standard ist die Version, aus der man kommt', async ({page}) => {
  await page.goto('/docs/next/dokumentation/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await search(page, 'Lizenzierung');
  await dialog(page).getByRole('link', {name: 'Alle Ergebnisse auf der Suchseite anzeigen'}).click();
  await expect(page).toHaveURL(/\/search\?q=Lizenzierung&version=current$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Suche nach „Lizenzierung“');
  await expect(page.getByRole('combobox', {name: 'Version'})).toHaveValue('current');
  await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /^\/docs\/next\//);
  await page.getByRole('combobox', {name: 'Version'}).selectOption({label: '25.1 und älter'});
  await expect(page).toHaveURL(/version=25\.1-und-aeltere/);
  await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /^\/docs\/(?!next\/)/);

  await page.goto('/search?q=Watchdog');
  await expect(page.getByRole('combobox', {name: 'Version'})).toHaveValue('25.1-und-aeltere');
  await expect(page.locator('main ol li').first()).toBeVisible();
});

test('Suchseite per Adresse: Index schon mit der Seite angefordert, erst 10 Treffer, dann alle, jede Indexdatei einmal', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    const file = /\/search-index\/[^/]+\/(.+)$/.exec(new URL(r.url()).pathname)?.[1];
    if (file) requested.push(file);
  });
  // Every number of listed results the page shows, in order, and the text above the list.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as {gezeigt: string[]}).gezeigt = []);
    new MutationObserver(() => {
      const list = document.querySelector('main ol');
      if (!list) return;
      const entry = `${list.children.length}: ${document.querySelector('main [aria-live] > p')?.textContent ?? ''}`;
      if (seen[seen.length - 1] !== entry) seen.push(entry);
    }).observe(document, {subtree: true, childList: true, characterData: true});
  });
  await page.goto('/search?q=Lizenzserver');
  await expect(page.locator('head link[rel="preload"][as="fetch"]')).toHaveAttribute('href', '/search-index/25.1-und-aeltere/manifest.json');
  const count = page.locator('main [aria-live] > p').first();
  await expect(count).toHaveText(/^\d+ Treffer$/);
  await expect.poll(async () => Number((await count.textContent())?.split(' ')[0])).toBeGreaterThan(10);
  await expect(page.locator('main ol li')).toHaveCount(Number((await count.textContent())?.split(' ')[0]));
  const shown = await page.evaluate(() => (window as unknown as {gezeigt: string[]}).gezeigt);
  // First ten results under „Suche läuft …“ (no count yet), then all of them with the final count.
  expect(shown[0]).toBe('10: Suche läuft …');
  expect(shown[shown.length - 1]).toMatch(/^(\d+): \1 Treffer$/);
  expect(shown).toHaveLength(2);
  // The manifest may be revalidated once (preload + fetch of a no-cache file); shards and chunks exactly once.
  const data = requested.filter((f) => f !== 'manifest.json');
  expect(data.length).toBeGreaterThan(2);
  expect(new Set(data).size).toBe(data.length);
});
