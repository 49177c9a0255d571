import {expect, test} from '@playwright/test';

for (const path of ['/x', '/docs/x', '/docs/next/x', '/docs/dokumentation/gibt-es-nicht']) {
  test(`unbekannter Pfad ${path} zeigt die deutsche Nicht-gefunden-Seite`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Seite nicht gefunden'})).toBeVisible();
    await expect(page.getByText('Wir konnten nicht finden, wonach Sie gesucht haben.')).toBeVisible();
    await expect(page.getByText(/Betreiber der Website, die Sie hierher verlinkt hat/)).toBeVisible();
    await expect(page).toHaveTitle('Seite nicht gefunden | Kartaro-Hilfe');
  });
}

test('.html und index.html werden von unbekannten Pfaden entfernt', async ({page}) => {
  await page.goto('/docs/faq/intro.html');
  await expect(page.getByRole('heading', {level: 1, name: 'Häufige Fragen'})).toBeVisible();
  await expect(page).toHaveTitle(/Häufige Fragen \| Kartaro-Hilfe/);
  await page.goto('/docs/installation/download/index.html');
  await expect(page.getByRole('heading', {level: 1, name: 'Download'})).toBeVisible();
  await page.goto('/gibt-es-nicht.html');
  await expect(page.getByRole('heading', {level: 1, name: 'Seite nicht gefunden'})).toBeVisible();
});
