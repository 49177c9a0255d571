// Reading PDFs with poppler-utils (pdfinfo, pdftotext, pdftohtml): used by `npm run pdf` to find
// the page of every heading for the table of contents, and by the PDF tests.
import {execFileSync} from 'node:child_process';

const run = (tool: string, args: string[]) => execFileSync(tool, args, {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Named destinations (targets of internal links; Chromium writes the names percent-encoded) → 1-based page number, from `pdfinfo -dests`. */
export function namedDestinations(file: string): Map<string, number> {
  const dests = new Map<string, number>();
  for (const line of run('pdfinfo', ['-dests', file]).split('\n')) {
    const m = /^\s*(\d+)\s+\[.*\]\s+"(.*)"\s*$/.exec(line);
    if (m) dests.set(safeDecode(m[2]), Number(m[1]));
  }
  return dests;
}

/** `pdfinfo` key/value pairs (Pages, Title, Page size, …). */
export function pdfInfo(file: string): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of run('pdfinfo', [file]).split('\n')) {
    const m = /^([^:]+):\s*(.*)$/.exec(line);
    if (m) info[m[1].trim()] = m[2].trim();
  }
  return info;
}

export function pageCount(file: string): number {
  return Number(pdfInfo(file).Pages);
}

/** Plain text of the PDF (or of pages first..last), in reading order, or keeping the layout (columns on one line). */
export function pdfText(file: string, first?: number, last?: number, layout = false): string {
  const range = [...(first ? ['-f', String(first)] : []), ...(last ? ['-l', String(last)] : [])];
  return run('pdftotext', [...range, ...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-']);
}

export interface OutlineItem {
  title: string;
  page: number;
  children: OutlineItem[];
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');

/** The document outline (bookmarks) as a tree, from `pdftohtml -xml`. */
export function outline(file: string): OutlineItem[] {
  const xml = run('pdftohtml', ['-xml', '-i', '-q', '-stdout', file]);
  const start = xml.indexOf('<outline>');
  if (start < 0) return [];
  const root: OutlineItem[] = [];
  const stack: OutlineItem[][] = [];
  let current = root;
  let last: OutlineItem | undefined;
  for (const m of xml.slice(start).matchAll(/<outline>|<\/outline>|<item page="(\d+)">([\s\S]*?)<\/item>/g)) {
    if (m[0] === '<outline>') {
      stack.push(current);
      current = stack.length === 1 ? root : (last?.children ?? current);
    } else if (m[0] === '</outline>') {
      current = stack.pop() ?? root;
    } else {
      last = {title: unescapeXml(m[2]).trim(), page: Number(m[1]), children: []};
      current.push(last);
    }
  }
  return root;
}

export interface Word {
  page: number;
  pageWidth: number;
  xMin: number;
  xMax: number;
  text: string;
}

/** Every word with its box, from `pdftotext -bbox`. */
export function words(file: string): Word[] {
  const html = run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']);
  const result: Word[] = [];
  let page = 0;
  let pageWidth = 0;
  for (const m of html.matchAll(
    /<page width="([\d.]+)"|<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
  )) {
    if (m[1]) {
      page++;
      pageWidth = Number(m[1]);
    } else result.push({page, pageWidth, xMin: Number(m[2]), xMax: Number(m[3]), text: unescapeXml(m[4])});
  }
  return result;
}

export interface LinkTarget {
  page: number;
  /** Page the link jumps to (internal links), or the URL (external links). */
  target: number | string;
}

/** Link annotations per page, from `pdftohtml -xml` (internal: „#<page>“, external: the URL). */
export function links(file: string): LinkTarget[] {
  const xml = run('pdftohtml', ['-xml', '-i', '-q', '-stdout', file]);
  const result: LinkTarget[] = [];
  let page = 0;
  for (const m of xml.matchAll(/<page number="(\d+)"|<a href="([^"]*)">/g)) {
    if (m[1]) page = Number(m[1]);
    else {
      const href = unescapeXml(m[2]);
      const internal = /^[^#]*\.html#(\d+)$/.exec(href);
      result.push({page, target: internal ? Number(internal[1]) : href});
    }
  }
  return result;
}
