import {expect, test, type Page} from '@playwright/test';

async function loadedAssets(page: Page, url: string): Promise<string[]> {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (/\.(js|css)$/.test(response.url())) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return bodies;
}

test('die Swagger-UI-Seite zeigt die interaktive Referenz der Mobile-API', async ({page}) => {
  await page.goto('/docs/api/MobileApi/swagger-ui/usage');
  const referenz = page.getByRole('region', {name: 'Interaktive API-Referenz'});
  await referenz.scrollIntoViewIfNeeded();
  await expect(referenz.locator('.swagger-ui .info .title')).toContainText('Kartaro Mobile API', {timeout: 15_000});
  await expect(referenz.locator('.opblock').first()).toBeVisible();
  expect(await referenz.locator('.opblock').count()).toBeGreaterThanOrEqual(7);
  await expect(referenz.getByRole('button', {name: /Authorize/})).toBeVisible();
  await expect(referenz.getByRole('link', {name: 'kartaro-mobile-api.yaml', exact: true}).last()).toHaveAttribute(
    'href',
    '/openapi/kartaro-mobile-api.yaml',
  );
  // Swagger's own stylesheet is loaded here and only here.
  expect(await page.locator('link[rel="stylesheet"][href*="swagger-ui."]').count()).toBe(1);
});

test('andere Seiten laden nichts von Swagger UI', async ({page}) => {
  for (const url of ['/docs/installation/download', '/docs/next/api/MobileApi/intro', '/']) {
    const assets = await loadedAssets(page, url);
    expect(assets.length).toBeGreaterThan(0);
    // A class name that only Swagger UI's own code and stylesheet contain (not our small overrides).
    expect(assets.filter((body) => body.includes('opblock-tag-section')).length).toBe(0);
  }
});

test('die Referenz lädt Swagger UI erst, wenn man in ihre Nähe scrollt', async ({page}) => {
  const swagger: string[] = [];
  page.on('response', async (response) => {
    if (/\.(js|css)$/.test(response.url()) && (await response.text().catch(() => '')).includes('opblock-tag-section'))
      swagger.push(response.url());
  });
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/api/MobileApi/swagger-ui/usage');
  await page.waitForLoadState('networkidle');
  const referenz = page.getByRole('region', {name: 'Interaktive API-Referenz'});
  await expect(referenz.getByRole('status')).toHaveText('Die interaktive API-Referenz wird geladen …');
  expect(swagger).toEqual([]);
  await referenz.scrollIntoViewIfNeeded();
  await expect(referenz.locator('.opblock').first()).toBeVisible({timeout: 15_000});
  expect(swagger.length).toBeGreaterThan(0);
});
