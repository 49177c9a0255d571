// SQL examples against the data model: a small tokenizer (comments and string literals are
// dropped) and a per-statement check of table names, qualified columns (alias.COLUMN,
// TABLE.COLUMN) and unqualified columns of statements that reference only model tables.
import {
  isColumnAnywhere,
  isExtra,
  isPrefixed,
  unknownColumnMessage,
  unknownTableMessage,
  DATA_MODEL_FILE,
  type DataModel,
  type Table,
} from './data-model.ts';
import {isSqlWord} from './sql-keywords.ts';

export interface Finding {
  /** 0-based line inside the checked text */
  line: number;
  message: string;
}

type Kind = 'name' | 'num' | 'str' | 'param' | 'op';

/** A token; names are dotted chains (`schema.table.column`) with their parts in upper case. */
interface Unit {
  kind: Kind;
  text: string;
  parts: string[];
  quoted: boolean;
  line: number;
}

const IDENT = /[A-Za-z_\u00C0-\u024F][\w$#\u00C0-\u024F]*/y;

function tokenize(sql: string): Unit[] {
  const raw: Unit[] = [];
  let line = 0;
  const push = (kind: Kind, text: string, quoted = false) => raw.push({kind, text, parts: [text.toUpperCase()], quoted, line});
  /** Move past a literal or comment that may span lines. */
  const countLines = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (sql[k] === '\n') line++;
    return to;
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const rest = sql.slice(i, i + 2);
    if (c === '\n') {
      // a line with only "/" ends an Oracle PL/SQL block
      const next = sql.indexOf('\n', i + 1);
      if (sql.slice(i + 1, next < 0 ? undefined : next).trim() === '/') {
        line++;
        push('op', ';');
        i = next < 0 ? sql.length : next;
        continue;
      }
      line++;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (rest === '--') i = skipTo(sql, i, '\n', false);
    else if (rest === '/*') i = countLines(i, skipTo(sql, i + 2, '*/', true));
    else if (c === "'") {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === "'" && sql[j + 1] !== "'")) j += sql[j] === "'" ? 2 : 1;
      push('str', sql.slice(i, j + 1));
      i = countLines(i, j + 1);
    } else if (c === '"') {
      const j = sql.indexOf('"', i + 1);
      push('name', sql.slice(i + 1, j < 0 ? undefined : j), true);
      i = j < 0 ? sql.length : j + 1;
    } else if (rest === '$(') {
      const j = sql.indexOf(')', i);
      push('param', sql.slice(i, j + 1));
      i = j < 0 ? sql.length : j + 1;
    } else if (c === '$' && /^\$\w*\$/.test(sql.slice(i))) {
      const tag = /^\$\w*\$/.exec(sql.slice(i))![0];
      const j = sql.indexOf(tag, i + tag.length);
      push('str', tag);
      i = countLines(i, j < 0 ? sql.length : j + tag.length);
    } else if (
      (c === ':' && /[A-Za-z_]/.test(sql[i + 1] ?? '') && sql[i - 1] !== ':') ||
      (c === '$' && /\d/.test(sql[i + 1] ?? '')) ||
      c === '?'
    ) {
      const m = /^[:$?][\w]*/.exec(sql.slice(i))!;
      push('param', m[0]);
      i += m[0].length;
    } else if (/[A-Za-z_\u00C0-\u024F]/.test(c)) {
      IDENT.lastIndex = i;
      const m = IDENT.exec(sql)!;
      push('name', m[0]);
      i += m[0].length;
    } else if (/\d/.test(c) || (c === '.' && /\d/.test(sql[i + 1] ?? ''))) {
      const m = /^\d*\.?\d+(?:[eE][+-]?\d+)?/.exec(sql.slice(i))!;
      push('num', m[0]);
      i += m[0].length;
    } else {
      const op = ['::', '=>', '<->', '<=', '>=', '<>', '!=', '||', '&&', ':='].find((o) => sql.startsWith(o, i)) ?? c;
      push('op', op);
      i += op.length;
    }
  }
  // join dotted chains into one name unit
  const out: Unit[] = [];
  for (let k = 0; k < raw.length; k++) {
    const u = raw[k];
    const prev = out[out.length - 1];
    if (u.kind === 'name' && prev?.kind === 'op' && prev.text === '.' && out[out.length - 2]?.kind === 'name') {
      out.pop();
      const base = out[out.length - 1];
      base.parts.push(u.parts[0]);
      base.text += `.${u.text}`;
      base.quoted ||= u.quoted;
      continue;
    }
    out.push({...u, parts: [...u.parts]});
  }
  return out;
}

