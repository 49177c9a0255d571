// The local search engine (src/search): German analysis, typo tolerance, decompounding, ranking
// and hostile input – on a small index built in memory with the real indexer.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {analyzeQuery, fold, german2Prelude, stem, termsOf, words} from '../../src/search/analysis.ts';
import {allowedTypos, fuzzyCandidates, typoDistance, typosBeforeEnding} from '../../src/search/fuzzy.ts';
import {buildIndex, splitCompound} from '../../src/search/indexer.ts';
import {excerptOf, highlight, LocalSearch} from '../../src/search/engine.ts';
import type {Section} from '../../src/search/extract.ts';

test('Snowball german2: u zwischen Vokalen bleibt Konsonant, erst dann ae/oe/ue → Umlaut', () => {
  assert.equal(german2Prelude('neuen'), 'neuen');
  assert.equal(german2Prelude('schraegbild'), 'schrägbild');
  assert.equal(german2Prelude('quelle'), 'quelle', 'nach q kein ü');
  assert.equal(german2Prelude('strasse'), 'strasse');
  assert.equal(german2Prelude('straße'), 'strasse');
  assert.equal(stem('neuen'), 'neu', 'nicht „neun“');
  assert.equal(stem('steuern'), 'steu');
  assert.equal(stem('bauen'), 'bau');
  assert.notEqual(stem('neuen'), stem('neun'));
});

test('Schreibweisen ohne Umlaut und ß treffen dieselben Stämme', () => {
  for (const [a, b] of [
    ['Schrägbild', 'Schraegbild'],
    ['Straße', 'Strasse'],
    ['Häuser', 'Haeuser'],
    ['Übungspaket', 'Uebungspaket'],
    ['Kontrollkästchen', 'Kontrollkaestchen'],
    ['Fernwärme', 'Fernwaerme'],
    ['Schlüssel', 'Schluessel'],
    ['Größe', 'Groesse'],
  ])
    assert.deepEqual(termsOf(a), termsOf(b), `${a} / ${b}`);
  assert.equal(fold('Fußgängerüberweg'), 'Fussgangeruberweg');
});

test('Beugungen treffen denselben Stamm', () => {
  for (const group of [
    ['Kabelabschnitt', 'Kabelabschnitte', 'Kabelabschnitten', 'Kabelabschnitts'],
    ['Benachrichtigung', 'Benachrichtigungen'],
    ['einrichten', 'einrichte'],
  ]) {
    assert.equal(new Set(group.map((w) => termsOf(w)[0])).size, 1, group.join(', '));
  }
});

test('Bezeichner bleiben ganz und liefern ihre Teile', () => {
  assert.deepEqual(words('STR_KABELABSCHNITT, KAR-18342 und IPrintManager.ExportPdfAsync'), [
    'STR_KABELABSCHNITT',
    'KAR-18342',
    'und',
    'IPrintManager',
    'ExportPdfAsync',
  ]);
  assert.ok(termsOf('STR_KABELABSCHNITT').includes('kabelabschnitt'));
  assert.ok(termsOf('IPrintManager').includes(stem('print')));
  assert.deepEqual(termsOf('und'), []);
});

test('Trennbare Verben: „Wie richte ich … ein“ sucht auch „einrichten“', () => {
  const q = analyzeQuery('Wie richte ich den Lizenzserver ein');
  assert.deepEqual(
    q.map((w) => w.text),
    ['richte', 'Lizenzserver'],
  );
  assert.ok(q[0]!.terms.includes(stem('einrichte')));
  assert.equal(q[1]!.prefix, 'lizenzserver');
});

test('Komposita werden in bekannte Teile zerlegt (auch mit Fugen-s)', () => {
  const known = new Set(['wert', 'validier', 'kabel', 'abschnitt', stem('verbindung'), 'aufbau']);
  assert.deepEqual(splitCompound('wertvalidier', known), ['wert', 'validier']);
  assert.deepEqual(splitCompound('kabelabschnitt', known), ['kabel', 'abschnitt']);
  assert.deepEqual(splitCompound('verbindungsaufbau', known), [stem('verbindung'), 'aufbau']);
  assert.equal(splitCompound('lizenzserv', known), null);
  assert.deepEqual(splitCompound('wertvalidier', new Set(['wert', 'validi'])), ['wert', 'validi'], 'Stamm des Teils');
  assert.deepEqual(splitCompound('schaltanlag', new Set(['schalt', 'anla'])), ['schalt', 'anlag'], 'Wortfamilie: anla → anlag');
});

