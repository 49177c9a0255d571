// Line-oriented view of a page source (front matter, fenced code, text), shared by all
// product-world rules. Line numbers are 1-based and count the front matter.
import {escapeRegExp} from '../../escape-regexp.ts';

export type LineKind = 'front' | 'text' | 'fence' | 'code';

export interface SourceLine {
  n: number;
  text: string;
  kind: LineKind;
  /** Language of the fenced block for 'fence' and 'code' lines (lower case, '' if none). */
  lang?: string;
}

export interface CodeBlock {
  lang: string;
  /** Line number of the first content line (the line after the opening fence). */
  firstLine: number;
  lines: string[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/;

let cached: {source: string; lines: SourceLine[]} | undefined;

/** Lines of a page source; the last result is reused because every rule scans the same page. */
export function scanLines(source: string): SourceLine[] {
  if (cached?.source !== source) cached = {source, lines: scan(source)};
  return cached.lines;
}

function scan(source: string): SourceLine[] {
  const raw = source.split('\n').map((l) => l.replace(/\r$/, ''));
  const out: SourceLine[] = [];
  let i = 0;
  if (raw[0] === '---') {
    const end = raw.indexOf('---', 1);
    if (end > 0) {
      for (; i <= end; i++) out.push({n: i + 1, text: raw[i], kind: 'front'});
    }
  }
  let open: {marker: string; lang: string} | undefined;
  for (; i < raw.length; i++) {
    const text = raw[i];
    const fence = FENCE.exec(text);
    if (open) {
      const closes = fence && fence[2][0] === open.marker[0] && fence[2].length >= open.marker.length && text.trim() === fence[2];
      out.push({n: i + 1, text, kind: closes ? 'fence' : 'code', lang: open.lang});
      if (closes) open = undefined;
    } else if (fence) {
      open = {marker: fence[2], lang: fence[3].toLowerCase()};
      out.push({n: i + 1, text, kind: 'fence', lang: open.lang});
    } else {
      out.push({n: i + 1, text, kind: 'text'});
    }
  }
  return out;
}

export function codeBlocks(lines: SourceLine[]): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let current: CodeBlock | undefined;
  for (const line of lines) {
    if (line.kind === 'fence') {
      if (current) {
        blocks.push(current);
        current = undefined;
      } else current = {lang: line.lang ?? '', firstLine: line.n + 1, lines: []};
    } else if (line.kind === 'code' && current) current.lines.push(line.text);
  }
  if (current) blocks.push(current);
  return blocks;
}

/** Inline code spans of one text line (single or double backticks). */
export function inlineCode(text: string): {code: string; index: number}[] {
  return [...text.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)].map((m) => ({code: m[2].trim(), index: m.index ?? 0}));
}

/**
 * A text line reduced to the prose a reader sees: inline code, link targets, HTML/JSX tags,
 * URLs, MDX imports and admonition markers are blanked out; link texts stay; Markdown escapes
 * (`\*`) are resolved.
 */
export function proseOf(text: string): string {
  if (/^\s*(import|export)\s/.test(text)) return '';
  return text
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/<[^>\n]*>/g, ' ')
    .replace(/\b(?:https?|ftp|file|kartaro):\/\/[^\s)>\]]*/g, ' ')
    .replace(/^(\s*):::\w*/, '$1 ')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1');
}

/** Text lines (outside front matter and code) of a page. */
export const textLines = (lines: SourceLine[]) => lines.filter((l) => l.kind === 'text');

/** Line number inside a block of text for a character index. */
export function lineOfIndex(text: string, index: number): number {
  let n = 0;
  for (let i = 0; i < index && i < text.length; i++) if (text[i] === '\n') n++;
  return n;
}

export {escapeRegExp};

/** Levenshtein distance, for „did you mean“ hints. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/** The candidate nearest to `wanted` (edit distance unless `distanceOf` is given; first one on ties), for „did you mean“ hints. */
export function closest(
  candidates: Iterable<string>,
  wanted: string,
  distanceOf: (candidate: string, wanted: string) => number = editDistance,
): {text: string; distance: number} | undefined {
  let best: {text: string; distance: number} | undefined;
  for (const text of candidates) {
    const distance = distanceOf(text, wanted);
    if (!best || distance < best.distance) best = {text, distance};
  }
  return best;
}
