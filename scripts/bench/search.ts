// `npm run bench:search` (after `npm run build`): the local search and Pagefind side by side, in
// the browser (Chromium, production build served like nginx serves it), over the query set
// bench/search-queries.yaml, for both docs versions. Prints one table and writes
// bench/results/search.json. A benchmark, not a test: it reports figures and fails only when it
// cannot measure.
//
// Per engine and version:
// - Top-1 / Top-3: the first expected page is the first / among the first three distinct pages of
//   the results (several sections of one page count once).
// - p50 / p95: time from query to results with URL and title (ten hits, what the search dialog
//   shows first), measured in the page with performance.now() after one warm-up run of the query;
//   five timed runs per query.
// - First search: gzip bytes the browser downloads for one search in a fresh page – the search
//   JavaScript (loaded only when the reader searches) and the index files that query needs. Per
//   query, each on a fresh engine; the table shows the median, the JSON also the maximum.
//
// The local search runs the engine of src/search/engine.ts, bundled for the page with esbuild (the
// production chunk has no global entry point); its JavaScript bytes are those of the chunks the
// production search dialog loads for its first search. Pagefind runs its own bundle
// (lib/bench/pagefind-index.ts) through its JS API (pagefind.js, WebAssembly).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {build as esbuild} from 'esbuild';
import sirv from 'sirv';
import {CHROMIUM_FLAGS, SYSTEM_CHROMIUM} from '../../lib/system.ts';
import {waitForHydration} from '../../tests/e2e/helpers.ts';
import {createStaticServer} from '../../tests/support/static-server.ts';
import {writePagefindBundles} from '../../lib/bench/pagefind-index.ts';
import {BENCH_VERSIONS, checkQueries, queriesFor, readQueries, samePage} from '../../lib/bench/search-queries.ts';

const BUILD = path.resolve('build');
const PAGEFIND_DIR = path.resolve('bench/results/pagefind');
const PAGEFIND_PREFIX = '/_pagefind/';
// Not 4190: fetch() refuses it (a "bad port" of the Fetch standard).
const PORT = 4192;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LIMIT = 10;
const TIMED_RUNS = 5;

type Engine = 'lokal' | 'pagefind';
const ENGINES: Engine[] = ['lokal', 'pagefind'];

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const median = (xs: number[]) => percentile(xs, 50);

/** Bytes on the wire with nginx's gzip (level 6) for a served file; Pagefind's index files are gzip already. */
const sizeCache = new Map<string, number>();
function gzipBytes(urlPath: string): number {
  if (!sizeCache.has(urlPath)) {
    const file = urlPath.startsWith(PAGEFIND_PREFIX)
      ? path.join(PAGEFIND_DIR, decodeURIComponent(urlPath.slice(PAGEFIND_PREFIX.length)))
      : path.join(BUILD, decodeURIComponent(urlPath));
    const data = fs.readFileSync(file);
    const gzipped = data[0] === 0x1f && data[1] === 0x8b;
    sizeCache.set(urlPath, gzipped ? data.length : zlib.gzipSync(data, {level: 6}).length);
  }
  return sizeCache.get(urlPath)!;
}
const totalBytes = (paths: Iterable<string>) => [...new Set(paths)].reduce((sum, p) => sum + gzipBytes(p), 0);

/**
 * The production build (like nginx: tests/support/static-server.ts) plus the Pagefind bundles.
 * A cold search runs below /_run/<n>/ – the same files under fresh URLs, so no cache serves them –
 * and the server notes what each run fetched (Pagefind fetches in a web worker, out of the page's sight).
 */
const RUN = /^\/_run\/(\d+)(\/.*)$/;
const fetchedByRun = new Map<number, string[]>();
function startServer(): http.Server {
  const site = createStaticServer(BUILD);
  const bundles = sirv(PAGEFIND_DIR, {dev: false, etag: true});
  const server = http.createServer((req, res) => {
    const run = RUN.exec(req.url ?? '');
    if (run) {
      req.url = run[2]!;
      const list = fetchedByRun.get(Number(run[1])) ?? [];
      fetchedByRun.set(Number(run[1]), [...list, req.url.split('?')[0]!]);
    }
    if (req.url?.startsWith(PAGEFIND_PREFIX)) {
      req.url = req.url.slice(PAGEFIND_PREFIX.length - 1);
      bundles(req, res, () => {
        res.writeHead(404);
        res.end();
      });
    } else site.emit('request', req, res);
  });
  server.listen(PORT, '127.0.0.1');
  return server;
}

