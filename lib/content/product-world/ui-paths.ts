// Rule oberflaeche: every menu path „A › B › C“ in a page's prose, tables, quotes or bold
// (not code) whose first segment is a root of redaktion/oberflaeche.yaml must be equal to or a
// prefix of a catalogued path of the page's UI, and fit the page's version (ab/bis markers).
import type {Problem} from '../rules.ts';
import {editDistance, escapeRegExp, scanLines} from './markdown.ts';
import {asMap, asStringList, isMap, parseYamlMap, type YamlMap} from './yaml-files.ts';

export const UI_FILE = 'redaktion/oberflaeche.yaml';

/** One catalogued menu item; `children` keyed by label. */
export interface UiNode {
  label: string;
  ab?: string;
  bis?: string;
  children: Map<string, UiNode>;
}

export interface Ui {
  key: string;
  /** Product names that may precede a path („Desktop › …“). */
  names: string[];
  /** Page folders (path segments) whose pages describe this UI. */
  folders: string[];
  roots: Map<string, UiNode>;
  /** Roots whose children may start a path without them (auch_ohne: „Datenbankverbindungen › …“). */
  implicit: string[];
}

const MARKERS = new Set(['ab', 'bis']);

function parseNode(label: string, value: unknown, key: string): UiNode {
  const node: UiNode = {label, children: new Map()};
  const add = (child: UiNode) => node.children.set(child.label, child);
  if (value === null || value === undefined) return node;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      if (typeof item === 'string' && item.trim()) add(parseNode(item, null, `${key}[${i}]`));
      else if (isMap(item)) for (const [k, v] of Object.entries(item)) add(parseNode(k, v, `${key} › ${k}`));
      else throw new Error(`${UI_FILE}: „${key}[${i}]“ ist weder ein Name noch eine Zuordnung (Name: Unterpunkte)`);
    });
    return node;
  }
  if (!isMap(value)) throw new Error(`${UI_FILE}: „${key}“ hat einen ungültigen Wert – erwartet leer, Liste oder Zuordnung`);
  for (const [k, v] of Object.entries(value)) {
    if (!MARKERS.has(k)) add(parseNode(k, v, `${key} › ${k}`));
    else if (typeof v !== 'string' && typeof v !== 'number')
      throw new Error(`${UI_FILE}: „${key} › ${k}“ muss eine Version sein, z. B. "25.2"`);
    else node[k as 'ab' | 'bis'] = String(v);
  }
  return node;
}

export function parseUi(text: string, file = UI_FILE): Ui[] {
  const doc = parseYamlMap(text, file);
  const uis = asMap(doc.oberflaechen, file, 'oberflaechen');
  return Object.entries(uis).map(([key, raw]) => {
    const ui: YamlMap = asMap(raw, file, `oberflaechen.${key}`);
    const names = ui.namen === undefined ? [] : asStringList(ui.namen, file, `oberflaechen.${key}.namen`);
    const folders = ui.ordner === undefined ? [] : asStringList(ui.ordner, file, `oberflaechen.${key}.ordner`);
    const implicit = ui.auch_ohne === undefined ? [] : asStringList(ui.auch_ohne, file, `oberflaechen.${key}.auch_ohne`);
    const root = parseNode(key, asMap(ui.pfade, file, `oberflaechen.${key}.pfade`), `oberflaechen.${key}.pfade`);
    for (const name of implicit)
      if (!root.children.has(name)) throw new Error(`${file}: „oberflaechen.${key}.auch_ohne“ nennt „${name}“, das unter pfade fehlt`);
    return {key, names, folders, roots: root.children, implicit};
  });
}

/** A path found on a page: its segments; `open` if the last segment runs on into plain text. */
export interface FoundPath {
  segments: string[];
  open: boolean;
}

