// The data model of redaktion/datenmodell.yaml: tables, their columns (own, standard and
// selection-list columns), other allowed names, table prefixes and „richtig statt falsch“ hints.
import {closest, editDistance} from './markdown.ts';
import {asList, asMap, asString, isMap, parseYamlMap} from './yaml-files.ts';

export const DATA_MODEL_FILE = 'redaktion/datenmodell.yaml';

export interface Table {
  name: string;
  schema: string;
  hasGeometry: boolean;
  /** upper-case column name → optional (created by the administrator with ALTER TABLE … ADD) */
  columns: Map<string, boolean>;
  /** wrong column name → right one, from „nicht X“ / „kein X“ in the column meanings */
  hints: Map<string, string>;
}

export interface DataModel {
  tables: Map<string, Table>;
  /** weitere_bezeichner, `*` as wildcard, case-insensitive */
  extra: RegExp[];
  extraCache: Map<string, boolean>;
  /** every column name of every table (upper case) */
  allColumns: Set<string>;
  /** table prefixes such as STR_, SWM_ (upper case, with underscore) */
  prefixes: string[];
  schemas: Set<string>;
  /** wrong table name → right one, from „bisher X“ / „nicht X“ in the table meanings */
  tableHints: Map<string, string>;
  /** comment segments of the file (split at runs of spaces), quoted as hint for names without one */
  notes: string[];
}

const BASE_PREFIXES = ['STR_', 'FW_', 'ALK_', 'KAR_', 'CFG_', 'SWM_', 'BH_'];
/** „nicht X“, „kein X“, „keine Spalte X“, „bisher X bzw. Y“ in meanings name what pages used instead. */
const WRONG_NAMES = /\b(?:nicht|keine?(?:\s+Spalte)?|bisher)\s+([A-Za-z][\w.]*(?:(?:,\s*|\s+bzw\.\s+|\s+oder\s+)[A-Za-z][\w.]*)*)/g;

function wrongNames(meaning: unknown): string[] {
  if (typeof meaning !== 'string') return [];
  return [...meaning.matchAll(WRONG_NAMES)]
    .flatMap((m) => m[1].split(/,\s*|\s+bzw\.\s+|\s+oder\s+/))
    .filter((w) => /^[A-Za-z]\w*(?:\.[A-Za-z]\w*)?$/.test(w) && /[_.]|^[A-Z][A-Z0-9]{2,}$/.test(w));
}

