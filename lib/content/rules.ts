// Content rules of the writers' guide (CONTRIBUTING.md), shared by `content:check`,
// `content:status` and the unit tests. Pure functions over page sources.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import matter from 'gray-matter';
import {parse as parseYaml} from 'yaml';
import {PRISM_LANGUAGES} from '../../config/prism.ts';
import {LAST_VERSION, VERSION_LABELS} from '../../config/site.ts';

/** The repository root: scripts and tests run from there (npm scripts do). */
export const ROOT = process.cwd();
/** The two docs versions as the content checks and tests name them (ids and labels from config/site.ts). */
export const VERSIONS = {
  next: {id: 'current', label: VERSION_LABELS.current, dir: path.join(ROOT, 'docs'), urlPrefix: '/docs/next'},
  old: {
    id: LAST_VERSION,
    label: VERSION_LABELS[LAST_VERSION],
    dir: path.join(ROOT, 'versioned_docs', `version-${LAST_VERSION}`),
    urlPrefix: '/docs',
  },
} as const;
export type VersionKey = keyof typeof VERSIONS;

/** Site path of an inventory page in a version; an `index` id is served at its folder's URL (ending in /). */
export function pageUrl(id: string, version: VersionKey): string {
  return `${VERSIONS[version].urlPrefix}/${id.replace(/(^|\/)index$/, '$1')}`;
}

export const ALLOWED_FRONT_MATTER = new Set(['title', 'description', 'tags', 'sidebar_position', 'sidebar_label', 'keywords']);
export const MIN_WORDS = 150;
export const MIN_SECTIONS = 2;
export const MAX_DESCRIPTION = 160;
export const MAX_SIMILARITY = 0.5;
export const PLACEHOLDERS = [
  /lorem ipsum/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /\bFIXME\b/,
  /\bXXX\b/,
  /platzhalter/i,
  /folgt in kürze/i,
  /coming soon/i,
  /hier steht/i,
  /text folgt/i,
];

/**
 * Code block languages the site highlights: what the Prism core and PRISM_LANGUAGES register
 * (aliases such as `sh` or `yml` included), plus `text` and `mermaid` (diagrams).
 */
export const CODE_LANGUAGES: ReadonlySet<string> = (() => {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = {manual: true, disableWorkerMessageHandler: true};
  const prism = require('prismjs/components/prism-core') as {languages: Record<string, unknown>};
  scope.Prism = prism;
  for (const lang of ['markup', 'clike', ...PRISM_LANGUAGES]) require(`prismjs/components/prism-${lang}`);
  scope.Prism = before;
  return new Set([...Object.keys(prism.languages).filter((k) => typeof prism.languages[k] === 'object'), 'text', 'mermaid']);
})();

export interface InventoryRow {
  id: string;
  versions: VersionKey[];
  sidebar: string;
  tags: string[];
  title: string;
}

export function readInventory(file = path.join(ROOT, 'tests', 'fixtures', 'pages.tsv')): InventoryRow[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [id, versions, sidebar, tags, title] = line.split('\t');
      return {
        id,
        versions: versions === 'both' ? ['next', 'old'] : [versions as VersionKey],
        sidebar,
        tags: tags ? tags.split(',').filter(Boolean) : [],
        title: title.trim(),
      };
    });
}

/** Prefixes of inventory ids whose pages are not written yet (shrinks to zero). */
export function readPending(file = path.join(ROOT, 'tests', 'fixtures', 'pending.txt')): string[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

export const isPending = (id: string, pending: string[]) => pending.some((p) => id === p || id.startsWith(p));

export function readTagKeys(versionDir: string): string[] {
  const file = path.join(versionDir, 'tags.yml');
  if (!fs.existsSync(file)) return [];
  return Object.keys(parseYaml(fs.readFileSync(file, 'utf8')) ?? {});
}

export interface Page {
  version: VersionKey;
  file: string; // absolute
  rel: string; // relative to the version dir, with extension
  id: string; // doc id (index kept)
  frontMatter: Record<string, unknown>;
  body: string;
  frontMatterError?: string;
}

export function listPages(version: VersionKey): Page[] {
  const dir = VERSIONS[version].dir;
  const out: Page[] = [];
  const walk = (d: string) => {
    if (!fs.existsSync(d)) return;
    for (const entry of fs.readdirSync(d, {withFileTypes: true})) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) out.push(readPage(version, full));
    }
  };
  walk(dir);
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

