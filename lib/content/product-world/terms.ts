// Rule begriffe: words listed under nicht_verwenden in redaktion/begriffe.yaml must not appear in
// prose (front matter, code, inline code, link targets, HTML/JSX tags and URLs excluded; link texts
// count). Whole words, case as written; a line matching one of the entry's ausnahmen is exempt.
import type {Problem} from '../rules.ts';
import {escapeRegExp, proseOf, scanLines} from './markdown.ts';
import {asList, asMap, asRegExp, asString, asStringList, parseYamlMap} from './yaml-files.ts';

export const TERMS_FILE = 'redaktion/begriffe.yaml';

interface Forbidden {
  word: string;
  /** the word without Markdown escapes, to skip pages that cannot contain it */
  plain: string;
  term: string;
  pattern: RegExp;
  exceptions: RegExp[];
}

export function parseTerms(text: string, file = TERMS_FILE): Forbidden[] {
  const doc = parseYamlMap(text, file);
  return asList(doc.begriffe, file, 'begriffe').flatMap((raw, i) => {
    const entry = asMap(raw, file, `begriffe[${i}]`);
    const term = asString(entry.begriff, file, `begriffe[${i}].begriff`);
    const words = entry.nicht_verwenden === undefined ? [] : asStringList(entry.nicht_verwenden, file, `begriffe[${i}].nicht_verwenden`);
    const exceptions =
      entry.ausnahmen === undefined
        ? []
        : asStringList(entry.ausnahmen, file, `begriffe[${i}].ausnahmen`).map((a, k) =>
            asRegExp(a, 'u', file, `begriffe[${i}].ausnahmen[${k}]`),
          );
    return words.map((word) => ({
      word,
      plain: word.split(/[^\p{L}\p{N}]/u).sort((a, b) => b.length - a.length)[0],
      term,
      exceptions,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`, 'u'),
    }));
  });
}

export function checkTerms(file: string, source: string, forbidden: Forbidden[]): Problem[] {
  const problems: Problem[] = [];
  const candidates = forbidden.filter((f) => source.includes(f.plain));
  if (!candidates.length) return problems;
  for (const line of scanLines(source)) {
    if (line.kind !== 'text') continue;
    const prose = proseOf(line.text);
    for (const f of candidates) {
      if (!f.pattern.test(prose) || f.exceptions.some((re) => re.test(line.text))) continue;
      problems.push({
        file,
        line: line.n,
        rule: 'begriffe',
        message: `„${f.word}“ – im Fließtext heißt es „${f.term}“ (${TERMS_FILE}); Oberflächenbeschriftungen wörtlich und fett zitieren.`,
      });
    }
  }
  return problems;
}
