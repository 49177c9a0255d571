// The rules of CONTRIBUTING.md that a machine can check: no code patches Docusaurus, React or
// other dependencies, their generated files or the emitted bundles; no private imports (also no
// type declarations for them); CI runs exactly what the README tells developers to run.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const CODE_DIRS = ['src', 'plugins', 'config', 'scripts', 'lib', 'tests', 'bench/vanilla-site/docusaurus.config.ts'];
const TOP_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts', 'eslint.config.mjs'];
const THIS_FILE = path.relative(process.cwd(), new URL(import.meta.url).pathname);

function codeFiles(): string[] {
  const out: string[] = [...TOP_FILES];
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    if (fs.statSync(p).isFile()) return void out.push(p);
    for (const entry of fs.readdirSync(p)) if (!['fixtures', 'node_modules'].includes(entry)) walk(path.join(p, entry));
  };
  CODE_DIRS.forEach(walk);
  return out.filter((f) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(f) && f !== THIS_FILE);
}
const files = codeFiles().map((file) => ({file, text: fs.readFileSync(file, 'utf8')}));

test('keine Importe aus privaten Pfaden von Docusaurus', () => {
  const found: string[] = [];
  for (const {file, text} of files) {
    for (const m of text.matchAll(
      /(?:from\s+|import\s*\(\s*|require(?:\.resolve)?\s*\(\s*|declare module\s+)['"](@docusaurus\/[^'"]+\/(?:lib|src)\/[^'"]*)['"]/g,
    )) {
      found.push(`${file}: ${m[1]}`);
    }
  }
  assert.deepEqual(found, []);
});

test('kein Code schreibt Quelltexte von Abhängigkeiten, generierte Docusaurus-Dateien oder ausgegebene Bundles um', () => {
  const patterns: Array<[RegExp, string]> = [
    [/NormalModuleReplacementPlugin/, 'ersetzt Module von Abhängigkeiten'],
    [/processAssets|updateAsset|compilation\.assets\[/, 'schreibt ausgegebene Bundles um'],
    [/test:\s*\/[^/\n]*\\\.docusaurus/, 'Loader auf generierte .docusaurus-Dateien'],
    [/test:\s*\/[^/\n]*node_modules|test:\s*\/[^/\n]*@docusaurus/, 'Loader auf Dateien von Abhängigkeiten'],
    [/writeFileSync\([^)]*(?:node_modules|\.docusaurus)/, 'schreibt in node_modules oder .docusaurus'],
  ];
  const found: string[] = [];
  for (const {file, text} of files) for (const [re, what] of patterns) if (re.test(text)) found.push(`${file}: ${what}`);
  assert.deepEqual(found, []);
});

test('Modul-Aliase nur für prism-react-renderer (mit Gleichheitstest)', () => {
  const aliases = files.flatMap(({file, text}) => [...text.matchAll(/alias:\s*\{([^}]*)\}/g)].map((m) => `${file}: ${m[1]!.trim()}`));
  assert.deepEqual(
    aliases.filter((a) => !a.startsWith('plugins/prism-languages/index.ts:') && !a.startsWith('tests/')),
    [],
  );
  assert.ok(fs.existsSync('tests/unit/bundle-plugins.test.ts'));
});

test('CI ruft den Testbefehl aus dem README auf', () => {
  const readme = fs.readFileSync('README.md', 'utf8');
  const ci = fs.readFileSync('.ci/run', 'utf8');
  const command = /^npm ci && (npm (?:run )?test)\b/m.exec(readme)?.[1];
  assert.ok(command, 'README nennt keinen Testbefehl der Form „npm ci && npm test“');
  assert.ok(
    ci.split('\n').some((line) => line.trim() === command),
    `.ci/run ruft „${command}“ nicht auf`,
  );
  assert.ok(/^npm ci\b/m.test(ci), '.ci/run installiert die Abhängigkeiten nicht mit npm ci');
});
