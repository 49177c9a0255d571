// Rule sql-model: tables and columns named in a page (```sql blocks, inline code, JSON and C#
// string literals) must exist in redaktion/datenmodell.yaml.
import type {Problem} from '../rules.ts';
import {findCalls, literalArgument, tokenizeCsharp, type CsToken} from './csharp.ts';
import {isExtra, isPrefixed, unknownColumnMessage, unknownTableMessage, type DataModel, type Table} from './data-model.ts';
import {codeBlocks, inlineCode, scanLines, type CodeBlock} from './markdown.ts';
import {checkSql, type Finding} from './sql.ts';
import {isSqlWord} from './sql-keywords.ts';

const RULE = 'sql-model';
const SQL_START = /^\s*(?:SELECT|WITH|UPDATE|INSERT|DELETE|MERGE|CREATE|ALTER)\s/i;
const FILE_EXTENSIONS = new Set([
  'CSV',
  'MD',
  'JSON',
  'XML',
  'YAML',
  'YML',
  'TXT',
  'SQL',
  'PDF',
  'PNG',
  'DLL',
  'XLSX',
  'ZIP',
  'SHP',
  'DXF',
  'GPKG',
  'SQLITE',
  'LOG',
]);

export function checkSqlModel(file: string, source: string, model: DataModel): Problem[] {
  const problems: Problem[] = [];
  const add = (line: number, findings: Finding[]) => {
    for (const f of findings) problems.push({file, line: line + f.line, rule: RULE, message: f.message});
  };
  const lines = scanLines(source);
  for (const block of codeBlocks(lines)) {
    const text = block.lines.join('\n');
    if (block.lang === 'sql') add(block.firstLine, checkSql(text, model));
    else if (block.lang === 'csharp' || block.lang === 'cs') add(block.firstLine, checkCsharpNames(block, model));
    else if (block.lang === 'json') add(block.firstLine, checkJsonNames(text, model));
    else if (block.lang === 'mermaid' && /^\s*erDiagram\b/.test(text)) add(block.firstLine, checkErDiagram(text, model));
  }
  for (const line of lines) {
    if (line.kind !== 'text') continue;
    const spans = inlineCode(line.text);
    for (const {code} of spans) {
      const findings = SQL_START.test(code) ? checkSql(code, model) : checkReferences(code, model);
      add(
        line.n,
        findings.map((f) => ({...f, line: 0})),
      );
    }
    add(
      line.n,
      checkTableRow(
        line.text,
        spans.map((s) => s.code),
        model,
      ),
    );
  }
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * A Markdown table row that starts with a table name in inline code (`| `STR_X` | … |`) lists
 * columns of that table: inline-code names with an underscore or at least four letters must be
 * columns (values such as `UW`, `EIN` are not checked). Selection lists are skipped, their rows
 * name the columns that use them.
 */
function checkTableRow(text: string, spans: string[], model: DataModel): Finding[] {
  const lead = /^\|\s*`([A-Za-z_]\w*)`\s*\|/.exec(text);
  const table = lead && model.tables.get(lead[1].toUpperCase());
  if (!table || /_AL_/.test(table.name)) return [];
  return spans
    .slice(1)
    .filter(
      (c) =>
        /^[A-Z][A-Z0-9_]*$/.test(c) &&
        (c.includes('_') || c.length >= 4) &&
        !model.tables.has(c) &&
        !isExtra(model, c) &&
        !table.columns.has(c),
    )
    .map((c) => ({line: 0, message: unknownColumnMessage([table], c)}));
}

/** Mermaid ER diagrams: entities and relationships name tables, entity attributes are columns. */
function checkErDiagram(text: string, model: DataModel): Finding[] {
  const findings: Finding[] = [];
  let entity: Table | undefined;
  text.split('\n').forEach((line, i) => {
    const open = /^\s*([A-Za-z_]\w*)(?:\[[^\]]*\])?\s*\{/.exec(line);
    if (open) {
      entity = model.tables.get(open[1].toUpperCase());
      findings.push(...checkReferences(open[1], model).map((f) => ({...f, line: i})));
      return;
    }
    if (/^\s*\}/.test(line)) {
      entity = undefined;
      return;
    }
    const attribute = /^\s*[\w()[\],]+\s+([A-Za-z_]\w*)/.exec(line);
    if (entity && attribute && !entity.columns.has(attribute[1].toUpperCase())) {
      findings.push({line: i, message: unknownColumnMessage([entity], attribute[1])});
      return;
    }
    const relation = /^\s*([A-Za-z_]\w*)\s+\S*--\S*\s+([A-Za-z_]\w*)/.exec(line);
    if (!entity && relation) findings.push(...checkReferences(`${relation[1]} ${relation[2]}`, model).map((f) => ({...f, line: i})));
  });
  return findings;
}

/**
 * Table and column names in free text (inline code, string literals): prefixed names must be
 * tables (or other allowed names), TABLE.COLUMN and TABLE;COLUMN must name a column of the table.
 */
