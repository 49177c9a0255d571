import {expect, test} from '@playwright/test';
import {variantRootUrl, variantUrl} from './helpers';

// These pages exist only in the test variant build (KARTARO_TEST_ROUTES=true), never in a reader's build.

test('Absturz im Layout: deutsche Fehlerseite mit Meldung und „Nochmal versuchen“', async ({page}) => {
  await page.goto(variantUrl('__test/absturz-im-layout'));
  await expect(page.getByRole('heading', {name: 'Die Seite ist abgestürzt.'})).toBeVisible();
  await expect(page.getByText('Absichtlicher Testfehler innerhalb des Layouts')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Nochmal versuchen'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Hauptnavigation'})).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
});

test('Absturz außerhalb des Layouts: ebenfalls deutsch statt des englischen Kern-Fallbacks', async ({page}) => {
  await page.goto(variantUrl('__test/absturz-ausserhalb'));
  await expect(page.getByRole('heading', {name: 'Die Seite ist abgestürzt.'})).toBeVisible();
  await expect(page.getByText('Absichtlicher Testfehler außerhalb des Layouts')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Nochmal versuchen'})).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(page.getByText('Try again')).toHaveCount(0);
});

test('Laden: der Spinner erscheint erst nach der Verzögerung', async ({page, request}) => {
  const html = await (await request.get(variantUrl('__test/laedt'))).text();
  expect(html).not.toContain('Seite wird geladen');
  await page.goto(variantUrl('__test/laedt'));
  await expect(page.getByRole('status', {name: 'Seite wird geladen'})).toBeVisible();
});

test('Ladefehler: roter Kasten mit Fehlertext, „Erneut versuchen“ lädt die Seite neu', async ({page}) => {
  await page.goto(variantUrl('__test/ladefehler'));
  const box = page.getByRole('alert').filter({hasText: 'Der Seitenbaustein konnte nicht geladen werden'});
  await expect(box).toBeVisible();
  await expect(box).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  await page.evaluate(() => ((window as unknown as {__vorher: boolean}).__vorher = true));
  const reloaded = page.waitForEvent('load');
  await box.getByRole('button', {name: 'Erneut versuchen'}).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as {__vorher?: boolean}).__vorher)).toBeUndefined();
});

test('falsche Basis-URL an der Wurzel: roter deutscher Hinweisbalken mit Vorschlag', async ({page}) => {
  await page.goto(variantRootUrl('/'));
  const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Die Kartaro-Hilfe wurde nicht richtig geladen.');
  await expect(banner).toContainText('Konfigurierte Basis-URL (BASE_URL): /falsch/');
  await expect(page.locator('#kartaro-base-url-vorschlag')).toHaveText('/');
  await expect(banner).not.toContainText('Docusaurus site did not load');
});
