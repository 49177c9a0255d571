// Reference tables: a table that several pages show (the keys of a configuration file, the
// options of a dialog) is written once in redaktion/referenztabellen.yaml. A page embeds it
// between two comment lines, optionally only some of its rows:
//
//   <!-- referenztabelle: kartaro-mobile-properties -->
//   <!-- referenztabelle: tileserver-yml nur: server.port, core.url -->
//   …rows written by `npm run referenz`…
//   <!-- /referenztabelle -->
//
// `npm run referenz` writes the blocks of both versions; `npm run content:check` reports a block
// that is out of date, an unknown table or row, and a hand-written table that repeats rows of a
// reference table instead of embedding it.
import fs from 'node:fs';
import path from 'node:path';
import {listPages, ROOT, VERSIONS, type Problem, type VersionKey} from './rules.ts';
import {scanLines} from './product-world/markdown.ts';
import {asList, asMap, asString, asStringList, isMap, parseYamlMap} from './product-world/yaml-files.ts';

const REFERENCE_TABLES_FILE = 'redaktion/referenztabellen.yaml';

export interface ReferenceRow {
  cells: string[];
  /** Only in this version (its label, e.g. „Preview“); all versions if unset. */
  onlyIn?: string;
}

export interface ReferenceTable {
  name: string;
  columns: string[];
  rows: ReferenceRow[];
}

