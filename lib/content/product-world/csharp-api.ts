// Rule csharp-api: C# examples use the Desktop API as redaktion/desktop-api.yaml describes it –
// argument counts of API methods and constructors, Kartaro type names, removed types, namespaces,
// and (Preview only) deprecated members without a note on the deprecation.
import type {Problem} from '../rules.ts';
import {findCalls, tokenizeCsharp, type CsToken} from './csharp.ts';
import {codeBlocks, scanLines, type SourceLine} from './markdown.ts';
import {asList, asMap, asString, isMap, parseYamlMap} from './yaml-files.ts';

export const DESKTOP_API = 'redaktion/desktop-api.yaml';
const RULE = 'csharp-api';

interface Overload {
  min: number;
  max: number;
  signature: string;
}

export interface DesktopApi {
  /** type name → namespace */
  types: Map<string, string>;
  namespaces: Set<string>;
  /** removed type → note */
  removed: Map<string, string>;
  /** method name → overloads of all types */
  methods: Map<string, Overload[]>;
  /** type name → constructor overloads */
  constructors: Map<string, Overload[]>;
  /** member name → deprecation */
  deprecated: Map<string, {version: string; diagnose: string; replacement: string}>;
  /** type or method name → version that introduced it (seit) */
  since: Map<string, string>;
}

/** Argument count range of one C# signature such as `void F(int a, string? b = null, params string[] c)`. */
export function arity(signature: string): Overload {
  const open = signature.indexOf('(');
  const inner = signature.slice(open + 1, signature.lastIndexOf(')'));
  const params: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of inner) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && '<([{'.includes(ch)) depth++;
    if (!quoted && '>)]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      params.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) params.push(current.trim());
  const counted = params.filter((p) => !/^this\s/.test(p));
  const variadic = counted.some((p) => /^params\s/.test(p));
  const required = counted.filter((p) => !/^params\s/.test(p) && !/[^=!<>]=[^=>]/.test(p)).length;
  return {min: required, max: variadic ? Infinity : counted.length, signature};
}

export function parseDesktopApi(text: string, file = DESKTOP_API): DesktopApi {
  const doc = parseYamlMap(text, file);
  const api: DesktopApi = {
    types: new Map(),
    namespaces: new Set(Object.keys(asMap(doc.namespaces, file, 'namespaces'))),
    removed: new Map(),
    methods: new Map(),
    constructors: new Map(),
    deprecated: new Map(),
    since: new Map(),
  };
  for (const [i, entry] of asList(doc.entfernt, file, 'entfernt').entries()) {
    const e = asMap(entry, file, `entfernt[${i}]`);
    api.removed.set(
      asString(e.name, file, `entfernt[${i}].name`),
      `seit ${String(e.version)} entfernt${e.hinweis ? ` (${String(e.hinweis)})` : ''}`,
    );
  }
  const unversioned = new Set<string>(); // method names that also exist without „seit“
  for (const [typeName, raw] of Object.entries(asMap(doc.typen, file, 'typen'))) {
    const type = asMap(raw, file, `typen.${typeName}`);
    const namespace = asString(type.namespace, file, `typen.${typeName}.namespace`);
    api.types.set(typeName, namespace);
    api.namespaces.add(namespace);
    if (type.seit !== undefined) api.since.set(typeName, String(type.seit));
    for (const [k, rawMember] of asList(type.member, file, `typen.${typeName}.member`).entries()) {
      const member = asMap(rawMember, file, `typen.${typeName}.member[${k}]`);
      const name = asString(member.name, file, `typen.${typeName}.member[${k}].name`);
      const art = asString(member.art, file, `typen.${typeName}.member[${k}].art`);
      if (art !== 'methode' && art !== 'konstruktor') continue;
      const signatures = asList(member.signaturen, file, `typen.${typeName}.member[${k}].signaturen`).map((s, j) =>
        arity(asString(s, file, `typen.${typeName}.member[${k}].signaturen[${j}]`)),
      );
      const target = art === 'konstruktor' ? api.constructors : api.methods;
      const key = art === 'konstruktor' ? typeName : name;
      target.set(key, [...(target.get(key) ?? []), ...signatures]);
      if (art === 'methode') {
        if (member.seit === undefined) unversioned.add(name);
        else api.since.set(name, String(member.seit));
      }
      if (isMap(member.abgekuendigt)) {
        api.deprecated.set(name, {
          version: String(member.abgekuendigt.version ?? ''),
          diagnose: String(member.abgekuendigt.diagnose ?? ''),
          replacement: String(member.abgekuendigt.ersatz ?? ''),
        });
      }
    }
  }
  for (const name of unversioned) if (!api.types.has(name)) api.since.delete(name);
  return api;
}

/**
 * API method names that are also everyday .NET/LINQ methods (List.Add, Enumerable.Where,
 * Task.Run, Stream.Close …): their calls cannot be told apart without types, so they are skipped.
 */
const COMMON_DOTNET_METHODS = new Set([
  'Add',
  'Remove',
  'Contains',
  'Clear',
  'Where',
  'Select',
  'OrderBy',
  'First',
  'FirstOrDefault',
  'Any',
  'Count',
  'ToString',
  'Equals',
  'Dispose',
  'GetEnumerator',
  'Run',
]);

