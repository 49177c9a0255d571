// `npm run bench:search`: quality and speed of the local search on the production build, in the
// browser. Prints top-1/top-3 hit rates over German reader queries (inflections, compounds,
// umlaut-free spellings, product and API terms), p50/p95 query latency and the bytes (gzip)
// fetched for the first search of each version. Writes bench/results/search.json. Not a test.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, SYSTEM_CHROMIUM, startServer, waitForServer} from '../../lib/system.ts';

/** [query, path fragment of the page that should come first] */
const QUERIES: Array<[string, string]> = [
  ['Lizenzserver installieren', 'installation/lizenzierung'],
  ['Lizenzen ausleihen', 'installation/lizenzierung'],
  ['Systemvoraussetzungen', 'installation/systemvoraussetzungen'],
  ['Schraegbild', 'Kartaro-Tools/schraegbild-viewer'],
  ['Strassenbild Viewer', 'Kartaro-Tools/strassenbild-viewer'],
  ['Orbit-Viewer', 'Kartaro-Tools/orbit-viewer'],
  ['Watchdog Dienste überwachen', 'Kartaro-Tools/watchdog'],
  ['Tile-Updater', 'tile-updater'],
  ['Übungspaket', 'Kartaro-Tools/uebungspaket'],
  ['Uebungspaket', 'Kartaro-Tools/uebungspaket'],
  ['Zwei-Faktor-Authentifizierung', 'zwei-faktor-authentifizierung'],
  ['Wiederherstellungscodes', 'zwei-faktor-authentifizierung'],
  ['Kommandozeilenparameter Zoom', 'kommandozeilenparameter/zoom'],
  ['Highlight Parameter', 'kommandozeilenparameter/highlight'],
  ['Switchlayer', 'kommandozeilenparameter/switchlayer'],
  ['Reverse Proxy nginx', 'installation/installation/reverse-proxy'],
  ['WildFly', 'installation/installation/wildfly'],
  ['SSL-Zertifikate', 'installation/installation/ssl'],
  ['Log4j', 'log4j-sicherheitswarnung'],
  ['Identity Provider Keycloak', 'allgemein/identity-provider'],
  ['Fehlerbericht erstellen', 'fehlerbericht-erstellen'],
  ['Formulardesigner', 'formulardesigner'],
  ['Auswahlliste', 'steuerelemente/auswahlliste'],
  ['Kontrollkästchen', 'steuerelemente/kontrollkaestchen'],
  ['Kontrollkaestchen', 'steuerelemente/kontrollkaestchen'],
  ['Unterschrift', 'steuerelemente/unterschrift'],
  ['Berichtsdesigner Unterberichte', 'berichtsdesigner/unterberichte'],
  ['Kreuztabellen', 'berichtsdesigner/kreuztabellen'],
  ['Volltextsuche', 'suchdefinitionen/volltextsuche'],
  ['Abfragewerkzeug', 'datenbankverbindungen/abfragewerkzeug'],
  ['Synchronisation offline', 'synchronisation'],
  ['IPrintManager', 'DesktopApi/druckmanager'],
  ['IFeatureRule', 'DesktopApi/feature-regeln'],
  ['Dialog-Plugin Schaltflächen', 'DesktopApi/dialog-plugin-schaltflaechen'],
  ['Fortschrittsbalken', 'DesktopApi/fortschrittsbalken'],
  ['Mobile API Authentifizierung', 'MobileApi'],
  ['Kabelabschnitt', 'Strom/kabelabschnitt'],
  ['Freileitungsabschnitt', 'Strom/freileitungsabschnitt'],
  ['Trassenquerschnitt', 'Strom/trassenquerschnitt'],
  ['Fernwärme Datenmodell', 'Fernwaerme/datenmodell'],
  ['ALKIS NAS Import', 'Kataster/datenimport'],
  ['Mandantenfähigkeit', 'Kartaro-Portal/mandantenfaehigkeit'],
  ['Portal einbetten iframe', 'Kartaro-Portal/einbettung'],
  ['Häufige Fragen', 'faq/intro'],
];

// Not 4190: fetch() refuses it (a "bad port" of the Fetch standard).
const PORT = 4192;
const VERSIONS = [
  ['current', '/docs/next/'],
  ['25.1-und-aeltere', '/docs/'],
] as const;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main() {
  if (!fs.existsSync('build/search-index')) throw new Error('Kein Suchindex im Build – zuerst „npm run build“.');
  const server = startServer(['tests/support/static-server.ts', '--dir', 'build', '--port', String(PORT)]);
  await waitForServer(`http://127.0.0.1:${PORT}/`);
  const browser = await chromium.launch({executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS});
  const results: Record<string, unknown> = {};
  try {
    for (const [version, prefix] of VERSIONS) {
      const page = await browser.newPage();
      const fetched: string[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/search-index/')) fetched.push(new URL(r.url()).pathname);
      });
      await page.goto(`http://127.0.0.1:${PORT}${prefix}dokumentation/`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.keyboard.press('Control+k');
      await page.waitForFunction(() => '__kartaroSucheBench' in window);
      // First search, cold: count what it fetched.
      await page.evaluate(([v]) => (window as any).__kartaroSucheBench('/', v, 'Lizenzserver'), [version]);
      const firstBytes = fetched.reduce((sum, p) => sum + zlib.gzipSync(fs.readFileSync(path.join('build', p))).length, 0);
      let top1 = 0;
      let top3 = 0;
      const misses: string[] = [];
      const latencies: number[] = [];
      for (const [query, expected] of QUERIES) {
        // Cold run per query (its shards load), then warm runs timed.
        const urls = (await page.evaluate(
          ([v, q]) => (window as any).__kartaroSucheBench('/', v, q).then((h: Array<{url: string}>) => h.map((x) => x.url)),
          [version, query],
        )) as string[];
        for (let i = 0; i < 5; i++) {
          latencies.push(
            await page.evaluate(
              async ([v, q]) => {
                const t = performance.now();
                await (window as any).__kartaroSucheBench('/', v, q);
                return performance.now() - t;
              },
              [version, query],
            ),
          );
        }
        // Rank among distinct pages, as a reader sees them (several sections of one page count once).
        const pages = [...new Set(urls.map((u) => u.split('#')[0]))];
        const rank = pages.findIndex((u) => u.includes(expected));
        if (rank === 0) top1++;
        if (rank >= 0 && rank < 3) top3++;
        else misses.push(`${query} → ${pages.slice(0, 3).join(', ')}`);
      }
      results[version] = {
        queries: QUERIES.length,
        top1: top1 / QUERIES.length,
        top3: top3 / QUERIES.length,
        p50ms: percentile(latencies, 50),
        p95ms: percentile(latencies, 95),
        firstSearchKiBGzip: firstBytes / 1024,
        misses,
      };
      await page.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
  fs.mkdirSync('bench/results', {recursive: true});
  fs.writeFileSync('bench/results/search.json', JSON.stringify(results, null, 2));
  for (const [version, r] of Object.entries(results) as Array<[string, any]>) {
    console.log(
      `${version}: Top-1 ${(r.top1 * 100).toFixed(0)} %, Top-3 ${(r.top3 * 100).toFixed(0)} %, p50 ${r.p50ms.toFixed(1)} ms, p95 ${r.p95ms.toFixed(1)} ms, erste Suche ${r.firstSearchKiBGzip.toFixed(0)} KiB (gzip)`,
    );
    for (const m of r.misses) console.log(`  nicht unter den ersten drei: ${m}`);
  }
}

main().catch((e) => {
  console.error(`bench:search: ${e.message}`);
  process.exit(1);
});
