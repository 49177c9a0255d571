// The glossary page (dokumentation/glossar.md in both versions) is generated from
// redaktion/begriffe.yaml, where the terms are written once: `npm run glossar` writes it,
// `npm run content:check` reports a page that is out of date.
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {pageExists, VERSIONS, type Problem, type VersionKey} from './rules.ts';

export interface GlossaryTerm {
  begriff: string;
  bedeutung: string;
  im_produkt?: string;
  seite?: string;
  englisch?: string;
}

export const GLOSSARY_ID = 'dokumentation/glossar';

export function readTerms(root = process.cwd()): GlossaryTerm[] {
  const file = path.join(root, 'redaktion', 'begriffe.yaml');
  const data = parseYaml(fs.readFileSync(file, 'utf8')) as {begriffe?: GlossaryTerm[]};
  if (!Array.isArray(data?.begriffe)) throw new Error('redaktion/begriffe.yaml: Liste „begriffe“ fehlt');
  for (const [i, t] of data.begriffe.entries()) {
    if (!t.begriff || !t.bedeutung) throw new Error(`redaktion/begriffe.yaml: Eintrag ${i + 1} ohne „begriff“ oder „bedeutung“`);
  }
  return data.begriffe;
}

/** Sort key: umlauts as their base letter („Übungspaket“ under U), case-insensitive. */
const sortKey = (term: string) => term.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');

/** English and API names as code: they are quoted from code and English sources, not German prose. */
const english = (text: string): string =>
  text
    .split(/,\s*/)
    .map((name): string => {
      const m = /^`?([^`(]+?)`?(?:\s*\((.+)\))?$/.exec(name.trim());
      return m ? `\`${m[1]!.trim()}\`${m[2] ? ` (${english(m[2])})` : ''}` : `\`${name.trim()}\``;
    })
    .join(', ');

const GROUPS: Array<[string, RegExp]> = [
  ['A–D', /^[a-d]/],
  ['E–K', /^[e-k]/],
  ['L–P', /^[l-p]/],
  ['Q–S', /^[q-s]/],
  ['T–Z', /^[t-z0-9]/],
];

/** Table cell text: identifiers such as STR_AL_KABELTYP or *_AL_* and file names as code, pipes escaped. */
const cell = (text: string) =>
  text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`')
        ? part
        : part.replace(
            /(\*?[A-Z][A-Z0-9]*_[A-Z0-9_]*\*?|\*_[A-Z]+_\*|\b[\w-]+\.(?:klic|json|properties|yml|yaml|ksym|kpx|kbr|log|war|exe|dll)\b|\bkartaro(?:\.[\w*]+)+)/g,
            '`$1`',
          ),
    )
    .join('')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ')
    .trim();

/** Markdown of the glossary page; `pageExists(id)` says whether a linked page exists in this version. */
export function renderGlossary(terms: GlossaryTerm[], pageExists: (id: string) => boolean): string {
  const sorted = [...terms].sort((a, b) => sortKey(a.begriff).localeCompare(sortKey(b.begriff), 'de'));
  const lines = [
    '---',
    'title: "Glossar"',
    'description: "Fachbegriffe der Kartaro-Produktfamilie von A bis Z: was sie bedeuten, wo sie in der Oberfläche vorkommen und wo sie erklärt sind."',
    'sidebar_position: 99',
    'keywords: [Glossar, Begriffe, Fachbegriffe, Abkürzungen]',
    '---',
    '',
    '<!-- Erzeugt aus redaktion/begriffe.yaml mit „npm run glossar“ – Änderungen dort eintragen, nicht hier. -->',
    '',
    'Kartaro verwendet für jedes Konzept genau einen Begriff – in der Oberfläche, in der API und in dieser Hilfe. ' +
      'Die Tabellen erklären jeden Begriff in einem Satz, nennen die Stelle im Produkt, an der Sie ihm begegnen, ' +
      'und verweisen auf die Seite, die ihn ausführlich beschreibt. Die Spalte **Englisch / API** hilft ' +
      'Plugin-Entwicklern beim Weg vom Handbuch in den Code und beim Lesen englischer Protokollmeldungen.',
    '',
    'Umlaute sind wie ihr Grundbuchstabe einsortiert: „Übungspaket“ steht unter U. Menüpfade stehen mit ›, ' +
      'etwa AppBuilder › Datenbank › Abfragewerkzeug.',
  ];
  for (const [label, test] of GROUPS) {
    const group = sorted.filter((t) => test.test(sortKey(t.begriff)));
    if (!group.length) continue;
    lines.push('', `## ${label}`, '', '| Begriff | Bedeutung | Im Produkt | Englisch / API |', '|---|---|---|---|');
    for (const t of group) {
      const term = t.seite && pageExists(t.seite) ? `[${cell(t.begriff)}](../${t.seite}.md)` : cell(t.begriff);
      const place = t.im_produkt ? cell(t.im_produkt) : '–';
      lines.push(`| ${term} | ${cell(t.bedeutung)} | ${place} | ${t.englisch ? english(t.englisch) : '–'} |`);
    }
  }
  lines.push(
    '',
    '## Siehe auch',
    '',
    '- [Dokumentation](index.md)',
    '- [Überblick über die Kartaro-Produktfamilie](../overview-kartaro.md)',
    '- [Häufige Fragen](../faq/intro.md)',
    '',
  );
  return lines.join('\n');
}

/** The glossary file of a version, and its expected content. */
export function glossaryFile(version: VersionKey): {file: string; expected: string} {
  return {
    file: path.join(VERSIONS[version].dir, `${GLOSSARY_ID}.md`),
    expected: renderGlossary(readTerms(), (id) => pageExists(version, id)),
  };
}

export function checkGlossary(version: VersionKey): Problem[] {
  const {file, expected} = glossaryFile(version);
  const actual = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (actual === expected) return [];
  return [
    {
      file: path.relative(process.cwd(), file),
      rule: 'glossar',
      message: 'Das Glossar entspricht nicht redaktion/begriffe.yaml – Begriffe dort pflegen und „npm run glossar“ ausführen.',
    },
  ];
}
