// Typesense mode, tested against recorded, schema-true responses: no Typesense server can be
// installed on these machines. Both backends share the site's search dialog and page. The test variant build (npm run build:variant) is configured for
// https://suche.kartaro.test:8443/typesense, collection kartaro-hilfe-test. Playwright intercepts
// its requests, checks them, and answers from the indexer's own records for that build.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page, type Route} from '@playwright/test';
import {extractBuild} from '../../src/search/extract.ts';
import {toRecords} from '../../src/search/typesense-records.ts';
import {multiSearch, parseFilter, type MultiSearchRequest} from '../support/typesense-mock';
import {variantUrl, waitForHydration} from './helpers';
import {VARIANT_ENV} from '../variant';

const ENDPOINT = `https://${VARIANT_ENV.TYPESENSE_HOST}:${VARIANT_ENV.TYPESENSE_PORT}${VARIANT_ENV.TYPESENSE_PATH}/multi_search`;
const SEARCH_KEY = VARIANT_ENV.TYPESENSE_SEARCH_API_KEY;
const ADMIN_KEY = VARIANT_ENV.TYPESENSE_ADMIN_API_KEY;
const records = toRecords(extractBuild('build-variant', '/falsch/'), 'https://hilfe.kartaro.example');

async function answerFromRecords(page: Page, seen: MultiSearchRequest[]) {
  await page.route(`${ENDPOINT}**`, async (route: Route) => {
    const request = route.request();
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).pathname).toBe('/typesense/multi_search');
    expect(request.headers()['x-typesense-api-key']).toBe(SEARCH_KEY);
    expect(request.url()).not.toContain('api-key');
    const body = JSON.parse(request.postData() ?? '{}') as MultiSearchRequest;
    seen.push(body);
    await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify(multiSearch(records, body))});
  });
}

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Suche in der Dokumentation'});
const options = (page: Page) => dialog(page).getByRole('listbox', {name: 'Suchergebnisse'}).getByRole('option');

async function openAndType(page: Page, url: string, query: string) {
  await page.goto(variantUrl(url));
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await dialog(page).getByRole('combobox', {name: 'Dokumentation durchsuchen'}).fill(query);
}

test('es gibt Datensätze für beide Versionen', () => {
  expect(records.some((r) => r.docusaurus_tag === 'docs-default-current')).toBe(true);
  expect(records.some((r) => r.docusaurus_tag === 'docs-default-25.1-und-aeltere')).toBe(true);
});

for (const [label, url, tag, prefix] of [
  ['25.1-Seite', 'docs/installation/download', 'docs-default-25.1-und-aeltere', '/falsch/docs/'],
  ['Preview-Seite', 'docs/next/installation/download', 'docs-default-current', '/falsch/docs/next/'],
] as const) {
  test(`Anfrage und Treffer auf einer ${label}: Host, Pfad, Sammlung, Suchschlüssel, Filter`, async ({page}) => {
    const seen: MultiSearchRequest[] = [];
    await answerFromRecords(page, seen);
    await openAndType(page, url, 'Lizenzserver');
    await expect(options(page).first()).toBeVisible();
    await expect(options(page).first().locator('mark').first()).toBeVisible();
    const last = seen[seen.length - 1].searches[0];
    expect(last.collection).toBe(VARIANT_ENV.TYPESENSE_COLLECTION);
    expect(last.q).toBe('Lizenzserver');
    expect(parseFilter(last.filter_by)).toEqual([
      ['language', ['de']],
      ['docusaurus_tag', ['default', tag]],
    ]);
    await options(page).first().click();
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${prefix.replace(/\//g, '\\/')}`));
  });
}

test('keine Treffer: deutsche Meldung', async ({page}) => {
  await answerFromRecords(page, []);
  await openAndType(page, 'docs/installation/download', 'Quxbazfoo');
  await expect(dialog(page)).toContainText('Keine Ergebnisse für „Quxbazfoo“');
});

test('Netzwerkfehler: deutsche Fehlermeldung statt leerem Fenster', async ({page}) => {
  await page.route(`${ENDPOINT}**`, (route) => route.abort('connectionrefused'));
  await openAndType(page, 'docs/installation/download', 'Lizenz');
  await expect(dialog(page).getByRole('alert')).toContainText('Ergebnisse konnten nicht geladen werden.');
  await expect(dialog(page).getByRole('alert')).toContainText('Netzwerkverbindung');
});

test('Serverfehler 503: ebenfalls die deutsche Fehlermeldung', async ({page}) => {
  await page.route(`${ENDPOINT}**`, (route) =>
    route.fulfill({status: 503, contentType: 'application/json', body: '{"message":"Not Ready or Lagging"}'}),
  );
  await openAndType(page, 'docs/installation/download', 'Lizenz');
  await expect(dialog(page).getByRole('alert')).toContainText('Ergebnisse konnten nicht geladen werden.');
});

test('„/“ öffnet die Typesense-Suche ebenfalls', async ({page}) => {
  await answerFromRecords(page, []);
  await page.goto(variantUrl('docs/installation/download'));
  await waitForHydration(page);
  await page.keyboard.press('/');
  await expect(dialog(page).getByRole('combobox')).toBeFocused();
  await expect(dialog(page).getByRole('combobox')).toHaveAttribute('placeholder', 'Dokumentation durchsuchen');
});

test('nur der Suchschlüssel steht im Build, nie der Admin-Schlüssel', () => {
  let searchKeyFound = false;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const text = fs.readFileSync(full, 'latin1');
        expect(text.includes(ADMIN_KEY), `Admin-Schlüssel in ${full}`).toBe(false);
        searchKeyFound ||= text.includes(SEARCH_KEY);
      }
    }
  };
  walk('build-variant');
  expect(searchKeyFound).toBe(true);
});

test('Treffer maskieren HTML: <script> im Seitentext erscheint als Text', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs++;
    await d.dismiss();
  });
  await answerFromRecords(page, []);
  await openAndType(page, 'docs/next/dokumentation/', 'Sicherheitsprobe');
  await expect(options(page).first()).toContainText('<script>alert("Sicherheitsprobe")</script>');
  expect(await dialog(page).locator('script').count()).toBe(0);
  expect(dialogs).toBe(0);
});

for (const [from, tag] of [
  ['docs/installation/download', 'docs-default-25.1-und-aeltere'],
  ['docs/next/installation/download', 'docs-default-current'],
] as const) {
  test(`„Alle Ergebnisse“ öffnet die Suchseite in der Version, aus der man kommt (${from})`, async ({page}) => {
    const seen: MultiSearchRequest[] = [];
    await answerFromRecords(page, seen);
    await openAndType(page, from, 'Lizenzserver');
    await expect(options(page).first()).toBeVisible();
    await dialog(page).getByRole('link', {name: 'Alle Ergebnisse auf der Suchseite anzeigen'}).click();
    await expect(page.locator('main ol li a').first()).toBeVisible();
    expect(seen.at(-1)!.searches[0].filter_by).toContain(tag);
  });
}

test('Suchseite per Adresse: beginnt mit der bevorzugten Version, sonst mit der neuesten', async ({page}) => {
  const seen: MultiSearchRequest[] = [];
  await answerFromRecords(page, seen);
  await page.goto(variantUrl('search?q=Lizenzserver'));
  await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /^\/falsch\/docs\/(?!next\/)/);
  expect(seen.at(-1)!.searches[0].filter_by).toContain('docs-default-25.1-und-aeltere');
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'));
  await page.goto(variantUrl('search?q=Lizenzserver'));
  await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /^\/falsch\/docs\/next\//);
});
