// llms.txt (https://llmstxt.org) and llms-full.txt of one docs version: the index groups the
// pages by the version's sidebars in sidebar order, one line per page with a link to its
// Markdown twin; the full file holds every twin of the version in the same order.

export interface TwinPage {
  id: string;
  title: string;
  description: string;
  /** The page's path on the site, with the base URL. */
  permalink: string;
  /** Absolute address of the HTML page and of its Markdown twin. */
  pageUrl: string;
  twinUrl: string;
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: TwinPage[];
}

export interface LlmsVersion {
  /** Version label as readers see it, e.g. "25.1 und älter". */
  label: string;
  summary: string;
  details: string;
  sections: LlmsSection[];
  /** Links to the other versions' llms.txt, shown under "Optional". */
  related: Array<{title: string; url: string; description: string}>;
}

/** Escapes what would end a Markdown link text. */
const linkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');

export function llmsIndex(version: LlmsVersion, siteTitle: string): string {
  const lines = [`# ${siteTitle} – ${version.label}`, '', `> ${version.summary}`, '', version.details, ''];
  for (const section of version.sections) {
    if (section.pages.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(`- [${linkText(page.title)}](${page.twinUrl})${page.description ? `: ${page.description}` : ''}`);
    }
    lines.push('');
  }
  if (version.related.length) {
    lines.push('## Optional', '');
    for (const r of version.related) lines.push(`- [${linkText(r.title)}](${r.url}): ${r.description}`);
    lines.push('');
  }
  return lines.join('\n');
}

export function llmsFull(version: LlmsVersion, siteTitle: string): string {
  const parts = [`# ${siteTitle} – ${version.label}: alle Seiten`, '', `> ${version.summary}`, ''];
  for (const section of version.sections) {
    for (const page of section.pages) {
      parts.push('---', '', `Quelle: ${page.pageUrl}`, '', page.markdown.trimEnd(), '');
    }
  }
  return parts.join('\n');
}
