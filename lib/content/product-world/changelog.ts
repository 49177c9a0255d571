// Rule changelog: changelog pages (whatsnew/changelog/…) and release notes (whatsnew/<JJ.N>/…)
// against redaktion/releases.yaml – build headings, builds and dates, and signs of invented
// ticket numbers (duplicates, one final digit, arithmetic runs, identical entry counts per build).
import type {Problem} from '../rules.ts';
import {scanLines, type SourceLine} from './markdown.ts';
import {asList, asMap, asString, parseYamlMap} from './yaml-files.ts';

export const RELEASES_FILE = 'redaktion/releases.yaml';
const RULE = 'changelog';

export const MIN_TICKETS = 10;
export const MAX_DIGIT_SHARE = 0.4;
export const MIN_RUN = 4;
export const MAX_PAIR_SHARE = 0.35;
/** below this many build sections a share says nothing */
export const MIN_BUILDS = 10;

interface Build {
  build: string;
  date: string; // TT.MM.JJJJ
  version: string;
  name?: string;
}

export interface Releases {
  /** aktuelle_version (the „25.1 und älter“ docs) and preview_version (the Preview docs) */
  current: string;
  preview: string;
  builds: Map<string, Build>;
  /** version JJ.N → release date and end of maintenance (TT.MM.JJJJ) */
  versions: Map<string, {release?: string; maintenanceUntil?: string}>;
}

/** ISO date (string or Date from YAML) → TT.MM.JJJJ */
function germanDate(value: unknown, file: string, key: string): string {
  const iso = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`${file}: „${key}“ ist kein Datum (JJJJ-MM-TT)`);
  return `${m[3]}.${m[2]}.${m[1]}`;
}

export function parseReleases(text: string, file = RELEASES_FILE): Releases {
  const doc = parseYamlMap(text, file);
  const releases: Releases = {
    current: asString(doc.aktuelle_version, file, 'aktuelle_version'),
    preview: asString(doc.preview_version, file, 'preview_version'),
    builds: new Map(),
    versions: new Map(),
  };
  for (const [i, raw] of asList(doc.versionen, file, 'versionen').entries()) {
    const v = asMap(raw, file, `versionen[${i}]`);
    const version = asString(v.version, file, `versionen[${i}].version`);
    releases.versions.set(version, {
      release: v.freigabe ? germanDate(v.freigabe, file, `versionen[${i}].freigabe`) : undefined,
      maintenanceUntil: v.wartung_bis ? germanDate(v.wartung_bis, file, `versionen[${i}].wartung_bis`) : undefined,
    });
    for (const [k, rawBuild] of asList(v.builds, file, `versionen[${i}].builds`).entries()) {
      const b = asMap(rawBuild, file, `versionen[${i}].builds[${k}]`);
      const build = asString(b.build, file, `versionen[${i}].builds[${k}].build`);
      releases.builds.set(build, {
        build,
        version,
        date: germanDate(b.datum, file, `versionen[${i}].builds[${k}].datum`),
        name: typeof b.name === 'string' ? b.name : undefined,
      });
    }
  }
  return releases;
}

const BUILD_HEADING = /^##\s+(.+?)\s+\(Build\s+([\d.]+),\s*(\d{2}\.\d{2}\.\d{4})\)\s*$/;
const BUILD = /\b\d{2}\.\d\.\d+\.\d{4}\b/g;
const DATE = /\b\d{2}\.\d{2}\.\d{4}\b/g;
const VERSION = /(?<![\d.])\d{2}\.\d(?:\.\d+)?(?![\d.]*\d)/g;

export interface ChangelogPage {
  file: string;
  source: string;
}

interface Section {
  line: number;
  heading: string;
  counts: {new: number; fixed: number};
}

