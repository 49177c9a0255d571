// `npm run bench:load [-- --requests 20000 --connections 20]`: a bounded load test of the
// production nginx (deploy/nginx, started like `npm run serve:prod`) on 127.0.0.1 with autocannon.
// A fixed number of requests over a mix of pages, JS/CSS bundles, search index files and unknown
// paths; prints requests/s, p50/p99 latency, errors and the status codes per kind of request
// (404 only for the unknown paths). Separately checks 304 for If-None-Match with the ETag and the
// negotiated Content-Encoding (br, gzip). Writes bench/results/load.json. Not a test.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {NGINX_BINARY, startServer, waitForServer} from '../../lib/system.ts';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '4192'},
    requests: {type: 'string', default: '20000'},
    connections: {type: 'string', default: '20'},
  },
});
const BUILD = values.dir!;
const PORT = Number(values.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;

type Kind = 'Seite' | 'JS/CSS' | 'Suchindex' | 'Unbekannt';
const EXPECTED: Record<Kind, number> = {Seite: 200, 'JS/CSS': 200, Suchindex: 200, Unbekannt: 404};

/** The request mix: what a reader's browser asks for, plus typos and scanners. */
function requestMix(): Array<{kind: Kind; path: string}> {
  const pages = [
    '/',
    '/docs/installation/download',
    '/docs/next/test/komponenten',
    '/docs/tags/editor',
    '/search',
    '/docs/api/MobileApi/swagger-ui/usage',
    '/sitemap.xml',
  ];
  // Every page's main and runtime bundles and stylesheets, plus a few route chunks.
  const js = fs
    .readdirSync(path.join(BUILD, 'assets', 'js'))
    .filter((f) => f.endsWith('.js'))
    .sort();
  const css = fs.readdirSync(path.join(BUILD, 'assets', 'css')).filter((f) => f.endsWith('.css'));
  const assets = [...js.filter((f) => /^(main|runtime~main)\./.test(f)), ...js.filter((f) => /^\d/.test(f)).slice(0, 6)]
    .map((f) => `/assets/js/${f}`)
    .concat(css.map((f) => `/assets/css/${f}`));
  const search = fs
    .readdirSync(path.join(BUILD, 'search-index', 'current'))
    .sort()
    .slice(0, 4)
    .map((f) => `/search-index/current/${f}`);
  const unknown = ['/docs/gibt-es-nicht', '/wp-login.php', '/assets/js/main.00000000.js', '/search-index/current/fehlt.json'];
  return [
    ...pages.map((p) => ({kind: 'Seite' as const, path: p})),
    ...assets.map((p) => ({kind: 'JS/CSS' as const, path: p})),
    ...search.map((p) => ({kind: 'Suchindex' as const, path: p})),
    ...unknown.map((p) => ({kind: 'Unbekannt' as const, path: p})),
  ];
}

/** One plain HTTP/1.1 request without any automatic decompression or caching. */
function get(url: string, headers: Record<string, string>): Promise<{status: number; headers: http.IncomingHttpHeaders}> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${ORIGIN}${url}`, {headers}, (res) => {
      res.resume();
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers}));
    });
    req.on('error', reject);
  });
}

async function protocolChecks(mix: Array<{kind: Kind; path: string}>) {
  const checks: Array<{pruefung: string; url: string; ok: boolean; detail: string}> = [];
  const samples = ['Seite', 'JS/CSS', 'Suchindex'].map((k) => mix.find((m) => m.kind === k)!.path);
  for (const url of samples) {
    const first = await get(url, {'Accept-Encoding': 'br'});
    const etag = String(first.headers.etag ?? '');
    const second = await get(url, {'Accept-Encoding': 'br', 'If-None-Match': etag});
    checks.push({
      pruefung: 'If-None-Match → 304',
      url,
      ok: etag !== '' && second.status === 304,
      detail: `ETag ${etag || 'fehlt'}, ${second.status}`,
    });
    for (const encoding of ['br', 'gzip']) {
      const res = await get(url, {'Accept-Encoding': encoding});
      const got = String(res.headers['content-encoding'] ?? 'keine');
      checks.push({pruefung: `Content-Encoding ${encoding}`, url, ok: got === encoding, detail: got});
    }
  }
  return checks;
}

async function main() {
  if (!NGINX_BINARY) throw new Error('nginx fehlt (apt-get install nginx-light libnginx-mod-http-brotli-filter).');
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) throw new Error(`${BUILD} enthält keinen Build – zuerst „npm run build“.`);
  const mix = requestMix();
  const server = startServer(['scripts/serve-prod.ts', '--dir', BUILD, '--port', String(PORT)]);
  try {
    // serve-prod hashes the inline scripts of every page first: slow on a busy machine.
    await waitForServer(`${ORIGIN}/`, 300);
    const statuses: Record<string, Record<string, number>> = {};
    const result = await autocannon({
      url: ORIGIN,
      amount: Number(values.requests),
      connections: Number(values.connections),
      headers: {'Accept-Encoding': 'br, gzip'},
      requests: mix.map(({kind, path: p}) => ({
        method: 'GET' as const,
        path: p,
        onResponse: (status: number) => {
          const perKind = (statuses[kind] ??= {});
          perKind[status] = (perKind[status] ?? 0) + 1;
        },
      })),
    });
    const unexpected = Object.entries(statuses).flatMap(([kind, counts]) =>
      Object.entries(counts)
        .filter(([status]) => Number(status) !== EXPECTED[kind as Kind])
        .map(([status, n]) => `${kind}: ${n} × ${status}`),
    );
    const checks = await protocolChecks(mix);
    const summary = {
      date: new Date().toISOString(),
      requests: result.requests.total,
      connections: result.connections,
      seconds: result.duration,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: {p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max},
      errors: result.errors,
      timeouts: result.timeouts,
      statuses,
      unexpected,
      checks,
    };
    fs.mkdirSync('bench/results', {recursive: true});
    fs.writeFileSync('bench/results/load.json', `${JSON.stringify(summary, null, 2)}\n`);

    console.log(`\nLasttest nginx (${ORIGIN}, ${mix.length} Adressen im Wechsel, ${summary.connections} Verbindungen)`);
    console.log(`  Anfragen:       ${summary.requests} in ${summary.seconds.toFixed(1)} s`);
    console.log(`  Anfragen/s:     ${summary.requestsPerSecond}`);
    console.log(`  Latenz:         p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, max ${summary.latencyMs.max} ms`);
    console.log(`  Fehler:         ${summary.errors} (davon Zeitüberschreitungen ${summary.timeouts})`);
    console.log('  Statuscodes je Art:');
    for (const [kind, counts] of Object.entries(statuses))
      console.log(
        `    ${kind.padEnd(10)} ${Object.entries(counts)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ')}  (erwartet ${EXPECTED[kind as Kind]})`,
      );
    console.log('  Protokoll:');
    for (const c of checks) console.log(`    ${c.ok ? 'ok    ' : 'FEHLER'} ${c.pruefung.padEnd(22)} ${c.url} (${c.detail})`);
    const failed = summary.errors > 0 || unexpected.length > 0 || checks.some((c) => !c.ok);
    if (unexpected.length) console.log(`  Unerwartete Statuscodes: ${unexpected.join('; ')}`);
    console.log(failed ? '\nErgebnis: NICHT bestanden' : '\nErgebnis: bestanden (0 Fehler, 404 nur für unbekannte Pfade)');
    if (failed) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

main().catch((e: Error) => {
  console.error(`bench:load: ${e.message}`);
  process.exit(1);
});