/** .NET and third-party interface/type names that look like Kartaro API types (I…, K…). */
const DOTNET_TYPES = new Set([
  'IEnumerable',
  'IEnumerator',
  'IList',
  'IReadOnlyList',
  'IReadOnlyCollection',
  'ICollection',
  'IDictionary',
  'IReadOnlyDictionary',
  'ISet',
  'IReadOnlySet',
  'IDisposable',
  'IAsyncDisposable',
  'IAsyncEnumerable',
  'IAsyncEnumerator',
  'IProgress',
  'IServiceProvider',
  'IServiceCollection',
  'IComparer',
  'IEqualityComparer',
  'IComparable',
  'IEquatable',
  'IFormatProvider',
  'IFormattable',
  'ICloneable',
  'IConvertible',
  'IQueryable',
  'IObservable',
  'IObserver',
  'IGrouping',
  'ILookup',
  'IOrderedEnumerable',
  'IAsyncResult',
  'INotifyPropertyChanged',
  'ICommand',
  'IValueConverter',
  'IWin32Window',
  'IDbConnection',
  'IDbCommand',
  'IDbTransaction',
  'IDataReader',
  'IDataRecord',
  'ILogger',
  'ILoggerFactory',
  'IConfiguration',
  'IHttpClientFactory',
  'IOptions',
  'IHost',
  'IHostedService',
  'ICustomFormatter',
  'IStructuralEquatable',
  // ClosedXML and NetTopologySuite, used in api/DesktopApi/fremdbibliotheken
  'IXLWorkbook',
  'IXLWorksheet',
  'IXLCell',
  'IXLRange',
  'IXLRow',
  'IXLColumn',
  'IXLStyle',
  'IGeometry',
  'ICoordinateSequence',
]);

const KARTARO_TYPE = /^(?:I[A-Z](?=\w*[a-z])\w*|K[A-Z][a-z]\w*)$/;

