import {expect, test} from '@playwright/test';

test.describe('Versionen', () => {
  test('das Versionsmenü bietet beide Versionen und wechselt auf dieselbe Seite', async ({page}) => {
    await page.goto('/docs/installation/download');
    const nav = page.getByRole('navigation', {name: 'Hauptnavigation'});
    await nav.getByRole('button', {name: '25.1 und älter'}).hover();
    const preview = nav.getByRole('link', {name: 'Preview', exact: true});
    await expect(preview).toBeVisible();
    await expect(nav.getByRole('link', {name: '25.1 und älter', exact: true})).toBeVisible();
    await preview.click();
    await expect(page).toHaveURL(/\/docs\/next\/installation\/download$/);
    await expect(nav.getByRole('button', {name: 'Preview'})).toBeVisible();
  });

  test('die im Versionsmenü gewählte Version bleibt gespeichert', async ({page}) => {
    await page.goto('/docs/installation/download');
    const nav = page.getByRole('navigation', {name: 'Hauptnavigation'});
    await nav.getByRole('button', {name: '25.1 und älter'}).hover();
    await nav.getByRole('link', {name: 'Preview', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/next\/installation\/download$/);
    await page.goto('/');
    await page.getByRole('navigation', {name: 'Hauptnavigation'}).getByRole('link', {name: 'Dokumentation', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/next\/dokumentation\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await page.reload();
    await expect(page).toHaveURL(/\/docs\/next\/dokumentation\/?$/);
  });

  test('Preview-Seiten zeigen den Hinweis auf die unveröffentlichte Version mit Link', async ({page}) => {
    await page.goto('/docs/next/installation/download');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('noch nicht veröffentlichten Version „Preview“');
    await expect(banner).toContainText('Die aktuelle Dokumentation finden Sie in der neuesten Version (25.1 und älter).');
    const link = banner.getByRole('link', {name: 'neuesten Version', exact: true});
    await expect(link).toHaveAttribute('href', '/docs/installation/download');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/installation\/download$/);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('25.1-Seiten zeigen keinen Versionshinweis', async ({page}) => {
    await page.goto('/docs/dokumentation/');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    await expect(page.locator('.theme-doc-version-badge')).toContainText('25.1 und älter');
  });
});
