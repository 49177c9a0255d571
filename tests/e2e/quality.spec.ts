// Site-wide quality on every page template: axe-core accessibility checks in light and dark mode,
// and no console error or warning (hydration mismatches included).
import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {PAGE_TEMPLATES, waitForComplete} from './helpers';

const TEMPLATES = PAGE_TEMPLATES;

// As in a reader's browser: the service worker registers (late, after load), and must not log anything.
test.use({serviceWorkers: 'allow'});

for (const mode of ['light', 'dark'] as const) {
  for (const [name, url] of TEMPLATES) {
    test(`axe ohne Verstöße (${mode === 'light' ? 'hell' : 'dunkel'}): ${name}`, async ({page}) => {
      // axe walks every node: the Swagger UI reference and long code pages need more than the default 30 s on 2 cores.
      test.setTimeout(90_000);
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await waitForComplete(page, name);
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
}

for (const [name, url] of TEMPLATES) {
  test(`keine Konsolenfehler oder -warnungen: ${name}`, async ({page}) => {
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() !== 'error' && m.type() !== 'warning') return;
      // The 404 page's own 404 status is the browser reporting the document, not a site error.
      if (name === '404' && m.text().includes('404')) return;
      messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await waitForComplete(page, name);
    await page.waitForTimeout(300);
    expect(messages).toEqual([]);
  });
}