/** The engine of src/search/engine.ts as one script that defines `__kartaroBench.LocalSearch`. */
async function engineScript(): Promise<string> {
  const result = await esbuild({
    entryPoints: ['src/search/engine.ts'],
    bundle: true,
    format: 'iife',
    globalName: '__kartaroBench',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** A doc page of the version, hydrated and idle, with the local engine script in it. */
async function openPage(browser: Browser, prefix: string, script: string): Promise<Page> {
  const page = await browser.newPage();
  // tsx compiles the functions passed to page.evaluate with esbuild's keepNames, which calls a
  // helper __name the page does not have.
  await page.addInitScript('globalThis.__name = (f) => f;');
  await page.goto(`${ORIGIN}${prefix}dokumentation/`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({content: script});
  return page;
}

/**
 * The JavaScript the production search loads between Strg+K and its first results: the dialog's
 * chunk, which holds the engine as well (the first search loads no further script).
 */
async function searchScripts(browser: Browser, prefix: string): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}${prefix}dokumentation/`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The site preloads the chunks of linked pages in idle time: wait until that is done too.
  let last = Date.now();
  page.on('request', () => (last = Date.now()));
  while (Date.now() - last < 3000) await page.waitForTimeout(250);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', {name: 'Suche in der Dokumentation'});
  await dialog.getByRole('combobox').fill('Lizenzserver');
  await dialog.getByRole('listbox').getByRole('option').first().waitFor();
  await page.close();
  if (!scripts.length) throw new Error('Die Suche lud kein JavaScript – Messung der Such-Chunks unmöglich');
  return scripts;
}

let runs = 0;

/** Runs `query` in the page: [milliseconds, result URLs]. `run`: a new engine instance (cold) below /_run/<run>/. */
function runInPage(page: Page, engine: Engine, version: string, query: string, run?: number): Promise<[number, string[]]> {
  return page.evaluate(
    async ({engine, version, query, run, limit, pagefindBase}) => {
      type Hit = {url: string; title: string};
      type Searcher = (q: string) => Promise<Hit[]>;
      const w = window as unknown as {
        __kartaroBench: {LocalSearch: new (base: string, version: string) => {search(q: string, limit: number): Promise<Hit[]>}};
        __searchers?: Map<string, Searcher>;
      };
      w.__searchers ??= new Map();
      const key = `${engine}:${version}`;
      const root = run === undefined ? '/' : `/_run/${run}/`;
      const create = async (): Promise<[Searcher, () => Promise<void>]> => {
        if (engine === 'lokal') {
          const local = new w.__kartaroBench.LocalSearch(root, version);
          return [(q) => local.search(q, limit), async () => undefined];
        }
        const base = `${root}${pagefindBase.slice(1)}${version}/`;
        const pf = await import(`${base}pagefind.js`);
        await pf.options({basePath: base});
        await pf.init();
        const search: Searcher = async (q) => {
          const found = await pf.search(q);
          const data = await Promise.all(found.results.slice(0, limit).map((r: {data: () => Promise<unknown>}) => r.data()));
          return data.map((d) => ({url: (d as {url: string}).url, title: (d as {meta: {title: string}}).meta.title}));
        };
        return [search, () => pf.destroy()];
      };
      const start = performance.now();
      let search = run === undefined ? w.__searchers.get(key) : undefined;
      let destroy = async () => undefined as void;
      if (!search) {
        [search, destroy] = await create();
        if (run === undefined) w.__searchers.set(key, search);
      }
      const hits = await search(query);
      const ms = performance.now() - start;
      if (run !== undefined) await destroy();
      return [ms, hits.map((h) => h.url)] as [number, string[]];
    },
    {engine, version, query, run, limit: LIMIT, pagefindBase: PAGEFIND_PREFIX},
  );
}

interface Figures {
  queries: number;
  top1: number;
  top3: number;
  p50ms: number;
  p95ms: number;
  firstSearchKiB: {median: number; max: number; javascriptKiB: number};
  byKind: Record<string, {queries: number; top1: number; top3: number}>;
  misses: string[];
}

async function measure(
  browser: Browser,
  engine: Engine,
  version: (typeof BENCH_VERSIONS)[number],
  script: string,
  engineScripts: string[],
): Promise<Figures> {
  const queries = queriesFor(readQueries(), version);
  const prefix = version.key === 'next' ? '/docs/next/' : '/docs/';
  const page = await openPage(browser, prefix, script);
  // First search: each query on a fresh engine; only its files count (the page's own JavaScript is
  // already there). The local engine's JavaScript is that of the production search dialog.
  const firstBytes: number[] = [];
  let javascript = 0;
  for (const query of queries) {
    const run = ++runs;
    await runInPage(page, engine, version.name, query.q, run);
    const fetched = fetchedByRun.get(run) ?? [];
    const scripts = engine === 'lokal' ? engineScripts : fetched.filter((p) => /\.(js|pagefind)$/.test(p));
    javascript = totalBytes(scripts);
    firstBytes.push(javascript + totalBytes(fetched.filter((p) => !scripts.includes(p))));
  }
  // Quality and warm latency on one engine instance.
  let top1 = 0;
  let top3 = 0;
  const latencies: number[] = [];
  const misses: string[] = [];
  const byKind: Figures['byKind'] = {};
  for (const query of queries) {
    const [, urls] = await runInPage(page, engine, version.name, query.q);
    for (let i = 0; i < TIMED_RUNS; i++) latencies.push((await runInPage(page, engine, version.name, query.q))[0]);
    const pages = [...new Set(urls.map(samePage))];
    const rank = pages.findIndex((u) => query.urls.includes(u));
    const kind = (byKind[query.kind] ??= {queries: 0, top1: 0, top3: 0});
    kind.queries++;
    if (rank === 0) {
      top1++;
      kind.top1++;
    }
    if (rank >= 0 && rank < 3) {
      top3++;
      kind.top3++;
    } else misses.push(`„${query.q}“ (${query.kind}) → ${pages.slice(0, 3).join(', ') || 'keine Treffer'}`);
  }
  await page.close();
  return {
    queries: queries.length,
    top1: top1 / queries.length,
    top3: top3 / queries.length,
    p50ms: median(latencies),
    p95ms: percentile(latencies, 95),
    firstSearchKiB: {median: median(firstBytes) / 1024, max: Math.max(...firstBytes) / 1024, javascriptKiB: javascript / 1024},
    byKind,
    misses,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1).replace('.', ',')} %`;
const num = (x: number, digits = 1) => x.toFixed(digits).replace('.', ',');

async function main() {
  if (!fs.existsSync(path.join(BUILD, 'search-index'))) throw new Error('Kein Suchindex im Build – zuerst „npm run build“.');
  const problems = checkQueries(readQueries());
  if (problems.length) throw new Error(`Anfragen unvollständig:\n  ${problems.join('\n  ')}`);
  console.log('Pagefind indexiert den Build …');
  const pageCounts = await writePagefindBundles(BUILD, PAGEFIND_DIR);
  const script = await engineScript();
  const server = startServer();
  const browser = await chromium.launch({executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS});
  const results: Record<string, Record<string, Figures>> = {};
  try {
    for (const version of BENCH_VERSIONS) {
      const engineScripts = await searchScripts(browser, version.key === 'next' ? '/docs/next/' : '/docs/');
      for (const engine of ENGINES) {
        console.log(`${engine}, ${version.label} …`);
        (results[engine] ??= {})[version.name] = await measure(browser, engine, version, script, engineScripts);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  fs.mkdirSync('bench/results', {recursive: true});
  fs.writeFileSync(
    'bench/results/search.json',
    JSON.stringify(
      {date: new Date().toISOString(), pages: Object.fromEntries(pageCounts), limit: LIMIT, timedRuns: TIMED_RUNS, results},
      null,
      2,
    ),
  );
  console.log('\n| Suche | Version | Anfragen | Top-1 | Top-3 | p50 | p95 | erste Suche (gzip, Median / Max.) | davon JS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const engine of ENGINES) {
    for (const version of BENCH_VERSIONS) {
      const r = results[engine]![version.name]!;
      console.log(
        `| ${engine === 'lokal' ? 'lokal' : 'Pagefind'} | ${version.label} | ${r.queries} | ${pct(r.top1)} | ${pct(r.top3)} | ${num(r.p50ms, 2)} ms | ${num(r.p95ms, 2)} ms | ${num(r.firstSearchKiB.median)} / ${num(r.firstSearchKiB.max)} KiB | ${num(r.firstSearchKiB.javascriptKiB)} KiB |`,
      );
    }
  }
  for (const engine of ENGINES) {
    for (const version of BENCH_VERSIONS) {
      const r = results[engine]![version.name]!;
      const kinds = Object.entries(r.byKind)
        .map(([kind, k]) => `${kind} ${k.top1}/${k.top3}/${k.queries}`)
        .join(', ');
      console.log(`\n${engine}, ${version.label} (Top-1/Top-3/Anfragen je Art: ${kinds}); nicht unter den ersten drei:`);
      for (const m of r.misses) console.log(`  ${m}`);
    }
  }
}

main().catch((e) => {
  console.error(`bench:search: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
