// Every Mermaid diagram of the site renders (a syntax error would show readers an error box).
// One test per page; 25.1 pages are visited only where their text differs from the Preview.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {listPages, pageUrl, type Page} from '../../lib/content/rules';

const urlOf = (p: Page) => pageUrl(p.id, p.version);
const count = (p: Page) => (p.body.match(/^```mermaid/gm) ?? []).length;
const preview = new Map(listPages('next').map((p) => [p.id, p]));
const pages = [...preview.values(), ...listPages('old').filter((p) => preview.get(p.id)?.body !== p.body)].filter((p) => count(p) > 0);

test('es gibt Seiten mit Diagrammen', () => {
  expect(pages.length).toBeGreaterThan(20);
  expect(fs.existsSync(path.join('build', 'docs', 'next', 'test', 'diagramme', 'index.html'))).toBe(true);
});

for (const page of pages) {
  test(`Diagramme auf ${urlOf(page)}`, async ({page: browser}) => {
    await browser.goto(urlOf(page));
    const diagrams = browser.locator('.docusaurus-mermaid-container');
    // Mermaid loads on demand and renders one diagram after another: on a busy 2-core machine that takes a while.
    await expect(diagrams).toHaveCount(count(page), {timeout: 20_000});
    for (const diagram of await diagrams.all()) {
      await expect(diagram.locator('svg').first()).toBeVisible({timeout: 20_000});
    }
    await expect(browser.getByText(/Syntax error in text|Parse error/)).toHaveCount(0);
  });
}