function skipTo(s: string, from: number, marker: string, past: boolean): number {
  const j = s.indexOf(marker, from);
  if (j < 0) return s.length;
  return past ? j + marker.length : j;
}

const isName = (u: Unit | undefined): u is Unit => u?.kind === 'name';
const word = (u: Unit | undefined) => (u && u.kind === 'name' && !u.quoted && u.parts.length === 1 ? u.parts[0] : '');
const is = (u: Unit | undefined, ...words: string[]) => words.includes(word(u));
const op = (u: Unit | undefined, text: string) => u?.kind === 'op' && u.text === text;

interface Ref {
  unit: Unit;
  table?: Table;
  kind: 'model' | 'extra' | 'cte' | 'unknown';
}

/** Oracle/PostgreSQL dictionary and system relations that are not Kartaro objects. */
const SYSTEM_RELATION = /^(?:DUAL|(?:ALL|USER|DBA|V\$|GV\$|PG|SQLITE|INFORMATION_SCHEMA)[_.$].*)$/i;
/** Pseudo-columns every table has (Oracle, PostgreSQL, SQLite). */
const PSEUDO_COLUMNS = new Set(['ROWID', 'ROWNUM', 'OID', 'CTID', 'XMIN', 'XMAX', 'ORA_ROWSCN']);
/** FROM inside these functions is not a table clause: EXTRACT(YEAR FROM x). */
const FROM_FUNCTIONS = new Set(['EXTRACT', 'SUBSTRING', 'TRIM', 'OVERLAY', 'POSITION']);

/** Check every statement of an SQL text. */
export function checkSql(sql: string, model: DataModel): Finding[] {
  const units = tokenize(sql);
  const findings: Finding[] = [];
  let start = 0;
  for (let i = 0; i <= units.length; i++) {
    if (i === units.length || op(units[i], ';')) {
      if (i > start) findings.push(...checkStatement(units.slice(start, i), model));
      start = i + 1;
    }
  }
  return findings;
}

