// The Markdown twins and llms.txt (lib/markdown-twin, plugins/markdown-twins) and the git dates
// behind "Zuletzt aktualisiert" (config/last-update.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {toMarkdownTwin} from '../../lib/markdown-twin/convert.ts';
import {llmsFull, llmsIndex, type LlmsVersion} from '../../lib/markdown-twin/llms.ts';
import {llmsDir, sidebarDocIds, twinPath} from '../../plugins/markdown-twins/index.ts';
import {parseGitLog} from '../../config/last-update.ts';

const options = {
  title: 'Core installieren',
  description: 'Kartaro Core auf WildFly einrichten.',
  resolveUrl: (url: string) => (url.startsWith('http') || url.startsWith('mailto:') ? url : `https://hilfe.kartaro.example/docs/${url}`),
  pageUrl: 'https://hilfe.kartaro.example/docs/installation/core',
};

/** Markdown without fenced and inline code, where tags and imports must not appear. */
const prose = (md: string) => md.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

test('Titel als h1, Beschreibung als erster Absatz, Front Matter entfernt', () => {
  const md = toMarkdownTwin('---\ntitle: X\ndescription: Y\n---\n\nText.\n\n## Schritte\n\nEins.\n', {...options, format: 'md'});
  assert.ok(md.startsWith('# Core installieren\n\nKartaro Core auf WildFly einrichten.\n\nText.\n\n## Schritte'), md);
  assert.doesNotMatch(md, /title: X/);
});

