import {expect, test} from '@playwright/test';

test.describe('Farbmodus', () => {
  test.use({colorScheme: 'dark'});

  test('hell als Standard, auch wenn das System dunkel ist; Umschalten bleibt nach dem Neuladen', async ({page}) => {
    await page.goto('/docs/dokumentation/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /Umschalten zwischen dunkler und heller Ansicht/}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test('der Hinweisbalken lässt sich schließen und bleibt geschlossen', async ({page}) => {
  await page.goto('/');
  const bar = page.getByRole('banner').filter({hasText: 'Vorabversion 25.2'});
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: 'was sich in Kartaro 25.2 ändert'})).toHaveAttribute('href', '/docs/next/whatsnew/25.2/');
  await bar.getByRole('button', {name: 'Schließen'}).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  await page.reload();
  await expect(page.getByText('Die Vorabversion 25.2 ist da')).toBeHidden();
});

test('das Inhaltsverzeichnis zeigt Ebene 2 und 3, aber nicht 4', async ({page}) => {
  await page.goto('/docs/next/test/komponenten');
  const toc = page.locator('.table-of-contents').first();
  const ids = async (selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.id).filter(Boolean));
  const h2 = await ids('.markdown h2');
  const h3 = await ids('.markdown h3');
  const h4 = await ids('.markdown h4');
  expect(h2.length).toBeGreaterThan(0);
  expect(h3.length).toBeGreaterThan(0);
  expect(h4.length).toBeGreaterThan(0);
  const tocTargets = await toc.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')?.slice(1)));
  expect(tocTargets).toEqual(expect.arrayContaining([...h2, ...h3]));
  for (const id of h4) expect(tocTargets).not.toContain(id);
});

test.describe('Layout', () => {
  test('über 996 px: Seitenleiste und Navbar-Links sichtbar', async ({page}) => {
    await page.setViewportSize({width: 1100, height: 800});
    await page.goto('/docs/installation/download');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Navigationsleiste umschalten'})).toBeHidden();
  });

  test('unter 996 px: mobile Seitenleiste über den Menüknopf', async ({page}) => {
    await page.setViewportSize({width: 900, height: 800});
    await page.goto('/docs/installation/download');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', {name: 'Navigationsleiste umschalten'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Download'}).first()).toBeVisible();
    await sidebar.getByRole('button', {name: 'Navigationsleiste schließen'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});
