// „Zuletzt gesucht“: the results a reader opened from the search dialog, newest first, kept in
// this browser only (localStorage), per docs version.
import type {SearchHit} from '@site/src/search/types';

export type RecentHit = Pick<SearchHit, 'url' | 'title' | 'heading' | 'section'>;

const KEY = 'kartaro.search.recent';
const LIMIT = 6;

function readAll(): Record<string, RecentHit[]> {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, RecentHit[]>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, RecentHit[]>) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or blocked: the list is a convenience only
  }
}

const valid = (h: unknown): h is RecentHit =>
  !!h &&
  typeof h === 'object' &&
  ['url', 'title', 'heading', 'section'].every((k) => typeof (h as Record<string, unknown>)[k] === 'string') &&
  (h as RecentHit).url.startsWith('/');

export const recentHits = (version: string): RecentHit[] => (readAll()[version] ?? []).filter(valid).slice(0, LIMIT);

export function rememberHit(version: string, hit: SearchHit): void {
  const all = readAll();
  const entry: RecentHit = {url: hit.url, title: hit.title, heading: hit.heading, section: hit.section};
  all[version] = [entry, ...recentHits(version).filter((h) => h.url !== hit.url)].slice(0, LIMIT);
  writeAll(all);
}

export function clearRecentHits(version: string): void {
  const all = readAll();
  delete all[version];
  writeAll(all);
}
