// `npm run bench [-- --runs 3 --reuse-builds]`: the figures of the README („Messwerte“), side by
// side for this site and the vanilla build of the same content (bench/vanilla-site: plain
// preset-classic with Docusaurus Faster). Printed as tables and written to bench/results/site.json.
// Not a test; run it on an otherwise idle machine.
//   1. clean production build: wall time and peak memory (largest process, GNU time);
//   2. JavaScript and CSS (gzip) a page loads on first visit, measured in the browser like
//      tests/build/bundles.test.ts (prefetches of linked pages excluded), with the budget lines;
//   3. cache stability: one temporary page added (removed again, also on failure), rebuilt, and
//      the JS/CSS file names under assets/ compared – a changed name is a new download;
//   4. Lighthouse on the production nginx, mobile and desktop presets, median of --runs runs.
// --reuse-builds skips step 1 and 3 when the builds exist (for re-measuring 2 and 4 only).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_FLAGS, SYSTEM_CHROMIUM, startServer, waitForServer} from '../../lib/system.ts';

const {values: args} = parseArgs({options: {runs: {type: 'string', default: '3'}, 'reuse-builds': {type: 'boolean', default: false}}});
const RUNS = Number(args.runs);
const VANILLA = 'bench/vanilla-site';
/** What the vanilla site needs of the content (bench/vanilla-site/docusaurus.config.ts). */
const VANILLA_CONTENT = ['docs', 'versioned_docs', 'versioned_sidebars', 'versions.json', 'sidebars.ts', 'static', 'src/components'];
const PROBE = 'installation/zz-bench-sonde.md';
const DOC_BUDGET_KIB = 185;
const DOC_BUDGET_RATIO = 0.8;
const RENAMED_TARGET = 5;

interface Site {
  name: 'site' | 'vanilla';
  label: string;
  /** Folder the docusaurus CLI builds (its .docusaurus/ lives there). */
  root: string;
  out: string;
  probeOut: string;
  port: number;
}
const SITES: Site[] = [
  {name: 'site', label: 'Kartaro-Hilfe', root: '.', out: 'build', probeOut: 'build-bench/site-sonde', port: 4191},
  {name: 'vanilla', label: 'Vanilla', root: VANILLA, out: 'build-bench/vanilla', probeOut: 'build-bench/vanilla-sonde', port: 4193},
];

/** [name, url, scroll to the API reference, Lighthouse] – the vanilla site has no search page. */
const PAGES: Array<{name: string; url: string; scroll?: boolean; lighthouse: boolean; vanilla: boolean}> = [
  {name: 'Startseite', url: '/', lighthouse: true, vanilla: true},
  {name: 'Dokuseite', url: '/docs/installation/download', lighthouse: true, vanilla: true},
  {name: 'Tag-Seite', url: '/docs/tags/editor', lighthouse: true, vanilla: true},
  {name: 'Suchseite', url: '/search?q=Lizenzserver', lighthouse: true, vanilla: false},
  {name: 'Swagger UI', url: '/docs/api/MobileApi/swagger-ui/usage', lighthouse: true, vanilla: true},
  {name: 'Swagger UI, Referenz geladen', url: '/docs/api/MobileApi/swagger-ui/usage', scroll: true, lighthouse: false, vanilla: true},
];

// ---------------------------------------------------------------------------------------------
// 1. Builds

function prepareVanilla() {
  for (const entry of VANILLA_CONTENT) {
    const target = path.join(VANILLA, entry);
    fs.rmSync(target, {recursive: true, force: true});
    fs.cpSync(entry, target, {recursive: true});
  }
}