export function readPage(version: VersionKey, file: string): Page {
  const rel = path.relative(VERSIONS[version].dir, file).split(path.sep).join('/');
  const id = rel.replace(/\.mdx?$/, '');
  return {version, file, rel, id, ...parseFrontMatter(fs.readFileSync(file, 'utf8'))};
}

/** Front matter and body of a page, as Docusaurus reads them (gray-matter, also with CRLF line ends). */
export function parseFrontMatter(raw: string): Pick<Page, 'frontMatter' | 'body' | 'frontMatterError'> {
  if (!matter.test(raw)) return {frontMatter: {}, body: raw, frontMatterError: 'kein Front Matter (--- … ---) am Dateianfang'};
  try {
    // A fresh options object bypasses gray-matter's cache, which would keep a parse error's input.
    const parsed = matter(raw, {});
    return {frontMatter: parsed.data, body: parsed.content};
  } catch (e) {
    return {frontMatter: {}, body: raw, frontMatterError: `Front Matter ist kein gültiges YAML: ${(e as Error).message.split('\n')[0]}`};
  }
}

/** Prose without code blocks, inline code, HTML/JSX tags, link targets and admonition fences. */
export function prose(body: string): string {
  return body
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/^import .*$/gm, ' ');
}

export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

export interface Problem {
  file: string;
  line?: number;
  rule: string;
  message: string;
}