const MARK = '\uE000';
/** Characters that end a path segment. */
const STOP = /[\uE000„“”"|[\]{};:,!?]|\.(?:\s|$)|\s[–—]\s/;
/** Characters that end the text before a path (its first segment starts after them). */
const START = /[\uE000„“”"|()[\]{};:,!?]|\.(?:\s|$)|\s[–—]\s/g;

/** A text line with emphasis, link targets, HTML tags and inline code turned into segment stops. */
function markLine(text: string): string {
  return text
    .replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (_m, _b, code: string) => (/^<[^<>]+>$/.test(code.trim()) ? code.trim() : MARK))
    .replace(/\]\([^)]*\)/g, MARK)
    .replace(/<\/?[a-z][^<>]*>/g, MARK)
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1')
    .replace(/\*\*|__|\*|\b_|_\b/g, MARK);
}

/** Menu paths of one text line, with the text before the first „›“ as the first segment's candidate. */
export function pathsOfLine(text: string): (FoundPath & {before: string})[] {
  if (!text.includes('›')) return [];
  const parts = markLine(text).split('›');
  const found: (FoundPath & {before: string})[] = [];
  let current: (FoundPath & {before: string}) | undefined;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!current) {
      const left = parts[i].replace(/[\s\uE000]+$/, '');
      const start = Math.max(0, ...[...left.matchAll(START)].map((m) => m.index + m[0].length));
      current = {before: left.slice(start).trim(), segments: [], open: false};
    }
    const right = parts[i + 1].replace(/^[\s\uE000]+/, '');
    const middle = right.replace(/[\s\uE000]+$/, '');
    if (i + 2 < parts.length && middle && !STOP.test(middle)) {
      current.segments.push(middle.trim());
      continue;
    }
    const stop = STOP.exec(right);
    current.segments.push((stop ? right.slice(0, stop.index) : right).trim());
    current.open = !!stop && !/[\uE000„“”"]/.test(stop[0]);
    found.push(current);
    current = undefined;
  }
  return found;
}

export interface UiScope {
  /** Folder names in the page id (e.g. „Kartaro-Desktop“). */
  pageId: string;
  /** Version of the page: "25.1" for versioned_docs, "25.2" for the Preview. */
  version: string;
}

const strip = (s: string) =>
  s
    .replace(/\s*(…|\.\.\.)$/, '')
    .replace(/^([^(]*)\)$/, '$1')
    .trim();
const isPlaceholder = (s: string) => /^<[^<>]+>$/.test(s);
const versionNumber = (v: string) => v.split('.').reduce((n, part) => n * 100 + Number(part), 0);

/** Roots of a UI, including the children of roots that pages may leave out (auch_ohne). */
function rootsOf(ui: Ui): Map<string, UiNode> {
  const roots = new Map(ui.roots);
  for (const name of ui.implicit) for (const [k, v] of ui.roots.get(name)?.children ?? []) if (!roots.has(k)) roots.set(k, v);
  return roots;
}

/** Child of `nodes` for a page segment: exact label, placeholder on either side, or (open) a word prefix. */
function childFor(nodes: Map<string, UiNode>, segment: string, open: boolean): UiNode | undefined {
  const seg = strip(segment);
  const exact = nodes.get(seg) ?? [...nodes.values()].find((n) => strip(n.label) === seg);
  if (exact) return exact;
  if (open) {
    const prefix = [...nodes.values()]
      .filter((n) => seg.startsWith(`${strip(n.label)} `))
      .sort((a, b) => b.label.length - a.label.length)[0];
    if (prefix) return prefix;
  }
  if (isPlaceholder(seg)) return [...nodes.values()][0];
  // A name in place of „<Verbindung>“ – unless the page left the name out („Datenbankverbindungen › Modell“).
  const any = [...nodes.values()].find((n) => isPlaceholder(n.label));
  return any && !any.children.has(seg) ? any : undefined;
}

/** Nodes along a path in one UI, or undefined if the UI has no such path. */
function walk(ui: Ui, path: string[], open: boolean): UiNode[] | undefined {
  let nodes = rootsOf(ui);
  const out: UiNode[] = [];
  for (let i = 0; i < path.length; i++) {
    const node = childFor(nodes, path[i], open && i === path.length - 1);
    if (!node) return undefined;
    out.push(node);
    nodes = node.children;
  }
  return out;
}

/** All catalogued paths of a UI, for „did you mean“ hints. */
function allPaths(nodes: Map<string, UiNode>, prefix: string[] = []): string[][] {
  return [...nodes.values()].flatMap((n) => [[...prefix, n.label], ...allPaths(n.children, [...prefix, n.label])]);
}

