import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  CODE_LANGUAGES,
  checkDuplicates,
  checkPage,
  overlap,
  parseFrontMatter,
  prose,
  readInventory,
  shingles,
  words,
  type Page,
} from '../../lib/content/rules.ts';

const inventory = new Map(readInventory().map((r) => [r.id, r]));
const tagKeys = ['editor', 'form-designer', 'parameter', 'url'];
const sentence =
  'Die Stadtwerke Musterstadt dokumentieren ihr Niederspannungsnetz mit Kartaro und pflegen jeden Kabelabschnitt im Formular. ';

function page(
  body: string,
  frontMatter: Record<string, unknown> = {title: 'Neue Seite', description: 'Eine kurze Beschreibung.'},
  id = 'dokumentation/neu',
): Page {
  const file = path.join(os.tmpdir(), `${id.replace(/\//g, '_')}.md`);
  return {version: 'next', file, rel: `${id}.md`, id, frontMatter, body};
}
const rules = (p: Page) => checkPage(p, {tagKeys, inventory}).map((x) => x.rule);
const goodBody = `Einleitung. ${sentence.repeat(12)}\n\n## Erster Abschnitt\n\n${sentence.repeat(4)}\n\n## Zweiter Abschnitt\n\n${sentence}`;

test('eine gute Seite besteht alle Regeln', () => {
  assert.deepEqual(rules(page(goodBody)), []);
});

test('fehlender Titel, fehlende Beschreibung, unbekannter Schlüssel und Tag werden gemeldet', () => {
  const r = rules(page(goodBody, {description: 'x'.repeat(161), tags: ['unbekannt'], autor: 'X'}));
  assert.ok(r.includes('front-matter'));
  assert.ok(r.includes('tags'));
  const messages = checkPage(page(goodBody, {}), {tagKeys, inventory}).map((p) => p.message);
  assert.ok(messages.some((m) => m.includes('„title“ fehlt')));
  assert.ok(messages.some((m) => m.includes('„description“ fehlt')));
});

test('Titel und Tags müssen zum Inventar passen', () => {
  const r = checkPage(page(goodBody, {title: 'Falsch', description: 'd'}, 'dokumentation/Kartaro-AppBuilder/variablen'), {
    tagKeys,
    inventory,
  });
  assert.ok(r.some((p) => p.rule === 'inventory' && p.message.includes('Variablen')));
  assert.ok(r.some((p) => p.rule === 'inventory' && p.message.includes('parameter')));
});

test('zu wenig Text, zu wenige Abschnitte, H1 und Codeblock ohne Sprache', () => {
  const r = rules(page('# Titel\n\nKurz.\n\n## Nur einer\n\n```\ncode\n```\n'));
  for (const rule of ['min-words', 'sections', 'headings', 'code-language']) assert.ok(r.includes(rule), rule);
});

test('Codeblöcke nur in Sprachen, die die Website hervorhebt', () => {
  for (const lang of [
    'sql',
    'json',
    'csharp',
    'powershell',
    'bash',
    'sh',
    'xml',
    'html',
    'yaml',
    'yml',
    'ini',
    'nginx',
    'http',
    'text',
    'mermaid',
  ]) {
    assert.ok(CODE_LANGUAGES.has(lang), lang);
    assert.ok(!rules(page(`${goodBody}\n\n\`\`\`${lang} title="Beispiel"\nx\n\`\`\`\n`)).includes('code-language'), lang);
  }
  const r = checkPage(page(`${goodBody}\n\n\`\`\`cobol\nx\n\`\`\`\n`), {tagKeys, inventory});
  assert.ok(r.some((p) => p.rule === 'code-language' && p.message.includes('„cobol“') && p.message.includes('config/prism.ts')));
});

test('Platzhalter werden erkannt', () => {
  for (const text of ['Lorem ipsum dolor', 'TODO: ergänzen', 'Inhalt folgt in Kürze.', 'FIXME', 'Platzhalter für später']) {
    assert.ok(rules(page(`${goodBody}\n\n${text}`)).includes('placeholder'), text);
  }
});

test('Code zählt nicht als Fließtext', () => {
  const code = '```sql\n' + 'SELECT KABELNR FROM STR_KABELABSCHNITT WHERE STATUS = 1;\n'.repeat(50) + '```\n';
  assert.equal(words(prose(code)).length, 0);
});

test('kaputte und absolute Doku-Links werden gemeldet', () => {
  const r = checkPage(page(`${goodBody}\n\n[weg](gibt-es-nicht.md) [abs](/docs/x) [ohne](andere-seite)`), {tagKeys, inventory});
  assert.equal(r.filter((p) => p.rule === 'links').length, 3);
});

test('Vorlagenseiten mit ausgetauschten Substantiven gelten als Dubletten', () => {
  const template = (noun: string) =>
    `${sentence.repeat(3)} Das Steuerelement ${noun} zeigt Werte an, prüft Eingaben gegen die Spalte, meldet Fehler im Formular und speichert Änderungen beim Schließen. `.repeat(
      5,
    );
  const a = page(template('Textfeld'), undefined, 'a');
  const b = page(template('Zahlenfeld'), undefined, 'b');
  assert.ok(overlap(shingles(a.body), shingles(b.body)) > 0.5);
  assert.equal(checkDuplicates([a, b]).length, 1);
  const c = page(
    'Ganz anderer Text über Fernwärmeleitungen, Schächte, Armaturen und die Absperrstrategie im Störungsfall. '.repeat(3),
    undefined,
    'c',
  );
  assert.equal(checkDuplicates([a, c]).length, 0);
});

test('die Rechtschreibprüfung lädt das deutsche Wörterbuch', () => {
  const run = (text: string) => {
    try {
      execFileSync('npx', ['cspell', '--no-progress', '--no-summary', '--config', 'cspell.config.yaml', 'stdin'], {
        input: text,
        stdio: 'pipe',
      });
      return 0;
    } catch (e) {
      return (e as {status: number}).status;
    }
  };
  assert.equal(run('Die Netzauskunft der Stadtwerke verwaltet Kabelabschnitte, Straßenleuchten und Flurstücke.'), 0);
  assert.notEqual(run('Die Netzauskunft verwaltett Kabelabschnite.'), 0);
});

test('DocCardList und useDocById sind verboten (plugins/docs liefert das Seitenverzeichnis nicht aus), im Codeblock erlaubt', () => {
  const r = checkPage(page(`${goodBody}\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`), {tagKeys, inventory});
  assert.ok(r.some((p) => p.rule === 'components' && p.message.includes('plugins/docs')));
  assert.ok(!rules(page(`${goodBody}\n\n\`\`\`json\n{"DocCardList": 1}\n\`\`\`\n`)).includes('components'));
});

test('Front Matter wird wie von Docusaurus gelesen, auch mit Windows-Zeilenenden', () => {
  const crlf = parseFrontMatter('---\r\ntitle: Download\r\ndescription: Pakete laden.\r\n---\r\n\r\nText.\r\n');
  assert.equal(crlf.frontMatterError, undefined);
  assert.deepEqual(crlf.frontMatter, {title: 'Download', description: 'Pakete laden.'});
  assert.match(crlf.body, /Text\./);
  assert.match(parseFrontMatter('Text ohne Kopf\n').frontMatterError ?? '', /kein Front Matter/);
  assert.match(parseFrontMatter('---\ntitle: [kaputt\n---\nText\n').frontMatterError ?? '', /kein gültiges YAML/);
});