export function checkPage(page: Page, ctx: {tagKeys: string[]; inventory: Map<string, InventoryRow>}): Problem[] {
  const problems: Problem[] = [];
  const add = (rule: string, message: string) => problems.push({file: path.relative(ROOT, page.file), rule, message});
  if (page.frontMatterError) {
    add('front-matter', page.frontMatterError);
    return problems;
  }
  const fm = page.frontMatter;
  for (const key of Object.keys(fm)) if (!ALLOWED_FRONT_MATTER.has(key)) add('front-matter', `unbekannter Schlüssel „${key}“`);
  if (typeof fm.title !== 'string' || !fm.title.trim()) add('front-matter', '„title“ fehlt');
  if (typeof fm.description !== 'string' || !fm.description.trim()) add('front-matter', '„description“ fehlt');
  else if (fm.description.length > MAX_DESCRIPTION)
    add('front-matter', `„description“ hat ${fm.description.length} Zeichen (höchstens ${MAX_DESCRIPTION})`);
  const tags = fm.tags === undefined ? [] : fm.tags;
  if (!Array.isArray(tags)) add('front-matter', '„tags“ muss eine Liste sein');
  else
    for (const t of tags)
      if (!ctx.tagKeys.includes(String(t))) add('tags', `unbekannter Tag „${String(t)}“ (erlaubt: ${ctx.tagKeys.join(', ')})`);

  const inv = ctx.inventory.get(page.id) ?? ctx.inventory.get(page.id.replace(/\/index$/, ''));
  if (inv) {
    if (fm.title !== inv.title) add('inventory', `Titel „${String(fm.title)}“ statt „${inv.title}“ laut Inventar`);
    const have = (Array.isArray(tags) ? tags.map(String) : []).sort().join(',');
    const want = [...inv.tags].sort().join(',');
    if (have !== want) add('inventory', `Tags [${have}] statt [${want}] laut Inventar`);
    if (!inv.versions.includes(page.version))
      add('inventory', `Seite gehört laut Inventar nicht in die Version ${VERSIONS[page.version].label}`);
  }

  const withoutCode = page.body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  const text = prose(page.body);
  const count = words(text).length;
  if (count < MIN_WORDS) add('min-words', `${count} Wörter Fließtext (mindestens ${MIN_WORDS})`);
  const sections = withoutCode.match(/^## \S/gm)?.length ?? 0;
  if (sections < MIN_SECTIONS) add('sections', `${sections} „##“-Abschnitte (mindestens ${MIN_SECTIONS})`);
  if (/^# \S/m.test(withoutCode)) add('headings', '„#“-Überschrift im Text (der Titel kommt aus dem Front Matter)');
  for (const re of PLACEHOLDERS) {
    const m = re.exec(page.body);
    if (m) add('placeholder', `Platzhaltertext „${m[0]}“`);
  }
  if (/\b(DocCardList|useDocById)\b/.test(withoutCode)) {
    add(
      'components',
      'DocCardList/useDocById braucht das Seitenverzeichnis der Version, das plugins/docs nicht ausliefert – Unterseiten als Liste verlinken',
    );
  }
  let open = false;
  for (const line of page.body.split('\n')) {
    const fence = /^(```|~~~)\s*(\S*)/.exec(line);
    if (!fence) continue;
    if (!open && !fence[2]) add('code-language', 'Codeblock ohne Sprache');
    else if (!open && !CODE_LANGUAGES.has(fence[2].toLowerCase())) {
      add(
        'code-language',
        `Codeblock-Sprache „${fence[2]}“ wird nicht hervorgehoben – eine aus config/prism.ts (PRISM_LANGUAGES) verwenden oder dort ergänzen`,
      );
    }
    open = !open;
  }
  for (const m of page.body.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1];
    if (/^(https?:|mailto:|#|kartaro:)/.test(target)) continue;
    if (target.startsWith('/')) {
      if (target.startsWith('/docs')) add('links', `absoluter Doku-Link „${target}“ – bitte relativ mit .md verlinken`);
      continue;
    }
    const file = target.split('#')[0];
    if (!/\.mdx?$/.test(file)) {
      if (!/\.(png|svg|jpg|yaml|json|pdf)$/.test(file)) add('links', `Link „${target}“ ohne .md-Endung`);
      continue;
    }
    const abs = path.resolve(path.dirname(page.file), file);
    if (!fs.existsSync(abs)) add('links', `Link-Ziel „${target}“ existiert nicht`);
  }
  return problems;
}

/** 5-word shingles of a page's prose, for the duplicate-text rule. */
export function shingles(body: string): Set<string> {
  const w = words(prose(body).toLowerCase());
  const out = new Set<string>();
  for (let i = 0; i + 5 <= w.length; i++) out.add(w.slice(i, i + 5).join(' '));
  return out;
}

/** Share of the smaller page's shingles that also occur in the other page. */
export function overlap(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let common = 0;
  for (const s of small) if (large.has(s)) common++;
  return common / small.size;
}

export function checkDuplicates(pages: Page[]): Problem[] {
  const problems: Problem[] = [];
  const sh = pages.map((p) => shingles(p.body));
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const o = overlap(sh[i], sh[j]);
      if (o > MAX_SIMILARITY) {
        problems.push({
          file: path.relative(ROOT, pages[j].file),
          rule: 'duplicate',
          message: `${Math.round(o * 100)} % gleicher Text wie ${path.relative(ROOT, pages[i].file)}`,
        });
      }
    }
  }
  return problems;
}

export function checkVersion(version: VersionKey, inventoryRows = readInventory()): {pages: Page[]; problems: Problem[]} {
  const inventory = new Map(inventoryRows.map((r) => [r.id, r]));
  const tagKeys = readTagKeys(VERSIONS[version].dir);
  const pages = listPages(version);
  const problems = pages.flatMap((p) => checkPage(p, {tagKeys, inventory}));
  problems.push(...checkDuplicates(pages));
  return {pages, problems};
}

/** Does inventory id exist as a source file in a version (index ids at their folder)? */
export function pageExists(version: VersionKey, id: string): boolean {
  const dir = VERSIONS[version].dir;
  const candidates = [id, id.replace(/\/index$/, ''), `${id}/index`].flatMap((c) => [`${c}.md`, `${c}.mdx`]);
  return candidates.some((c) => fs.existsSync(path.join(dir, c)));
}
