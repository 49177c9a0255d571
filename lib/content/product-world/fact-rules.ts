// Rule referenzkunden: the `pruefungen` lists of redaktion/*.yaml (referenzkunden.yaml and any
// other file with the same shape) on every line of every page – front matter excluded, code
// included. `muster` with a group: the group's value must be listed in `erlaubt` (a list, or a
// list of lists such as [*gruppen_a, *gruppen_b]); without a group every match is a finding.
// Lines that also match `ausser` are exempt.
import type {Problem} from '../rules.ts';
import {scanLines} from './markdown.ts';
import {asList, asMap, asRegExp, asString, asStringList, isMap, parseYamlText} from './yaml-files.ts';

export interface Check {
  id: string;
  file: string;
  rule: string;
  pattern: RegExp;
  /** the pattern in multiline mode, to skip pages it cannot match */
  wholeText: RegExp;
  hasGroup: boolean;
  allowed: Set<string>;
  except?: RegExp;
  message: string;
}

/** The checks of one YAML file; [] if it has no top-level `pruefungen`. */
export function parseFactRules(text: string, file: string): Check[] {
  const doc = parseYamlText(text, file);
  if (!isMap(doc) || doc.pruefungen === undefined) return [];
  const rule = file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  return asList(doc.pruefungen, file, 'pruefungen').map((raw, i) => {
    const key = `pruefungen[${i}]`;
    const entry = asMap(raw, file, key);
    const id = asString(entry.id, file, `${key}.id`);
    const pattern = asRegExp(asString(entry.muster, file, `${key}.muster`), 'gu', file, `${key}.muster`);
    const hasGroup = new RegExp(`${pattern.source}|`, 'u').exec('')!.length > 1;
    if (hasGroup && entry.erlaubt === undefined)
      throw new Error(`${file}: Schlüssel „${key}.erlaubt“ fehlt (muster ${id} hat eine Gruppe)`);
    return {
      id,
      file,
      rule,
      pattern,
      wholeText: new RegExp(pattern.source, 'mu'),
      hasGroup,
      // `erlaubt` may combine lists referenced with YAML aliases: [*a, *b]
      allowed: new Set(hasGroup ? asStringList(asList(entry.erlaubt, file, `${key}.erlaubt`).flat(), file, `${key}.erlaubt`) : []),
      except: entry.ausser === undefined ? undefined : asRegExp(asString(entry.ausser, file, `${key}.ausser`), 'u', file, `${key}.ausser`),
      message: asString(entry.meldung, file, `${key}.meldung`),
    };
  });
}

/** Fails with a clear message when two `pruefungen` entries (in one or several files) share an id. */
export function assertUniqueRuleIds(checks: Check[]): void {
  const seen = new Map<string, string>();
  for (const c of checks) {
    const first = seen.get(c.id);
    if (first !== undefined)
      throw new Error(`Prüfung „${c.id}“ ist doppelt definiert (${first} und ${c.file}) – jede id in pruefungen nur einmal vergeben`);
    seen.set(c.id, c.file);
  }
}

export function checkFactRules(file: string, source: string, checks: Check[]): Problem[] {
  const problems: Problem[] = [];
  // a pattern that matches a line also matches the whole text in multiline mode: skip the rest
  const candidates = checks.filter((c) => c.wholeText.test(source));
  if (!candidates.length) return problems;
  for (const line of scanLines(source)) {
    if (line.kind === 'front') continue;
    for (const c of candidates) {
      const matches = [...line.text.matchAll(c.pattern)];
      if (!matches.length || c.except?.test(line.text)) continue;
      const wrong = c.hasGroup ? matches.map((m) => m[1]).filter((v) => v !== undefined && !c.allowed.has(v)) : matches.map((m) => m[0]);
      if (!wrong.length) continue;
      const shown = wrong[0].length > 60 ? `…${wrong[0].slice(-50).trimStart()}` : wrong[0];
      const found = c.hasGroup
        ? `gefunden: ${[...new Set(wrong)].join(', ')}, erlaubt: ${[...c.allowed].join(', ')}`
        : `gefunden: „${shown}“`;
      problems.push({file, line: line.n, rule: c.rule, message: `${c.message} (${found}; Prüfung ${c.id} in ${c.file})`});
    }
  }
  return problems;
}