/** `version`: the product version a page describes (25.2 for the Preview, 25.1 for „25.1 und älter“). */
export function checkCsharpApi(file: string, source: string, api: DesktopApi, options: {preview: boolean; version: string}): Problem[] {
  const problems: Problem[] = [];
  const lines = scanLines(source);
  for (const block of codeBlocks(lines)) {
    if (block.lang !== 'csharp' && block.lang !== 'cs') continue;
    const t = tokenizeCsharp(block.lines.join('\n'));
    const add = (tok: CsToken, message: string) => problems.push({file, line: block.firstLine + tok.line, rule: RULE, message});
    const declaredTypes = new Set<string>();
    for (let i = 1; i < t.length; i++) {
      if (['class', 'interface', 'struct', 'enum', 'record', 'delegate'].includes(t[i - 1].text) && t[i].kind === 'ident')
        declaredTypes.add(t[i].text);
      if (t[i].text === '<' && t[i - 1].kind === 'ident')
        for (let j = i + 1; t[j]?.kind === 'ident' && /^T[A-Z]?\w*$/.test(t[j].text); j += 2) declaredTypes.add(t[j].text);
    }
    const calls = findCalls(t);
    const declaredMethods = new Set(calls.filter((c) => c.kind === 'declaration').map((c) => c.name));

    // (a) argument counts
    for (const call of calls) {
      let overloads: Overload[] | undefined;
      let shown = call.name;
      let count = call.args.length;
      if (call.kind === 'new') overloads = api.constructors.get(call.name);
      else if (call.kind === 'attribute') {
        shown = call.name.endsWith('Attribute') ? call.name : `${call.name}Attribute`;
        overloads = api.constructors.get(shown);
        // Version = "1.2.0" sets a property, it is no constructor argument
        count = call.args.filter(([from]) => !(t[from].kind === 'ident' && t[from + 1]?.text === '=')).length;
      } else if (call.kind === 'call' && !COMMON_DOTNET_METHODS.has(call.name) && !declaredMethods.has(call.name))
        overloads = api.methods.get(call.name);
      if (!overloads || overloads.some((o) => count >= o.min && count <= o.max)) continue;
      add(
        t[call.index],
        `${shown} mit ${count} Argument${count === 1 ? '' : 'en'} aufgerufen – ${DESKTOP_API} erlaubt: ${[...new Set(overloads.map((o) => o.signature))].join(' | ')}.`,
      );
    }

    // (b) type names and namespaces
    const reported = new Set<string>();
    const report = (tok: CsToken, key: string, message: string) => {
      if (!reported.has(key)) add(tok, message);
      reported.add(key);
    };
    for (let i = 0; i < t.length; i++) {
      const tok = t[i];
      if (tok.kind !== 'ident') continue;
      if (tok.text === 'using' && t[i + 1]?.text === 'Kartaro') {
        let j = i + 1;
        const parts: string[] = [];
        for (; t[j]?.kind === 'ident'; j += 2) {
          parts.push(t[j].text);
          if (t[j + 1]?.text !== '.') break;
        }
        const namespace = parts.join('.');
        if (!api.namespaces.has(namespace))
          report(tok, namespace, `Namespace ${namespace} gibt es nicht (${DESKTOP_API}) – vorhanden: ${[...api.namespaces].join(', ')}.`);
        i = j;
        continue;
      }
      if (tok.text === 'Kartaro' && t[i - 1]?.text !== '.' && t[i - 1]?.text !== 'namespace') {
        // Kartaro.Data.IFeature: after the longest known namespace comes a type of that namespace
        let j = i;
        let namespace = 'Kartaro';
        const known = [...api.namespaces];
        while (
          t[j + 1]?.text === '.' &&
          t[j + 2]?.kind === 'ident' &&
          known.some((n) => `${n}.`.startsWith(`${namespace}.${t[j + 2].text}.`))
        ) {
          namespace += `.${t[j + 2].text}`;
          j += 2;
        }
        const type = t[j + 1]?.text === '.' ? t[j + 2] : undefined;
        if (type?.kind === 'ident' && api.removed.has(type.text))
          report(type, type.text, `${type.text} ist ${api.removed.get(type.text)} (${DESKTOP_API}).`);
        else if (type?.kind === 'ident' && api.types.get(type.text) !== namespace) {
          report(
            type,
            `${namespace}.${type.text}`,
            `Typ ${namespace}.${type.text} gibt es in der Desktop-API nicht (${DESKTOP_API}) – Typen stehen dort unter „typen“ mit ihrem Namespace.`,
          );
        }
        continue;
      }
      const afterDot = t[i - 1]?.text === '.';
      const attribute = t[i - 1]?.text === '[' && /^Kartaro\w+$/.test(tok.text) && ['(', ']'].includes(t[i + 1]?.text ?? '');
      const name = attribute && !tok.text.endsWith('Attribute') ? `${tok.text}Attribute` : tok.text;
      if (afterDot || declaredTypes.has(name) || api.types.has(name) || DOTNET_TYPES.has(name)) continue;
      if (api.removed.has(name)) report(tok, name, `${name} ist ${api.removed.get(name)} (${DESKTOP_API}).`);
      else if (attribute || KARTARO_TYPE.test(name))
        report(tok, name, `Typ ${name} gibt es in der Desktop-API nicht (${DESKTOP_API}) – Typen stehen dort unter „typen“.`);
      else if (/^[A-Z]/.test(name) && api.types.has(`I${name}`) && typePosition(t, i))
        report(tok, name, `Typ ${name} gibt es in der Desktop-API nicht – die Schnittstelle heißt I${name} (${DESKTOP_API}).`);
    }

    // members and types that came after the page's version
    const newer = (name: string) => {
      const since = api.since.get(name);
      return since !== undefined && compareVersions(since, options.version) > 0 ? since : undefined;
    };
    for (const call of calls) {
      const since = call.kind === 'call' && t[call.index - 1]?.text === '.' ? newer(call.name) : undefined;
      if (since)
        add(t[call.index], `${call.name} gibt es erst seit ${since} (${DESKTOP_API}) – nicht in Beispielen für ${options.version}.`);
    }
    for (const tok of t) {
      const since = tok.kind === 'ident' && api.types.has(tok.text) ? newer(tok.text) : undefined;
      if (since)
        report(
          tok,
          `since:${tok.text}`,
          `Typ ${tok.text} gibt es erst seit ${since} (${DESKTOP_API}) – nicht in Beispielen für ${options.version}.`,
        );
    }

    // (c) deprecated members in Preview code need a note nearby
    if (!options.preview) continue;
    for (const call of calls) {
      const dep = api.deprecated.get(call.name);
      if (!dep || call.kind !== 'call' || t[call.index - 1]?.text !== '.') continue;
      if (mentionsDeprecation(lines, block.firstLine - 1, block.firstLine + block.lines.length, dep.diagnose)) continue;
      add(
        t[call.index],
        `${call.name} ist seit ${dep.version} abgekündigt (${dep.diagnose}, ${DESKTOP_API}) – ${dep.replacement} verwenden oder die Abkündigung neben dem Beispiel nennen.`,
      );
    }
  }
  return problems;
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** Is the identifier at i used as a type: `Feature f`, `Feature? f`, `new Feature(`, `List<Feature>`, `x is Feature`? */
function typePosition(t: CsToken[], i: number): boolean {
  const next = t[i + 1];
  if (next?.kind === 'ident' && !['in', 'is', 'as', 'and', 'or', 'when', 'where'].includes(next.text)) return true;
  if (next?.text === '?' && t[i + 2]?.kind === 'ident') return true;
  return ['new', 'is', 'as', '<'].includes(t[i - 1]?.text ?? '');
}

/** Does the page mention the deprecation within 15 lines around a code block? */
function mentionsDeprecation(lines: SourceLine[], from: number, to: number, diagnose: string): boolean {
  return lines.some(
    (l) => l.n >= from - 15 && l.n <= to + 15 && (l.text.includes(diagnose) || /abgekündigt|veraltet|\[Obsolete/i.test(l.text)),
  );
}
