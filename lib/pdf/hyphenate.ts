// German hyphenation for the PDF manuals: Chromium without network has no hyphenation dictionary
// (Chrome fetches them through the component updater), so `hyphens: auto` would do nothing. The
// `hyphen` package (TeX patterns, reformed German spelling) puts soft hyphens into the prose; the
// browser breaks there only where a line needs it.
import {hyphenateSync} from 'hyphen/de';
import type {CheerioAPI} from 'cheerio';

/** Not prose: code, headings, the cover and table of contents, diagrams. */
const SKIP = 'pre, code, kbd, samp, script, style, svg, h1, h2, h3, h4, h5, h6, .cover, .toc, [class*="mermaid"]';

/** Tokens that are names rather than words: URLs, paths, file names, identifiers, versions. */
const NOT_A_WORD = /[/\\@_:=<>{}[\]|#$%&*+~]|\.\p{L}|\d|\p{Ll}\p{Lu}/u;

/** Soft hyphens in every prose word of a single text, leaving names and whitespace untouched. */
export function hyphenateText(text: string): string {
  return text
    .split(/(\s+)/)
    .map((token) => (/^\s*$/.test(token) || NOT_A_WORD.test(token) ? token : hyphenateSync(token, {minWordLength: 7})))
    .join('');
}

/** Hyphenates the prose text nodes below `root` in place. */
export function hyphenateDocument($: CheerioAPI, root: string): void {
  $(root)
    .find('*')
    .addBack()
    .contents()
    .each((_, node) => {
      if (node.type !== 'text' || $(node).closest(SKIP).length > 0) return;
      node.data = hyphenateText(node.data);
    });
}