function nearest(uis: Ui[], path: string[]): string[] {
  const wanted = path.join(' › ');
  const scored = uis.flatMap((ui) => allPaths(rootsOf(ui)).map((p) => ({text: p.join(' › '), ui: ui.key})));
  return scored
    .map((s) => ({...s, d: editDistance(wanted, s.text) + (s.text.split(' › ')[0] === path[0] ? 0 : 5)}))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((s) => `„${s.text}“ (${s.ui})`);
}

export interface UiCatalogue {
  uis: Ui[];
  /** Every root label and product name, longest first. */
  starts: {text: string; ui?: Ui}[];
  /** Each product name as a whole word, to find the products a line names. */
  names: {ui: Ui; pattern: RegExp}[];
}

export function uiCatalogue(uis: Ui[]): UiCatalogue {
  const starts = [
    ...uis.flatMap((ui) => ui.names.map((text) => ({text, ui}))),
    ...[...new Set(uis.flatMap((ui) => [...rootsOf(ui).keys()]))].map((text) => ({text})),
  ];
  const names = uis.flatMap((ui) => ui.names.map((n) => ({ui, pattern: new RegExp(`(?<![\\p{L}-])${escapeRegExp(n)}(?![\\p{L}-])`, 'u')})));
  return {uis, starts: starts.sort((a, b) => b.text.length - a.text.length), names};
}

export function checkUiPaths(file: string, source: string, catalogue: UiCatalogue, scope: UiScope): Problem[] {
  if (!source.includes('›')) return [];
  const folders = scope.pageId.split('/');
  const pageUis = catalogue.uis.filter((ui) => ui.folders.some((f) => folders.includes(f)));
  const problems: Problem[] = [];
  for (const line of scanLines(source)) {
    if (line.kind !== 'text' || !line.text.includes('›')) continue;
    const named = [...new Set(catalogue.names.filter((n) => n.pattern.test(line.text)).map((n) => n.ui))];
    for (const found of pathsOfLine(line.text)) {
      const start = catalogue.starts.find((s) => found.before === s.text || found.before.endsWith(` ${s.text}`));
      if (!start) continue;
      const path = start.ui ? found.segments : [start.text, ...found.segments];
      const uis = start.ui ? [start.ui] : pageUis.length ? [...new Set([...pageUis, ...named])] : catalogue.uis;
      const shown = `${start.ui ? `${start.text} › ` : ''}${path.join(' › ')}`;
      const hits = uis.map((ui) => ({ui, nodes: walk(ui, path, found.open)})).filter((h) => h.nodes);
      const problem = (message: string) => problems.push({file, line: line.n, rule: 'oberflaeche', message});
      if (!hits.length) {
        const elsewhere = catalogue.uis.filter((ui) => !uis.includes(ui) && walk(ui, path, found.open)).map((ui) => ui.key);
        problem(
          elsewhere.length
            ? `„${shown}“ gehört zu ${elsewhere.join(', ')}, nicht zu ${uis.map((u) => u.key).join(', ')} – Produkt davor („${elsewhere[0]} › ${path.join(' › ')}“) oder in derselben Zeile nennen (${UI_FILE}).`
            : `„${shown}“ steht nicht in ${UI_FILE}; nächste Pfade: ${nearest(uis, path).join(', ')}.`,
        );
        continue;
      }
      // Release notes and changelogs describe old and new states side by side.
      if (scope.pageId.startsWith('whatsnew/')) continue;
      const v = versionNumber(scope.version);
      const fits = hits.find((h) => h.nodes!.every((n) => (!n.ab || versionNumber(n.ab) <= v) && (!n.bis || versionNumber(n.bis) >= v)));
      if (fits) continue;
      const marked = hits[0].nodes!.find((n) => n.ab || n.bis)!;
      problem(
        marked.ab
          ? `„${shown}“ gibt es erst ab ${marked.ab} (${UI_FILE}) – nicht in der Fassung ${scope.version}.`
          : `„${shown}“ gibt es nur bis ${marked.bis} (${UI_FILE}) – nicht in der Fassung ${scope.version}.`,
      );
    }
  }
  return problems;
}