/** All changelog pages of one version together. */
export function checkChangelogs(pages: ChangelogPage[], releases: Releases): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, line: number, message: string) => problems.push({file, line, rule: RULE, message});
  const firstSeen = new Map<string, string>();
  const sections: Section[] = [];
  for (const page of pages) {
    const lines = scanLines(page.source);
    const tickets: {ticket: string; line: number}[] = [];
    let section: Section | undefined;
    let list: 'new' | 'fixed' | undefined;
    for (const line of lines) {
      if (line.kind !== 'text') continue;
      if (/^##\s+\d/.test(line.text)) {
        section = {line: line.n, heading: line.text, counts: {new: 0, fixed: 0}};
        sections.push(section);
        list = undefined;
        for (const message of checkBuildHeading(line.text, releases)) add(page.file, line.n, message);
        continue;
      }
      if (/^##\s/.test(line.text)) section = undefined;
      if (/^###\s/.test(line.text)) list = /Neu|Geändert/i.test(line.text) ? 'new' : /Behoben/i.test(line.text) ? 'fixed' : undefined;
      for (const message of checkDatesOnLine(line.text, releases)) add(page.file, line.n, message);
      if (section && list && /^[-*]\s/.test(line.text)) {
        section.counts[list]++;
        const ticket = /\bKAR-\d{5}\b/.exec(line.text)?.[0];
        if (ticket) tickets.push({ticket, line: line.n});
      }
    }
    for (const {ticket, line} of tickets) {
      const where = `${page.file}:${line}`;
      const first = firstSeen.get(ticket);
      if (first)
        add(
          page.file,
          line,
          `Ticket ${ticket} steht schon in ${first} – jede Ticketnummer erscheint in den Changelogs einer Version nur einmal (Nummern aus dem Ticketsystem übernehmen).`,
        );
      else firstSeen.set(ticket, where);
    }
    problems.push(...ticketPatterns(page.file, tickets));
  }
  const index = pages.find((p) => /changelog\/index\.mdx?$/.test(p.file)) ?? pages[0];
  const pair = mostFrequentPair(sections);
  if (index && pair && sections.length >= MIN_BUILDS && pair.share > MAX_PAIR_SHARE) {
    add(
      index.file,
      1,
      `${pair.count} von ${sections.length} Build-Abschnitten (${Math.round(pair.share * 100)} %) der Changelogs dieser Version haben genau ${pair.key} – höchstens ${MAX_PAIR_SHARE * 100} % dürfen gleich aufgeteilt sein; die Einträge aus dem Ticketsystem übernehmen statt einer Schablone zu folgen.`,
    );
  }
  return problems;
}

function checkBuildHeading(text: string, releases: Releases): string[] {
  const m = BUILD_HEADING.exec(text);
  if (!m)
    return [
      `Build-Überschrift im Format „## <Version> (Build JJ.N.P.BBBB, TT.MM.JJJJ)“ schreiben, z. B. „## 25.1.3 (Build 25.1.3.4812, 31.08.2026)“ (CONTRIBUTING.md, ${RELEASES_FILE}).`,
    ];
  const [, label, buildNumber, date] = m;
  const build = releases.builds.get(buildNumber);
  if (!build) return [`Build ${buildNumber} gibt es nicht (${RELEASES_FILE}) – nur dort gelistete Builds nennen.`];
  const messages: string[] = [];
  if (build.date !== date) messages.push(`Build ${buildNumber} erschien am ${build.date}, nicht am ${date} (${RELEASES_FILE}).`);
  const expected = build.name ? `${build.version} ${build.name}` : buildNumber.split('.').slice(0, 3).join('.');
  if (label !== expected) messages.push(`Build ${buildNumber} heißt „${expected}“, nicht „${label}“ (${RELEASES_FILE}).`);
  return messages;
}

/** Final digits and arithmetic runs of a page's ticket numbers. */
function ticketPatterns(file: string, tickets: {ticket: string; line: number}[]): Problem[] {
  if (tickets.length < MIN_TICKETS) return [];
  const problems: Problem[] = [];
  const byDigit = new Map<string, number>();
  for (const {ticket} of tickets) byDigit.set(ticket.slice(-1), (byDigit.get(ticket.slice(-1)) ?? 0) + 1);
  const [digit, count] = [...byDigit].sort((a, b) => b[1] - a[1])[0];
  if (count / tickets.length > MAX_DIGIT_SHARE) {
    problems.push({
      file,
      line: tickets[0].line,
      rule: RULE,
      message: `${count} von ${tickets.length} Ticketnummern (${Math.round((count / tickets.length) * 100)} %) enden auf ${digit} – bei echten Nummern trägt keine Endziffer mehr als ${MAX_DIGIT_SHARE * 100} %; Ticketnummern aus dem Ticketsystem übernehmen.`,
    });
  }
  const numbers = tickets.map((t) => Number(t.ticket.slice(4)));
  for (let i = 0; i + 1 < numbers.length;) {
    const step = numbers[i + 1] - numbers[i];
    let j = i + 1;
    while (j + 1 < numbers.length && numbers[j + 1] - numbers[j] === step) j++;
    if (step !== 0 && j - i + 1 >= MIN_RUN) {
      const run = tickets.slice(i, j + 1).map((t) => t.ticket);
      problems.push({
        file,
        line: tickets[i].line,
        rule: RULE,
        message: `${run.length} Ticketnummern in Folge mit gleichem Abstand ${step > 0 ? '+' : '−'}${Math.abs(step)} (${run[0]} … ${run[run.length - 1]}) – echte Ticketnummern folgen keiner Rechenregel; aus dem Ticketsystem übernehmen.`,
      });
      i = j;
    } else i++;
  }
  return problems;
}

function mostFrequentPair(sections: Section[]): {key: string; count: number; share: number} | undefined {
  if (!sections.length) return undefined;
  const counts = new Map<string, number>();
  for (const s of sections) {
    const key = `${s.counts.new} Eintr${s.counts.new === 1 ? 'ag' : 'äge'} unter „Neu und geändert“ und ${s.counts.fixed} unter „Behoben“`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
  return {key, count, share: count / sections.length};
}

/**
 * Builds and dates on one line: every build must be listed; a date after a build is that build's
 * date; a date after a patch number (25.1.3) is the patch's date; a date after a release number
 * (or on a release-notes page of `pageVersion`) is its release date when the line speaks of the
 * release, or its end of maintenance when it speaks of maintenance.
 */
export function checkDatesOnLine(text: string, releases: Releases, pageVersion?: string): string[] {
  const messages: string[] = [];
  const builds = [...text.matchAll(BUILD)];
  for (const b of builds) if (!releases.builds.has(b[0])) messages.push(`Build ${b[0]} gibt es nicht (${RELEASES_FILE}).`);
  const dates = [...text.matchAll(DATE)];
  const inDateOrBuild = (index: number) => [...dates, ...builds].some((d) => index >= d.index! && index < d.index! + d[0].length);
  const versions = [...text.matchAll(VERSION)].filter((v) => !inDateOrBuild(v.index!));
  for (const d of dates) {
    const build = builds.filter((b) => b.index! < d.index!).pop();
    if (build) {
      const known = releases.builds.get(build[0]);
      if (known && known.date !== d[0]) messages.push(`Build ${build[0]} erschien am ${known.date}, nicht am ${d[0]} (${RELEASES_FILE}).`);
      continue;
    }
    const version = versions.filter((v) => v.index! < d.index!).pop()?.[0] ?? pageVersion;
    if (!version) continue;
    if (/^\d{2}\.\d\.\d+$/.test(version)) {
      const patch = [...releases.builds.values()].find((b) => b.build.startsWith(`${version}.`));
      if (patch && patch.date !== d[0]) messages.push(`${version} erschien am ${patch.date}, nicht am ${d[0]} (${RELEASES_FILE}).`);
      continue;
    }
    const info = releases.versions.get(version);
    if (/Wartung/.test(text) && info?.maintenanceUntil && info.maintenanceUntil !== d[0]) {
      messages.push(`Die Wartung von ${version} läuft bis ${info.maintenanceUntil}, nicht bis ${d[0]} (${RELEASES_FILE}).`);
    } else if (
      !/Wartung/.test(text) &&
      /erschien|Veröffentlichung|veröffentlicht|freigegeben|Freigabe/.test(text) &&
      info?.release &&
      info.release !== d[0]
    ) {
      messages.push(`${version} erschien am ${info.release}, nicht am ${d[0]} (${RELEASES_FILE}).`);
    }
  }
  return [...new Set(messages)];
}

/** A release-notes page whatsnew/<JJ.N>/… (front matter description included). */
export function checkReleaseNotes(file: string, source: string, releases: Releases, pageVersion: string): Problem[] {
  return scanLines(source)
    .filter((l: SourceLine) => l.kind === 'text' || (l.kind === 'front' && /^description:/.test(l.text)))
    .flatMap((l) => checkDatesOnLine(l.text, releases, pageVersion).map((message) => ({file, line: l.n, rule: RULE, message})));
}
