import {expect, type Page} from '@playwright/test';
import {PORTS, VARIANT_BASE} from '../../playwright.config';

/** URL inside the test variant build (served under its base URL /falsch/). */
export const variantUrl = (path: string) => `http://127.0.0.1:${PORTS.variant}${VARIANT_BASE}${path.replace(/^\//, '')}`;
/** The same variant build served at the root, where its base URL is wrong. */
export const variantRootUrl = (path = '/') => `http://127.0.0.1:${PORTS.variantRoot}${path}`;

export const LATEST = '/docs';
export const PREVIEW = '/docs/next';

/** One page of every template the site has – for the site-wide checks (CSP, axe, console). */
export const PAGE_TEMPLATES = [
  ['Startseite', '/'],
  ['Dokuseite', '/docs/installation/download'],
  ['Dokuseite mit Code und Tabellen', '/docs/next/api/DesktopApi/plugin-erstellen'],
  ['Dokuseite mit Diagramm', '/docs/next/test/diagramme'],
  ['Komponenten', '/docs/next/test/komponenten'],
  ['Tag-Übersicht', '/docs/tags'],
  ['Tag-Seite', '/docs/tags/editor'],
  ['Suchseite', '/search?q=Lizenzserver'],
  ['404', '/docs/gibt-es-nicht'],
  ['Impressum', '/impressum'],
  ['Datenschutz', '/datenschutz'],
  ['Kontakt', '/kontakt'],
  ['Swagger UI', '/docs/api/MobileApi/swagger-ui/usage'],
] as const;

/**
 * Brings a template page into its complete state after loading: the Swagger UI page loads its
 * reference only when it scrolls near, the search page renders its results after the index.
 */
export async function waitForComplete(page: Page, name: string): Promise<void> {
  if (name === 'Swagger UI') {
    await page.getByRole('region', {name: 'Interaktive API-Referenz'}).scrollIntoViewIfNeeded();
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible({timeout: 15_000});
    await page.waitForLoadState('networkidle');
  }
  if (name === 'Suchseite') await expect(page.locator('main ol li').first()).toBeVisible();
}

/** Resolves once React has hydrated the page (Docusaurus sets data-has-hydrated on <html>). */
export const waitForHydration = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
