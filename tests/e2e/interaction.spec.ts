// What readers click on a doc page, after the page became interactive: the theme components whose
// behaviour lives only in the browser (React 18 runtime). Search, tabs, versions, navigation and
// the colour mode have their own specs; these are the remaining interactive parts.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

const COMPONENTS_PAGE = '/docs/next/test/komponenten';

test('Code kopieren: der Knopf kopiert den Code und bestätigt auf Deutsch', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(COMPONENTS_PAGE);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'FROM KARTARO.STR_STATION'});
  await block.hover();
  const button = block.getByRole('button', {name: 'In die Zwischenablage kopieren'});
  await expect(button).toHaveAttribute('title', 'Kopieren');
  // The confirmation shows for one second only; record every label the button gets.
  await button.evaluate((el) => {
    const labels: string[] = [];
    (window as unknown as {labels: string[]}).labels = labels;
    new MutationObserver(() => labels.push(el.getAttribute('aria-label') ?? '')).observe(el, {attributeFilter: ['aria-label']});
  });
  await button.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as {labels: string[]}).labels)).toContain('Kopiert');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe("SELECT STATIONSNR, STATUS\n  FROM KARTARO.STR_STATION\n WHERE STATUS = 'B'\n ORDER BY STATIONSNR;");
  // and it goes back to the normal label
  await expect(button).toHaveAttribute('aria-label', 'In die Zwischenablage kopieren', {timeout: 5_000});
});

async function openAndClose(page: Page, summary: string, inside: string) {
  const details = page.locator('details').filter({has: page.locator(':scope > summary', {hasText: summary})});
  const content = details.getByText(inside);
  await expect(content).toBeHidden();
  await details.locator(':scope > summary').click();
  await expect(details).toHaveAttribute('open', '');
  await expect(content).toBeVisible();
  await details.locator(':scope > summary').click();
  // The theme animates the closing and removes the attribute at the end.
  await expect(details).not.toHaveAttribute('open');
  await expect(content).toBeHidden();
}

test('aufklappbarer Bereich (Details) öffnet und schließt sich', async ({page}) => {
  await page.goto(COMPONENTS_PAGE);
  await waitForHydration(page);
  await openAndClose(page, 'Beispiel: vollständiges Protokoll eines erfolgreichen Core-Starts', 'Kartaro Core gestartet');
});

test('aufklappbarer Bereich als HTML-Element details mit summary zeigt seinen Titel', async ({page}) => {
  // Docusaurus renders <details> through its MDX component, which moves <summary> into the title;
  // a page that imported its own `Details` got the title „Details“ and the summary in the content.
  await page.goto(COMPONENTS_PAGE);
  await waitForHydration(page);
  const details = page.locator('details').filter({hasText: 'FW_KOMPENSATOR'});
  await expect(details.locator(':scope > summary')).toHaveText('Welche Tabellen gehören zur Fachschale Fernwärme?');
  await openAndClose(page, 'Welche Tabellen gehören zur Fachschale Fernwärme?', 'FW_KOMPENSATOR');
});

test('Inhaltsverzeichnis: beim Scrollen wird der Eintrag des sichtbaren Abschnitts hervorgehoben', async ({page}) => {
  await page.goto(COMPONENTS_PAGE);
  await waitForHydration(page);
  const toc = page.locator('.theme-doc-toc-desktop');
  const active = toc.locator('a.table-of-contents__link--active');
  for (const heading of ['Registerkarten (Tabs)', 'Codeblöcke mit Titel und Hervorhebung', 'Tabellen']) {
    const id = await page.getByRole('heading', {name: heading, level: 2}).getAttribute('id');
    await page.evaluate((target) => {
      const el = document.getElementById(target!)!;
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100);
    }, id);
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', `#${id}`);
  }
});

test('„Zurück nach oben“ erscheint nach dem Scrollen und bringt an den Seitenanfang', async ({page}) => {
  await page.goto(COMPONENTS_PAGE);
  await waitForHydration(page);
  // A layout change during the smooth scroll (Chrome's scroll anchoring) stops it, as a reader's
  // own scrolling would: start once the page has settled.
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', {name: 'Zurück nach oben scrollen'});
  await expect(button).not.toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await page.waitForLoadState('networkidle');
  // Docusaurus shows the button while scrolling up, not down.
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 1300));
  await expect(button).toBeInViewport();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).not.toBeInViewport();
});

