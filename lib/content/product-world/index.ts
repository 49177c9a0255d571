// Product-world checks: every page of both versions against the facts in redaktion/
// (datenmodell, desktop-api, begriffe, stil, releases, versionsunterschiede, pruefungen).
// `checkProductWorld()` runs all rules; the per-rule functions take strings for unit tests.
import fs from 'node:fs';
import path from 'node:path';
import {listPages, type Problem, type VersionKey} from '../../../scripts/content/rules.ts';
import {checkBegriffe, parseBegriffe} from './begriffe.ts';
import {checkChangelogs, checkReleaseNotes, parseReleases} from './changelog.ts';
import {checkCsharpApi, parseDesktopApi} from './csharp-api.ts';
import {parseDataModel} from './datenmodell.ts';
import {checkPruefungen, parsePruefungen} from './pruefungen.ts';
import {checkSqlModel} from './sql-model.ts';
import {checkAbschlussabschnitt, checkMetaEinstieg, parseStil} from './stil.ts';
import {checkVersionsunterschiede, parseVersionsunterschiede, type VersionPage} from './versionsunterschiede.ts';

export {checkBegriffe, parseBegriffe} from './begriffe.ts';
export {checkChangelogs, checkDatesOnLine, checkReleaseNotes, parseReleases} from './changelog.ts';
export {arity, checkCsharpApi, parseDesktopApi} from './csharp-api.ts';
export {parseDataModel} from './datenmodell.ts';
export {checkPruefungen, parsePruefungen} from './pruefungen.ts';
export {checkSql} from './sql.ts';
export {checkReferences, checkSqlModel} from './sql-model.ts';
export {checkAbschlussabschnitt, checkMetaEinstieg, firstParagraph, parseStil} from './stil.ts';
export {checkVersionsunterschiede, parseVersionsunterschiede} from './versionsunterschiede.ts';

function readRedaktion(root: string, name: string): string {
  const file = path.join(root, 'redaktion', name);
  if (!fs.existsSync(file)) throw new Error(`redaktion/${name} fehlt – die Produktwelt-Prüfungen brauchen diese Datei`);
  return fs.readFileSync(file, 'utf8');
}

export function checkProductWorld(): Problem[] {
  const root = process.cwd();
  const model = parseDataModel(readRedaktion(root, 'datenmodell.yaml'));
  const api = parseDesktopApi(readRedaktion(root, 'desktop-api.yaml'));
  const forbidden = parseBegriffe(readRedaktion(root, 'begriffe.yaml'));
  const style = parseStil(readRedaktion(root, 'stil.md'));
  const releases = parseReleases(readRedaktion(root, 'releases.yaml'));
  const differences = parseVersionsunterschiede(readRedaktion(root, 'versionsunterschiede.yaml'));
  const checks = fs.readdirSync(path.join(root, 'redaktion')).filter((f) => /\.ya?ml$/.test(f)).sort()
    .flatMap((f) => parsePruefungen(readRedaktion(root, f), `redaktion/${f}`));

  const problems: Problem[] = [];
  const byVersion = {} as Record<VersionKey, Map<string, VersionPage>>;
  for (const version of ['next', 'old'] as VersionKey[]) {
    const pages = new Map<string, VersionPage>();
    const changelogs: VersionPage[] = [];
    for (const page of listPages(version)) {
      const file = path.relative(root, page.file).split(path.sep).join('/');
      const source = fs.readFileSync(page.file, 'utf8');
      pages.set(page.id, {file, source});
      problems.push(
        ...checkSqlModel(file, source, model),
        ...checkCsharpApi(file, source, api, {preview: version === 'next', version: version === 'next' ? releases.preview : releases.current}),
        ...checkBegriffe(file, source, forbidden),
        ...checkMetaEinstieg(file, source, style),
        ...checkAbschlussabschnitt(file, source, style),
        ...checkPruefungen(file, source, checks),
      );
      if (page.id.startsWith('whatsnew/changelog/')) changelogs.push({file, source});
      const releaseNotes = /^whatsnew\/(\d{2}\.\d)\//.exec(page.id);
      if (releaseNotes) problems.push(...checkReleaseNotes(file, source, releases, releaseNotes[1]));
    }
    problems.push(...checkChangelogs(changelogs, releases));
    byVersion[version] = pages;
  }
  problems.push(...checkVersionsunterschiede(byVersion.next, byVersion.old, differences));
  return problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.rule.localeCompare(b.rule));
}
