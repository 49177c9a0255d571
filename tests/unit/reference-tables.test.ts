// Reference tables (lib/content/reference-tables.ts): parsing redaktion/referenztabellen.yaml,
// writing blocks, and the findings of content:check – stale block, unknown table or row, copies.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {parse as parseYaml} from 'yaml';
import {
  applyReferenceTables,
  findCopies,
  parseReferenceTables,
  readReferenceTables,
  renderReferenceTable,
} from '../../lib/content/reference-tables.ts';

const YAML = `
tabellen:
  demo-properties:
    spalten: [Eigenschaft, Bedeutung, Standard]
    zeilen:
      - ['\`demo.port\`', 'Port des Dienstes, intern', '\`8090\`']
      - ['\`demo.pfad\`', Ablage, 'siehe [Installation](id:installation/installation/core)']
      - zellen: ['\`demo.neu\`', nur in der Vorschau, '\`true\`']
        nur_in: Preview
`;
const tables = parseReferenceTables(YAML, 'test.yaml');
const opts = {file: 'docs/a/b.md', pageRel: 'a/b.md', versionLabel: 'Preview'};

test('a block is written with the rows of its version and relative links', () => {
  const source = ['# Titel', '', '<!-- referenztabelle: demo-properties -->', '<!-- /referenztabelle -->', 'Text'].join('\n');
  const preview = applyReferenceTables(source, tables, opts);
  assert.deepEqual(preview.problems, []);
  assert.equal(
    preview.output,
    [
      '# Titel',
      '',
      '<!-- referenztabelle: demo-properties -->',
      '',
      '| Eigenschaft | Bedeutung | Standard |',
      '|---|---|---|',
      '| `demo.port` | Port des Dienstes, intern | `8090` |',
      '| `demo.pfad` | Ablage | siehe [Installation](../installation/installation/core.md) |',
      '| `demo.neu` | nur in der Vorschau | `true` |',
      '',
      '<!-- /referenztabelle -->',
      'Text',
    ].join('\n'),
  );
  assert.equal(preview.blocks[0].upToDate, false);
  const again = applyReferenceTables(preview.output, tables, opts);
  assert.equal(again.output, preview.output);
  assert.equal(again.blocks[0].upToDate, true);

  const old = applyReferenceTables(source, tables, {...opts, versionLabel: '25.1 und älter'});
  assert.ok(!old.output.includes('demo.neu'));
});

test('„nur:“ selects rows by their key, in the order of the table', () => {
  const lines = renderReferenceTable(tables.get('demo-properties')!, {...opts, only: ['demo.pfad', 'demo.port']});
  assert.deepEqual(
    lines.slice(2).map((l) => l.split(' | ')[0]),
    ['| `demo.port`', '| `demo.pfad`'],
  );
});

test('unknown table, unknown row and a missing end comment are reported with their line', () => {
  const src = [
    'x',
    '<!-- referenztabelle: gibt-es-nicht -->',
    '<!-- /referenztabelle -->',
    '<!-- referenztabelle: demo-properties nur: demo.port, demo.falsch -->',
    '<!-- /referenztabelle -->',
    '<!-- referenztabelle: demo-properties -->',
  ].join('\n');
  const {problems} = applyReferenceTables(src, tables, opts);
  assert.deepEqual(
    problems.map((p) => [p.line, p.rule]),
    [
      [2, 'referenztabelle'],
      [4, 'referenztabelle'],
      [6, 'referenztabelle'],
    ],
  );
  assert.match(problems[0].message, /„gibt-es-nicht“ gibt es/);
  assert.match(problems[1].message, /demo\.falsch/);
  assert.match(problems[2].message, /ohne „<!-- \/referenztabelle -->“/);
});

test('.mdx pages use MDX comments; an HTML comment there is reported', () => {
  const mdx = {...opts, pageRel: 'a/b.mdx'};
  const written = applyReferenceTables('{/* referenztabelle: demo-properties nur: demo.port */}\n{/* /referenztabelle */}', tables, mdx);
  assert.deepEqual(written.problems, []);
  assert.match(written.output, /\| `demo.port` \| Port des Dienstes, intern \| `8090` \|\n\n\{\/\* \/referenztabelle \*\/\}$/);
  const html = applyReferenceTables('<!-- referenztabelle: demo-properties -->\n<!-- /referenztabelle -->', tables, mdx);
  assert.match(html.problems[0]?.message ?? '', /In MDX-Dateien/);
});

test('comments inside code blocks are not blocks', () => {
  const src = ['```md', '<!-- referenztabelle: gibt-es-nicht -->', '```'].join('\n');
  assert.deepEqual(applyReferenceTables(src, tables, opts).problems, []);
});

