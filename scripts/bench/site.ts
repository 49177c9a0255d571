// `npm run bench`: figures for the README, printed and written to bench/results/site.json.
// Not a test. 1) clean production build (both versions): wall time and peak memory;
// 2) JavaScript and CSS (gzip) that each page template loads on first visit (prefetches of
// linked pages excluded); 3) Lighthouse, mobile and desktop presets, on the production nginx.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS as FLAGS, SYSTEM_CHROMIUM as CHROMIUM, startServer, waitForServer} from '../../lib/system.ts';

const PORT = 4191;
const TEMPLATES = [
  ['Startseite', '/'],
  ['Dokuseite', '/docs/installation/download'],
  ['Dokuseite (Preview)', '/docs/next/dokumentation/Kartaro-AppBuilder/formulardesigner/steuerelemente/textfeld'],
  ['Tag-Seite', '/docs/tags/editor'],
  ['Suchseite', '/search?q=Lizenzserver'],
  ['Swagger UI', '/docs/api/MobileApi/swagger-ui/usage'],
] as const;
const LIGHTHOUSE_PAGES = ['/', '/docs/installation/download', '/docs/tags/editor', '/search?q=Lizenzserver'];

function cleanBuild() {
  for (const dir of ['.docusaurus', 'node_modules/.cache']) fs.rmSync(dir, {recursive: true, force: true});
  const started = Date.now();
  const run = spawnSync('/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build'], {encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe']});
  if (run.status !== 0) throw new Error(`Build fehlgeschlagen:\n${run.stderr.slice(-2000)}`);
  // GNU time reports the largest resident set of the process tree it waited for.
  const peakKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? 0);
  return {seconds: (Date.now() - started) / 1000, peakMiB: peakKiB / 1024};
}

async function pageWeights() {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: FLAGS});
  const result: Record<string, {jsKiB: number; cssKiB: number}> = {};
  for (const [name, url] of TEMPLATES) {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('request', (r) => {
      const pathname = new URL(r.url()).pathname;
      const prefetch = (r.headers()['sec-purpose'] ?? r.headers().purpose ?? '').includes('prefetch');
      if (!prefetch && /\.(js|css)$/.test(pathname)) files.add(pathname);
    });
    await page.goto(`http://127.0.0.1:${PORT}${url}`);
    await page.waitForLoadState('networkidle');
    let js = 0;
    let css = 0;
    for (const f of files) {
      const size = zlib.gzipSync(fs.readFileSync(path.join('build', f)), {level: 6}).length;
      if (f.endsWith('.js')) js += size;
      else css += size;
    }
    result[name] = {jsKiB: js / 1024, cssKiB: css / 1024};
    await page.close();
  }
  await browser.close();
  return result;
}

async function lighthouse() {
  const {default: lh} = await import('lighthouse');
  const {launch} = await import('chrome-launcher');
  const chrome = await launch({chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS]});
  const scores: Record<string, Record<string, Record<string, number>>> = {};
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const url of LIGHTHOUSE_PAGES) {
        const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
        const run = await lh(`http://127.0.0.1:${PORT}${url}`, {port: chrome.port, output: 'json', logLevel: 'error'}, config);
        const categories = run!.lhr.categories;
        (scores[preset] ??= {})[url] = Object.fromEntries(
          Object.entries(categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

async function main() {
  console.log('Sauberer Build …');
  const build = cleanBuild();
  console.log(`Build: ${build.seconds.toFixed(0)} s, Spitzenspeicher ${build.peakMiB.toFixed(0)} MiB`);
  const server = startServer(['scripts/serve-prod.ts', '--dir', 'build', '--port', String(PORT)]);
  await waitForServer(`http://127.0.0.1:${PORT}/`);
  try {
    const weights = await pageWeights();
    for (const [name, w] of Object.entries(weights))
      console.log(`${name}: JS ${w.jsKiB.toFixed(0)} KiB, CSS ${w.cssKiB.toFixed(0)} KiB (gzip)`);
    const scores = await lighthouse();
    for (const [preset, pages] of Object.entries(scores)) {
      for (const [url, s] of Object.entries(pages))
        console.log(
          `Lighthouse ${preset} ${url}: ${Object.entries(s)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
        );
    }
    fs.mkdirSync('bench/results', {recursive: true});
    fs.writeFileSync(
      'bench/results/site.json',
      JSON.stringify({date: new Date().toISOString(), build, weights, lighthouse: scores}, null, 2),
    );
  } finally {
    server.stop();
  }
}

main().catch((e) => {
  console.error(`bench: ${e.message}`);
  process.exit(1);
});
