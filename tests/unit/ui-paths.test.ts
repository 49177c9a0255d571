// Rule oberflaeche (lib/content/product-world/ui-paths.ts): menu paths „A › B“ against a small
// catalogue – prefixes, product scoping by folder and name, version markers, placeholders, and
// the real redaktion/oberflaeche.yaml.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {checkUiPaths, parseUi, pathsOfLine, uiCatalogue} from '../../lib/content/product-world/index.ts';

const catalogue = uiCatalogue(
  parseUi(`
oberflaechen:
  Desktop:
    namen: [Kartaro Desktop, Desktop]
    ordner: [Kartaro-Desktop, Fachschalen]
    pfade:
      Datei:
        - Projekt öffnen
        - Optionen: [Lizenz]
      Start:
        Projekt: [Lesezeichen setzen, Lesezeichen]
      Exportieren:
        DXF: {ab: "25.2"}
  AppBuilder:
    namen: [AppBuilder]
    ordner: [Kartaro-AppBuilder]
    auch_ohne: [Projektbaum]
    pfade:
      Start: [Speichern, Veröffentlichen, Prüfen]
      Mehr: [Lizenzen, Info]
      Projektbaum:
        Datenbankverbindungen:
          <Verbindung>: [Modell, Synchronisation]
  Portal:
    namen: [Portal]
    ordner: [Kartaro-Portal]
    pfade:
      Portal-Admin:
        Einstellungen:
          Erscheinungsbild: {bis: "25.1"}
`),
);

const page = (body: string) => `---\ntitle: "Seite"\n---\n${body}`;
const FM = 3; // front matter lines of page()
const check = (body: string, pageId = 'dokumentation/Kartaro-Desktop/seite', version = '25.2') =>
  checkUiPaths('seite.md', page(body), catalogue, {pageId, version});

test('oberflaeche: Pfade in Fett, einzeln fett, Zitat und Fließtext werden erkannt', () => {
  const paths = (line: string) => pathsOfLine(line).map((p) => [p.before, ...p.segments].join(' › '));
  assert.deepEqual(paths('Klicken Sie auf **Datei › Optionen** und dann auf **OK**.'), ['Datei › Optionen']);
  assert.deepEqual(paths('Wählen Sie **Migration…** › **Schema aktualisieren**.'), ['Migration… › Schema aktualisieren']);
  assert.deepEqual(paths('Unter „Mehr › Info“ steht die Version.'), ['Mehr › Info']);
  assert.deepEqual(paths('| AppBuilder › Projektbaum › Formulare | x |'), ['AppBuilder › Projektbaum › Formulare']);
  assert.deepEqual(paths('In der **Berichtsvorschau** über **Exportieren › Word (DOCX)** speichern'), ['Exportieren › Word (DOCX)']);
  assert.equal(pathsOfLine('Starten Sie Kartaro Tools › Übungspaket aus dem Startmenü.')[0].open, true);
  assert.equal(pathsOfLine('Klicken Sie auf **Start › Prüfen**.')[0].open, false);
});

test('oberflaeche: ein Pfad ist gleich einem Katalogpfad oder ein Anfang davon', () => {
  assert.deepEqual(check('Klicken Sie auf **Start › Projekt › Lesezeichen setzen**.\n\nDie Gruppe **Start › Projekt** …'), []);
  const [problem, ...rest] = check('Zeile\n\nKlicken Sie auf **Start › Projekt › Lesezeichen merken**.');
  assert.equal(rest.length, 0);
  assert.equal(problem.rule, 'oberflaeche');
  assert.equal(problem.line, FM + 3);
  assert.match(problem.message, /„Start › Projekt › Lesezeichen merken“ steht nicht in redaktion\/oberflaeche\.yaml/);
  assert.match(problem.message, /nächste Pfade: „Start › Projekt › Lesezeichen setzen“ \(Desktop\)/);
  // Plain text after the last segment, and a root that is not catalogued, are not findings.
  assert.deepEqual(check('Unter Datei › Optionen auf der Seite Lizenz sehen Sie die Module.'), []);
  assert.deepEqual(check('Im Explorer unter **Neu › Verknüpfung** …'), []);
});

test('oberflaeche: Codeblöcke, Mermaid und Inline-Code werden nicht geprüft', () => {
  const body = [
    '```text',
    'Datei › Speichern unter',
    '```',
    '```mermaid',
    'A["Start › Irgendwas"]',
    '```',
    'Im Code `Datei › Falsch` steht es anders.',
  ];
  assert.deepEqual(check(body.join('\n')), []);
});

test('oberflaeche: die Oberfläche kommt aus dem Ordner, aus dem Produktnamen davor oder in derselben Zeile', () => {
  // AppBuilder path on a Desktop page
  const [problem] = check('Kontrollieren Sie unter **Mehr › Lizenzen**, ob das Modul enthalten ist.');
  assert.match(problem.message, /„Mehr › Lizenzen“ gehört zu AppBuilder, nicht zu Desktop/);
  assert.deepEqual(check('Kontrollieren Sie im AppBuilder unter **Mehr › Lizenzen**, ob das Modul enthalten ist.'), []);
  assert.deepEqual(check('| Lizenzen | AppBuilder › Mehr › Lizenzen |'), []);
  // Fachschalen pages are Desktop pages
  assert.equal(check('**Mehr › Info**', 'dokumentation/Fachschalen/Strom/index').length, 1);
  // Pages outside a product folder accept every UI
  assert.deepEqual(check('**Mehr › Lizenzen** und **Datei › Optionen › Lizenz**', 'installation/lizenzierung'), []);
  // A product name in front checks against that product only
  assert.match(
    check('**Desktop › Mehr › Lizenzen**', 'faq/intro')[0].message,
    /„Desktop › Mehr › Lizenzen“ gehört zu AppBuilder, nicht zu Desktop/,
  );
  // Same root, different UI: Start › Prüfen is AppBuilder, Start › Projekt is Desktop
  assert.deepEqual(check('**Start › Prüfen**', 'dokumentation/Kartaro-AppBuilder/x'), []);
  assert.equal(check('**Start › Projekt**', 'dokumentation/Kartaro-AppBuilder/x').length, 1);
});

