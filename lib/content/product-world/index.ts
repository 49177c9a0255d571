// Product-world checks: every page of both versions against the facts in redaktion/
// (datenmodell, desktop-api, begriffe, stil, releases, versionsunterschiede, oberflaeche, befehle, pruefungen).
// `checkProductWorld()` runs all rules; the per-rule functions take strings for unit tests.
import fs from 'node:fs';
import path from 'node:path';
import {listPages, type Problem, type VersionKey} from '../rules.ts';
import {checkTerms, parseTerms} from './terms.ts';
import {checkChangelogs, checkReleaseNotes, parseReleases} from './changelog.ts';
import {checkCsharpApi, parseDesktopApi} from './csharp-api.ts';
import {parseDataModel} from './data-model.ts';
import {assertUniqueRuleIds, checkFactRules, parseFactRules} from './fact-rules.ts';
import {checkSqlModel} from './sql-model.ts';
import {checkClosingSection, checkMetaOpener, parseStyle} from './style.ts';
import {checkCoordinates, checkCoordinatesInFile, parseExampleArea} from './coordinates.ts';
import {checkConditionColumns, checkConfigFiles, parseProductFacts} from './config-files.ts';
import {
  checkPreviewMentions,
  checkVersionDifferences,
  parsePreviewMentionPages,
  parseVersionDifferences,
  type VersionPage,
} from './version-differences.ts';
import {checkUiPaths, parseUi, uiCatalogue} from './ui-paths.ts';
import {checkCommands, parseCommands} from './commands.ts';

export {checkTerms, parseTerms} from './terms.ts';
export {checkChangelogs, checkDatesOnLine, checkReleaseNotes, parseReleases} from './changelog.ts';
export {arity, checkCsharpApi, parseDesktopApi} from './csharp-api.ts';
export {parseDataModel} from './data-model.ts';
export {assertUniqueRuleIds, checkFactRules, parseFactRules} from './fact-rules.ts';
export {checkSql} from './sql.ts';
export {checkReferences, checkSqlModel} from './sql-model.ts';
export {checkClosingSection, checkMetaOpener, firstParagraph, parseStyle} from './style.ts';
export {checkPreviewMentions, checkVersionDifferences, parsePreviewMentionPages, parseVersionDifferences} from './version-differences.ts';
export {checkCoordinates, checkCoordinatesInFile, coordinatesOutside, parseExampleArea} from './coordinates.ts';
export {checkConditionColumns, checkConfigFiles, parseProductFacts} from './config-files.ts';
export {checkUiPaths, parseUi, pathsOfLine, uiCatalogue} from './ui-paths.ts';
export {checkCommands, parseCommands} from './commands.ts';

/** Text files outside the pages that show examples and are held to the example area. */
const OTHER_FILES = ['static/openapi/kartaro-mobile-api.yaml'];

function readRedaktion(root: string, name: string): string {
  const file = path.join(root, 'redaktion', name);
  if (!fs.existsSync(file)) throw new Error(`redaktion/${name} fehlt – die Produktwelt-Prüfungen brauchen diese Datei`);
  return fs.readFileSync(file, 'utf8');
}

export function checkProductWorld(): Problem[] {
  const root = process.cwd();
  const model = parseDataModel(readRedaktion(root, 'datenmodell.yaml'));
  const api = parseDesktopApi(readRedaktion(root, 'desktop-api.yaml'));
  const forbidden = parseTerms(readRedaktion(root, 'begriffe.yaml'));
  const style = parseStyle(readRedaktion(root, 'stil.md'));
  const releases = parseReleases(readRedaktion(root, 'releases.yaml'));
  const differencesText = readRedaktion(root, 'versionsunterschiede.yaml');
  const differences = parseVersionDifferences(differencesText);
  const previewMentionPages = parsePreviewMentionPages(differencesText);
  const area = parseExampleArea(readRedaktion(root, 'referenzkunden.yaml'));
  const facts = parseProductFacts(readRedaktion(root, 'produktfakten.yaml'));
  const ui = uiCatalogue(parseUi(readRedaktion(root, 'oberflaeche.yaml')));
  const commands = parseCommands(readRedaktion(root, 'befehle.yaml'));
  const checks = fs
    .readdirSync(path.join(root, 'redaktion'))
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .flatMap((f) => parseFactRules(readRedaktion(root, f), `redaktion/${f}`));
  assertUniqueRuleIds(checks);

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
        ...checkCsharpApi(file, source, api, {
          preview: version === 'next',
          version: version === 'next' ? releases.preview : releases.current,
        }),
        ...checkTerms(file, source, forbidden),
        ...checkMetaOpener(file, source, style),
        ...checkClosingSection(file, source, style),
        ...checkFactRules(file, source, checks),
        ...checkCoordinates(file, source, area),
        ...checkConfigFiles(file, source, facts),
        ...checkConditionColumns(file, source, model, facts),
        ...checkUiPaths(file, source, ui, {pageId: page.id, version: version === 'next' ? releases.preview : releases.current}),
        ...checkCommands(file, source, commands),
      );
      if (page.id.startsWith('whatsnew/changelog/')) changelogs.push({file, source});
      const releaseNotes = /^whatsnew\/(\d{2}\.\d)\//.exec(page.id);
      if (releaseNotes) problems.push(...checkReleaseNotes(file, source, releases, releaseNotes[1]));
    }
    problems.push(...checkChangelogs(changelogs, releases));
    byVersion[version] = pages;
  }
  problems.push(...checkVersionDifferences(byVersion.next, byVersion.old, differences));
  problems.push(...checkPreviewMentions(byVersion.old, previewMentionPages, releases.preview, undefined, differencesText));
  for (const file of OTHER_FILES) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) problems.push(...checkCoordinatesInFile(file, fs.readFileSync(full, 'utf8'), area));
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.rule.localeCompare(b.rule));
}