test('eigene Anker-Ids {#anker} gehören nicht zum Überschriftentext', () => {
  const md = toMarkdownTwin('## Anmeldung {#anmeldung}\n\nText.\n', {...options, format: 'md'});
  assert.match(md, /^## Anmeldung$/m);
});

test('eine eigene # Überschrift im Text ersetzt den Titel nicht doppelt', () => {
  const md = toMarkdownTwin('# Core installieren\n\nText.\n', {...options, format: 'md'});
  assert.equal(md.match(/^# /gm)?.length, 1);
});

test('Hinweisboxen werden Zitate mit deutscher oder eigener Beschriftung', () => {
  const md = toMarkdownTwin(':::warning\nErst sichern.\n:::\n\n:::info[Neu in 25.2]\nPostgreSQL 17.\n:::\n\n:::tip\n\n- Liste\n\n:::\n', {
    ...options,
    format: 'md',
  });
  assert.match(md, /^> \*\*Warnung:\*\* Erst sichern\.$/m);
  assert.match(md, /^> \*\*Neu in 25\.2:\*\* PostgreSQL 17\.$/m);
  assert.match(md, /^> \*\*Tipp:\*\*\n>\n> - Liste$/m);
  assert.doesNotMatch(md, /:::/);
});

test('MDX: Importe, Tabs, Details und Kommentare werden reines Markdown', () => {
  const source = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '{/* Kommentar für die Redaktion */}',
    '',
    '<Tabs groupId="os">',
    '  <TabItem value="win" label="Windows Server" default>',
    '',
    '```powershell',
    'Restart-Service -Name Wildfly',
    '```',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    '<details>',
    '  <summary>Protokoll</summary>',
    '',
    'Inhalt mit <kbd>Strg</kbd>+<kbd>K</kbd>.',
    '',
    '</details>',
    '',
  ].join('\n');
  const md = toMarkdownTwin(source, {...options, format: 'mdx'});
  assert.match(md, /^\*\*Windows Server\*\*\n\n```powershell\nRestart-Service -Name Wildfly\n```$/m);
  assert.match(md, /^\*\*Protokoll\*\*\n\nInhalt mit `Strg`\+`K`\.$/m);
  assert.doesNotMatch(prose(md), /<|import |\{\/\*/);
});

test('die API-Referenz wird ein Verweis auf die Webseite und das OpenAPI-Dokument', () => {
  const md = toMarkdownTwin(
    'import ApiReference from \'@site/src/components/ApiReference\';\n\n<ApiReference spec="/openapi/kartaro-mobile-api.yaml" />\n',
    {
      ...options,
      format: 'mdx',
      resolveUrl: (url) => `https://hilfe.kartaro.example${url}`,
    },
  );
  assert.match(md, /\[Webseite dieser Anleitung\]\(https:\/\/hilfe\.kartaro\.example\/docs\/installation\/core\)/);
  assert.match(md, /\[kartaro-mobile-api\.yaml\]\(https:\/\/hilfe\.kartaro\.example\/openapi\/kartaro-mobile-api\.yaml\)/);
});

test('Links werden über resolveUrl absolut, Code und Mermaid bleiben unverändert', () => {
  const md = toMarkdownTwin(
    'Siehe [WildFly](wildfly.md#start) und [Support](mailto:support@kartaro.example).\n\n```mermaid\nflowchart LR\n  A --> B\n```\n',
    {
      ...options,
      format: 'md',
    },
  );
  assert.match(md, /\[WildFly\]\(https:\/\/hilfe\.kartaro\.example\/docs\/wildfly\.md#start\)/);
  assert.match(md, /\[Support\]\(mailto:support@kartaro\.example\)/);
  assert.match(md, /```mermaid\nflowchart LR\n {2}A --> B\n```/);
});

test('CommonMark-Seiten: HTML wird Text, <summary> fett', () => {
  const md = toMarkdownTwin('<details>\n<summary>Mehr</summary>\n\nText\n\n</details>\n\nZeile<br>zwei\n', {...options, format: 'md'});
  assert.match(md, /\*\*Mehr\*\*/);
  assert.doesNotMatch(prose(md), /<\/?(details|summary|br)/);
});

test('Adressen der Zwillinge: ohne Schrägstrich am Ende plus .md', () => {
  assert.equal(twinPath('/docs/installation/download'), '/docs/installation/download.md');
  assert.equal(twinPath('/docs/next/dokumentation/'), '/docs/next/dokumentation.md');
  assert.equal(llmsDir({isLast: true, path: '/docs'}, '/'), '/');
  assert.equal(llmsDir({isLast: false, path: '/docs/next'}, '/'), '/docs/next/');
});

test('Reihenfolge der Seitenleiste: Kategorieseite vor ihren Einträgen', () => {
  const ids = sidebarDocIds([
    {type: 'category', link: {type: 'doc', id: 'a/index'}, items: [{type: 'doc', id: 'a/b'}, {type: 'link'}]},
    {type: 'doc', id: 'c'},
  ]);
  assert.deepEqual(ids, ['a/index', 'a/b', 'c']);
});

test('llms.txt nach llmstxt.org: h1, Zusammenfassung, Abschnitte mit einer Zeile je Seite', () => {
  const page = {
    id: 'x',
    title: 'Download [neu]',
    description: 'Pakete laden.',
    permalink: '/docs/x',
    pageUrl: 'https://h.example/docs/x',
    twinUrl: 'https://h.example/docs/x.md',
    markdown: '# Download\n',
  };
  const version: LlmsVersion = {
    label: '25.1 und älter',
    summary: 'Zusammenfassung.',
    details: 'Details.',
    sections: [
      {title: 'Installation', pages: [page]},
      {title: 'API', pages: []},
    ],
    related: [{title: 'Preview', url: 'https://h.example/docs/next/llms.txt', description: 'unveröffentlicht'}],
  };
  const index = llmsIndex(version, 'Kartaro-Hilfe');
  assert.match(
    index,
    /^# Kartaro-Hilfe – 25\.1 und älter\n\n> Zusammenfassung\.\n\nDetails\.\n\n## Installation\n\n- \[Download \\\[neu\\\]\]\(https:\/\/h\.example\/docs\/x\.md\): Pakete laden\.\n/,
  );
  assert.doesNotMatch(index, /## API/);
  assert.match(index, /## Optional\n\n- \[Preview\]\(https:\/\/h\.example\/docs\/next\/llms\.txt\): unveröffentlicht/);
  assert.match(llmsFull(version, 'Kartaro-Hilfe'), /Quelle: https:\/\/h\.example\/docs\/x\n\n# Download/);
});

test('Git-Daten: neueste Änderung je Datei; im flachen Klon kein Datum für Dateien der Grenzversion', () => {
  const log = [
    '\u001eccc\u001f300\u001fAnna',
    'docs/a.md',
    '',
    '\u001ebbb\u001f200\u001fBen',
    'docs/a.md',
    'docs/b.md',
    '',
    '\u001eaaa\u001f100\u001fCarla',
    'docs/a.md',
    'docs/b.md',
    'docs/c.md',
    '',
  ].join('\n');
  const full = parseGitLog(log, '/repo', new Set());
  assert.deepEqual(full.last.get('/repo/docs/a.md'), {timestamp: 300_000, author: 'Anna'});
  assert.deepEqual(full.last.get('/repo/docs/b.md'), {timestamp: 200_000, author: 'Ben'});
  assert.deepEqual(full.first.get('/repo/docs/a.md'), {timestamp: 100_000, author: 'Carla'});
  // Shallow at aaa: the boundary commit seems to add every file; c.md's real date is unknown.
  const shallow = parseGitLog(log, '/repo', new Set(['aaa']));
  assert.deepEqual(shallow.last.get('/repo/docs/a.md'), {timestamp: 300_000, author: 'Anna'});
  assert.equal(shallow.last.get('/repo/docs/c.md'), undefined);
  assert.equal(shallow.first.get('/repo/docs/a.md'), undefined);
});
