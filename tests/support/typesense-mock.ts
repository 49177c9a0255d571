// A stand-in for Typesense's multi_search endpoint in the e2e tests (no Typesense server can
// be installed on these machines). It answers from the indexer's own records for the build,
// in the response shape of Typesense's documented API (grouped_hits, highlight/highlights,
// request_params, found, out_of, page, search_time_ms).
import type {DocSearchRecord} from '../../src/search/typesense-records.ts';
import {escapeRegExp} from '../../lib/escape-regexp.ts';

export interface MultiSearchRequest {
  searches: Array<{
    collection: string;
    q: string;
    filter_by?: string;
    group_by?: 'url' | 'url_without_anchor';
    group_limit?: number;
    per_page?: number;
  }>;
}

const FIELDS = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'] as const;
const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Parses the filters the theme sends: `field:=value` and `field:=[a,b]`, joined by &&. */
export function parseFilter(filter = ''): Array<[string, string[]]> {
  return filter
    .split('&&')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [field, value] = part.split(':=');
      return [
        field.trim(),
        value
          .trim()
          .replace(/^\[|\]$/g, '')
          .split(',')
          .map((v) => v.trim()),
      ];
    });
}

function mark(text: string, tokens: string[]) {
  let out = text;
  for (const t of tokens) out = out.replace(new RegExp(`(${escapeRegExp(t)}[\\p{L}\\p{N}]*)`, 'giu'), '<mark>$1</mark>');
  return out;
}

export function multiSearch(records: DocSearchRecord[], body: MultiSearchRequest) {
  return {
    results: body.searches.map((search) => {
      const tokens = search.q.split(/\s+/).filter(Boolean);
      const filters = parseFilter(search.filter_by);
      const matching = records
        .filter((r) => {
          if (!filters.every(([field, values]) => values.includes(String((r as unknown as Record<string, unknown>)[field])))) return false;
          const text = fold(FIELDS.map((f) => r[f] ?? '').join(' '));
          return tokens.every((t) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(fold(t))}`, 'u').test(text));
        })
        .sort((a, b) => b.item_priority - a.item_priority);
      const groups = new Map<string, DocSearchRecord[]>();
      const groupBy = search.group_by ?? 'url';
      for (const r of matching) groups.set(String(r[groupBy]), [...(groups.get(String(r[groupBy])) ?? []), r]);
      const grouped = [...groups].slice(0, search.per_page ?? 10).map(([url, hits]) => ({
        group_key: [url],
        found: hits.length,
        hits: hits.slice(0, search.group_limit ?? 3).map((document) => {
          const highlights = FIELDS.filter((f) => document[f]).map((field) => {
            const value = String(document[field]);
            const snippet = mark(value, tokens);
            return {field, snippet, value: snippet, matched_tokens: snippet === value ? [] : tokens};
          });
          return {
            document,
            highlight: Object.fromEntries(
              highlights.map((h) => [h.field, {snippet: h.snippet, value: h.value, matched_tokens: h.matched_tokens}]),
            ),
            highlights,
            text_match: 578730123365187700,
            text_match_info: {
              best_field_score: '1108091339008',
              best_field_weight: 15,
              fields_matched: 1,
              score: '578730123365187705',
              tokens_matched: tokens.length,
            },
          };
        }),
      }));
      return {
        facet_counts: [],
        found: groups.size,
        out_of: records.length,
        page: 1,
        request_params: {collection_name: search.collection, per_page: search.per_page ?? 10, q: search.q},
        search_cutoff: false,
        search_time_ms: 1,
        grouped_hits: grouped,
      };
    }),
  };
}
