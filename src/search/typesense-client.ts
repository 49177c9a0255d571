// The Typesense backend of the search UI: Typesense's documented multi_search endpoint over
// fetch, with the failover of the official client – the nearest node first (if configured), then
// the cluster's nodes in turn; a node that times out, cannot be reached or answers 5xx is skipped
// for a minute. Hits come back in the shape of the local search (./types.ts), as plain text.
import {foldTyped, words} from './analysis';
import {SearchError, type SearchBackend, type SearchHit} from './types';

export interface TypesenseNode {
  protocol: 'http' | 'https';
  host: string;
  port: number;
  path: string;
}

export interface TypesenseServerConfig {
  nodes: TypesenseNode[];
  nearestNode?: TypesenseNode;
  apiKey: string;
  connectionTimeoutSeconds?: number;
}

interface TypesenseDocument {
  'hierarchy.lvl0'?: string;
  'hierarchy.lvl1'?: string;
  'hierarchy.lvl2'?: string | null;
  'hierarchy.lvl3'?: string | null;
  content?: string | null;
  url: string;
}
interface TypesenseHit {
  document: TypesenseDocument;
  highlight?: {content?: {snippet?: string}};
}
interface MultiSearchResponse {
  results: Array<{grouped_hits?: Array<{hits: TypesenseHit[]}>; hits?: TypesenseHit[]; error?: string; code?: number}>;
}

const UNHEALTHY_MS = 60_000;
const nodeUrl = (n: TypesenseNode) => `${n.protocol}://${n.host}:${n.port}${n.path}`;

/** Records are stored HTML-escaped (as the DocSearch scraper writes them); the UI shows text. */
export const unescapeHtml = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Filter of a docs version, as docusaurus-theme-search-typesense's contextual search builds it. */
export const versionFilter = (version: string, language = 'de'): string =>
  `language:=${language} && docusaurus_tag:=[default,docs-default-${version}]`;

export function toHit(hit: TypesenseHit, marks: string[], baseUrl = '/'): SearchHit {
  const d = hit.document;
  const snippet = hit.highlight?.content?.snippet ?? d.content ?? '';
  const url = new URL(d.url, 'https://x.invalid');
  const path = url.pathname.startsWith(baseUrl) ? url.pathname : `${baseUrl}${url.pathname.replace(/^\//, '')}`;
  return {
    url: `${path}${url.hash}`,
    title: unescapeHtml(d['hierarchy.lvl1'] ?? ''),
    heading: unescapeHtml(d['hierarchy.lvl3'] ?? d['hierarchy.lvl2'] ?? ''),
    section: unescapeHtml(d['hierarchy.lvl0'] ?? ''),
    excerpt: unescapeHtml(snippet.replace(/<\/?mark>/g, '')),
    marks,
  };
}

export class TypesenseClient {
  private readonly unhealthyUntil = new Map<string, number>();
  private next = 0;

  constructor(
    private readonly config: TypesenseServerConfig,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
    private readonly now: () => number = Date.now,
  ) {
    if (!config.nodes.length) throw new Error('Typesense: keine Knoten konfiguriert');
  }

  /** Nodes in the order to try: nearest node, then the cluster round-robin; healthy ones first. */
  candidates(): TypesenseNode[] {
    const {nodes, nearestNode} = this.config;
    const start = this.next++ % nodes.length;
    const ordered = [...(nearestNode ? [nearestNode] : []), ...nodes.slice(start), ...nodes.slice(0, start)];
    const healthy = ordered.filter((n) => (this.unhealthyUntil.get(nodeUrl(n)) ?? 0) <= this.now());
    return healthy.length ? healthy : ordered;
  }

  async multiSearch(searches: object[]): Promise<MultiSearchResponse> {
    const failures: string[] = [];
    for (const node of this.candidates()) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), (this.config.connectionTimeoutSeconds ?? 3) * 1000);
      try {
        const response = await this.fetchImpl(`${nodeUrl(node)}/multi_search`, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', 'X-TYPESENSE-API-KEY': this.config.apiKey},
          body: JSON.stringify({searches}),
          signal: controller.signal,
        });
        if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
        if (!response.ok) throw new SearchError(`Typesense ${nodeUrl(node)}: HTTP ${response.status}`);
        return (await response.json()) as MultiSearchResponse;
      } catch (e) {
        if (e instanceof SearchError) throw e;
        this.unhealthyUntil.set(nodeUrl(node), this.now() + UNHEALTHY_MS);
        failures.push(`${nodeUrl(node)}: ${(e as Error).message}`);
      } finally {
        clearTimeout(timer);
      }
    }
    throw new SearchError(`Typesense nicht erreichbar (${failures.join('; ')})`);
  }
}

export function typesenseBackend(
  config: TypesenseServerConfig,
  collection: string,
  baseUrl: string,
  client = new TypesenseClient(config),
): SearchBackend {
  // The search page asks for the same results before and after hydration: answer the second time from here.
  const recent = new Map<string, Promise<SearchHit[]>>();
  const search = async (q: string, version: string, limit: number): Promise<SearchHit[]> => {
    const response = await client.multiSearch([
      {
        collection,
        q,
        query_by: 'hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,content',
        query_by_weights: '4,3,2,1',
        include_fields: 'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,content,url',
        filter_by: versionFilter(version),
        group_by: 'url_without_anchor',
        group_limit: 2,
        per_page: limit,
        sort_by: '_text_match:desc,item_priority:desc',
        highlight_affix_num_tokens: 12,
      },
    ]);
    const result = response.results[0];
    if (!result || result.error) throw new SearchError(`Typesense: ${result?.error ?? 'keine Antwort'}`);
    const marks = words(q)
      .map(foldTyped)
      .filter((m) => m.length >= 2);
    const hits = result.grouped_hits ? result.grouped_hits.flatMap((g) => g.hits) : (result.hits ?? []);
    return hits.slice(0, limit).map((hit) => toHit(hit, marks, baseUrl));
  };
  return {
    search(query, version, limit) {
      const q = query.slice(0, 500).trim();
      if (!words(q).length) return Promise.resolve([]);
      const key = JSON.stringify([q, version, limit]);
      if (!recent.has(key)) {
        if (recent.size >= 20) recent.delete(recent.keys().next().value!);
        recent.set(
          key,
          search(q, version, limit).catch((e: unknown) => {
            recent.delete(key);
            throw e;
          }),
        );
      }
      return recent.get(key)!;
    },
  };
}
