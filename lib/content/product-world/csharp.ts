// A small C# tokenizer for code examples: comments are dropped, string literals become single
// tokens (with their text), and calls `Name(…)`, `Name<T>(…)`, `new Name(…)`, `[Name(…)]` are found
// with their argument count. Shared by the csharp-api and sql-model rules.

export interface CsToken {
  kind: 'ident' | 'str' | 'num' | 'op';
  text: string;
  /** content of a string literal */
  value: string;
  /** 0-based line in the code block */
  line: number;
  spaceBefore: boolean;
}

export function tokenizeCsharp(code: string): CsToken[] {
  const out: CsToken[] = [];
  let line = 0;
  let i = 0;
  let space = true;
  const push = (kind: CsToken['kind'], text: string, value = '') => {
    out.push({kind, text, value, line, spaceBefore: space});
    space = false;
  };
  const advance = (to: number) => {
    for (let k = i; k < to; k++) if (code[k] === '\n') line++;
    i = to;
  };
  while (i < code.length) {
    const c = code[i];
    const rest = code.slice(i);
    if (/\s/.test(c)) {
      space = true;
      advance(i + 1);
    } else if (rest.startsWith('//')) {
      const j = code.indexOf('\n', i);
      advance(j < 0 ? code.length : j);
    } else if (rest.startsWith('/*')) {
      const j = code.indexOf('*/', i + 2);
      advance(j < 0 ? code.length : j + 2);
      space = true;
    } else if (/^[$@]*"""/.test(rest)) {
      const open = /^[$@]*("{3,})/.exec(rest)!;
      const j = code.indexOf(open[1], i + open[0].length);
      const end = j < 0 ? code.length : j + open[1].length;
      push('str', code.slice(i, end), code.slice(i + open[0].length, j < 0 ? code.length : j));
      advance(end);
    } else if (/^(?:\$@|@\$|@)"/.test(rest)) {
      const start = i + (rest[1] === '"' ? 2 : 3);
      let j = start;
      while (j < code.length && !(code[j] === '"' && code[j + 1] !== '"')) j += code[j] === '"' ? 2 : 1;
      push('str', code.slice(i, j + 1), code.slice(start, j).replace(/""/g, '"'));
      advance(j + 1);
    } else if (/^\$?"/.test(rest)) {
      const start = i + (c === '$' ? 2 : 1);
      const j = stringEnd(code, start, c === '$');
      push('str', code.slice(i, j + 1), code.slice(start, j));
      advance(j + 1);
    } else if (c === "'") {
      const m = /^'(?:\\.|[^'\\])*'/.exec(rest);
      const len = m ? m[0].length : 1;
      push('str', code.slice(i, i + len), code.slice(i + 1, i + len - 1));
      advance(i + len);
    } else if (/[A-Za-z_@\u00C0-\u024F]/.test(c)) {
      const m = /^@?[\w\u00C0-\u024F]+/.exec(rest)!;
      push('ident', m[0].replace(/^@/, ''));
      advance(i + m[0].length);
    } else if (/\d/.test(c)) {
      const m = /^(?:0[xX][\da-fA-F_]+|[\d_]*\.?[\d_]+(?:[eE][+-]?\d+)?)[A-Za-z]*/.exec(rest)!;
      push('num', m[0]);
      advance(i + m[0].length);
    } else {
      const op =
        ['?.', '??=', '??', '=>', '==', '!=', '<=', '>=', '&&', '||', '++', '--', '+=', '-=', '*=', '/=', '::', '..'].find((o) =>
          rest.startsWith(o),
        ) ?? c;
      push('op', op);
      advance(i + op.length);
    }
  }
  return out;
}

/** Index of the closing quote of a regular (or interpolated) string whose content starts at `from`. */
function stringEnd(code: string, from: number, interpolated: boolean): number {
  let depth = 0;
  for (let j = from; j < code.length; j++) {
    const ch = code[j];
    if (ch === '\\') j++;
    else if (interpolated && ch === '{' && code[j + 1] === '{' && depth === 0) j++;
    else if (interpolated && ch === '{') depth++;
    else if (interpolated && ch === '}' && depth > 0) depth--;
    else if (ch === '"' && depth > 0) j = stringEnd(code, j + 1, false);
    else if (ch === '"' || (ch === '\n' && depth === 0)) return j;
  }
  return code.length;
}

const CALL_KEYWORDS = new Set([
  'return',
  'await',
  'new',
  'throw',
  'in',
  'is',
  'yield',
  'else',
  'case',
  'when',
  'and',
  'or',
  'not',
  'out',
  'ref',
  'using',
  'lock',
  'foreach',
  'from',
  'select',
  'where',
  'let',
  'orderby',
  'group',
  'by',
  'into',
  'on',
  'equals',
  'join',
]);
const NOT_CALLS = new Set([
  'if',
  'in',
  'readonly',
  'while',
  'for',
  'foreach',
  'switch',
  'catch',
  'using',
  'lock',
  'nameof',
  'typeof',
  'sizeof',
  'default',
  'checked',
  'unchecked',
  'fixed',
  'return',
  'base',
  'this',
  'when',
]);

/** Index of the token that closes the generic argument list opened at `open` ('<'), or -1. */
export function genericEnd(t: CsToken[], open: number): number {
  let depth = 0;
  for (let k = open; k < t.length; k++) {
    const x = t[k];
    if (x.text === '<') depth++;
    else if (x.text === '>') {
      depth--;
      if (depth === 0) return k;
    } else if (!(x.kind === 'ident' || [',', '.', '?', '[', ']', '(', ')'].includes(x.text))) return -1;
  }
  return -1;
}

/** Index of the bracket closing the one at `open`, skipping nested brackets. */
export function closing(t: CsToken[], open: number): number {
  let depth = 0;
  for (let k = open; k < t.length; k++) {
    if (['(', '[', '{'].includes(t[k].text)) depth++;
    else if ([')', ']', '}'].includes(t[k].text) && --depth === 0) return k;
  }
  return t.length - 1;
}

/** Top-level arguments of the bracket pair at `open` as token ranges [from, to). */
export function argumentRanges(t: CsToken[], open: number): [number, number][] {
  const end = closing(t, open);
  const ranges: [number, number][] = [];
  let from = open + 1;
  let depth = 0;
  for (let k = open + 1; k < end; k++) {
    const x = t[k].text;
    if (x === '<' && t[k - 1]?.kind === 'ident') {
      const g = genericEnd(t, k);
      if (g > 0) {
        k = g;
        continue;
      }
    }
    if (['(', '[', '{'].includes(x)) depth++;
    else if ([')', ']', '}'].includes(x)) depth--;
    else if (x === ',' && depth === 0) {
      ranges.push([from, k]);
      from = k + 1;
    }
  }
  if (end > open + 1) ranges.push([from, end]);
  return ranges;
}

export type CallKind = 'call' | 'new' | 'attribute' | 'declaration';

export interface Call {
  name: string;
  kind: CallKind;
  /** token index of the name and of the opening parenthesis */
  index: number;
  open: number;
  args: [number, number][];
  line: number;
}

/** Is the token before index `i` the end of a type (so that `i` names a declared member)? */
function precededByType(t: CsToken[], i: number): boolean {
  const p = t[i - 1];
  if (!p) return false;
  if (p.kind === 'ident') return !CALL_KEYWORDS.has(p.text);
  if (p.text === ']') return t[i - 2]?.text === '[' || t[i - 2]?.text === ',';
  if (p.text === '?') return !p.spaceBefore;
  if (p.text === '>') {
    let depth = 0;
    for (let k = i - 1; k >= 0; k--) {
      if (t[k].text === '>') depth++;
      else if (t[k].text === '<' && --depth === 0) return t[k - 1]?.kind === 'ident';
      else if (!(t[k].kind === 'ident' || [',', '.', '?', '[', ']', '(', ')'].includes(t[k].text))) return false;
    }
  }
  return false;
}

export function findCalls(t: CsToken[]): Call[] {
  const calls: Call[] = [];
  for (let i = 0; i < t.length; i++) {
    if (t[i].kind !== 'ident' || NOT_CALLS.has(t[i].text)) continue;
    let open = i + 1;
    if (t[open]?.text === '<') {
      const g = genericEnd(t, open);
      if (g < 0) continue;
      open = g + 1;
    }
    if (t[open]?.text !== '(') continue;
    const p = t[i - 1];
    let kind: CallKind = 'call';
    if (p?.text === 'new') kind = 'new';
    else if (p?.text === '[' && (!t[i - 2] || ['{', '}', ';', ']', ')'].includes(t[i - 2].text))) kind = 'attribute';
    else if (p && p.text !== '.' && p.text !== '?.' && precededByType(t, i)) kind = 'declaration';
    calls.push({name: t[i].text, kind, index: i, open, args: argumentRanges(t, open), line: t[i].line});
  }
  return calls;
}

/** String literal value of an argument that is exactly one literal, else undefined. */
export function literalArgument(t: CsToken[], range: [number, number] | undefined): CsToken | undefined {
  if (!range) return undefined;
  const [from, to] = range;
  return to - from === 1 && t[from].kind === 'str' && !t[from].text.startsWith('$') ? t[from] : undefined;
}
