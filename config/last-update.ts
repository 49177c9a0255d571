// "Zuletzt aktualisiert" from git, through Docusaurus's public VCS hook (future.experimental_vcs).
// One `git log` reads the whole history once. Unlike the built-in eager reader it knows shallow
// clones: there the oldest fetched commit looks as if it had added every file, so a file whose
// newest commit is such a boundary commit has an unknown date – it gets none rather than a wrong
// one. A deploy that wants every date needs the full history (`git fetch --unshallow`, or
// `fetch-depth: 0` in CI); see README.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';

export interface FileHistory {
  /** Newest and oldest commit per absolute file path. */
  last: Map<string, VcsChangeInfo>;
  first: Map<string, VcsChangeInfo>;
  /** True when the clone is shallow (some dates are unknown and left out). */
  shallow: boolean;
}

const RECORD = '\u001e';
const FIELD = '\u001f';

function git(cwd: string, args: string[]): string {
  return execFileSync('git', ['-c', 'core.quotepath=off', ...args], {cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
}

/**
 * Parses `git log --name-only` output in the format below (newest commit first). Files whose
 * newest commit is a shallow boundary get no date; their creation date is unknown as well.
 */
export function parseGitLog(output: string, root: string, boundaries: ReadonlySet<string>): Omit<FileHistory, 'shallow'> {
  const last = new Map<string, VcsChangeInfo>();
  const first = new Map<string, VcsChangeInfo>();
  const unknown = new Set<string>();
  for (const record of output.split(RECORD).slice(1)) {
    const [header, ...lines] = record.split('\n');
    const [hash, seconds, author] = header.split(FIELD);
    const info = {timestamp: Number(seconds) * 1000, author};
    const boundary = boundaries.has(hash);
    for (const line of lines) {
      if (!line) continue;
      const file = path.join(root, line);
      if (boundary) {
        if (!last.has(file)) unknown.add(file);
        first.delete(file);
        continue;
      }
      if (!last.has(file) && !unknown.has(file)) last.set(file, info);
      first.set(file, info);
    }
  }
  for (const file of unknown) first.delete(file);
  return {last, first};
}

export function readFileHistory(cwd: string): FileHistory {
  const root = git(cwd, ['rev-parse', '--show-toplevel']).trim();
  const shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  const shallowFile = path.resolve(root, git(root, ['rev-parse', '--git-path', 'shallow']).trim());
  const boundaries = new Set(shallow && fs.existsSync(shallowFile) ? fs.readFileSync(shallowFile, 'utf8').split('\n').filter(Boolean) : []);
  const log = git(root, ['log', `--format=${RECORD}%H${FIELD}%ct${FIELD}%an`, '--name-only', '--no-renames', 'HEAD']);
  return {...parseGitLog(log, root, boundaries), shallow};
}

/** A VcsConfig for Docusaurus that reads the history once and answers from memory. */
export function gitHistoryVcs(): VcsConfig {
  let history: FileHistory | null = null;
  const load = (cwd: string): FileHistory => {
    if (history) return history;
    try {
      history = readFileHistory(cwd);
      if (history.shallow) {
        console.warn(
          '[Zuletzt aktualisiert] Flacher Git-Klon: Seiten, deren letzte Änderung vor der Klontiefe liegt, erscheinen ohne Datum. ' +
            'Für alle Daten vor dem Build „git fetch --unshallow“ ausführen.',
        );
      }
    } catch (error) {
      console.warn(`[Zuletzt aktualisiert] Git-Historie nicht lesbar, Seiten erscheinen ohne Datum: ${(error as Error).message}`);
      history = {last: new Map(), first: new Map(), shallow: false};
    }
    return history;
  };
  let siteDir = process.cwd();
  return {
    initialize: (params) => {
      siteDir = params.siteDir;
    },
    getFileCreationInfo: async (filePath) => load(siteDir).first.get(path.resolve(filePath)) ?? null,
    getFileLastUpdateInfo: async (filePath) => load(siteDir).last.get(path.resolve(filePath)) ?? null,
  };
}