test.describe('Seitenleiste', () => {
  test('Kategorien ohne eigene Seite klappen auf und zu; eine neue schließt die vorige', async ({page}) => {
    await page.goto('/docs/installation/download');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Seitenleiste der Dokumentation'});
    const allgemein = sidebar.getByRole('button', {name: 'Allgemein', exact: true});
    const komponenten = sidebar.getByRole('button', {name: 'Komponenten installieren', exact: true});
    const itemOf = (label: string) => sidebar.getByRole('listitem').filter({has: page.getByRole('button', {name: label, exact: true})});
    await expect(allgemein).toHaveAttribute('aria-expanded', 'false');
    await expect(itemOf('Allgemein').getByRole('list')).toBeHidden();
    await allgemein.click();
    await expect(allgemein).toHaveAttribute('aria-expanded', 'true');
    await expect(itemOf('Allgemein').getByRole('list')).toBeVisible();
    // autoCollapseCategories: opening a sibling closes the first one.
    await komponenten.click();
    await expect(komponenten).toHaveAttribute('aria-expanded', 'true');
    await expect(allgemein).toHaveAttribute('aria-expanded', 'false');
    await komponenten.click();
    await expect(komponenten).toHaveAttribute('aria-expanded', 'false');
    await expect(itemOf('Komponenten installieren').getByRole('list')).toBeHidden();
  });

  test('Kategorien mit eigener Seite: der Pfeil klappt auf und zu, ohne die Seite zu wechseln', async ({page}) => {
    await page.goto('/docs/dokumentation/');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Seitenleiste der Dokumentation'});
    const expandButton = (name: string) => sidebar.getByRole('button', {name: `Kategorie „${name}“ in der Seitenleiste ausklappen`});
    const collapseButton = (name: string) => sidebar.getByRole('button', {name: `Kategorie „${name}“ in der Seitenleiste einklappen`});
    await expandButton('Kartaro-Desktop').click();
    await expect(collapseButton('Kartaro-Desktop')).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/docs\/dokumentation\/$/);
    await expandButton('Kartaro-AppBuilder').click();
    await expect(collapseButton('Kartaro-AppBuilder')).toBeVisible();
    await expect(expandButton('Kartaro-Desktop')).toHaveAttribute('aria-expanded', 'false');
    await collapseButton('Kartaro-AppBuilder').click();
    await expect(expandButton('Kartaro-AppBuilder')).toHaveAttribute('aria-expanded', 'false');
  });

  test('„Seitenleiste einklappen“ blendet sie aus, „Seitenleiste ausklappen“ zeigt sie wieder', async ({page}) => {
    await page.goto('/docs/installation/download');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Seitenleiste der Dokumentation'});
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', {name: 'Seitenleiste einklappen'}).click();
    await expect(sidebar).toBeHidden();
    const expand = page.getByRole('button', {name: 'Seitenleiste ausklappen'});
    await expect(expand).toBeVisible();
    // The content column takes the free width.
    const wide = await page.locator('main').boundingBox();
    await expand.click();
    await expect(sidebar).toBeVisible();
    await expect(expand).toBeHidden();
    const narrow = await page.locator('main').boundingBox();
    expect(wide!.width).toBeGreaterThan(narrow!.width);
  });
});

test('Swagger UI: Operation aufklappen, „Try it out“ und „Execute“ zeigen die (gestellte) Antwort', async ({page}) => {
  const calls: string[] = [];
  await page.route('https://kartaro-test01.musterstadt.local/kartaro-mobile/api/v2/**', async (route) => {
    const cors = {'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*'};
    if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    calls.push(`${route.request().method()} ${route.request().url()}`);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify({status: 'bereit', version: '25.2.0-probe', core: 'verbunden'}),
    });
  });
  await page.goto('/docs/api/MobileApi/swagger-ui/usage');
  await waitForHydration(page);
  const referenz = page.getByRole('region', {name: 'Interaktive API-Referenz'});
  await referenz.scrollIntoViewIfNeeded();
  const operation = referenz.locator('.opblock').filter({hasText: '/status'}).first();
  await expect(operation).toBeVisible({timeout: 15_000});
  await operation.locator('.opblock-summary-control').click();
  await expect(operation.getByText('Liefert den Zustand des Mobile Servers')).toBeVisible();
  await operation.getByRole('button', {name: 'Try it out'}).click();
  await operation.getByRole('button', {name: 'Execute'}).click();
  const response = operation.locator('.live-responses-table');
  await expect(response).toContainText('25.2.0-probe');
  await expect(response.locator('tbody .response-col_status').first()).toHaveText('200');
  expect(calls).toEqual(['GET https://kartaro-test01.musterstadt.local/kartaro-mobile/api/v2/status']);
});
