// Product-world rules (lib/content/product-world) on small inline fixtures: a true finding, a
// correct text that passes, the exemptions, and line numbers per rule.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  arity,
  checkClosingSection,
  checkTerms,
  checkChangelogs,
  checkCsharpApi,
  checkDatesOnLine,
  checkMetaOpener,
  assertUniqueRuleIds,
  checkFactRules,
  checkReferences,
  checkSql,
  checkSqlModel,
  checkPreviewMentions,
  checkVersionDifferences,
  parseTerms,
  parseCommands,
  parseDataModel,
  parseDesktopApi,
  parseFactRules,
  parseReleases,
  parseStyle,
  parsePreviewMentionPages,
  parseVersionDifferences,
  checkCommands,
  checkCoordinates,
  checkCoordinatesInFile,
  parseExampleArea,
  checkConfigFiles,
  checkConditionColumns,
  parseProductFacts,
} from '../../lib/content/product-world/index.ts';
import fs from 'node:fs';

const page = (body: string, title = 'Seite') => `---\ntitle: "${title}"\ndescription: "Beschreibung."\n---\n${body}`;
const FM = 4; // front matter lines of page(): body line k is source line FM + k

/** [line, check id] the real fact rules of `files` find on a page with these body lines. */
function factFindings(lines: string[], files = ['redaktion/referenzkunden.yaml', 'redaktion/produktfakten.yaml']) {
  const checks = files.flatMap((file) => parseFactRules(fs.readFileSync(file, 'utf8'), file));
  return checkFactRules('docs/x.md', page(lines.join('\n')), checks).map((p) => [p.line, /Prüfung ([\w-]+)/.exec(p.message)?.[1]]);
}

// ------------------------------------------------------------------------------ sql-model
const model = parseDataModel(
  `# Präfixe: STR_ Strom, FW_ Fernwärme, XY_ Testkunde
standardspalten:
  OBJ_ID: {typ: uuid}
  GEOM: {typ: geometrie}
  STATUS: {typ: "zeichen(1)"}
auswahllisten_spalten:
  SCHLUESSEL: {typ: "text(40)", bedeutung: "gespeicherter Wert (nicht WERT)"}
  TEXT: {typ: "text(100)"}
tabellen:
  STR_KABELABSCHNITT:
    schema: KARTARO
    geometrie: Linie
    standardspalten: true
    spalten:
      KABELNR: {typ: "text(20)"}
      VERLEGEJAHR: {typ: ganzzahl, bedeutung: "Jahr der Verlegung (es gibt kein BAUJAHR am Kabelabschnitt)"}
      PLAN_ID: {typ: uuid, bedeutung: "optional (Planung): OBJ_ID der Planung"}
  STR_TRANSFORMATOR:
    schema: KARTARO
    geometrie: keine
    standardspalten: true
    spalten:
      STATION_ID: {typ: uuid}
      BEMESSUNGSLEISTUNG_KVA: {typ: ganzzahl, bedeutung: "Leistung in kVA (nicht LEISTUNG_KVA)"}
  STR_STATION:
    schema: KARTARO
    geometrie: Punkt
    standardspalten: true
    spalten:
      STATIONSNR: {typ: "text(20)"}
      BEZEICHNUNG: {typ: "text(100)", bedeutung: "Name (nicht STATIONSNAME)"}
  STR_AL_KABELTYP: {schema: KARTARO, geometrie: keine, standardspalten: false, spalten: {SCHLUESSEL: {typ: "text(40)"}}}
  XY_LADESAEULE:
    schema: KARTARO
    geometrie: Punkt
    standardspalten: true
    bedeutung: "Kundentabelle (bisher STR_LADESAEULE)"
    spalten:
      BETREIBER: {typ: "text(100)"}
  CFG_REVISION: {schema: KARTARO_CFG, geometrie: keine, standardspalten: false, spalten: {REVISION: {typ: ganzzahl}}}
weitere_bezeichner: [KAR_SYNC_*, IX_STR_STATION_NR, USER_SDO_GEOM_METADATA]
`,
  'test/datenmodell.yaml',
);

const sqlMessages = (sql: string) => checkSql(sql, model).map((f) => f.message);

test('sql-model: falsche Spalten qualifiziert und unqualifiziert, mit Hinweis auf die richtige', () => {
  const findings = checkSql('SELECT k.KABELNR,\n       k.BAUJAHR\n  FROM STR_KABELABSCHNITT k;', model);
  assert.equal(findings.length, 1);
  assert.equal(findings[0].line, 1);
  assert.match(findings[0].message, /„BAUJAHR“ gibt es in STR_KABELABSCHNITT nicht .*richtig: VERLEGEJAHR/);
  assert.match(sqlMessages('SELECT TRAFONR, LEISTUNG_KVA FROM STR_TRANSFORMATOR')[1], /richtig: BEMESSUNGSLEISTUNG_KVA/);
  assert.match(sqlMessages('SELECT WERT, TEXT FROM STR_AL_KABELTYP')[0], /„WERT“.*richtig: SCHLUESSEL/);
  assert.match(sqlMessages('SELECT GEOM FROM STR_TRANSFORMATOR')[0], /„GEOM“ gibt es in STR_TRANSFORMATOR nicht/);
});

test('sql-model: Schlüsselwörter, Funktionen, Aliasse, CTE, Parameter, Kommentare und Strings sind keine Spalten', () => {
  const sql = `-- BAUJAHR steht nur im Kommentar
WITH letzte AS (SELECT STATION_ID, MAX(BEMESSUNGSLEISTUNG_KVA) AS MAX_KVA FROM STR_TRANSFORMATOR GROUP BY STATION_ID)
SELECT s.STATIONSNR, l.MAX_KVA, COUNT(*) anzahl, 'BAUJAHR' AS TEXT_SPALTE, s.GEOM::geometry
  FROM STR_STATION s JOIN letzte l ON l.STATION_ID = s.OBJ_ID
 WHERE s.STATUS = :status AND s.OBJ_ID <> $1 AND ST_DWithin(s.GEOM, ?, 10) AND BEZEICHNUNG LIKE $(Suchtext)
 ORDER BY anzahl DESC NULLS LAST, MAX_KVA;`;
  assert.deepEqual(sqlMessages(sql), []);
  // tables outside the model: unqualified names cannot be checked
  assert.deepEqual(sqlMessages('SELECT f_table_name FROM STR_STATION s, geometry_columns g'), []);
});

test('sql-model: unbekannte Tabellen, Schema und Namen aus weitere_bezeichner', () => {
  assert.match(sqlMessages('SELECT * FROM kartaro.str_ladesaeule')[0], /Tabelle „kartaro\.str_ladesaeule“ .*richtig: XY_LADESAEULE/);
  assert.match(sqlMessages('SELECT * FROM STR_FOO')[0], /Tabelle „STR_FOO“ gibt es im Datenmodell nicht/);
  assert.match(sqlMessages('SELECT REVISION FROM KARTARO.CFG_REVISION')[0], /liegt im Schema KARTARO_CFG/);
  assert.deepEqual(sqlMessages('SELECT REVISION FROM kartaro_cfg.cfg_revision'), []);
  assert.deepEqual(sqlMessages('CREATE INDEX IX_STR_STATION_NR ON STR_STATION (STATIONSNR);\nSELECT * FROM KAR_SYNC_PROTOKOLL;'), []);
  assert.match(
    sqlMessages('CREATE INDEX STR_STATION_FOO_IDX ON STR_STATION (STATIONSNR)')[0],
    /„STR_STATION_FOO_IDX“ steht weder unter „tabellen“/,
  );
});

