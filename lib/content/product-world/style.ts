// Rules from the YAML block at the end of redaktion/stil.md: meta-einstieg (a page does not open
// by talking about itself) and abschlussabschnitt (the closing section is always „Siehe auch“).
import type {Problem} from '../rules.ts';
import {scanLines, type SourceLine} from './markdown.ts';
import {asRegExp, asString, asStringList, parseYamlMap} from './yaml-files.ts';

export const STYLE_FILE = 'redaktion/stil.md';

export interface StyleRules {
  metaOpenings: RegExp[];
  closingSection: string;
  closingVariants: string[];
}

export function parseStyle(markdown: string, file = STYLE_FILE): StyleRules {
  const blocks = [...markdown.matchAll(/^```ya?ml\n([\s\S]*?)^```/gm)];
  if (!blocks.length) throw new Error(`${file}: kein \`\`\`yaml-Block mit meta_einstiege gefunden`);
  const doc = parseYamlMap(blocks[blocks.length - 1][1], file);
  return {
    metaOpenings: asStringList(doc.meta_einstiege, file, 'meta_einstiege').map((re, i) => asRegExp(re, 'u', file, `meta_einstiege[${i}]`)),
    closingSection: asString(doc.abschlussabschnitt, file, 'abschlussabschnitt'),
    closingVariants: asStringList(doc.abschlussabschnitt_varianten, file, 'abschlussabschnitt_varianten'),
  };
}

/**
 * The first paragraph of the body: the first block of prose after front matter, MDX imports,
 * blank lines, leading headings and leading admonitions (`:::note … :::`).
 */
export function firstParagraph(lines: SourceLine[]): SourceLine[] {
  const body = lines.filter((l) => l.kind !== 'front');
  let i = 0;
  let admonition = 0;
  for (; i < body.length; i++) {
    const {text, kind} = body[i];
    if (kind !== 'text') break;
    if (/^\s*:::\s*$/.test(text) && admonition > 0) admonition--;
    else if (/^\s*:::\w/.test(text)) admonition++;
    else if (admonition === 0 && !/^\s*$/.test(text) && !/^\s*(?:import|export)\s/.test(text) && !/^#{1,6}\s/.test(text)) break;
  }
  const paragraph: SourceLine[] = [];
  for (; i < body.length && body[i].kind === 'text' && body[i].text.trim() && !/^\s*:::/.test(body[i].text); i++) paragraph.push(body[i]);
  return paragraph;
}

export function checkMetaOpener(file: string, source: string, rules: StyleRules): Problem[] {
  return firstParagraph(scanLines(source)).flatMap((line) => {
    const found = rules.metaOpenings.map((r) => r.exec(line.text)?.[0]).find(Boolean);
    return found
      ? [
          {
            file,
            line: line.n,
            rule: 'meta-einstieg',
            message: `Der erste Absatz spricht über die Seite („${found}“) – mit dem Gegenstand beginnen: was es ist, wozu es dient, wer es braucht (${STYLE_FILE}, Abschnitt 3).`,
          },
        ]
      : [];
  });
}

export function checkClosingSection(file: string, source: string, rules: StyleRules): Problem[] {
  const variants = new Set(rules.closingVariants.map((v) => v.trim().toLowerCase()));
  return scanLines(source)
    .filter(
      (l) =>
        l.kind === 'text' &&
        /^##\s/.test(l.text) &&
        variants.has(
          l.text
            .replace(/^##\s+/, '')
            .trim()
            .toLowerCase(),
        ),
    )
    .map((l) => ({
      file,
      line: l.n,
      rule: 'abschlussabschnitt',
      message: `Abschnitt „${l.text.replace(/^##\s+/, '').trim()}“ heißt „${rules.closingSection}“ (${STYLE_FILE}, Abschnitt 4).`,
    }));
}