export function parseDataModel(text: string, file = DATA_MODEL_FILE): DataModel {
  const doc = parseYamlMap(text, file);
  const standard = asMap(doc.standardspalten, file, 'standardspalten');
  const lookup = asMap(doc.auswahllisten_spalten, file, 'auswahllisten_spalten');
  const lookupHints = new Map<string, string>();
  for (const [col, def] of Object.entries(lookup))
    for (const w of wrongNames(isMap(def) ? def.bedeutung : undefined)) lookupHints.set(w.toUpperCase(), col);
  const tables = new Map<string, Table>();
  const tableHints = new Map<string, string>();
  for (const [name, raw] of Object.entries(asMap(doc.tabellen, file, 'tabellen'))) {
    const def = asMap(raw, file, `tabellen.${name}`);
    const own = asMap(def.spalten, file, `tabellen.${name}.spalten`);
    const hasGeometry = asString(def.geometrie, file, `tabellen.${name}.geometrie`) !== 'keine';
    const table: Table = {
      name,
      schema: asString(def.schema, file, `tabellen.${name}.schema`).toUpperCase(),
      hasGeometry,
      columns: new Map(),
      hints: new Map(),
    };
    const add = (cols: Record<string, unknown>) => {
      for (const [col, colDef] of Object.entries(cols)) {
        const meaning = isMap(colDef) ? colDef.bedeutung : undefined;
        table.columns.set(col.toUpperCase(), typeof meaning === 'string' && /^optional\b/.test(meaning));
        for (const w of wrongNames(meaning)) table.hints.set(w.toUpperCase(), col);
      }
    };
    if (def.standardspalten === true) add(Object.fromEntries(Object.entries(standard).filter(([c]) => c !== 'GEOM' || hasGeometry)));
    if (/_AL_/.test(name)) {
      add(lookup);
      for (const [w, col] of lookupHints) if (!table.hints.has(w)) table.hints.set(w, col);
    }
    add(own);
    for (const w of wrongNames(def.bedeutung)) {
      tableHints.set(w.toUpperCase(), name);
      tableHints.set(w.split('.').pop()!.toUpperCase(), name);
    }
    tables.set(name.toUpperCase(), table);
  }
  // „A.B → C“ and „A → B“ in the closing comment of the file (pages used A.B, the model has C)
  for (const line of text.split('\n').filter((l) => l.trimStart().startsWith('#'))) {
    for (const m of line.matchAll(/([\w*]+)\.([A-Z][A-Z0-9_]*)\s*→\s*([A-Z][A-Z0-9_]*)/g)) {
      const pattern = new RegExp(`^${m[1].replace(/\*/g, '.*')}$`);
      for (const t of tables.values()) if (pattern.test(t.name) && t.columns.has(m[3]) && !t.hints.has(m[2])) t.hints.set(m[2], m[3]);
    }
    for (const m of line.matchAll(/(?<![\w.])([A-Za-z][\w]*(?:\.[A-Za-z]\w*)?)\s*→\s*([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?!\s*\/)/g)) {
      if (tables.has(m[2])) tableHints.set(m[1].toUpperCase(), m[2]);
    }
  }
  const extra = asList(doc.weitere_bezeichner, file, 'weitere_bezeichner').map((v, i) => {
    const name = asString(v, file, `weitere_bezeichner[${i}]`);
    return new RegExp(
      `^${name
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
      'i',
    );
  });
  const header = text.slice(0, text.search(/^\S/m));
  const headerPrefixes = [...header.matchAll(/(?<![\w*<>])([A-Z]{2,})_(?![\w*])/g)].map((m) => `${m[1]}_`);
  return {
    tables,
    extra,
    extraCache: new Map(),
    allColumns: new Set([...tables.values()].flatMap((t) => [...t.columns.keys()])),
    prefixes: [...new Set([...BASE_PREFIXES, ...headerPrefixes])],
    schemas: new Set([...tables.values()].map((t) => t.schema)),
    tableHints,
    notes: text
      .split('\n')
      .filter((l) => /^\s*#/.test(l))
      .flatMap((l) => l.replace(/^\s*#\s*/, '').split(/\s{2,}/)),
  };
}

export const isPrefixed = (model: DataModel, name: string) => {
  const up = name.toUpperCase();
  return model.prefixes.some((p) => up.startsWith(p) && up.length > p.length);
};

export function isExtra(model: DataModel, name: string): boolean {
  let known = model.extraCache.get(name);
  if (known === undefined) model.extraCache.set(name, (known = model.extra.some((re) => re.test(name))));
  return known;
}

export const isColumnAnywhere = (model: DataModel, upper: string) => model.allColumns.has(upper);

/** Message for a table name that is not in the model. */
export function unknownTableMessage(model: DataModel, name: string): string {
  const up = name.toUpperCase();
  const hint = model.tableHints.get(up) ?? model.tableHints.get(up.split('.').pop()!);
  const last = name.split('.').pop()!;
  const note = model.notes.find((n) => new RegExp(`(?<![\\w.])${last}(?![\\w])`, 'i').test(n) && n.length < 200);
  const right = hint
    ? `richtig: ${hint}`
    : (suggestion(up.split('.').pop()!, [...model.tables.keys()]) ??
      (note ? `dort vermerkt: „${note.trim()}“` : 'Tabellen stehen unter „tabellen“, andere Datenbankobjekte unter „weitere_bezeichner“'));
  return `Tabelle „${name}“ gibt es im Datenmodell nicht (${DATA_MODEL_FILE}) – ${right}.`;
}

/** Message for a column that none of the given tables has. */
export function unknownColumnMessage(tables: Table[], column: string, context = ''): string {
  const up = column.toUpperCase();
  const names = tables.map((t) => t.name);
  const where = names.length === 1 ? `in ${names[0]} nicht` : `in keiner der Tabellen ${names.join(', ')}`;
  const hint = tables.map((t) => t.hints.get(up)).find(Boolean);
  const candidates = tables.flatMap((t) => [...t.columns.keys()]);
  const right = hint
    ? `richtig: ${hint}`
    : (suggestion(up, candidates) ??
      `Spalten ${names.length === 1 ? `von ${names[0]}` : 'dieser Tabellen'}: ${[...new Set(candidates)].join(', ')}`);
  return `${context}Spalte „${column}“ gibt es ${where} (${DATA_MODEL_FILE}) – ${right}.`;
}

/** „gemeint ist wohl X“ for a near column or table name; a name also matches without its prefix (STR_ …). */
function suggestion(name: string, candidates: string[]): string | undefined {
  const best = closest(candidates, name, (c, n) => Math.min(editDistance(n, c), editDistance(n, c.replace(/^[A-Z]+_/, ''))));
  return best && best.distance <= Math.max(1, Math.floor(name.length / 5)) ? `gemeint ist wohl ${best.text}` : undefined;
}