function checkStatement(u: Unit[], model: DataModel): Finding[] {
  const findings: Finding[] = [];
  const report = (unit: Unit, message: string) => findings.push({line: unit.line, message});
  const first = word(u[0]);
  const isGrant = first === 'GRANT' || first === 'REVOKE';
  const isCreateIndex = first === 'CREATE' && u.slice(1, 4).some((x) => is(x, 'INDEX'));
  const skip = new Set<number>(); // units that are no columns: table names, aliases, object names
  const objects = new Set<number>(); // names of indexes, sequences, views, constraints, users, roles …
  const ctes = new Set<string>();
  const columnAliases = new Set<string>();
  const refs = new Map<number, Ref>();
  const aliases = new Map<string, Ref>();

  // function-call parentheses, to know whether a FROM belongs to EXTRACT(… FROM …)
  const parenOwner: string[] = [];
  const inFromFunction: boolean[] = [];
  for (let i = 0; i < u.length; i++) {
    if (op(u[i], '(')) parenOwner.push(word(u[i - 1]));
    if (op(u[i], ')')) parenOwner.pop();
    inFromFunction[i] = FROM_FUNCTIONS.has(parenOwner[parenOwner.length - 1] ?? '');
  }

  for (let i = 0; i < u.length; i++) {
    // WITH name AS (   /   , name AS (
    if (
      isName(u[i]) &&
      u[i].parts.length === 1 &&
      is(u[i + 1], 'AS') &&
      op(u[i + 2], '(') &&
      (is(u[i - 1], 'WITH', 'RECURSIVE') || op(u[i - 1], ','))
    ) {
      ctes.add(u[i].parts[0]);
      skip.add(i);
    }
    // AS alias (not CAST(x AS type(…)) and not a CTE)
    if (is(u[i], 'AS') && isName(u[i + 1]) && u[i + 1].parts.length === 1 && !op(u[i + 2], '(')) {
      columnAliases.add(u[i + 1].parts[0]);
      skip.add(i + 1);
    }
    // object names after CREATE INDEX, SEQUENCE, VIEW, CONSTRAINT, USER … and grantees
    const w = word(u[i]);
    if (
      [
        'INDEX',
        'SEQUENCE',
        'VIEW',
        'CONSTRAINT',
        'USER',
        'ROLE',
        'SCHEMA',
        'TABLESPACE',
        'EXTENSION',
        'TRIGGER',
        'FUNCTION',
        'PROCEDURE',
        'PACKAGE',
        'SYNONYM',
        'CONTAINER',
      ].includes(w)
    ) {
      let j = i + 1;
      while (is(u[j], 'IF', 'NOT', 'EXISTS', 'CONCURRENTLY') || op(u[j], '=')) j++;
      if (isName(u[j]) && !is(u[j], 'ON')) {
        objects.add(j);
        skip.add(j);
      }
    }
    // grantees (GRANT … TO kartaro_auskunft) and tablespaces (QUOTA 0 ON KARTARO_DATA)
    const objectsFrom = isGrant && is(u[i], 'TO') ? i + 1 : is(u[i], 'QUOTA') && is(u[i + 3], 'ON') ? i + 4 : -1;
    for (let j = objectsFrom; j >= 0 && j < u.length && (j === objectsFrom || op(u[j - 1], ',')); j += 2) {
      if (isName(u[j])) {
        objects.add(j);
        skip.add(j);
      }
    }
  }

  const resolve = (unit: Unit): Ref => {
    const parts = unit.parts;
    const name = parts[parts.length - 1];
    if (parts.length === 1 && ctes.has(name)) return {unit, kind: 'cte'};
    const table = model.tables.get(name);
    if (table) return {unit, table, kind: 'model'}; // also with a schema such as kartaro. or alkis.
    if (isExtra(model, unit.text) || isExtra(model, name)) return {unit, kind: 'extra'};
    return {unit, kind: 'unknown'};
  };

  for (let i = 0; i < u.length; i++) {
    const w = word(u[i]);
    const fromClause = (w === 'FROM' && !isGrant && !inFromFunction[i]) || w === 'JOIN';
    const trigger =
      fromClause ||
      w === 'INTO' ||
      w === 'REFERENCES' ||
      (w === 'UPDATE' && !is(u[i - 1], 'FOR', 'ON', 'DO')) ||
      (w === 'TABLE' && is(u[i - 1], 'CREATE', 'ALTER', 'DROP', 'TRUNCATE', 'LOCK', 'TEMPORARY', 'TEMP', 'UNLOGGED', 'GLOBAL', 'ON')) ||
      (w === 'ON' && (isCreateIndex || isGrant) && !is(u[i + 1], 'TABLES', 'SCHEMA', 'DELETE', 'UPDATE')) ||
      ((w === 'ANALYZE' || w === 'VACUUM') && i === 0);
    if (!trigger) continue;
    let j = i + 1;
    for (;;) {
      while (is(u[j], 'IF', 'NOT', 'EXISTS', 'ONLY', 'LATERAL', 'VERBOSE', 'TABLE')) j++;
      const unit = u[j];
      if (!isName(unit) || unit.quoted) break;
      if (fromClause && op(u[j + 1], '(')) break; // table function
      if (unit.parts.length === 1 && isSqlWord(unit.parts[0]) && !model.tables.has(unit.parts[0])) break;
      const ref = resolve(unit);
      refs.set(j, ref);
      skip.add(j);
      j++;
      // alias: `… STR_STATION AS s` or `… STR_STATION s`
      if (is(u[j], 'AS') && isName(u[j + 1])) j++;
      if (isName(u[j]) && u[j].parts.length === 1 && !u[j].quoted && !isSqlWord(u[j].parts[0])) {
        aliases.set(u[j].parts[0], ref);
        skip.add(j);
        j++;
      }
      if (w === 'FROM' && op(u[j], ',')) {
        j++;
        continue;
      }
      break;
    }
  }

  // implicit column aliases: `expr alias,` / `expr alias FROM`
  for (let i = 1; i < u.length; i++) {
    const prev = u[i - 1];
    const name = word(u[i]);
    if (!name || isSqlWord(name) || skip.has(i)) continue;
    const prevEndsExpression =
      (prev.kind === 'name' && !(prev.parts.length === 1 && isSqlWord(prev.parts[0])) && !skip.has(i - 1)) ||
      op(prev, ')') ||
      prev.kind === 'str' ||
      prev.kind === 'num' ||
      prev.kind === 'param';
    const next = u[i + 1];
    if (prevEndsExpression && (!next || op(next, ',') || op(next, ')') || (next.kind === 'name' && isSqlWord(word(next))))) {
      columnAliases.add(name);
      skip.add(i);
    }
  }

  const modelTables = [...new Set([...refs.values()].filter((r) => r.table).map((r) => r.table!))];
  const onlyModel = modelTables.length > 0 && [...refs.values()].every((r) => r.kind === 'model' || r.kind === 'cte');
  const localName = (upper: string, text: string) =>
    model.tables.has(upper) || isExtra(model, text) || ctes.has(upper) || aliases.has(upper) || columnAliases.has(upper);
  const knownName = (upper: string, text: string) => localName(upper, text) || isColumnAnywhere(model, upper);
  const checkTable = (ref: Ref) => {
    const {unit, table} = ref;
    if (ref.kind === 'model' && table && unit.parts.length > 1) {
      const schema = unit.parts[unit.parts.length - 2];
      if (model.schemas.has(schema) && schema !== table.schema)
        report(
          unit,
          `Tabelle ${table.name} liegt im Schema ${table.schema}, nicht in ${unit.text.split('.').slice(-2, -1)[0]} (${DATA_MODEL_FILE}).`,
        );
    }
    if (ref.kind !== 'unknown') return;
    const name = unit.parts[unit.parts.length - 1];
    const qualified = unit.parts.length > 1 && model.schemas.has(unit.parts[unit.parts.length - 2]);
    if (SYSTEM_RELATION.test(unit.text)) return;
    if (isPrefixed(model, name) || qualified || model.tableHints.has(name)) report(unit, unknownTableMessage(model, unit.text));
  };

  for (let i = 0; i < u.length; i++) {
    const unit = u[i];
    if (unit.kind !== 'name' || unit.quoted) continue;
    const ref = refs.get(i);
    if (ref) {
      checkTable(ref);
      continue;
    }
    const parts = unit.parts;
    if (objects.has(i)) {
      if (
        (isPrefixed(model, parts[parts.length - 1]) || (parts.length > 1 && model.schemas.has(parts[0]))) &&
        !isExtra(model, unit.text) &&
        !isExtra(model, parts[parts.length - 1])
      ) {
        report(unit, `Name „${unit.text}“ steht weder unter „tabellen“ noch unter „weitere_bezeichner“ in ${DATA_MODEL_FILE}.`);
      }
      continue;
    }
    if (parts.length > 1) {
      checkQualified(unit, i);
      continue;
    }
    if (skip.has(i)) continue;
    const name = parts[0];
    if (isPrefixed(model, name) && !knownName(name, unit.text)) {
      report(unit, unknownTableMessage(model, unit.text));
      continue;
    }
    if (!onlyModel || isSqlWord(name) || op(u[i + 1], '(') || op(u[i - 1], '::') || op(u[i + 1], '=>') || localName(name, unit.text))
      continue;
    if (modelTables.some((t) => t.columns.has(name))) continue;
    const adding = is(u[i - 1], 'ADD') || (is(u[i - 1], 'COLUMN') && is(u[i - 2], 'ADD')) || (op(u[i - 1], '(') && is(u[i - 2], 'ADD'));
    report(
      unit,
      unknownColumnMessage(modelTables, unit.text, adding ? 'ALTER TABLE … ADD legt eine Spalte an, die das Modell nicht kennt: ' : ''),
    );
  }

  function checkQualified(unit: Unit, i: number) {
    const parts = unit.parts;
    // schema.table (a table mentioned outside FROM) or schema.table.column
    const schemaFirst = model.schemas.has(parts[0]);
    const tablePart = schemaFirst ? parts[1] : parts[0];
    const column = schemaFirst ? parts[2] : parts[1];
    if (op(u[i + 1], '(')) return; // package.function(…)
    const alias = !schemaFirst ? aliases.get(tablePart) : undefined;
    if (alias) {
      if (alias.table && column && !alias.table.columns.has(column) && !PSEUDO_COLUMNS.has(column))
        report(unit, unknownColumnMessage([alias.table], unit.text.split('.').pop()!));
      return;
    }
    if (ctes.has(tablePart)) return;
    const table = model.tables.get(tablePart);
    if (table) {
      if (column && !table.columns.has(column) && !PSEUDO_COLUMNS.has(column))
        report(unit, unknownColumnMessage([table], unit.text.split('.').pop()!));
      return;
    }
    if (
      isExtra(
        model,
        unit.text
          .split('.')
          .slice(0, schemaFirst ? 2 : 1)
          .join('.'),
      ) ||
      isExtra(model, tablePart)
    )
      return;
    if (isPrefixed(model, tablePart) || schemaFirst)
      report(
        unit,
        unknownTableMessage(
          model,
          unit.text
            .split('.')
            .slice(0, schemaFirst ? 2 : 1)
            .join('.'),
        ),
      );
  }

  return findings;
}
