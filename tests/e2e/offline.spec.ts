// Reading offline (plugin-pwa, src/pwa/): visited pages open without network, an unvisited page
// shows the German offline page, and a new deploy's service worker brings the reload prompt.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

test.use({serviceWorkers: 'allow'});

const VISITED = [
  {url: '/docs/installation/', title: 'Installation: Überblick'},
  {url: '/docs/installation/download', title: 'Download'},
  {url: '/docs/installation/systemvoraussetzungen', title: 'Systemvoraussetzungen'},
  {url: '/docs/next/installation/download', title: 'Download'},
];

/** The service worker is active and controls the page (it registers lazily, after load and idle). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await waitForHydration(page);
  }
}

test('besuchte Seiten offline lesbar, unbesuchte zeigen die deutsche Offline-Seite', async ({page, context}) => {
  await page.goto(VISITED[0].url);
  await waitForHydration(page);
  await controlled(page);
  for (const {url} of VISITED) {
    await page.goto(url);
    await waitForHydration(page);
  }
  // Manifest and app icons.
  const manifest = (await (await page.request.get('/manifest.json')).json()) as {name: string; lang: string; icons: Array<{sizes: string}>};
  expect(manifest).toMatchObject({name: 'Kartaro-Hilfe', lang: 'de'});
  expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1').first()).toHaveText(VISITED[VISITED.length - 1].title);
  for (const {url, title} of VISITED) {
    await page.goto(url);
    await expect(page.locator('h1').first()).toHaveText(title);
  }
  // Client-side navigation between visited pages works offline, too.
  await page.goto(VISITED[0].url);
  await waitForHydration(page);
  await page.locator('article').getByRole('link', {name: 'Download', exact: true}).first().click();
  await expect(page.locator('h1').first()).toHaveText('Download');

  for (const unvisited of ['/docs/installation/lizenzierung', '/docs/next/installation/lizenzierung']) {
    await page.goto(unvisited);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Sie sind offline');
    await expect(page.getByText('Diese Seite haben Sie noch nicht besucht')).toBeVisible();
  }
  await context.setOffline(false);
});

test('nach einem neuen Deployment erscheint „Neue Inhalte verfügbar – Neu laden“', async ({page}) => {
  await page.goto('/docs/installation/download');
  await waitForHydration(page);
  await controlled(page);
  // A new deploy: the served sw.js differs (another precache revision of the offline page).
  const file = path.join('build', 'sw.js');
  const original = fs.readFileSync(file, 'utf8');
  try {
    fs.writeFileSync(file, original.replace(/("revision":")([0-9a-f]+)(","url":"offline\.html")/, '$1$2neu$3'));
    expect(fs.readFileSync(file, 'utf8')).not.toBe(original);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  } finally {
    fs.writeFileSync(file, original);
  }
  const popup = page.locator('#pwa-popup-container');
  await expect(popup).toContainText('Neue Inhalte verfügbar', {timeout: 20_000});
  await popup.getByRole('button', {name: 'Neu laden'}).click();
  await page.waitForLoadState('load');
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toHaveText('Download');
});

test('Suche offline: geladene Teile des Index finden weiter, fehlende Teile melden das Netz auf Deutsch', async ({page, context}) => {
  const dialog = page.getByRole('dialog', {name: 'Suche in der Dokumentation'});
  const input = dialog.getByRole('combobox', {name: 'Dokumentation durchsuchen'});
  const results = dialog.getByRole('listbox', {name: 'Suchergebnisse'}).getByRole('option');
  await page.goto('/docs/next/installation/download');
  await waitForHydration(page);
  await controlled(page);
  await page.keyboard.press('Control+k');
  await input.fill('Lizenzserver');
  await expect(results.first()).toBeVisible();

  // Offline and reloaded (nothing left in memory): the page and the index parts come from the service worker.
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await input.fill('Lizenzserver');
  await expect(results.first()).toBeVisible();
  // A word from another part of the index, never loaded: the German notice, not an empty list.
  await input.fill('Wartungsfenster');
  await expect(dialog.getByRole('alert')).toContainText('Sie sind offline.');
  await context.setOffline(false);
});