function build(site: Site, out: string): {seconds: number; peakMiB: number} {
  fs.rmSync(path.join(site.root, '.docusaurus'), {recursive: true, force: true});
  fs.rmSync(out, {recursive: true, force: true});
  const started = Date.now();
  const run = spawnSync('/usr/bin/time', ['-v', 'node_modules/.bin/docusaurus', 'build', site.root, '--out-dir', path.resolve(out)], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
  });
  if (run.status !== 0) throw new Error(`Build von ${site.label} fehlgeschlagen:\n${run.stderr.slice(-3000)}`);
  // GNU time: the largest resident set of any process it waited for (the Docusaurus process).
  const peakKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? 0);
  // The vanilla site has no home page; its not-found page stands in for it (nginx needs index.html).
  if (!fs.existsSync(path.join(out, 'index.html'))) fs.copyFileSync(path.join(out, '404.html'), path.join(out, 'index.html'));
  return {seconds: Math.round((Date.now() - started) / 100) / 10, peakMiB: Math.round(peakKiB / 1024)};
}

/** JS and CSS file names below assets/ (a changed name is a new download for a returning reader). */
function assetNames(out: string): Set<string> {
  return new Set((fs.readdirSync(path.join(out, 'assets'), {recursive: true}) as string[]).filter((f) => /\.(js|css)$/.test(f)));
}

type Stability = Record<Site['name'], {changed: number; added: number; files: number}>;

/** File names of each build against its probe build. */
function compareProbes(): Stability {
  const result = {} as Stability;
  for (const site of SITES) {
    const before = assetNames(site.out);
    const after = assetNames(site.probeOut);
    result[site.name] = {
      changed: [...before].filter((f) => !after.has(f)).length,
      added: [...after].filter((f) => !before.has(f)).length,
      files: before.size,
    };
  }
  return result;
}

/** Adds one page, rebuilds both sites into their probe folders, and removes the page again. */
function cacheStability(): Stability {
  const probes = [path.join('docs', PROBE), path.join(VANILLA, 'docs', PROBE)];
  const remove = () => probes.forEach((p) => fs.rmSync(p, {force: true}));
  const onSignal = () => {
    remove();
    process.exit(130);
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    const text = [
      '---',
      'title: Messsonde',
      'description: Vorübergehende Seite von npm run bench für den Vergleich der Dateinamen.',
      '---',
      '',
      'Diese Seite legt `npm run bench` für einen Build an und entfernt sie danach wieder.',
      '',
    ].join('\n');
    for (const p of probes) fs.writeFileSync(p, text);
    for (const site of SITES) {
      console.log(`  Build mit Sonde: ${site.label} …`);
      build(site, site.probeOut);
    }
    return compareProbes();
  } finally {
    remove();
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Bytes on first visit

type Weight = {jsKiB: number; cssKiB: number; files: number};

async function pageWeight(browser: Browser, site: Site, page: (typeof PAGES)[number]): Promise<Weight> {
  const tab = await browser.newPage({viewport: {width: 1280, height: 800}});
  const files = new Set<string>();
  tab.on('request', (r) => {
    const file = new URL(r.url()).pathname;
    const prefetch = (r.headers()['sec-purpose'] ?? r.headers().purpose ?? '').includes('prefetch');
    if (!prefetch && /\.(js|css)$/.test(file)) files.add(file);
  });
  await tab.goto(`http://127.0.0.1:${site.port}${page.url}`);
  await tab.waitForLoadState('networkidle');
  if (page.scroll) {
    await tab.locator('.api-reference').scrollIntoViewIfNeeded();
    await tab.locator('.swagger-ui .opblock').first().waitFor({timeout: 30_000});
    await tab.waitForLoadState('networkidle');
  }
  await tab.close();
  let js = 0;
  let css = 0;
  for (const f of files) {
    const size = zlib.gzipSync(fs.readFileSync(path.join(site.out, f)), {level: 6}).length;
    if (f.endsWith('.js')) js += size;
    else css += size;
  }
  return {jsKiB: Math.round((js / 1024) * 10) / 10, cssKiB: Math.round((css / 1024) * 10) / 10, files: files.size};
}

// ---------------------------------------------------------------------------------------------
// 4. Lighthouse

type Scores = {performance: number; accessibility: number; bestPractices: number; seo: number; tbtMs: number; lcpMs: number};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function lighthouseMedian(chromePort: number, url: string, preset: 'mobile' | 'desktop'): Promise<Scores> {
  const {default: lighthouse} = await import('lighthouse');
  const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const runs: Scores[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {port: chromePort, output: 'json', logLevel: 'error'}, config);
    const {categories: c, audits: a} = result!.lhr;
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    runs.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? 0),
      lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? 0),
    });
  }
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k as keyof Scores]))])) as Scores;
}

