import {expect, test} from '@playwright/test';

test.describe('Navbar und Footer', () => {
  test('die Navbar zeigt Versionen, die vier Bereiche und die Sprache', async ({page}) => {
    await page.goto('/docs/dokumentation/');
    const nav = page.getByRole('navigation', {name: 'Hauptnavigation'});
    await expect(nav.getByRole('button', {name: '25.1 und älter'})).toBeVisible();
    for (const label of ['Dokumentation', 'Installation', 'API', "What's New"]) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(nav.getByRole('button', {name: 'Deutsch'})).toBeVisible();
  });

  test('die Navbar-Links führen in ihre Seitenleisten', async ({page}) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Hauptnavigation'});
    const targets: Array<[string, RegExp]> = [
      ['Dokumentation', /\/docs\/dokumentation\/?$/],
      ['Installation', /\/docs\/installation\/?$/],
      ['API', /\/docs\/api\//],
      ["What's New", /\/docs\/whatsnew\//],
    ];
    for (const [label, url] of targets) {
      await nav.getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
      await expect(nav.getByRole('link', {name: label, exact: true})).toHaveClass(/navbar__link--active/);
    }
  });

  test('der Footer hat die Gruppen Navigation, Demo und Über uns', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByText('Navigation', {exact: true})).toBeVisible();
    await expect(footer.getByText('Demo', {exact: true})).toBeVisible();
    await expect(footer.getByText('Über uns', {exact: true})).toBeVisible();
    for (const label of [
      'Dokumentation',
      'Installation',
      'API',
      "What's New",
      'FAQ',
      'Produktübersicht',
      'Impressum',
      'Datenschutz',
      'Kontakt',
    ]) {
      await expect(footer.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(footer.getByRole('link', {name: /Portal-Demo/})).toHaveAttribute('href', 'https://demo.kartaro.example/portal/');
    await expect(footer.getByRole('link', {name: /Mobile-Demo/})).toHaveAttribute('href', 'https://demo.kartaro.example/mobile/');
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Kartaro GmbH`);
  });

  test('die Startseite zeigt je Produkt eine Kachel und die Schnellzugriffe', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: 'Kartaro-Hilfe'})).toBeVisible();
    await expect(page).toHaveTitle(/Kartaro-Hilfe/);
    const tiles = page.locator('section[aria-labelledby="produkte"] li');
    await expect(tiles).toHaveCount(9);
    for (const product of ['Desktop', 'Professional', 'AppBuilder', 'Mobile', 'Portal', 'Server', 'Tools', 'Design', 'Fachschalen']) {
      await expect(page.getByRole('heading', {level: 3, name: product, exact: true})).toBeVisible();
    }
    await page.getByRole('heading', {level: 3, name: 'AppBuilder'}).click();
    await expect(page).toHaveURL(/\/docs\/dokumentation\/Kartaro-AppBuilder\/?$/);
  });

  for (const [path, heading] of [
    ['/impressum', 'Impressum'],
    ['/datenschutz', 'Datenschutzerklärung'],
    ['/kontakt', 'Kontakt'],
  ]) {
    test(`die Rechtsseite ${path} ist erreichbar`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
      await expect(page.locator('form, input, textarea')).toHaveCount(0);
    });
  }
});
