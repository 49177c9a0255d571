// Local (offline) search on the real production build: real queries, both versions, both
// shortcuts, the dialog's keyboard and focus behaviour, recent searches and hostile input.
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration as hydrated} from './helpers';

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Suche in der Dokumentation'});
const input = (page: Page) => dialog(page).getByRole('combobox', {name: 'Dokumentation durchsuchen'});

async function search(page: Page, query: string) {
  await input(page).fill(query);
  const results = dialog(page).getByRole('listbox', {name: 'Suchergebnisse'}).getByRole('option');
  await expect(results.first()).toBeVisible();
  return results;
}

async function openSearch(page: Page, url = '/docs/next/dokumentation/') {
  await page.goto(url);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test('Strg+K öffnet die Suche; Treffer kommen aus der gelesenen Version (25.1)', async ({page}) => {
  await page.goto('/docs/installation/download');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('Version: 25.1 und älter');
  const results = await search(page, 'Lizenzserver');
  await results.first().click();
  await expect(page).toHaveURL(/\/docs\/(?!next\/)/);
});

test('„/“ öffnet die Suche auch als Umschalt+7 (deutsche Tastatur); Treffer aus der Preview', async ({page}) => {
  await page.goto('/docs/next/installation/download');
  await hydrated(page);
  await page.evaluate(() =>
    document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', code: 'Digit7', shiftKey: true, bubbles: true})),
  );
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('Version: Preview');
  const results = await search(page, 'Tile-Updater Vektorkacheln');
  await results.first().click();
  await expect(page).toHaveURL(/\/docs\/next\//);
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
  ['Hausanschlüsse', /Strom\/(stromfuehrende-objekte|datenmodell)|hausanschluss/i],
  ['Synchronisatoin', /synchronisation/],
  ['Werte validieren', /wertvalidierung/],
  ['Zwei-Faktor-Authentifizierung einrichten', /zwei-faktor-authentifizierung/],
  ['IPrintManager', /DesktopApi\/druckmanager/],
] as const) {
  test(`deutsche Suche: „${query}“`, async ({page}) => {
    await openSearch(page);
    await search(page, query);
    // the search page lists the same results as links: check the first three there
    await dialog(page).getByRole('link', {name: 'Alle Ergebnisse auf der Suchseite anzeigen'}).click();
    const links = page.locator('main ol li a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.slice(0, 3).map((a) => decodeURIComponent(a.getAttribute('href') ?? '')));
    expect(
      hrefs.some((h) => expected.test(h)),
      hrefs.join(' '),
    ).toBe(true);
    await expect(links.first().locator('mark').first()).toBeVisible();
  });
}

test('Tastatur: Pfeile wählen (aria-activedescendant), Eingabe öffnet den Treffer, Escape schließt', async ({page}) => {
  await openSearch(page);
  const results = await search(page, 'Watchdog');
  await expect(results.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await results.nth(0).getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await expect(results.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await results.nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(results.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const title = (await results.nth(1).locator('span').nth(1).textContent())!;
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('article')).toContainText(title);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});

test('Fokus bleibt im Dialog (Tab, Umschalt+Tab) und kehrt beim Schließen zum Öffner zurück', async ({page}) => {
  await page.goto('/docs/next/dokumentation/');
  await hydrated(page);
  const button = page.getByRole('button', {name: 'Dokumentation durchsuchen (Strg+K oder /)'});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(input(page)).toBeFocused();
  await search(page, 'Lizenzserver');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  // opened with the shortcut from a link: focus returns to that link
  const link = page.locator('article a').first();
  await link.focus();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.getByRole('button', {name: 'Suche schließen'}).click();
  await expect(link).toBeFocused();
});

test('Zuletzt gesucht: geöffnete Treffer stehen beim nächsten Öffnen oben, der Verlauf lässt sich löschen', async ({page}) => {
  await openSearch(page);
  const results = await search(page, 'Watchdog');
  const title = (await results.first().locator('span').nth(1).textContent())!;
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const recent = dialog(page).getByRole('listbox', {name: 'Zuletzt gesucht'}).getByRole('option');
  await expect(recent.first()).toContainText(title);
  await page.keyboard.press('Enter');
  await expect(page.locator('article')).toContainText(title);
  await page.keyboard.press('Control+k');
  await dialog(page).getByRole('button', {name: 'Verlauf löschen'}).click();
  await expect(recent).toHaveCount(0);
  await expect(input(page)).toBeFocused();
});

test('der offene Suchdialog hat keine axe-Verstöße (mit Treffern und mit Verlauf)', async ({page}) => {
  await openSearch(page);
  await search(page, 'Lizenzserver');
  const withResults = await new AxeBuilder({page})
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(withResults.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+k');
  await expect(dialog(page).getByRole('listbox', {name: 'Zuletzt gesucht'})).toBeVisible();
  const withRecent = await new AxeBuilder({page})
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(withRecent.violations.map((v) => v.id)).toEqual([]);
});

for (const hostile of [
  '.*+?^${}()|[]\\',
  'x'.repeat(10_000),
  '🙂 🚀',
  '<img src=x onerror=alert(1)>',
  'und oder der die',
  'Lizenz\u0000server',
]) {
  test(`feindliche Eingabe „${hostile.slice(0, 20)}“: keine Ausnahme, kein eingeschleustes Markup`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => {
      errors.push(`dialog ${d.message()}`);
      void d.dismiss();
    });
    await openSearch(page);
    await input(page).fill(hostile);
    await expect(
      dialog(page)
        .getByText(/Keine Ergebnisse für|Treffer|Geben Sie einen Suchbegriff ein/)
        .first(),
    ).toBeVisible();
    expect(await dialog(page).locator('img, script').count()).toBe(0);
    expect(errors).toEqual([]);
  });
}

test('keine Treffer: deutsche Meldung mit dem Suchbegriff in Anführungszeichen', async ({page}) => {
  await openSearch(page, '/docs/dokumentation/');
  await input(page).fill('Quxbazfoo');
  await expect(dialog(page)).toContainText('Keine Ergebnisse für „Quxbazfoo“');
});

test('Suchfehler: deutsche Fehlermeldung, wenn der Index nicht geladen werden kann', async ({page}) => {
  await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await openSearch(page, '/docs/dokumentation/');
  await input(page).fill('Lizenz');
  await expect(dialog(page).getByRole('alert')).toContainText('Ergebnisse konnten nicht geladen werden.');
  await expect(dialog(page).getByRole('alert')).toContainText('Netzwerkverbindung');
});

test('Auszüge maskieren HTML: <script> im Seitentext wird Text, nicht Code', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs++;
    await d.dismiss();
  });
  await openSearch(page);
  const results = await search(page, 'Sicherheitsprobe');
  await expect(results.first()).toContainText('<script>alert("Sicherheitsprobe")</script>');
  expect(await dialog(page).locator('script').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('Suchseite: liest q, Version wählbar, Standard ist die Version, aus der man kommt', async ({page}) => {
  await openSearch(page);
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
  await expect(page.locator('head link[rel="preload"][as="fetch"]')).toHaveAttribute(
    'href',
    '/search-index/25.1-und-aeltere/manifest.json',
  );
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