test('sql-model: ALTER TABLE … ADD nur für Spalten des Modells', () => {
  assert.deepEqual(sqlMessages('ALTER TABLE KARTARO.STR_KABELABSCHNITT ADD (PLAN_ID RAW(16));'), []);
  const m = sqlMessages('ALTER TABLE str_kabelabschnitt ADD COLUMN farbe varchar(10);');
  assert.equal(m.length, 1);
  assert.match(m[0], /ALTER TABLE … ADD legt eine Spalte an, die das Modell nicht kennt: Spalte „farbe“/);
});

test('sql-model: Zeilennummern, Inline-Code, ER-Diagramm und C#-Feldnamen einer Seite', () => {
  const src = page(`Text mit \`STR_STATION.STATIONSNAME\`, \`STR_\`, \`STR_AL_*\`, \`kartaro.config.json\` und \`KARTARO.STR_STATION\`.

\`\`\`sql
SELECT STATIONSNR,
       STATIONSNAME
  FROM STR_STATION;
\`\`\`

\`\`\`mermaid
erDiagram
    STR_TRANSFORMATOR {
        number LEISTUNG_KVA
    }
\`\`\`

\`\`\`csharp
var q = context.Data.CreateQuery("STR_STATION").Select("STATIONSNR", "STATIONSTYP");
string? n = feature["BEZEICHNUNG"] as string;
\`\`\`
`);
  const problems = checkSqlModel('docs/x.md', src, model);
  assert.deepEqual(
    problems.map((p) => [p.line, p.rule]),
    [
      [FM + 1, 'sql-model'],
      [FM + 5, 'sql-model'],
      [FM + 12, 'sql-model'],
      [FM + 17, 'sql-model'],
    ],
  );
  assert.match(problems[0].message, /STATIONSNAME.*richtig: BEZEICHNUNG/);
  assert.match(problems[3].message, /„STATIONSTYP“ gibt es in STR_STATION nicht/);
  // with two tables in the block the field keys are not attributed to one table
  const two = page(
    '```csharp\nvar a = data.CreateQuery("STR_STATION");\nvar b = data.CreateQuery("STR_TRANSFORMATOR");\nvar x = a["STATIONSTYP"];\n```\n',
  );
  assert.deepEqual(checkSqlModel('docs/y.md', two, model), []);
  assert.deepEqual(checkReferences('`STR_STATION.3f2a9c1e` `XY_LADESAEULE.BETREIBER`', model), []);
});

test('sql-model: ungültiges YAML und fehlende Schlüssel nennen Datei und Schlüssel', () => {
  assert.throws(() => parseDataModel('tabellen: [', 'redaktion/datenmodell.yaml'), /redaktion\/datenmodell\.yaml ist kein gültiges YAML/);
  assert.throws(
    () => parseDataModel('standardspalten: {}\ntabellen: {}\n', 'redaktion/datenmodell.yaml'),
    /redaktion\/datenmodell\.yaml: Schlüssel „auswahllisten_spalten“ fehlt/,
  );
});

// ------------------------------------------------------------------------------ csharp-api
const api = parseDesktopApi(
  `namespaces: {Kartaro.Desktop.Api: "x", Kartaro.Data: "x", Kartaro.Geometry: "x"}
entfernt:
  - {name: IMenuManager, version: "25.1", hinweis: "Ersatz IRibbonManager"}
typen:
  IKartaroApplication:
    namespace: Kartaro.Desktop.Api
    member:
      - {name: ShowMessage, art: methode, signaturen: ["void ShowMessage(string text, MessageLevel level = MessageLevel.Information)"]}
  MessageLevel: {namespace: Kartaro.Desktop.Api, member: [{name: Warning, art: enumwert}]}
  IDialogContext: {namespace: Kartaro.Desktop.Api, member: []}
  IRibbonManager: {namespace: Kartaro.Desktop.Api, member: []}
  KartaroPluginAttribute:
    namespace: Kartaro.Desktop.Api
    member: [{name: KartaroPluginAttribute, art: konstruktor, signaturen: ["KartaroPluginAttribute(string id, string name)"]}]
  IFeatureQuery:
    namespace: Kartaro.Data
    member:
      - {name: Select, art: methode, signaturen: ["IFeatureQuery Select(params string[] fields)"]}
      - {name: Limit, art: methode, signaturen: ["IFeatureQuery Limit(int count)"]}
  IDataConnection:
    namespace: Kartaro.Data
    member:
      - {name: ExecuteSql, art: methode, signaturen: ["int ExecuteSql(string sql)"], abgekuendigt: {version: "25.2", diagnose: KDA0007, ersatz: "CreateCommand(sql)"}}
  IPrintManager:
    namespace: Kartaro.Desktop.Api
    member:
      - {name: ExportPdfAsync, art: methode, seit: "25.2", signaturen: ["Task ExportPdfAsync(string path, CancellationToken cancellationToken = default)"]}
  KPoint:
    namespace: Kartaro.Geometry
    member: [{name: KPoint, art: konstruktor, signaturen: ["KPoint(double x, double y, SpatialReference sr)", "KPoint(double x, double y, double z, SpatialReference sr)"]}]
`,
  'test/desktop-api.yaml',
);
const csharp = (code: string, options = {preview: true, version: '25.2'}, before = '') =>
  checkCsharpApi('docs/x.md', page(`${before}\`\`\`csharp\n${code}\n\`\`\`\n`), api, options);

test('csharp-api: Stelligkeit aus den Signaturen (Standardwerte, params)', () => {
  assert.deepEqual(arity('void F(int a, string? b = null, params string[] c)'), {
    min: 1,
    max: Infinity,
    signature: 'void F(int a, string? b = null, params string[] c)',
  });
  assert.deepEqual([arity('void G()').min, arity('void G()').max], [0, 0]);
  const wrong = csharp('app.ShowMessage("a");\napp.ShowMessage("a", MessageLevel.Warning, 3);');
  assert.equal(wrong.length, 1);
  assert.equal(wrong[0].line, FM + 3);
  assert.match(
    wrong[0].message,
    /ShowMessage mit 3 Argumenten aufgerufen – redaktion\/desktop-api\.yaml erlaubt: void ShowMessage\(string text, MessageLevel level = MessageLevel\.Information\)/,
  );
  assert.deepEqual(
    csharp(
      [
        'app.ShowMessage(text: "a", level: MessageLevel.Warning);',
        'app.ShowMessage($"Fehlend: {string.Join(", ", liste)}", MessageLevel.Warning);',
        'q.Select("A", "B", "C").Limit(5);',
        'var p = new KPoint(1, 2, sr);',
        'items.Where(x => x.IsActive).Select(x => x.Name, 1);',
        '[KartaroPlugin("stadtwerke.x", "Name", Version = "1.0.0")]',
        'public class P { void Limit(int a, int b) {} void Run() { Limit(1, 2); } }',
      ].join('\n'),
    ),
    [],
  );
  assert.match(csharp('var p = new KPoint(1, 2);')[0].message, /KPoint mit 2 Argumenten/);
  assert.match(csharp('[KartaroPlugin("stadtwerke.x")]\npublic class P {}')[0].message, /KartaroPluginAttribute mit 1 Argument aufgerufen/);
});