test('Tippfehler: ab 4 Buchstaben einer, ab 7 zwei; Vertauschen zählt als einer', () => {
  assert.deepEqual(
    [3, 4, 6, 7].map((n) => allowedTypos('x'.repeat(n))),
    [0, 1, 1, 2],
  );
  assert.equal(typoDistance('synchronisatoin', 'synchronisation', 2), 1);
  assert.equal(typoDistance('lizenserv', 'lizenzserv', 2), 1);
  assert.equal(typoDistance('abc', 'xyz', 1), 2, 'früher Abbruch meldet max + 1');
  assert.deepEqual(fuzzyCandidates('wachdog', ['watchdog', 'wachstum', 'dog']), [{term: 'watchdog', typos: 1}]);
  assert.deepEqual(fuzzyCandidates('kab', ['kabel']), [], 'unter 4 Buchstaben keine Tippfehler');
});

test('Tippfehler in der Endung: der Stamm wird auch gegen den Wortanfang verglichen', () => {
  // „Netzverfolgnug“: der Stemmer erkennt die verschriebene Endung nicht, der Stamm netzverfolg steht aber am Anfang.
  assert.equal(stem('netzverfolgnug'), 'netzverfolgnug');
  assert.equal(typosBeforeEnding('netzverfolgnug', 'netzverfolg', 2), 1, 'mindestens ein Tippfehler');
  assert.equal(typosBeforeEnding('mandantenfahigkiet', 'mandantenfahig', 2), 1);
  assert.equal(typosBeforeEnding('kabelabschnitt', 'kabel', 2), 3, 'mehr als vier Buchstaben Rest sind keine Endung');
  assert.deepEqual(fuzzyCandidates(stem('netzverfolgnug'), ['netz', 'netzverfolg', 'verfolg'], 5, 'netzverfolgnug'), [
    {term: 'netzverfolg', typos: 1},
  ]);
  assert.deepEqual(fuzzyCandidates(stem('netzverfolgnug'), ['netzverfolg']), [], 'ohne das getippte Wort nur der Stamm');
  assert.deepEqual(
    fuzzyCandidates('quxbazfoo', ['quota'], 5, 'quxbazfoo'),
    [],
    'am Wortanfang nur so viele Tippfehler, wie der Stamm selbst erlaubt',
  );
});

test('Versionsnummern bleiben ganz und liefern ihre Teile', () => {
  assert.deepEqual(words('Neuerungen in Version 25.1. Danach 25.2'), ['Neuerungen', 'in', 'Version', '25.1', 'Danach', '25.2']);
  assert.deepEqual(termsOf('25.1'), ['25.1', '25']);
  assert.deepEqual(words('kartaro.config.json'), ['kartaro', 'config', 'json'], 'Punkt vor Buchstaben trennt');
});

test('Trennbare Verben mit herunter, hinzu, hoch: „Wo lade ich … herunter“ sucht auch „herunterladen“', () => {
  const [lade] = analyzeQuery('Wo lade ich das Paket herunter');
  assert.ok(lade!.terms.includes(stem('herunterlade')));
});

const section = (url: string, title: string, content: string, extra: Partial<Section> = {}): Section => ({
  url,
  anchor: '',
  hierarchy: {lvl0: 'Dokumentation', lvl1: title, lvl2: null, lvl3: null},
  content,
  version: 'current',
  docusaurusTag: 'docs-default-current',
  language: 'de',
  tags: [],
  keywords: [],
  description: '',
  position: 0,
  ...extra,
});

