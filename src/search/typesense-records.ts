// DocSearch records from the build's sections – the fields and shapes the Typesense DocSearch
// scraper writes (hierarchy.lvl0–lvl6, content, url, url_without_anchor, anchor, type, version,
// language, docusaurus_tag, item_priority, tags), so docusaurus-theme-search-typesense works unchanged.
import type {Section} from './extract';

export interface DocSearchRecord {
  id: string;
  'hierarchy.lvl0': string;
  'hierarchy.lvl1': string;
  'hierarchy.lvl2': string | null;
  'hierarchy.lvl3': string | null;
  'hierarchy.lvl4': null;
  'hierarchy.lvl5': null;
  'hierarchy.lvl6': null;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  version: string[];
  language: string;
  docusaurus_tag: string;
  item_priority: number;
  tags: string[];
}

/** typesense-docsearch-react renders highlights as HTML, so record text is stored HTML-escaped. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeOrNull = (text: string | null) => (text === null ? null : escapeHtml(text));

/** item_priority as the scraper weighs it: headings above text, upper levels above lower ones. */
const PRIORITY = {lvl1: 100, lvl2: 90, lvl3: 80, content: 10} as const;

export function toRecords(sections: Section[], siteUrl: string): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  for (const s of sections) {
    const pageUrl = new URL(s.url, siteUrl).href;
    const url = s.anchor ? `${pageUrl}#${s.anchor}` : pageUrl;
    const type = s.hierarchy.lvl3 ? 'lvl3' : s.hierarchy.lvl2 ? 'lvl2' : 'lvl1';
    const base = {
      'hierarchy.lvl0': escapeHtml(s.hierarchy.lvl0),
      'hierarchy.lvl1': escapeHtml(s.hierarchy.lvl1),
      'hierarchy.lvl2': escapeOrNull(s.hierarchy.lvl2),
      'hierarchy.lvl3': escapeOrNull(s.hierarchy.lvl3),
      'hierarchy.lvl4': null,
      'hierarchy.lvl5': null,
      'hierarchy.lvl6': null,
      url,
      url_without_anchor: pageUrl,
      anchor: s.anchor || null,
      version: [s.version],
      language: s.language,
      docusaurus_tag: s.docusaurusTag,
      tags: s.tags,
    };
    const key = `${s.docusaurusTag}:${s.url}#${s.anchor}`;
    records.push({...base, id: `${key}:h`, content: null, type, item_priority: PRIORITY[type]});
    if (s.content)
      records.push({...base, id: `${key}:c`, content: escapeHtml(s.content), type: 'content', item_priority: PRIORITY.content});
  }
  return records;
}

const text = {type: 'string', optional: true, facet: true, locale: 'de', stem: true} as const;

/** Collection schema: German locale and stemming on every text field. */
export function collectionSchema(name: string) {
  return {
    name,
    default_sorting_field: 'item_priority',
    token_separators: ['-', '_', '/', '.'],
    fields: [
      {name: 'anchor', type: 'string', optional: true},
      {name: 'content', type: 'string', optional: true, locale: 'de', stem: true},
      {name: 'url', type: 'string', facet: true},
      {name: 'url_without_anchor', type: 'string', facet: true, optional: true},
      {name: 'version', type: 'string[]', facet: true, optional: true},
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => ({name: `hierarchy.lvl${i}`, ...text})),
      {name: 'type', type: 'string', facet: true},
      {name: 'tags', type: 'string[]', facet: true, optional: true},
      {name: 'language', type: 'string', facet: true, optional: true},
      {name: 'docusaurus_tag', type: 'string', facet: true, optional: true},
      {name: 'item_priority', type: 'int64'},
    ],
  };
}