test('oberflaeche: ab/bis – 25.1-Seiten ohne Pfade ab 25.2, Preview-Seiten ohne Pfade bis 25.1', () => {
  assert.deepEqual(check('Wählen Sie **Exportieren › DXF**.', 'dokumentation/Kartaro-Desktop/x', '25.2'), []);
  assert.match(
    check('Wählen Sie **Exportieren › DXF**.', 'dokumentation/Kartaro-Desktop/x', '25.1')[0].message,
    /erst ab 25\.2.*Fassung 25\.1/,
  );
  const admin = 'Unter **Portal-Admin › Einstellungen › Erscheinungsbild** …';
  assert.deepEqual(check(admin, 'dokumentation/Kartaro-Portal/x', '25.1'), []);
  assert.match(check(admin, 'dokumentation/Kartaro-Portal/x', '25.2')[0].message, /nur bis 25\.1/);
  // the prefix without the marked item is fine in both versions
  assert.deepEqual(check('**Portal-Admin › Einstellungen**', 'dokumentation/Kartaro-Portal/x', '25.2'), []);
  // release notes describe old and new states
  assert.deepEqual(check(admin, 'whatsnew/25.2/portal', '25.2'), []);
});

test('oberflaeche: Platzhalter, Namen und weglassbare Wurzeln', () => {
  const ab = (body: string) => check(body, 'dokumentation/Kartaro-AppBuilder/x');
  assert.deepEqual(ab('**Projektbaum › Datenbankverbindungen › <SQLite-Verbindung> › Synchronisation**'), []);
  assert.deepEqual(ab('**Datenbankverbindungen › `<Verbindung>` › Modell**'), []);
  assert.deepEqual(ab('**Datenbankverbindungen › Netz Strom › Modell**'), []);
  assert.deepEqual(ab('**Datenbankverbindungen › <Verbindung> › <Editor>**'), []);
  // the connection level left out
  assert.match(ab('**Datenbankverbindungen › Modell**')[0].message, /steht nicht in/);
  assert.match(
    ab('**Datenbankverbindungen › <Verbindung> › Topologie**')[0].message,
    /„Datenbankverbindungen › <Verbindung> › Topologie“ steht nicht in/,
  );
});

test('oberflaeche: kaputtes YAML nennt Datei und Schlüssel', () => {
  assert.throws(
    () => parseUi('oberflaechen: [1]'),
    /redaktion\/oberflaeche\.yaml: Schlüssel „oberflaechen“ fehlt oder ist keine Zuordnung/,
  );
  assert.throws(() => parseUi('oberflaechen:\n  Desktop:\n    namen: [Desktop]\n'), /„oberflaechen\.Desktop\.pfade“ fehlt/);
  assert.throws(
    () => parseUi('oberflaechen:\n  Desktop:\n    pfade:\n      Datei:\n        Optionen: {ab: [25]}\n'),
    /„oberflaechen\.Desktop\.pfade › Datei › Optionen › ab“ muss eine Version sein/,
  );
  assert.throws(
    () => parseUi('oberflaechen:\n  Desktop:\n    pfade:\n      Datei: [[Optionen]]\n'),
    /„oberflaechen\.Desktop\.pfade › Datei\[0\]“ ist weder ein Name/,
  );
  assert.throws(
    () => parseUi('oberflaechen:\n  Desktop:\n    auch_ohne: [Baum]\n    pfade:\n      Datei:\n'),
    /auch_ohne“ nennt „Baum“, das unter pfade fehlt/,
  );
});

test('oberflaeche: der echte Katalog enthält die Festlegungen aus produktwelt.md', () => {
  const real = uiCatalogue(parseUi(fs.readFileSync('redaktion/oberflaeche.yaml', 'utf8')));
  const ok = (line: string, pageId: string, version = '25.2') =>
    assert.deepEqual(checkUiPaths('x.md', page(line), real, {pageId, version}), [], line);
  ok('**Start › Projekt › Lesezeichen setzen**', 'dokumentation/Kartaro-Desktop/x');
  ok('**Datei › Optionen › Lizenz**', 'dokumentation/Kartaro-Desktop/x');
  ok('**Projektbaum › Datenbankverbindungen › <SQLite-Verbindung> › Synchronisation**', 'dokumentation/Kartaro-AppBuilder/x');
  ok('**Mehr › Einstellungen › Offline-Daten**', 'dokumentation/Kartaro-Mobile/x');
  ok('**Mehr › Dateien wiederherstellen**', 'dokumentation/Kartaro-AppBuilder/x');
  assert.equal(
    checkUiPaths('x.md', page('**Mehr › Einstellungen › 2FA › Wiederherstellungscodes neu erzeugen**'), real, {
      pageId: 'dokumentation/Kartaro-Mobile/x',
      version: '25.1',
    }).length,
    1,
  );
});