const SECTIONS: Section[] = [
  section('/docs/next/sync', 'Synchronisation', 'Die Synchronisation gleicht Offline-Daten der Tablets mit dem Mobile Server ab.'),
  section(
    '/docs/next/wertvalidierung',
    'Wertvalidierung',
    'Eine Wertvalidierung prüft Eingaben im Formular, bevor Kartaro sie speichert. Werte validieren Sie so schon bei der Eingabe.',
  ),
  section(
    '/docs/next/werte',
    'Werte im Formular',
    'Werte werden im Formular angezeigt. Zum Validieren von Eingaben gibt es eigene Regeln.',
  ),
  section(
    '/docs/next/benachrichtigungen',
    'Benachrichtigungen',
    'Benachrichtigungen informieren Anwender über neue Aufträge und Störungen im Netz.',
  ),
  section(
    '/docs/next/dienste',
    'Dienste',
    'So richten Sie den Dienst ein. Danach einrichten Sie die Protokolle und prüfen die Benachrichtigungen der Überwachung.',
  ),
  section(
    '/docs/next/lizenz',
    'Lizenzserver',
    'Der Lizenzserver verteilt Lizenzen. So richten Sie den Lizenzserver ein und starten den Dienst.',
  ),
  section('/docs/next/kabel', 'Kabelabschnitt', 'Ein Kabelabschnitt verbindet Stationen und Muffen. Jeder Abschnitt hat eine Kabelnummer.'),
  section('/docs/next/muffe', 'Muffe', 'Muffen verbinden zwei Kabel. Der Abschnitt zwischen zwei Muffen ist ein Kabelabschnitt.'),
  section('/docs/next/schraegbild', 'Schrägbild-Viewer', 'Schrägbilder zeigen Gebäude von der Seite.'),
  section('/docs/next/watchdog', 'Watchdog', 'Der Watchdog überwacht Dienste und Ports.'),
];

function engine() {
  const {files} = buildIndex('current', SECTIONS);
  const prefix = '/search-index/current/';
  return new LocalSearch('/', 'current', async (url) => {
    const file = files.get(url.slice(prefix.length));
    if (!file) throw new Error(`${url} fehlt`);
    return JSON.parse(file);
  });
}
const top = async (query: string, n = 1) => (await engine().search(query, 10)).slice(0, n).map((h) => h.url);

test('Ranking: Titel vor Text, Beugungen, Umlautschreibweisen, Präfix beim Tippen', async () => {
  assert.deepEqual(await top('Kabelabschnitte'), ['/docs/next/kabel']);
  assert.deepEqual(await top('Schraegbilder'), ['/docs/next/schraegbild']);
  assert.deepEqual(await top('Lizenzse'), ['/docs/next/lizenz']);
  assert.deepEqual(await top('Abschnitt'), ['/docs/next/kabel'], 'Teil eines Kompositums');
});

test('Tippfehler finden die richtige Seite, exakte Treffer stehen aber vorn', async () => {
  assert.deepEqual(await top('Synchronisatoin'), ['/docs/next/sync']);
  assert.deepEqual(await top('Wachdog'), ['/docs/next/watchdog']);
  assert.deepEqual(await top('Lizensserver'), ['/docs/next/lizenz']);
  assert.deepEqual(await top('Muffe'), ['/docs/next/muffe']);
  const [hit] = await engine().search('Synchronisatoin', 1);
  assert.ok(
    highlight(hit!.title, hit!.marks).some((p) => p.mark && p.text === 'Synchronisation'),
    'das korrigierte Wort ist markiert',
  );
});

test('mehrere Wörter: Komposita, trennbare Verben, fehlende schwache Wörter', async () => {
  assert.ok((await top('Werte validieren', 3)).includes('/docs/next/wertvalidierung'), 'Kompositum unter den ersten drei');
  assert.deepEqual(await top('Benachrichtigungen einrichten'), ['/docs/next/benachrichtigungen']);
  assert.deepEqual(await top('Wie richte ich den Lizenzserver ein?'), ['/docs/next/lizenz']);
  assert.deepEqual(await engine().search('Quxbaz Frobnitz', 10), []);
});