test('a hand-written table with the same columns and mostly the same rows is a copy; an example or a few shared keys are not', () => {
  const copy = [
    '| Eigenschaft | Bedeutung | Standard |',
    '|---|---|---|',
    '| `demo.port` | Port |',
    '| **demo.pfad** | Ablage |',
    '| `demo.x` | anderes |',
  ].join('\n');
  const problems = findCopies(copy, tables, [], 'docs/c.md');
  assert.equal(problems.length, 1);
  assert.equal(problems[0].rule, 'referenztabelle-kopie');
  assert.equal(problems[0].line, 1);
  assert.match(problems[0].message, /demo-properties/);

  const example = ['| Eigenschaft | Eintrag |', '|---|---|', '| `demo.port` | `9000` |', '| `demo.pfad` | `D:\\Daten` |'].join('\n');
  assert.deepEqual(findCopies(example, tables, [], 'docs/c.md'), []);

  const other = [
    '| Eigenschaft | Bedeutung | Standard |',
    '|---|---|---|',
    '| `demo.port` | Port |',
    '| `demo.pfad` | Ablage |',
    '| `a` | - |',
    '| `b` | - |',
    '| `c` | - |',
  ].join('\n');
  assert.deepEqual(findCopies(other, tables, [], 'docs/c.md'), []);

  const {output} = applyReferenceTables('<!-- referenztabelle: demo-properties -->\n<!-- /referenztabelle -->', tables, opts);
  assert.deepEqual(findCopies(output, tables, applyReferenceTables(output, tables, opts).blocks, 'docs/c.md'), []);
});

test('bad YAML says what and where', () => {
  assert.throws(
    () => parseReferenceTables('tabellen:\n  t:\n    spalten: [A, B]\n    zeilen:\n      - [x, 1.000]\n', 'r.yaml'),
    /zeilen\[0\]: Zelle 1 in Anführungszeichen/,
  );
  assert.throws(
    () => parseReferenceTables('tabellen:\n  t:\n    spalten: [A, B]\n    zeilen:\n      - [eins]\n', 'r.yaml'),
    /r\.yaml: tabellen\.t\.zeilen\[0\] hat 1 Zellen, die Tabelle 2 Spalten/,
  );
  assert.throws(
    () => parseReferenceTables('tabellen:\n  t:\n    spalten: [A]\n    zeilen:\n      - [x]\n      - [x]\n', 'r.yaml'),
    /Zeile „x“ steht zweimal/,
  );
  assert.throws(
    () => parseReferenceTables('tabellen:\n  t:\n    spalten: [A]\n    zeilen:\n      - zellen: [x]\n        nur_in: Vorschau\n', 'r.yaml'),
    /nur_in „Vorschau“ ist keine Version/,
  );
  assert.throws(
    () => parseReferenceTables("tabellen:\n  t:\n    spalten: [A]\n    zeilen:\n      - ['a | b']\n", 'r.yaml'),
    /„\|“ in einer Zelle/,
  );
  assert.throws(() => parseReferenceTables('tabellen:\n  Gross:\n    spalten: [A]\n    zeilen: [[x]]\n', 'r.yaml'), /Tabellenname „Gross“/);
});

test('redaktion/referenztabellen.yaml parses', () => {
  const real = readReferenceTables();
  assert.ok(real.size >= 4);
  for (const t of real.values()) assert.ok(t.rows.length > 0, t.name);
});

test('Schlüssellisten in produktfakten.yaml und die Referenztabellen derselben Dateien nennen dieselben Schlüssel', () => {
  // produktfakten.yaml keeps the bare key lists its rules check pages against; referenztabellen.yaml documents the
  // same keys for readers. Both are facts of redaktion/, so they must not drift apart.
  const facts = parseYaml(fs.readFileSync('redaktion/produktfakten.yaml', 'utf8')) as {
    systemvariablen: string[];
    mobile_properties_schluessel: string[];
    konfigurationsdateien: Array<{datei: string; schluessel: string[]}>;
    installationspakete: {msi_eigenschaften: string[]};
  };
  const tables = readReferenceTables();
  const keys = (name: string) => tables.get(name)!.rows.map((r) => r.cells[0].replace(/[`*]/g, '').trim());
  const sorted = (list: string[]) => [...list].sort();

  assert.deepEqual(sorted(keys('systemvariablen').map((k) => k.replace(/^\$\((.+)\)$/, '$1'))), sorted(facts.systemvariablen));
  assert.deepEqual(
    sorted(keys('kartaro-mobile-properties').map((k) => k.replace(/^kartaro\.mobile\./, ''))),
    sorted(facts.mobile_properties_schluessel),
  );
  const tileserver = facts.konfigurationsdateien.find((f) => f.datei === 'tileserver.yml')!;
  assert.deepEqual(sorted(keys('tileserver-yml')), sorted(tileserver.schluessel));
  // The table covers the client packages only; the server packages' properties (IISSITE …) are not in it.
  for (const key of keys('msi-eigenschaften')) assert.ok(facts.installationspakete.msi_eigenschaften.includes(key), key);
});