// ---------------------------------------------------------------------------------------------
// Output

function table(title: string, head: string[], rows: Array<Array<string | number>>) {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  console.log(`\n${title}`);
  cells.forEach((r, n) => {
    console.log(`  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`);
    if (n === 0) console.log(`  ${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  });
}

const fmt = (n: number | undefined, digits = 1) => (n === undefined ? '–' : n.toFixed(digits));

async function main() {
  const results: Record<string, unknown> = {date: new Date().toISOString(), runs: RUNS};
  const reuse = args['reuse-builds'] && SITES.every((s) => fs.existsSync(path.join(s.out, 'index.html')));

  // 1 + 3: builds
  const builds: Partial<Record<Site['name'], {seconds: number; peakMiB: number}>> = {};
  let stability: Stability | undefined;
  if (reuse) {
    // No cache-stability figures either: the probe builds may stem from an older build than
    // build/, and comparing them would count every change since then as a renamed file.
    console.log('Vorhandene Builds werden wiederverwendet (--reuse-builds): keine Build-Zeiten, keine Cache-Stabilität.');
  } else {
    prepareVanilla();
    for (const site of SITES) {
      console.log(`Sauberer Build: ${site.label} …`);
      builds[site.name] = build(site, site.out);
      console.log(`  ${builds[site.name]!.seconds} s, Spitzenspeicher ${builds[site.name]!.peakMiB} MiB`);
    }
    console.log('Cache-Stabilität: eine Seite mehr …');
    stability = cacheStability();
  }
  results.builds = builds;
  results.cacheStability = stability;

  // 2 + 4: in the browser, on the production nginx
  const servers = SITES.map((s) => startServer(['scripts/serve-prod.ts', '--dir', s.out, '--port', String(s.port)]));
  const weights: Record<string, Partial<Record<Site['name'], Weight>>> = {};
  const lighthouse: Record<string, Record<string, Partial<Record<Site['name'], Scores>>>> = {mobile: {}, desktop: {}};
  try {
    // serve-prod hashes the inline scripts of every page first: slow on a busy machine.
    for (const s of SITES) await waitForServer(`http://127.0.0.1:${s.port}/`, 300);
    console.log('Bytes beim ersten Besuch …');
    const browser = await chromium.launch({executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS});
    try {
      for (const page of PAGES)
        for (const site of SITES)
          if (site.name === 'site' || page.vanilla) (weights[page.name] ??= {})[site.name] = await pageWeight(browser, site, page);
    } finally {
      await browser.close();
    }
    console.log(`Lighthouse (Median aus ${RUNS} Läufen) …`);
    const {launch} = await import('chrome-launcher');
    const chrome = await launch({chromePath: SYSTEM_CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS]});
    try {
      for (const preset of ['mobile', 'desktop'] as const)
        for (const page of PAGES.filter((p) => p.lighthouse))
          for (const site of SITES)
            if (site.name === 'site' || page.vanilla) {
              (lighthouse[preset][page.name] ??= {})[site.name] = await lighthouseMedian(
                chrome.port,
                `http://127.0.0.1:${site.port}${page.url}`,
                preset,
              );
              const r = lighthouse[preset][page.name][site.name]!;
              console.log(
                `  ${preset} ${page.name}, ${site.label}: ${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}, TBT ${r.tbtMs} ms, LCP ${r.lcpMs} ms`,
              );
            }
    } finally {
      chrome.kill();
    }
  } finally {
    servers.forEach((s) => s.stop());
  }
  results.weights = weights;
  results.lighthouse = lighthouse;

  // budget lines
  const doc = weights.Dokuseite;
  const budget = {
    docJsKiB: doc?.site?.jsKiB,
    vanillaDocJsKiB: doc?.vanilla?.jsKiB,
    ratio: doc?.site && doc.vanilla ? Math.round((doc.site.jsKiB / doc.vanilla.jsKiB) * 100) / 100 : undefined,
    absoluteMet: doc?.site ? doc.site.jsKiB <= DOC_BUDGET_KIB : undefined,
    ratioMet: doc?.site && doc.vanilla ? doc.site.jsKiB <= DOC_BUDGET_RATIO * doc.vanilla.jsKiB : undefined,
    renamedMet: stability ? stability.site.changed <= RENAMED_TARGET : undefined,
  };
  results.budget = budget;
  fs.mkdirSync('bench/results', {recursive: true});
  fs.writeFileSync('bench/results/site.json', `${JSON.stringify(results, null, 2)}\n`);

  const [site, vanilla] = SITES;
  if (!reuse)
    table(
      'Sauberer Build',
      ['', site.label, vanilla.label],
      [
        ['Zeit (s)', fmt(builds.site?.seconds, 0), fmt(builds.vanilla?.seconds, 0)],
        ['Spitzenspeicher (MiB)', builds.site?.peakMiB ?? '–', builds.vanilla?.peakMiB ?? '–'],
      ],
    );
  table(
    'Erster Besuch: JS und CSS in KiB (gzip, ohne Vorladen verlinkter Seiten)',
    ['Seite', `JS ${site.label}`, `JS ${vanilla.label}`, 'Verhältnis', `CSS ${site.label}`, `CSS ${vanilla.label}`],
    Object.entries(weights).map(([name, w]) => [
      name,
      fmt(w.site?.jsKiB),
      fmt(w.vanilla?.jsKiB),
      w.site && w.vanilla ? (w.site.jsKiB / w.vanilla.jsKiB).toFixed(2) : '–',
      fmt(w.site?.cssKiB),
      fmt(w.vanilla?.cssKiB),
    ]),
  );
  const met = (b: boolean | undefined) => (b === undefined ? 'nicht gemessen' : b ? 'erfüllt' : 'NICHT erfüllt');
  console.log(`\nBudget Dokuseite ≤ ${DOC_BUDGET_KIB} KiB JS: ${fmt(budget.docJsKiB)} KiB – ${met(budget.absoluteMet)}`);
  console.log(`Budget Dokuseite ≤ ${DOC_BUDGET_RATIO} × Vanilla: ${budget.ratio ?? '–'} – ${met(budget.ratioMet)}`);
  if (stability) {
    table(
      'Cache-Stabilität: eine Seite mehr (JS/CSS unter assets/)',
      ['', site.label, vanilla.label],
      [
        ['Dateien vorher', stability.site.files, stability.vanilla.files],
        ['umbenannt/geändert', stability.site.changed, stability.vanilla.changed],
        ['neu', stability.site.added, stability.vanilla.added],
      ],
    );
    console.log(`Ziel ≤ ${RENAMED_TARGET} umbenannte Dateien (Kartaro-Hilfe): ${met(budget.renamedMet)}`);
  }
  for (const preset of ['mobile', 'desktop'] as const)
    table(
      `Lighthouse ${preset} (Median aus ${RUNS}): Leistung / Barrierefreiheit / Best Practices / SEO, TBT und LCP in ms`,
      ['Seite', site.label, vanilla.label],
      Object.entries(lighthouse[preset]).map(([name, bySite]) => [
        name,
        ...SITES.map((s) => {
          const r = bySite[s.name];
          return r ? `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}  TBT ${r.tbtMs}  LCP ${r.lcpMs}` : '–';
        }),
      ]),
    );
  console.log('\nErgebnisse in bench/results/site.json');
}

main().catch((e: Error) => {
  console.error(`bench: ${e.stack ?? e.message}`);
  process.exit(1);
});
