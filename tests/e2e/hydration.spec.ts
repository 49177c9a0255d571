import {expect, test} from '@playwright/test';
import {variantUrl} from './helpers';

// The static HTML is rendered on the server without the reader's browser state (stored tab
// choice, address hash). What the page shows after it became interactive must follow that state,
// like any page rendered in the browser would.
test.describe('Zustand des Browsers nach dem Laden', () => {
  test('eine gemerkte Registerkarten-Wahl gilt nach dem Neuladen', async ({page}) => {
    await page.goto('/docs/next/test/komponenten');
    const tabs = page.getByRole('tablist').first();
    await tabs.getByRole('tab', {name: 'Windows Server'}).click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    const windows = page.getByRole('tablist').first().getByRole('tab', {name: 'Windows Server'});
    await expect(windows).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Unter Windows Server läuft WildFly als Windows-Dienst:')).toBeVisible();
    await expect(page.getByText('Den Dienst von WildFly mit Core und Mobile Server starten Sie unter Linux')).toBeHidden();
    // and switching back still works
    await page.getByRole('tablist').first().getByRole('tab', {name: 'Linux (Debian 12)'}).click();
    await expect(page.getByText('Den Dienst von WildFly mit Core und Mobile Server starten Sie unter Linux')).toBeVisible();
  });

  test('das Versionsmenü behält den Anker der Adresse', async ({page}) => {
    await page.goto('/docs/installation/download#pakete-eines-release');
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', {name: 'Hauptnavigation'});
    await nav.getByRole('button', {name: '25.1 und älter'}).hover();
    await expect(nav.getByRole('link', {name: 'Preview', exact: true})).toHaveAttribute(
      'href',
      '/docs/next/installation/download#pakete-eines-release',
    );
  });
});

test('ein Unterschied zwischen Server-HTML und Browser landet als Fehler in der Konsole (die Konsolenprüfungen sehen ihn)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(variantUrl('__test/hydrationsfehler'));
  await expect(page.locator('#nur-im-browser')).toBeVisible();
  // React reports the mismatch through Docusaurus's onRecoverableError (minified error 418/423/425).
  expect(errors.some((e) => e.includes('onRecoverableError'))).toBe(true);
});
