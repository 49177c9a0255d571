// Every word a reader sees is German: no English theme string may reach the built HTML.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {htmlFiles} from '../../lib/build/html-files.ts';

const ENGLISH = [
  'Toggle word wrap', 'opens in new tab', 'Home page', 'Docs sidebar', 'Close navigation bar', 'Toggle navigation bar',
  'Expand sidebar category', 'Collapse sidebar category', 'Expand the dropdown', 'Collapse the dropdown', 'aria-label="Main"',
  'Breadcrumbs', 'Page Not Found', 'We could not find what you were looking for', 'This page crashed', 'Try again',
  'Skip to main content', 'On this page', 'Previous', 'Edit this page', 'Copy code', 'Switch between dark and light mode',
  'system mode', 'Tags:', 'docs tagged', 'Back to top', 'This is unreleased documentation', 'latest version',
  'Your Docusaurus site did not load properly', 'Unable to fetch results', 'No results for',
];


test('keine englischen Theme-Texte im gebauten HTML', () => {
  const hits: string[] = [];
  let files = 0;
  for (const file of htmlFiles(path.resolve('build'))) {
    files++;
    // Only what a reader sees or hears: markup and attributes, not inline scripts or code blocks.
    const html = fs.readFileSync(file, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '').replace(/<pre[\s\S]*?<\/pre>/g, '');
    for (const s of ENGLISH) if (html.includes(s)) hits.push(`${path.relative('build', file)}: „${s}“`);
  }
  assert.ok(files > 10, 'Build fehlt');
  assert.deepEqual(hits.slice(0, 20), []);
});