export function checkReferences(text: string, model: DataModel): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const report = (message: string) => {
    if (!seen.has(message)) findings.push({line: 0, message});
    seen.add(message);
  };
  for (const m of text.matchAll(/(?<![\w$.\\/])([A-Za-z_][\w$]*)(?:\.([A-Za-z_][\w$]*))?(?:\.([A-Za-z_][\w$]*))?(?![\w$*…]|\.\w|-\w)/g)) {
    const parts = [m[1], m[2], m[3]].filter((p): p is string => Boolean(p));
    // `kartaro.x` is a schema only before a table name (elsewhere: kartaro.config.json, Kartaro.Desktop)
    const schemaFirst =
      parts.length > 1 &&
      model.schemas.has(parts[0].toUpperCase()) &&
      (isPrefixed(model, parts[1]) ||
        model.tables.has(parts[1].toUpperCase()) ||
        model.tableHints.has(`${parts[0]}.${parts[1]}`.toUpperCase()));
    const tableName = schemaFirst ? parts[1] : parts[0];
    const column = schemaFirst ? parts[2] : parts[1];
    if (tableName.endsWith('_')) continue; // a prefix such as STR_ or STR_AL_
    const table = model.tables.get(tableName.toUpperCase());
    if (!table) {
      const full = schemaFirst ? `${parts[0]}.${parts[1]}` : tableName;
      if ((isPrefixed(model, tableName) || schemaFirst) && !isExtra(model, full) && !isExtra(model, tableName))
        report(unknownTableMessage(model, full));
      continue;
    }
    const sameCase = column && (column === column.toUpperCase()) === (tableName === tableName.toUpperCase());
    if (column && sameCase && !FILE_EXTENSIONS.has(column.toUpperCase()) && !table.columns.has(column.toUpperCase()))
      report(unknownColumnMessage([table], column));
  }
  for (const m of text.matchAll(/\b([A-Z][A-Z0-9_]*);([A-Z][A-Z0-9_]*)\b/g)) {
    const table = model.tables.get(m[1]);
    if (table && !table.columns.has(m[2])) report(unknownColumnMessage([table], m[2]));
  }
  return findings;
}

function checkJsonNames(text: string, model: DataModel): Finding[] {
  return text.split('\n').flatMap((line, i) =>
    [...line.matchAll(/"((?:\\.|[^"\\])*)"/g)]
      .filter((m) => /^[A-Za-z_][\w.;]*$/.test(m[1]))
      .flatMap((m) => checkReferences(m[1], model))
      .map((f) => ({...f, line: i})),
  );
}

/** Receivers whose string indexers are not columns (report scripts, layers, options). */
const NON_FIELD_INDEXERS = new Set(['Rows', 'Controls', 'Parameters', 'Variables', 'Layers', 'Variablen', 'Fields', 'Bands', 'Options']);
const KEY_FIRST_ARGUMENT = new Set(['GetValue', 'SetValue', 'Get', 'IsNull', 'GetField']);

/** C#: SQL passed to CreateCommand/ExecuteSql, table names in literals, and field keys of the one table a block names. */
function checkCsharpNames(block: CodeBlock, model: DataModel): Finding[] {
  const t = tokenizeCsharp(block.lines.join('\n'));
  const calls = findCalls(t);
  const findings: Finding[] = [];
  const sqlLiterals = new Set<CsToken>();
  for (const call of calls) {
    if (call.name !== 'CreateCommand' && call.name !== 'ExecuteSql') continue;
    const lit = literalArgument(t, call.args[0]);
    if (!lit) continue;
    sqlLiterals.add(lit);
    findings.push(...checkSql(lit.value, model).map((f) => ({...f, line: lit.line + f.line})));
  }
  const named = new Set<string>();
  for (const tok of t) {
    if (tok.kind !== 'str' || tok.text.startsWith('$')) continue;
    if (sqlLiterals.has(tok)) {
      for (const w of tok.value.toUpperCase().match(/[A-Z_][A-Z0-9_]*/g) ?? []) if (model.tables.has(w)) named.add(w);
      continue;
    }
    if (model.tables.has(tok.value.toUpperCase()) && /^\w+$/.test(tok.value)) named.add(tok.value.toUpperCase());
    findings.push(...checkReferences(tok.value, model).map((f) => ({...f, line: tok.line})));
  }
  if (named.size !== 1) return findings;
  const table = model.tables.get([...named][0])!;
  const keys: CsToken[] = [];
  for (let i = 1; i + 2 < t.length; i++) {
    const prev = t[i - 1];
    if (
      t[i].text === '[' &&
      t[i + 1].kind === 'str' &&
      t[i + 2].text === ']' &&
      (prev.kind === 'ident' || prev.text === ')' || prev.text === ']') &&
      !NON_FIELD_INDEXERS.has(prev.text)
    )
      keys.push(t[i + 1]);
  }
  for (const call of calls) {
    if (call.kind !== 'call') continue;
    if (KEY_FIRST_ARGUMENT.has(call.name)) keys.push(...[literalArgument(t, call.args[0])].filter((x): x is CsToken => Boolean(x)));
    if (call.name === 'Select') keys.push(...call.args.map((a) => literalArgument(t, a)).filter((x): x is CsToken => Boolean(x)));
    if (call.name === 'Fail') keys.push(...[literalArgument(t, call.args[1])].filter((x): x is CsToken => Boolean(x)));
    if (call.name === 'Where' || call.name === 'OrderBy') {
      const lit = literalArgument(t, call.args[0]);
      if (!lit) continue;
      for (const m of lit.value.replace(/'[^']*'/g, ' ').matchAll(/(?<![:\w.])([A-Z][A-Z0-9_]+)(?![\w(.])/g)) {
        if (!isSqlWord(m[1])) keys.push({...lit, value: m[1]});
      }
    }
  }
  const reported = new Set<string>();
  for (const key of keys) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(key.value) || table.columns.has(key.value) || reported.has(key.value)) continue;
    reported.add(key.value);
    findings.push({line: key.line, message: unknownColumnMessage([table], key.value)});
  }
  return findings;
}
