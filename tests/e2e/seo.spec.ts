import {expect, test} from '@playwright/test';
import {variantUrl} from './helpers';

test('Seiten haben Canonical- und hreflang-Links', async ({page}) => {
  await page.goto('/docs/installation/download');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://hilfe.kartaro.example/docs/installation/download');
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
    'href',
    'https://hilfe.kartaro.example/docs/installation/download',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    'https://hilfe.kartaro.example/docs/installation/download',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test('ohne NO_INDEX gibt es kein noindex', async ({page}) => {
  await page.goto('/docs/installation/download');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('im NO_INDEX-Build trägt jede Seite noindex, nofollow', async ({page}) => {
  for (const path of ['', 'docs/installation/download', 'docs/next/dokumentation/']) {
    await page.goto(variantUrl(path));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  }
});

test('Entscheidung: die Preview wird nicht indexiert und fehlt in der Sitemap, 25.1 wird indexiert', async ({page, request}) => {
  await page.goto('/docs/next/installation/download');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/docs/installation/download');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://hilfe.kartaro.example/docs/installation/download</loc>');
  expect(sitemap).not.toContain('/docs/next/');
  expect(sitemap).not.toContain('/search');
});
