// Every doc page as Markdown beside its HTML (/docs/installation/download.md, a folder index
// /docs/next/dokumentation/ as /docs/next/dokumentation.md) and per version an llms.txt and an
// llms-full.txt: /llms.txt for the latest version, /docs/next/llms.txt for the Preview. Reads the
// docs plugin's loaded content through the public allContentLoaded hook; writes after the build.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {toMarkdownTwin} from '../../lib/markdown-twin/convert';
import {llmsFull, llmsIndex, type LlmsSection, type LlmsVersion, type TwinPage} from '../../lib/markdown-twin/llms';
import {SIDEBARS, SITE_TITLE} from '../../config/site';

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

/** The Markdown twin's path for a page's permalink: without trailing slash, plus .md. */
export const twinPath = (permalink: string) => `${permalink.replace(/\/$/, '')}.md`;

/** Doc ids of a sidebar in reading order: a category's own page first, then its items. */
export function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...sidebarDocIds(item.items ?? [])];
    return [];
  });
}

/** Where a version's llms.txt lives: the site root for the latest version, else the version's root. */
export function llmsDir(version: Pick<LoadedVersion, 'isLast' | 'path'>, baseUrl: string): string {
  return version.isLast ? baseUrl : `${version.path.replace(/\/$/, '')}/`;
}

export function buildVersion(
  version: LoadedVersion,
  context: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
): {pages: TwinPage[]; llms: LlmsVersion} {
  const {siteDir, siteConfig} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const sourceFile = (source: string) => path.resolve(siteDir, source.replace(/^@site\//, ''));
  const permalinkOf = new Map(version.docs.map((doc) => [sourceFile(doc.source), doc.permalink]));

  const pages = new Map<string, TwinPage>();
  for (const doc of version.docs) {
    const file = sourceFile(doc.source);
    const pageUrl = origin + doc.permalink;
    const resolveUrl = (url: string): string => {
      if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
      if (url.startsWith('#')) return pageUrl + url;
      if (url.startsWith('/')) return origin + siteConfig.baseUrl.replace(/\/$/, '') + url;
      const [target, hash] = url.split('#');
      if (/\.mdx?$/.test(target)) {
        const permalink = permalinkOf.get(path.resolve(path.dirname(file), decodeURIComponent(target)));
        if (!permalink)
          throw new Error(`Markdown-Zwilling: Der Link „${url}“ in ${path.relative(siteDir, file)} zeigt auf keine Seite dieser Version.`);
        return origin + permalink + (hash ? `#${hash}` : '');
      }
      return new URL(url, pageUrl).href;
    };
    const markdown = toMarkdownTwin(fs.readFileSync(file, 'utf8'), {
      format: file.endsWith('.mdx') ? 'mdx' : 'md',
      title: doc.title,
      description: doc.description,
      resolveUrl,
      pageUrl,
    });
    pages.set(doc.id, {
      id: doc.id,
      title: doc.title,
      description: doc.description,
      permalink: doc.permalink,
      pageUrl,
      twinUrl: origin + twinPath(doc.permalink),
      markdown,
    });
  }

  const placed = new Set<string>();
  const sections: LlmsSection[] = SIDEBARS.map(([sidebar, title]) => {
    const ids = sidebarDocIds((version.sidebars[sidebar] ?? []) as SidebarItem[]).filter((id) => !placed.has(id) && pages.has(id));
    ids.forEach((id) => placed.add(id));
    return {title, pages: ids.map((id) => pages.get(id)!)};
  });
  const rest = [...pages.values()].filter((p) => !placed.has(p.id));
  if (rest.length) sections.push({title: 'Weitere Seiten', pages: rest});

  const llms: LlmsVersion = {
    label: version.label,
    summary: `Deutschsprachige Dokumentation der Kartaro-Produktfamilie (Desktop, Professional, AppBuilder, Mobile, Portal, Server, Tools, Design und Fachschalen), Version „${version.label}“.`,
    details:
      'Jede Seite gibt es auch als Markdown: an die Adresse der Seite (ohne Schrägstrich am Ende) „.md“ anhängen. ' +
      `Alle Seiten dieser Version in einer Datei: ${origin}${llmsDir(version, siteConfig.baseUrl)}llms-full.txt`,
    sections,
    related: [],
  };
  return {pages: [...pages.values()], llms};
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let docs: LoadedContent | undefined;
  return {
    name: 'kartaro-markdown-twins',
    allContentLoaded({allContent}) {
      docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
    },
    async postBuild({outDir}) {
      if (!docs) throw new Error('Markdown-Zwillinge: Die Inhalte des Doku-Plugins fehlen.');
      const {baseUrl} = context.siteConfig;
      const origin = context.siteConfig.url.replace(/\/$/, '');
      const outPath = (urlPath: string) => path.join(outDir, urlPath.slice(baseUrl.length));
      const started = Date.now();
      const built = docs.loadedVersions.map((version) => ({version, ...buildVersion(version, context)}));
      for (const {version, pages, llms} of built) {
        for (const page of pages) {
          const file = outPath(twinPath(page.permalink));
          fs.mkdirSync(path.dirname(file), {recursive: true});
          fs.writeFileSync(file, page.markdown);
        }
        llms.related = built
          .filter((other) => other.version !== version)
          .map((other) => ({
            title: `${SITE_TITLE} – ${other.version.label}`,
            url: `${origin}${llmsDir(other.version, baseUrl)}llms.txt`,
            description: other.version.isLast ? 'die veröffentlichte Version' : 'die noch nicht veröffentlichte Version',
          }));
        const dir = outPath(llmsDir(version, baseUrl));
        fs.mkdirSync(dir, {recursive: true});
        fs.writeFileSync(path.join(dir, 'llms.txt'), llmsIndex(llms, SITE_TITLE));
        fs.writeFileSync(path.join(dir, 'llms-full.txt'), llmsFull(llms, SITE_TITLE));
      }
      const count = built.reduce((sum, v) => sum + v.pages.length, 0);
      console.log(
        `[Markdown-Zwillinge] ${count} Seiten, llms.txt und llms-full.txt für ${built.length} Versionen in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