/** The key of a row or table cell: the first cell without code and emphasis marks. */
const rowKey = (cell: string) => cell.replace(/[`*]/g, '').trim();

const VERSION_LABEL_LIST: string[] = Object.values(VERSIONS).map((v) => v.label);

/** Splits a Markdown table line into its cells (escaped pipes stay in the cell). */
function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

export function parseReferenceTables(text: string, file = REFERENCE_TABLES_FILE): Map<string, ReferenceTable> {
  const doc = parseYamlMap(text, file);
  const tables = new Map<string, ReferenceTable>();
  for (const [name, raw] of Object.entries(asMap(doc.tabellen, file, 'tabellen'))) {
    const key = `tabellen.${name}`;
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) {
      throw new Error(`${file}: Tabellenname „${name}“ – nur Kleinbuchstaben, Ziffern und Bindestriche`);
    }
    const entry = asMap(raw, file, key);
    const columns = asStringList(entry.spalten, file, `${key}.spalten`);
    const seen = new Set<string>();
    const rows = asList(entry.zeilen, file, `${key}.zeilen`).map((rawRow, i): ReferenceRow => {
      const rowName = `${key}.zeilen[${i}]`;
      const rawCells: unknown = isMap(rawRow) ? rawRow.zellen : rawRow;
      const bare = Array.isArray(rawCells) ? rawCells.find((c) => typeof c === 'number' || typeof c === 'boolean') : undefined;
      if (bare !== undefined) {
        throw new Error(
          `${file}: ${rowName}: Zelle ${String(bare)} in Anführungszeichen setzen ('1.000', 'true') – sonst liest YAML „1.000“ als 1`,
        );
      }
      const row = isMap(rawRow)
        ? {
            cells: asStringList(rawRow.zellen, file, `${rowName}.zellen`),
            onlyIn: rawRow.nur_in === undefined ? undefined : asString(rawRow.nur_in, file, `${rowName}.nur_in`),
          }
        : {cells: asStringList(rawRow, file, rowName)};
      if (row.cells.length !== columns.length) {
        throw new Error(
          `${file}: ${rowName} hat ${row.cells.length} Zellen, die Tabelle ${columns.length} Spalten (${columns.join(', ')})`,
        );
      }
      const pipe = row.cells.find((c) => /(?<!\\)\|/.test(c));
      if (pipe) throw new Error(`${file}: ${rowName}: „|“ in einer Zelle muss als „\\|“ stehen: ${pipe}`);
      if (row.onlyIn && !VERSION_LABEL_LIST.includes(row.onlyIn)) {
        throw new Error(`${file}: ${rowName}.nur_in „${row.onlyIn}“ ist keine Version (${VERSION_LABEL_LIST.join(', ')})`);
      }
      const k = rowKey(row.cells[0]);
      if (seen.has(k)) throw new Error(`${file}: ${rowName}: Zeile „${k}“ steht zweimal in „${name}“`);
      seen.add(k);
      return row;
    });
    if (!rows.length) throw new Error(`${file}: ${key}.zeilen ist leer`);
    tables.set(name, {name, columns, rows});
  }
  return tables;
}

export function readReferenceTables(root = ROOT): Map<string, ReferenceTable> {
  return parseReferenceTables(fs.readFileSync(path.join(root, REFERENCE_TABLES_FILE), 'utf8'));
}

/** Links in cells name a page by its file path without `.md` (`id:installation/installation/core`). */
const ID_LINK = /\]\(id:([^)#\s]+)(#[^)\s]*)?\)/g;

/** The Markdown lines of a reference table as page `pageRel` (path of the page file in its version) shows it. */
export function renderReferenceTable(table: ReferenceTable, opts: {pageRel: string; versionLabel: string; only?: string[]}): string[] {
  const rows = table.rows.filter(
    (r) => (!r.onlyIn || r.onlyIn === opts.versionLabel) && (!opts.only || opts.only.includes(rowKey(r.cells[0]))),
  );
  const dir = path.posix.dirname(opts.pageRel);
  const link = (cell: string) => cell.replace(ID_LINK, (_m, id: string, hash = '') => `](${path.posix.relative(dir, `${id}.md`)}${hash})`);
  return [
    `| ${table.columns.join(' | ')} |`,
    `|${table.columns.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.cells.map(link).join(' | ')} |`),
  ];
}

// Markdown comments in .md files; MDX comments ({/* … */}) in .mdx files, where `<!--` does not parse.
const START = /^(<!--|\{\/\*)\s*referenztabelle:\s*(\S+?)(?:\s+nur:\s*(.+?))?\s*(?:-->|\*\/\})\s*$/;
const END = /^(?:<!--\s*\/referenztabelle\s*-->|\{\/\*\s*\/referenztabelle\s*\*\/\})\s*$/;

export interface Block {
  name: string;
  only?: string[];
  /** Index (0-based) of the start and end comment lines. */
  start: number;
  end: number;
  /** Whether the lines between the comments are what the table renders to; unset if it cannot be written. */
  upToDate?: boolean;
}

/**
 * Applies the reference tables to a page source: returns the source with every block written
 * anew, and the problems of blocks that cannot be written (unknown table, unknown row, no end).
 */
export function applyReferenceTables(
  source: string,
  tables: Map<string, ReferenceTable>,
  opts: {file: string; pageRel: string; versionLabel: string},
): {output: string; blocks: Block[]; problems: Problem[]} {
  const lines = source.split('\n');
  const kinds = scanLines(source);
  const problems: Problem[] = [];
  const blocks: Block[] = [];
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    out.push(lines[i]);
    const m = kinds[i]?.kind === 'text' ? START.exec(lines[i]) : null;
    if (!m) {
      if (kinds[i]?.kind === 'text' && END.test(lines[i])) {
        problems.push({file: opts.file, line: i + 1, rule: 'referenztabelle', message: '„<!-- /referenztabelle -->“ ohne Anfang'});
      }
      continue;
    }
    const problem = (message: string) => problems.push({file: opts.file, line: i + 1, rule: 'referenztabelle', message});
    const [, opener, name, onlyList] = m;
    if (opts.pageRel.endsWith('.mdx') && opener === '<!--') {
      problem(`In MDX-Dateien steht der Block zwischen „{/* referenztabelle: ${name} */}“ und „{/* /referenztabelle */}“`);
      continue;
    }
    const end = lines.findIndex((l, j) => j > i && (END.test(l) || START.test(l)));
    if (end < 0 || !END.test(lines[end])) {
      problem(`Block „${name}“ ohne „<!-- /referenztabelle -->“`);
      continue;
    }
    const table = tables.get(name);
    const only = onlyList
      ?.split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    const block: Block = {name, only, start: i, end};
    blocks.push(block);
    const unknown = only?.filter((k) => !table?.rows.some((r) => rowKey(r.cells[0]) === k)) ?? [];
    if (!table || unknown.length) {
      problem(
        table
          ? `„nur:“ nennt Zeilen, die „${table.name}“ nicht hat: ${unknown.join(', ')}`
          : `Referenztabelle „${name}“ gibt es in ${REFERENCE_TABLES_FILE} nicht (vorhanden: ${[...tables.keys()].join(', ')})`,
      );
      out.push(...lines.slice(i + 1, end + 1));
      i = end;
      continue;
    }
    const fresh = ['', ...renderReferenceTable(table, {...opts, only}), ''];
    block.upToDate = lines.slice(i + 1, end).join('\n') === fresh.join('\n');
    out.push(...fresh, lines[end]);
    i = end;
  }
  return {output: out.join('\n'), blocks, problems};
}

/** Hand-written tables outside blocks with the columns of a reference table and mostly (two or more) of its rows. */
export function findCopies(source: string, tables: Map<string, ReferenceTable>, blocks: Block[], file: string): Problem[] {
  const lines = source.split('\n');
  const kinds = scanLines(source);
  const inBlock = (i: number) => blocks.some((b) => i > b.start && i < b.end);
  const problems: Problem[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (kinds[i]?.kind !== 'text' || !lines[i].startsWith('|') || inBlock(i) || lines[i - 1]?.startsWith('|')) continue;
    let j = i;
    while (j + 1 < lines.length && lines[j + 1].startsWith('|')) j++;
    const header = tableCells(lines[i]).map(rowKey);
    const keys = lines
      .slice(i + 2, j + 1)
      .map((l) => rowKey(tableCells(l)[0] ?? ''))
      .filter(Boolean);
    for (const table of tables.values()) {
      // A table with other columns (an example configuration: „Eigenschaft | Eintrag“) is no copy.
      if (header.join('|') !== table.columns.map(rowKey).join('|')) continue;
      const shared = keys.filter((k) => table.rows.some((r) => rowKey(r.cells[0]) === k));
      // Two shared keys make a copy only if they are at least half of the table: other files use
      // some of the same key names (protokoll.stufe in kartaro.config.json and tileserver.yml).
      if (shared.length >= 2 && shared.length * 2 >= keys.length) {
        problems.push({
          file,
          line: i + 1,
          rule: 'referenztabelle-kopie',
          message:
            `Tabelle wiederholt ${shared.length} Zeilen der Referenztabelle „${table.name}“ (${shared.join(', ')}) – ` +
            `statt einer Abschrift den Block „<!-- referenztabelle: ${table.name} nur: … -->“ einbinden`,
        });
      }
    }
    i = j;
  }
  return problems;
}

/** Every page of a version: its file, its current source, and the source with fresh blocks. */
export function referenceTablePages(version: VersionKey, tables = readReferenceTables()) {
  return listPages(version).map((page) => {
    const file = path.relative(ROOT, page.file).split(path.sep).join('/');
    const source = fs.readFileSync(page.file, 'utf8');
    const result = applyReferenceTables(source, tables, {file, pageRel: page.rel, versionLabel: VERSIONS[version].label});
    return {path: page.file, file, source, ...result};
  });
}

export function checkReferenceTables(version: VersionKey, tables = readReferenceTables()): Problem[] {
  const problems: Problem[] = [];
  for (const page of referenceTablePages(version, tables)) {
    problems.push(...page.problems, ...findCopies(page.source, tables, page.blocks, page.file));
    for (const block of page.blocks.filter((b) => b.upToDate === false)) {
      problems.push({
        file: page.file,
        line: block.start + 1,
        rule: 'referenztabelle',
        message: `Block „${block.name}“ entspricht nicht ${REFERENCE_TABLES_FILE} – Zeilen dort pflegen und „npm run referenz“ ausführen`,
      });
    }
  }
  return problems;
}