test('Titellänge: ein Wort wiegt im kurzen Titel mehr als im langen (BM25-Normierung)', async () => {
  const sections = [
    section('/docs/next/neu-24', '24.1: Berichtsdesigner', 'Neu im Berichtsdesigner: Unterberichte.'),
    section('/docs/next/berichtsdesigner', 'Berichtsdesigner', 'Der Berichtsdesigner erstellt Berichte.'),
  ];
  const {files} = buildIndex('current', sections);
  const e = new LocalSearch('/', 'current', async (url) => JSON.parse(files.get(url.slice('/search-index/current/'.length))!));
  assert.equal((await e.search('Berichtsdesigner', 1))[0]!.url, '/docs/next/berichtsdesigner');
  assert.equal((await e.search('Berichtsdesinger', 1))[0]!.url, '/docs/next/berichtsdesigner', 'auch mit Tippfehler');
});

test('Abschnitte im Kontext ihrer Seite: Wörter aus anderen Abschnitten derselben Seite zählen mit', async () => {
  const sections = [
    section('/docs/next/schreiben', 'Daten schreiben', 'Fachobjekte anlegen, ändern und speichern.'),
    section('/docs/next/schreiben', 'Daten schreiben', 'Mit ITransaction fassen Sie mehrere Änderungen zusammen.', {
      anchor: 'transaktionen',
      hierarchy: {lvl0: 'API', lvl1: 'Daten schreiben', lvl2: 'Transaktionen', lvl3: null},
      position: 1,
    }),
    section('/docs/next/container', 'Feature-Container', 'Der Container sammelt Fachobjekte und kann sie speichern.'),
    section('/docs/next/profile', 'Profile speichern', 'Profile speichern und laden.'),
  ];
  const {files} = buildIndex('current', sections);
  const e = new LocalSearch('/', 'current', async (url) => JSON.parse(files.get(url.slice('/search-index/current/'.length))!));
  const hits = await e.search('Transaktion Fachobjekte speichern', 3);
  assert.equal(hits[0]!.url.split('#')[0], '/docs/next/schreiben', 'Transaktionen, Fachobjekte und Speichern stehen auf dieser Seite');
  assert.ok(
    hits.some((h) => h.url === '/docs/next/schreiben#transaktionen'),
    'der Abschnitt zu Transaktionen, obwohl ihm zwei Wörter fehlen',
  );
});

test('Wortliste für Tippfehler nach Anfangsbuchstaben: erst der eigene, die übrigen nur bei Bedarf', async () => {
  const {manifest, files} = buildIndex('current', SECTIONS);
  assert.ok(Object.keys(manifest.vocabulary).length > 5);
  assert.ok(JSON.parse(files.get(manifest.vocabulary.w!)!).includes('watchdog'));
  const loaded: string[] = [];
  const {files: all} = buildIndex('current', SECTIONS);
  const e = new LocalSearch('/', 'current', async (url) => {
    loaded.push(url);
    return JSON.parse(all.get(url.slice('/search-index/current/'.length))!);
  });
  assert.equal((await e.search('Wachdog', 1))[0]!.url, '/docs/next/watchdog');
  assert.deepEqual(
    loaded.filter((u) => u.includes('/v-')),
    [`/search-index/current/${manifest.vocabulary.w}`],
    'nur die Wörter mit w',
  );
  assert.equal((await e.search('Qatchdog', 1))[0]?.url, '/docs/next/watchdog', 'Tippfehler im ersten Buchstaben');
});

test('feindliche Eingaben: keine Ausnahme, kein Markup, leere Ergebnisse', async () => {
  const e = engine();
  for (const q of [
    '.*+?^${}()|[]\\',
    'x'.repeat(10_000),
    '🙂🙂 🚀',
    '<script>alert(1)</script>',
    'und oder der die das',
    'Lizenz\u0000server',
    '',
    '   ',
    '\u202e\u200b',
  ]) {
    const hits = await e.search(q, 10);
    assert.ok(Array.isArray(hits), q.slice(0, 20));
    for (const h of hits) assert.ok(!/<script/.test(h.excerpt + h.title));
  }
  assert.deepEqual(await e.search('und oder der', 10), []);
  assert.deepEqual(highlight('<b>Lizenz</b>', ['lizenz']), [
    {text: '<b>', mark: false},
    {text: 'Lizenz', mark: true},
    {text: '</b>', mark: false},
  ]);
  assert.equal(excerptOf('a(b', ['(']), 'a(b');
});