test('csharp-api: Typnamen, entfernte Typen und Namespaces', () => {
  const m = csharp(
    'using Kartaro.Desktop.Api;\nusing Kartaro.Foo;\nIMenuManager menu;\nIFooManager foo;\nDialogContext d;\nIEnumerable<IDialogContext> e;\ninterface IEigenes {}\nIEigenes x;\nvar t = Kartaro.Data.IFeatureQuery;\nvar u = Kartaro.Data.FeatureQuery;',
  ).map((p) => p.message);
  assert.equal(m.length, 5, m.join('\n'));
  assert.match(m[0], /Namespace Kartaro\.Foo gibt es nicht/);
  assert.match(m[1], /IMenuManager ist seit 25\.1 entfernt \(Ersatz IRibbonManager\)/);
  assert.match(m[2], /Typ IFooManager gibt es in der Desktop-API nicht/);
  assert.match(m[3], /die Schnittstelle heißt IDialogContext/);
  assert.match(m[4], /Typ Kartaro\.Data\.FeatureQuery gibt es/);
});

test('csharp-api: abgekündigte Member nur in der Preview ohne Hinweis, neue Member nicht in 25.1', () => {
  assert.match(csharp('int n = conn.ExecuteSql("DELETE FROM X");')[0].message, /ExecuteSql ist seit 25\.2 abgekündigt \(KDA0007/);
  assert.deepEqual(
    csharp('int n = conn.ExecuteSql("DELETE FROM X");', {preview: true, version: '25.2'}, 'ExecuteSql ist abgekündigt (KDA0007).\n\n'),
    [],
  );
  assert.deepEqual(csharp('int n = conn.ExecuteSql("DELETE FROM X");', {preview: false, version: '25.1'}), []);
  assert.match(
    csharp('await druck.ExportPdfAsync("a.pdf");', {preview: false, version: '25.1'})[0].message,
    /ExportPdfAsync gibt es erst seit 25\.2/,
  );
  assert.deepEqual(csharp('await druck.ExportPdfAsync("a.pdf");'), []);
});

// ------------------------------------------------------------------------------ begriffe
const forbidden = parseTerms(
  `begriffe:
  - begriff: "Kartenebene"
    nicht_verwenden: ["Layer", "Administrator*innen"]
    ausnahmen: ['\\*\\*Layer\\*\\*', 'Indoor-Layer']
  - begriff: "Abfragewerkzeug"
    nicht_verwenden: ["SQL-Konsole"]
`,
  'test/begriffe.yaml',
);

test('begriffe: Wörter im Fließtext, ganze Wörter, Groß-/Kleinschreibung wie geschrieben', () => {
  const src = page(
    [
      'Der Layer zeigt Kabel.', // 1: finding
      'Der Layerumschalter und der layer bleiben.', // 2: no whole word / other case
      'Siehe [Layer](layer.md) und [Ebene](Layer.md).', // 3: link text counts, link target not
      'Klicken Sie auf **Layer**; der Indoor-Layer bleibt.', // 4: exempt line
      'Code `Layer` und <Layer name="x"> und https://example.org/Layer sind kein Fließtext.', // 5
      'Keine Administrator\\*innen und keine SQL-Konsole.', // 6: two findings
      '```text',
      'Layer im Code',
      '```',
    ].join('\n'),
    'Layer im Titel',
  );
  const problems = checkTerms('docs/dokumentation/glossar.md', src, forbidden);
  assert.deepEqual(
    problems.map((p) => p.line),
    [FM + 1, FM + 3, FM + 6, FM + 6],
  );
  assert.match(problems[0].message, /„Layer“ – im Fließtext heißt es „Kartenebene“ \(redaktion\/begriffe\.yaml\)/);
  assert.match(problems[3].message, /„SQL-Konsole“.*„Abfragewerkzeug“/);
});

// ------------------------------------------------------------------------------ stil.md
const style = parseStyle(
  `# Stil\n\nText.\n\n\`\`\`yaml\nmeta_einstiege:\n  - '\\bDiese Seite\\b'\n  - '\\bHier finden Sie\\b'\nabschlussabschnitt: "Siehe auch"\nabschlussabschnitt_varianten: ["Verwandte Seiten", "Weiter mit"]\n\`\`\`\n`,
  'test/stil.md',
);

test('meta-einstieg: nur der erste Absatz nach Imports, Überschriften und Hinweisen', () => {
  const opener = page(
    'import X from "@site/x";\n\n:::note\nDiese Seite im Hinweis zählt nicht.\n:::\n\nZuerst etwas.\nDiese Seite beschreibt den Export.\n\nZweiter Absatz.',
  );
  const problems = checkMetaOpener('docs/x.md', opener, style);
  assert.deepEqual(
    problems.map((p) => [p.line, p.rule]),
    [[FM + 8, 'meta-einstieg']],
  );
  assert.match(problems[0].message, /„Diese Seite“.*redaktion\/stil\.md/);
  assert.deepEqual(
    checkMetaOpener('docs/x.md', page('\nDer Tile-Server liefert Kacheln.\n\nDiese Seite im zweiten Absatz ist kein Einstieg.'), style),
    [],
  );
  assert.equal(checkMetaOpener('docs/x.md', page('## Überblick\n\nHier finden Sie alles.'), style)[0].line, FM + 3);
});

test('abschlussabschnitt: Varianten werden „Siehe auch“', () => {
  const src = page('## Verwandte Seiten\n\n##   weiter mit  \n\n### Verwandte Seiten\n\n## Siehe auch\n\n```text\n## Weiter mit\n```');
  const problems = checkClosingSection('docs/x.md', src, style);
  assert.deepEqual(
    problems.map((p) => p.line),
    [FM + 1, FM + 3],
  );
  assert.match(problems[0].message, /„Verwandte Seiten“ heißt „Siehe auch“/);
  assert.throws(() => parseStyle('# ohne YAML', 'redaktion/stil.md'), /redaktion\/stil\.md: kein ```yaml-Block/);
  assert.throws(() => parseStyle('```yaml\nmeta_einstiege: []\n```\n', 'redaktion/stil.md'), /Schlüssel „abschlussabschnitt“ fehlt/);
});

// ------------------------------------------------------------------------------ changelog
const releases = parseReleases(
  `aktuelle_version: "25.1"
preview_version: "25.2"
versionen:
  - version: "25.1"
    freigabe: 2026-05-11
    wartung_bis: 2027-06-30
    builds:
      - {build: "25.1.0.3702", datum: 2026-05-11}
      - {build: "25.1.1.3845", datum: 2026-07-06}
  - version: "25.2"
    freigabe: null
    builds:
      - {build: "25.2.0.5102", datum: 2026-09-07, name: "Preview 1"}
`,
  'test/releases.yaml',
);

const section = (heading: string, neu: string[], fixed: string[]) =>
  `## ${heading}\n\nText.\n\n### Neu und geändert\n\n${neu.map((t) => `- ${t}: Eintrag.`).join('\n')}\n\n### Behoben\n\n${fixed.map((t) => `- ${t}: Eintrag.`).join('\n')}\n\n`;

test('changelog: Build-Überschriften gegen releases.yaml', () => {
  const src = page(
    [
      section('25.2 Preview 1 (Build 25.2.0.5102, 07.09.2026)', ['KAR-10001'], ['KAR-10012']),
      section('25.1.1 (Build 25.1.1.3845, 07.07.2025)', ['KAR-10023'], []),
      section('25.1.9 (Build 25.1.9.9999, 01.01.2026)', [], []),
      section('25.1.0 (Build 25.1.1.3845, 06.07.2026)', [], []),
      '## 25.1.0 vom 11.05.2026\n',
    ].join(''),
  );
  const problems = checkChangelogs([{file: 'docs/whatsnew/changelog/desktop.md', source: src}], releases);
  const messages = problems.filter((p) => !/Build-Abschnitten/.test(p.message)).map((p) => [p.line, p.message]);
  assert.equal(messages.length, 4);
  assert.deepEqual(messages[0], [FM + 13, 'Build 25.1.1.3845 erschien am 06.07.2026, nicht am 07.07.2025 (redaktion/releases.yaml).']);
  assert.match(String(messages[1][1]), /Build 25\.1\.9\.9999 gibt es nicht/);
  assert.match(String(messages[2][1]), /heißt „25\.1\.1“, nicht „25\.1\.0“/);
  assert.match(String(messages[3][1]), /im Format „## <Version> \(Build/);
});

test('changelog: erfundene Ticketnummern (Dubletten, Endziffer, Rechenregel, Schablone)', () => {
  const real = [
    'KAR-18342',
    'KAR-17017',
    'KAR-18985',
    'KAR-16502',
    'KAR-19238',
    'KAR-17764',
    'KAR-18129',
    'KAR-16897',
    'KAR-19416',
    'KAR-17350',
  ];
  const ok = page(
    section('25.1.1 (Build 25.1.1.3845, 06.07.2026)', real.slice(0, 4), real.slice(4, 7)) +
      section('25.1.0 (Build 25.1.0.3702, 11.05.2026)', real.slice(7, 8), real.slice(8)),
  );
  const index = {file: 'docs/whatsnew/changelog/index.md', source: page('Übersicht.\n')};
  assert.deepEqual(checkChangelogs([index, {file: 'docs/whatsnew/changelog/desktop.md', source: ok}], releases), []);

  const ones = [
    'KAR-10011',
    'KAR-10231',
    'KAR-10441',
    'KAR-10651',
    'KAR-11871',
    'KAR-12091',
    'KAR-12311',
    'KAR-12531',
    'KAR-13751',
    'KAR-13971',
  ];
  const bad = page(
    section('25.1.1 (Build 25.1.1.3845, 06.07.2026)', ones.slice(0, 5), ones.slice(5)) +
      section('25.1.0 (Build 25.1.0.3702, 11.05.2026)', ['KAR-18342'], ['KAR-20000']),
  );
  const problems = checkChangelogs(
    [index, {file: 'docs/whatsnew/changelog/desktop.md', source: ok}, {file: 'docs/whatsnew/changelog/server.md', source: bad}],
    releases,
  );
  const messages = problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
  assert.ok(
    messages.some((m) =>
      /^docs\/whatsnew\/changelog\/server\.md:\d+: Ticket KAR-18342 steht schon in docs\/whatsnew\/changelog\/desktop\.md:\d+/.test(m),
    ),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => /server\.md:\d+: 10 von 12 Ticketnummern \(83 %\) enden auf 1/.test(m)),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => /server\.md:\d+: 4 Ticketnummern in Folge mit gleichem Abstand \+220 \(KAR-11871 … KAR-12531\)/.test(m)),
    messages.join('\n'),
  );
  // the same split of entries in (almost) every build looks like a template
  const ticket = (i: number) => `KAR-${10000 + i * 37}`;
  const heading = '25.1.1 (Build 25.1.1.3845, 06.07.2026)';
  const builds = (split: (b: number) => [number, number]) =>
    page(
      Array.from({length: 10}, (_, b) => {
        const [n, f] = split(b);
        return section(
          heading,
          Array.from({length: n}, (_, k) => ticket(b * 10 + k)),
          Array.from({length: f}, (_, k) => ticket(b * 10 + 5 + k)),
        );
      }).join(''),
    );
  const shares = (source: string) =>
    checkChangelogs([index, {file: 'docs/whatsnew/changelog/portal.md', source}], releases).filter((p) =>
      /Build-Abschnitten/.test(p.message),
    );
  const pair = shares(builds(() => [1, 1]));
  assert.deepEqual(
    pair.map((p) => [p.file, p.line]),
    [['docs/whatsnew/changelog/index.md', 1]],
  );
  assert.match(pair[0].message, /10 von 10 Build-Abschnitten \(100 %\) .*genau 1 Eintrag unter „Neu und geändert“ und 1 unter „Behoben“/);
  assert.deepEqual(shares(builds((b) => [1 + (b % 4), b % 3])), []);
});

test('changelog: Daten in Release Notes und Build-Tabellen', () => {
  assert.deepEqual(checkDatesOnLine('| 25.1.1 | 25.1.1.3845 | 07.07.2025 | Patch |', releases), [
    'Build 25.1.1.3845 erschien am 06.07.2026, nicht am 07.07.2025 (redaktion/releases.yaml).',
  ]);
  assert.deepEqual(checkDatesOnLine('| 25.1.1 | 25.1.1.3845 | 06.07.2026 | Patch |', releases), []);
  assert.deepEqual(checkDatesOnLine('Kartaro 25.1 ist am 12.05.2025 erschienen.', releases, '25.1'), [
    '25.1 erschien am 11.05.2026, nicht am 12.05.2025 (redaktion/releases.yaml).',
  ]);
  assert.deepEqual(checkDatesOnLine('| Veröffentlichung | 11.05.2026 |', releases, '25.1'), []);
  assert.deepEqual(checkDatesOnLine('| Wartung | bis 30.06.2026 |', releases, '25.1'), [
    'Die Wartung von 25.1 läuft bis 30.06.2027, nicht bis 30.06.2026 (redaktion/releases.yaml).',
  ]);
  assert.deepEqual(checkDatesOnLine('Der Patch 25.1.1 kam am 01.07.2026.', releases), [
    '25.1.1 erschien am 06.07.2026, nicht am 01.07.2026 (redaktion/releases.yaml).',
  ]);
  assert.deepEqual(checkDatesOnLine('Am 03.03.2026 meldete ein Anwender den Fehler.', releases, '25.1'), []);
  assert.throws(
    () => parseReleases('versionen: []\n', 'redaktion/releases.yaml'),
    /redaktion\/releases\.yaml: Schlüssel „aktuelle_version“ fehlt/,
  );
});

// ------------------------------------------------------------------------------ versionsunterschiede
test('versionsunterschiede: gleiche Seiten, gelistete Unterschiede und „Preview ändern“', () => {
  const yaml = `seiten:\n  - id: a/gelistet\n    grund: "neu in 25.2"\n  - id: a/todo\n    grund: "Preview ändern: .NET 10 nennen."\n  - id: a/fehlt\n    grund: "x"\n`;
  const differences = parseVersionDifferences(yaml, 'redaktion/versionsunterschiede.yaml');
  const v = (source: string, version: string, id: string) => ({file: `${version}/${id}.md`, source});
  const next = new Map([
    ['a/gleich', v('x\ny', 'docs', 'a/gleich')],
    ['a/anders', v('x\ny\nz', 'docs', 'a/anders')],
    ['a/gelistet', v('neu', 'docs', 'a/gelistet')],
    ['a/todo', v('t', 'docs', 'a/todo')],
    ['a/fehlt', v('f', 'docs', 'a/fehlt')],
  ]);
  const old = new Map([
    ['a/gleich', v('x\ny', 'old', 'a/gleich')],
    ['a/anders', v('x\nY\nz', 'old', 'a/anders')],
    ['a/gelistet', v('alt', 'old', 'a/gelistet')],
    ['a/todo', v('t', 'old', 'a/todo')],
  ]);
  const problems = checkVersionDifferences(next, old, differences);
  assert.deepEqual(
    problems.map((p) => [p.file, p.line]),
    [
      ['docs/a/anders.md', 2],
      ['docs/a/todo.md', 1],
      ['redaktion/versionsunterschiede.yaml', 6],
    ],
  );
  assert.match(problems[0].message, /steht aber nicht in redaktion\/versionsunterschiede\.yaml/);
  assert.match(problems[1].message, /hier für 25\.2 ändern .*: \.NET 10 nennen\./);
  assert.match(problems[2].message, /„a\/fehlt“ fehlt in 25\.1 und älter/);
  const same = checkVersionDifferences(
    new Map([['a/gelistet', v('s', 'docs', 'a/gelistet')]]),
    new Map([['a/gelistet', v('s', 'old', 'a/gelistet')]]),
    differences.slice(0, 1),
  );
  assert.match(same[0].message, /ist aber in beiden Fassungen gleich/);
});

test('versionsunterschiede: 25.1-Seiten nennen die Preview-Version nur unter vorschau_nennen', () => {
  const yaml = `vorschau_nennen:\n  - a/einstieg\n  - a/weg # gibt es nicht mehr\nseiten: []\n`;
  const allowed = parsePreviewMentionPages(yaml);
  assert.deepEqual(allowed, ['a/einstieg', 'a/weg']);
  assert.deepEqual(parsePreviewMentionPages('seiten: []\n'), []);
  const v = (source: string, id: string) => ({file: `old/${id}.md`, source});
  const old = new Map([
    ['a/einstieg', v('Die Preview beschreibt 25.2.', 'a/einstieg')],
    [
      'a/api',
      v(
        '---\ndescription: "nicht in 25.2"\n---\n\n| `ExecuteSql` | ab 25.2 abgekündigt |\nBuild 25.2.0.5307\n125.2 m, 25.25 und 0,25.2 sind keine Version\nfrei',
        'a/api',
      ),
    ],
  ]);
  const problems = checkPreviewMentions(old, allowed, '25.2', 'redaktion/versionsunterschiede.yaml', yaml);
  assert.deepEqual(
    problems.map((p) => [p.file, p.line]),
    [
      ['old/a/api.md', 5],
      ['old/a/api.md', 6],
      ['redaktion/versionsunterschiede.yaml', 3],
    ],
  );
  assert.match(problems[0].message, /nennt hier 25\.2 .*:::info\[Neu in 25\.2\]/);
  assert.match(problems[2].message, /„a\/weg“ unter vorschau_nennen gibt es in 25\.1 und älter nicht/);
});

// ------------------------------------------------------------------------------ referenzkunden
test('referenzkunden: Prüfungen mit Gruppe (erlaubt) und ohne Gruppe (ausser)', () => {
  const checks = parseFactRules(
    `pruefungen:
  - id: netzlaenge
    muster: 'Niederspannungsnetz[^.\\n]{0,80}?(\\d{1,3}(?:\\.\\d{3})*)\\s*km'
    erlaubt: ["1.450"]
    meldung: "Das Niederspannungsnetz ist 1.450 km lang (redaktion/referenzkunden.yaml)."
  - id: kein-oracle
    muster: '^(?=.*Musterstadt).*\\bOracle\\b'
    ausser: 'bis 2025'
    meldung: "Musterstadt nutzt PostgreSQL."
`,
    'redaktion/referenzkunden.yaml',
  );
  const src = page(
    [
      'Das Niederspannungsnetz umfasst 1.450 km.',
      'Das Niederspannungsnetz umfasst 1.200 km.',
      'Musterstadt arbeitet mit Oracle.',
      'Musterstadt arbeitete bis 2025 mit Oracle.',
      '```sql',
      '-- Musterstadt: Oracle',
      '```',
    ].join('\n'),
    'Musterstadt mit Oracle',
  );
  const problems = checkFactRules('docs/x.md', src, checks);
  assert.deepEqual(
    problems.map((p) => [p.line, p.rule]),
    [
      [FM + 2, 'referenzkunden'],
      [FM + 3, 'referenzkunden'],
      [FM + 6, 'referenzkunden'],
    ],
  );
  assert.match(problems[0].message, /gefunden: 1\.200, erlaubt: 1\.450; Prüfung netzlaenge in redaktion\/referenzkunden\.yaml/);
  assert.deepEqual(parseFactRules('versionen: []\n', 'redaktion/releases.yaml'), []);
  assert.equal(parseFactRules(`pruefungen:\n  - {id: r, muster: 'x', meldung: "m"}\n`, 'redaktion/releases.yaml')[0].rule, 'releases');
  assert.throws(
    () => parseFactRules(`pruefungen:\n  - {id: g, muster: '(x)', meldung: "m"}\n`, 'redaktion/referenzkunden.yaml'),
    /redaktion\/referenzkunden\.yaml: Schlüssel „pruefungen\[0\]\.erlaubt“ fehlt/,
  );
  assert.throws(
    () => parseFactRules(`pruefungen:\n  - {id: k, muster: '(', meldung: "m"}\n`, 'redaktion/referenzkunden.yaml'),
    /„pruefungen\[0\]\.muster“ ist kein gültiger regulärer Ausdruck/,
  );
});

test('referenzkunden: erlaubt aus mehreren Listen mit YAML-Ankern (IN_GRUPPE)', () => {
  const checks = parseFactRules(
    `kunden:
  a: {gruppen: &ga ["Netzauskunft", "Störungsdienst"]}
  b: {gruppen: &gb ["Kataster Sachbearbeitung"]}
pruefungen:
  - id: gruppe
    muster: "IN_GRUPPE\\\\('([^']*)'\\\\)"
    erlaubt: [*ga, *gb]
    meldung: "Kartaro-Benutzergruppe nennen."
`,
    'redaktion/referenzkunden.yaml',
  );
  const src = page(
    ["`IN_GRUPPE('Netzauskunft') ODER IN_GRUPPE('Kataster Sachbearbeitung')`", "`NICHT IN_GRUPPE('GIS-Kataster')`"].join('\n'),
  );
  const problems = checkFactRules('docs/x.md', src, checks);
  assert.deepEqual(
    problems.map((p) => p.line),
    [FM + 2],
  );
  assert.match(problems[0].message, /gefunden: GIS-Kataster, erlaubt: Netzauskunft, Störungsdienst, Kataster Sachbearbeitung/);
});

test('produktfakten: die echten Prüfungen erkennen falsche Dienste, Pakete und Variablen', () => {
  const file = 'redaktion/produktfakten.yaml';
  const checks = parseFactRules(fs.readFileSync(file, 'utf8'), file);
  const src = page(
    [
      '```powershell',
      'Restart-Service Wildfly',
      'Restart-Service WildFly-Kartaro',
      'msiexec /i Kartaro-Desktop-25.1.3-x64.msi',
      'msiexec /i Kartaro-Professional-25.1.3-x64.msi',
      '```',
      'Filter `[WARTUNGSBEZIRK] = $(Wartungsbezirk)` und `$(Heute)`, aber nicht `$(Mitarbeiterbezirk)`.',
      '<PluginDateien Include="$(OutDir)**" />',
    ].join('\n'),
  );
  const problems = checkFactRules('docs/x.md', src, checks);
  assert.deepEqual(
    problems.map((p) => [p.line, /Prüfung ([\w-]+)/.exec(p.message)?.[1]]),
    [
      [FM + 3, 'windows-dienstname'],
      [FM + 5, 'installationspaket'],
      [FM + 7, 'variable'],
    ],
  );
});

test('referenzkunden und produktfakten: Katasterschema, Umzug ohne Router, einfache Geometrien und iPads der Fernwärme', () => {
  assert.deepEqual(
    factFindings([
      '{ "tabellen": "ALK_*", "zugriff": "lesen", "ziel": "Kataster Musterstadt", "zielschema": "alkis" }',
      '{ "tabellen": "ALK_*", "zugriff": "lesen", "ziel": "Liegenschaften" }',
      '4. Für zwei Wochen leitet ein [Router](router.md) die Lesezugriffe des Portals um.',
      'Die Sicht `kartaro.v_adresse_alkis` liefert Adressen.',
      '"geometrie": { "spalte": "GEOM", "typ": "MultiPolygon", "srid": 25832 },',
      '| **Geometrietyp** | erlaubte Geometrie | Punkt, Linie, Fläche, jeweils auch Multi | aus der Spalte |',
      'Kartaro kennt nur einfache Geometrien; `MULTIPOLYGON` registriert der AppBuilder nicht.',
      '"geometrie": { "spalte": "GEOM", "typ": "Polygon", "srid": 25832 },',
      'Die Stadtwerke Musterstadt haben sechs ältere iPads im Störungsdienst getauscht.',
      '40 Mobilgeräte (Android-Tablets und iPads), davon 25 im Störungsdienst Strom.',
    ]),
    [
      [FM + 1, 'musterstadt-kein-katasterschema'],
      [FM + 3, 'musterstadt-umzug-ohne-router'],
      [FM + 5, 'geometrietyp-einfach'],
      [FM + 6, 'geometrietyp-einfach'],
      [FM + 9, 'musterstadt-ipads-fernwaerme'],
    ],
  );
});

test('referenzkunden und produktfakten: Zusatzmodule der Stadtwerke, Startkarte des Projekts und Desktop-Navigation', () => {
  assert.deepEqual(
    factFindings([
      'Bei den Stadtwerken Musterstadt erscheinen dort `KP`, `FS-STROM` und `FS-FW`.',
      'Bei den Stadtwerken Musterstadt erscheinen dort `KP`, `FS-STROM`, `FS-FW` und `FS-ALK`.',
      'Die Gemeinde Beispielhausen lizenziert `FS-ALK` und `FS-STROM`.',
      'Markieren Sie eine Karte und klicken Sie auf **Als Standard festlegen**.',
      '| **Kartendefinition** | Karte | Kartendefinition des Projekts | Standardkarte des Projekts |',
      '| **Kartendefinition** | Karte | Kartendefinition des Projekts | Startkarte des Projekts |',
      '- **Zoom auf Auswahl** passt den Ausschnitt an, **Start › Navigation › Ausschnitte › Aktuellen Ausschnitt merken**.',
      '- **Auf Auswahl zoomen** und **Start › Projekt › Lesezeichen setzen**.',
    ]),
    [
      [FM + 1, 'musterstadt-zusatzmodule'],
      [FM + 4, 'startkarte-des-projekts'],
      [FM + 5, 'startkarte-des-projekts'],
      [FM + 7, 'desktop-navigation'],
    ],
  );
});

test('produktfakten: Berichtsausdrücke [Projekt.X] nur mit Beispielvariablen, [System.X] aus der festen Liste', () => {
  assert.deepEqual(
    factFindings(
      [
        '- rechts die Abteilung aus der Projektvariablen `[Projekt.Abteilung]`,',
        '| `[Projekt.Name]` | Projektvariable aus dem Projektbaum | `[Projekt.Absender]` |',
        'Fußzeile mit `[Projekt.Bankverbindung]` und `Seite [System.Seite] von [System.Seitenzahl]`.',
        'Gedruckt von `[System.Drucker]`.',
        '$c = [System.Net.NetworkCredential]::new("", $kennwort).Password',
      ],
      ['redaktion/produktfakten.yaml'],
    ),
    [
      [FM + 3, 'bericht-projektvariable'],
      [FM + 4, 'bericht-systemwert'],
    ],
  );
});

test('referenzkunden: Offline-Verbindungen der Beispiele, die Offline-Pakete ausliefern', () => {
  assert.deepEqual(
    factFindings(
      [
        'Das Fernwärme-Paket liefert die Offline-Verbindung „Schachtkontrolle“ aus.',
        'Beide Strom-Pakete liefern die Offline-Verbindung „Störungsdienst Strom“ aus.',
        'Die Offline-Verbindung „Netzkontrolle Nord“ lädt alle Kabel.',
      ],
      ['redaktion/referenzkunden.yaml'],
    ),
    [[FM + 3, 'offline-verbindungen']],
  );
});

test('koordinaten: EPSG:25832 und WGS 84 außerhalb des Beispielgebiets', () => {
  const area = parseExampleArea(
    `beispielgebiet:
  epsg_25832: {min_x: 410000, min_y: 5650000, max_x: 416000, max_y: 5656000}
  wgs84: {min_laenge: 7.71, min_breite: 50.99, max_laenge: 7.81, max_breite: 51.05}
`,
  );
  const src = page(
    [
      '/Zoom=412350;5653210;500 und x=413380&amp;y=5652020',
      '```json',
      '{ "x": 413380, "y": 5652020 }',
      '"startausschnitt": [411800, 5652700, 413900, 5654100],',
      '```',
      "ST_GeomFromText('LINESTRING(412100 5653020, 412480 5653110)', 25832)",
      '/Zoom=399000;5653210;500',
      'coordinates: [13.7391, 51.0512]',
      'bbox=7.746%2C51.022%2C7.754%2C51.026 und KPoint(7.7502, 51.0238, wgs84)',
      'Breite, Länge: 51.0512, 13.7391',
      '{ "x": 413380, "y": 5712020 }',
      'Build 25.2.0.5307, Version 25.1.3.4812, Port 5432, 604800 Sekunden',
      'curl https://gis.musterstadt.de/tiles/netz/15/17089/10966.png und /tiles/netz/12/2136/1370.pbf',
      'curl https://gis.musterstadt.de/tiles/netz/15/17245/10890.png',
      'https://gis.musterstadt.de/tiles/netz/{z}/{x}/{y}.png und Version 25/1/2.png und /3/9/1.png',
    ].join('\n'),
  );
  assert.deepEqual(
    checkCoordinates('docs/x.md', src, area).map((p) => p.line),
    [FM + 7, FM + 8, FM + 10, FM + 11, FM + 14, FM + 15],
  );
  const openapi = 'paths:\n  example: "13.72,51.04,13.76,51.06"\n  coordinates: [7.75036, 51.02394]\n';
  const found = checkCoordinatesInFile('static/openapi/x.yaml', openapi, area);
  assert.deepEqual(
    found.map((p) => [p.line, p.rule]),
    [[2, 'koordinaten']],
  );
  assert.match(found[0].message, /13\.72\/51\.04 \(WGS 84\)/);
  // the real fact sheet: the two reference points lie in the area
  const real = parseExampleArea(fs.readFileSync('redaktion/referenzkunden.yaml', 'utf8'));
  assert.deepEqual(checkCoordinates('docs/x.md', page('/Zoom=412350;5653210;500 und 7.76519, 51.01321'), real), []);
});

test('konfigurationsdateien und bedingung-spalten: tileserver.yml und [SPALTE]', () => {
  const facts = parseProductFacts(
    `bedingung_sondernamen: [WERT]
konfigurationsdateien:
  - datei: tileserver.yml
    erkennung: '^(?:kacheln|konfigurationsdatenbank):\\s*$'
    schluessel: [server.port, server.kontextpfad, kacheln.verzeichnis]
`,
  );
  const src = page(
    [
      '```yaml',
      'server:',
      '  port: 8090',
      '  contextPath: /tiles',
      'kacheln:',
      '  verzeichnis: D:\\Kartaro\\Kacheln',
      '```',
      '```yaml',
      'server:',
      '  contextPath: /andere-datei',
      '```',
      'Bedingung `[VERLEGEJAHR] ZWISCHEN 1970 UND 1989` und `[WERT] > 365`, Link [ALKIS](x.md).',
      '`[BAUJAHRX] > 1990`',
      '```text',
      "[STATUS] = 'B' UND [KABELTYPX] = 'NAYY'",
      '```',
    ].join('\n'),
  );
  const config = checkConfigFiles('docs/x.md', src, facts);
  assert.deepEqual(
    config.map((p) => [p.line, p.rule]),
    [[FM + 4, 'konfigurationsdateien']],
  );
  assert.match(config[0].message, /„server\.contextPath“ gibt es in tileserver\.yml nicht.*meinten Sie „server\.kontextpfad“/);
  assert.deepEqual(
    checkConditionColumns('docs/x.md', src, model, facts).map((p) => [p.line, p.rule]),
    [
      [FM + 13, 'bedingung-spalten'],
      [FM + 15, 'bedingung-spalten'],
    ],
  );
  // the real facts parse and know the documented keys
  const real = parseProductFacts(fs.readFileSync('redaktion/produktfakten.yaml', 'utf8'));
  assert.ok(real.configFiles.find((c) => c.name === 'tileserver.yml')?.keys.has('konfigurationsdatenbank.schema'));
});

test('produktfakten: Ribbon-Befehl für Berichte und Transparenzen in PDF/A-3b', () => {
  assert.deepEqual(
    factFindings(
      [
        'Legen Sie eine Schaltfläche mit dem Befehl `Bericht.Oeffnen` an.',
        'Ziehen Sie den Befehl `Sonstige.BerichtAusfuehren` in eine Gruppe.',
        'PDF/A-3b bettet alle Schriften ein und verzichtet auf Transparenzen, die Archivsysteme ablehnen.',
        'PDF/A-3b bettet alle Schriften ein; Transparenzen bleiben erhalten, weil PDF/A-3 sie zulässt.',
      ],
      ['redaktion/produktfakten.yaml'],
    ),
    [
      [FM + 1, 'ribbon-berichtsbefehl'],
      [FM + 3, 'pdfa3-transparenz'],
    ],
  );
});

test('produktfakten: Offline-Paket ohne eigene Tabellenliste – Tabellen und Richtung aus der Synchronisationsdefinition', () => {
  assert.deepEqual(
    factFindings(
      [
        'Die Zieltabelle muss deshalb im Offline-Paket enthalten sein, sonst zeigt das Feld nur den Anzeigetext.',
        'Fehlt die Erweiterungstabelle im Offline-Paket, zeigt die App das Unterformular leer an.',
        'Im Offline-Paket „Netz Strom Nord“ ist `STR_STOERUNG` bearbeitbar.',
        '| **Offline verfügbar** | nimmt die Bilder ins Offline-Paket auf | Ja, Nein | Nein |',
        'Die Zieltabelle muss in der Synchronisationsdefinition der Offline-Verbindung stehen (zum Bearbeiten mit der Richtung **Beidseitig**).',
        'Welche Tabellen ein Offline-Paket bearbeitbar mitbringt, legt die Synchronisationsdefinition fest.',
        'Der Mobile Server erzeugt das Offline-Paket „Fernwärme Innenstadt“ jeden Morgen um 5 Uhr.',
      ],
      ['redaktion/produktfakten.yaml'],
    ),
    [
      [FM + 1, 'offline-paket-ohne-tabellenliste'],
      [FM + 2, 'offline-paket-ohne-tabellenliste'],
      [FM + 3, 'offline-paket-ohne-tabellenliste'],
      [FM + 4, 'offline-paket-ohne-tabellenliste'],
    ],
  );
});

test('produktfakten: Objektinformation ist ein Fenster, kein Dialog und kein Fensterbereich', () => {
  assert.deepEqual(
    factFindings(
      [
        'Die Werte erscheinen im Dialog **Objektinformation**.',
        'Der Fensterbereich Objektinformation zeigt alle Attribute.',
        'Ein Klick auf das Objekt öffnet das Fenster **Objektinformation**.',
        'In der **Objektinformation** wählen Sie im Kontextmenü **Bericht drucken**.',
      ],
      ['redaktion/produktfakten.yaml'],
    ),
    [
      [FM + 1, 'objektinformation-fenster'],
      [FM + 2, 'objektinformation-fenster'],
    ],
  );
});

test('produktfakten: Berichte, Topologien und Benutzergruppen gehören keinem Projekt', () => {
  assert.deepEqual(
    factFindings(
      [
        '| **Benutzergruppen** | Gruppen, die dieses Ribbon erhalten | Benutzergruppen des Projekts | leer (alle) |',
        'Öffnen Sie die Druckvorlage des Projekts.',
        'Netzverfolgung über die Topologie des geöffneten Projekts.',
        'Wählen Sie einen der Berichte im Projekt aus.',
        'Die Datenbankverbindung des Projekts liefert die Fachdaten.',
        'Listet die Kartendefinitionen des Projekts in der Reihenfolge der Registerkarte **Inhalte**.',
        'Ordnen Sie die Suchdefinition im Projekt „Netz Strom“ zu.',
      ],
      ['redaktion/produktfakten.yaml'],
    ),
    [
      [FM + 1, 'projektunabhaengige-elemente'],
      [FM + 2, 'projektunabhaengige-elemente'],
      [FM + 3, 'projektunabhaengige-elemente'],
      [FM + 4, 'projektunabhaengige-elemente'],
    ],
  );
});

test('referenzkunden und produktfakten: Kundencenter, kein „Projekt wechseln“, keine Erfassungsleiste', () => {
  assert.deepEqual(
    factFindings([
      'Das Kundenzentrum der Stadtwerke nimmt Anträge an.',
      'Das Kundencenter der Stadtwerke nimmt Anträge an.',
      'Klicken Sie auf **Projekt wechseln**.',
      'Wählen Sie die Vorlage oben in der Erfassungsleiste.',
      'Ein anderes Projekt öffnen Sie mit **Start › Projekt › Projekt öffnen**.',
    ]),
    [
      [FM + 1, 'musterstadt-kundencenter'],
      [FM + 3, 'nicht-vorhandene-befehle'],
      [FM + 4, 'nicht-vorhandene-befehle'],
    ],
  );
});

test('referenzkunden: Beispielelemente haben einen Namen und eine Art – auch in Aufzählungen', () => {
  assert.deepEqual(
    factFindings([
      'Die Projekte „Netz Strom“, „Netz Gas“ und „Kataster“ greifen auf die Datenbank zu.',
      'Der Bericht „Stationsblatt“ druckt das Datenblatt; der Bericht „Planauskunft A3“ ist eine Druckvorlage.',
      'Die Ribbondefinition „Bauhof Desktop“ und das Darstellungsmodell „Beleuchtung 2026“ gelten für den Bauhof.',
      'Im Formular erscheint „DN 150“, und die Benutzergruppe „Pilot“ testet zuerst.',
      'Das Stationsdatenblatt zeigt die Abgänge.',
      'Die Kabelübersicht listet die Abgänge.',
    ]),
    [
      [FM + 1, 'beispielelement-projekt'],
      [FM + 2, 'beispielelement-bericht'],
      [FM + 4, 'beispielelement-benutzergruppe'],
      [FM + 5, 'musterstadt-stationsblatt'],
      [FM + 6, 'beispielelement-schreibweise'],
    ],
  );
});

test('referenzkunden: doppelte id in pruefungen bricht mit Datei und id ab', () => {
  const rule = (id: string) => `pruefungen:\n  - id: ${id}\n    muster: 'Kundenzentrum'\n    meldung: "Kundencenter."\n`;
  const checks = [...parseFactRules(rule('a'), 'redaktion/x.yaml'), ...parseFactRules(rule('a'), 'redaktion/y.yaml')];
  assert.throws(() => assertUniqueRuleIds(checks), /Prüfung „a“ ist doppelt definiert \(redaktion\/x\.yaml und redaktion\/y\.yaml\)/);
  assert.doesNotThrow(() => assertUniqueRuleIds(parseFactRules(rule('a'), 'redaktion/x.yaml')));
});

test('befehle: Befehls-IDs aus redaktion/befehle.yaml, Beschriftung in Befehlstabellen', () => {
  const catalogue = parseCommands(
    `befehle:
  Karte.Themen: "Themen"
  Karte.ThemaAnwenden: null
  Strom.KabelErfassen: "Kabelabschnitt"
`,
  );
  const src = page(
    [
      'Der Befehl `Karte.Themen` zeigt die Themen; `Karte.Thema` gibt es nicht.',
      '```json',
      '{ "befehl": "Strom.KabelErfasen", "parameter": { "thema": "Netz" } }',
      '```',
      'Im Bericht steht `[Projekt.Abteilung]`, im Filter `$(Karte.X)`; `Plugin.stadtwerke.markieren` ist ein Plugin-Befehl.',
      '| `Karte.Themen` | **Themenliste** | Klappliste der Themen. |',
      '| **Kabelabschnitt** | `Strom.KabelErfassen` | Professional | Zeichnet ein Kabel. |',
      '| `Karte.ThemaAnwenden` | *frei* | Wendet ein Thema an. |',
    ].join('\n'),
  );
  const found = checkCommands('docs/x.md', src, catalogue);
  assert.deepEqual(
    found.map((p) => [p.line, p.rule]),
    [
      [FM + 1, 'befehle'],
      [FM + 3, 'befehle'],
      [FM + 6, 'befehle'],
    ],
  );
  assert.match(found[1].message, /meinten Sie „Strom\.KabelErfassen“/);
  assert.match(found[2].message, /heißt im Ribbon „Themen“, nicht „Themenliste“/);
  // the real catalogue parses, and every id has the form Gruppe.Befehl
  assert.ok(parseCommands(fs.readFileSync('redaktion/befehle.yaml', 'utf8')).labels.size > 100);
});

test('produktfakten und referenzkunden: offene Zweifel aus #14 – BerichtAusfuehren, Benutzergruppen, Formularnamen, Lebenszeichen', () => {
  assert.deepEqual(
    factFindings([
      '| `Sonstige.BerichtAusfuehren` | `bericht` | Erstellt einen Bericht für die aktuelle Auswahl. |',
      '| `Sonstige.BerichtAusfuehren` | `bericht` | Startet den Bericht; die Objekte bestimmt seine Datenquelle. |',
      '| **Benutzergruppen** | Gruppen, die den Bericht sehen | Kartaro-Benutzergruppen der Benutzerverwaltung | keine |',
      '| **Sichtbar für** | Benutzergruppen | Kartaro-Benutzergruppen der Benutzerverwaltung | alle |',
      '| **Benutzergruppen** | Gruppen, die den Bericht sehen | Kartaro-Benutzergruppen der Benutzerverwaltung | leer (alle) |',
      '[KartaroDialogPlugin("STR_HAUSANSCHLUSS", Form = "Hausanschluss – Netzdokumentation")]',
      '[KartaroDialogPlugin("STR_HAUSANSCHLUSS", Form = "Hausanschluss")]',
      'Eine Concurrent-Lizenz fällt zurück, wenn der Client eine Viertelstunde inaktiv bleibt.',
      'Eine Concurrent-Lizenz fällt nach 15 Minuten ohne Lebenszeichen zurück.',
    ]),
    [
      [FM + 1, 'berichtausfuehren-ohne-auswahl'],
      [FM + 3, 'benutzergruppen-standard'],
      [FM + 4, 'benutzergruppen-standard'],
      [FM + 6, 'beispielelement-formular-plugin'],
      [FM + 8, 'concurrent-lebenszeichen'],
    ],
  );
});
