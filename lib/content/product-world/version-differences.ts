// Rule versionsunterschiede: a page that exists in both versions is byte-identical in both unless
// redaktion/versionsunterschiede.yaml lists it; every listed page exists in both and differs.
import type {Problem} from '../rules.ts';
import {asList, asMap, asString, lineOf, parseYamlMap} from './yaml-files.ts';
import {escapeRegExp} from './markdown.ts';

export const VERSION_DIFFERENCES_FILE = 'redaktion/versionsunterschiede.yaml';
const RULE = 'versionsunterschiede';
const PREVIEW_TODO = /^Preview ändern:\s*/;

export interface Difference {
  id: string;
  reason: string;
  /** line of the entry in the YAML file */
  line: number;
}

export function parseVersionDifferences(text: string, file = VERSION_DIFFERENCES_FILE): Difference[] {
  const doc = parseYamlMap(text, file);
  return asList(doc.seiten, file, 'seiten').map((raw, i) => {
    const entry = asMap(raw, file, `seiten[${i}]`);
    const id = asString(entry.id, file, `seiten[${i}].id`);
    return {
      id,
      reason: asString(entry.grund, file, `seiten[${i}].grund`),
      line: lineOf(text, new RegExp(`id:\\s*${escapeRegExp(id)}\\s*$`)),
    };
  });
}

export interface VersionPage {
  file: string;
  source: string;
}

/** `preview` and `old`: pages by id of the two versions. */
export function checkVersionDifferences(
  preview: Map<string, VersionPage>,
  old: Map<string, VersionPage>,
  differences: Difference[],
): Problem[] {
  const problems: Problem[] = [];
  const listed = new Map(differences.map((d) => [d.id, d]));
  for (const [id, next] of preview) {
    const prev = old.get(id);
    if (!prev) continue;
    const identical = next.source === prev.source;
    const entry = listed.get(id);
    if (!entry && !identical) {
      problems.push({
        file: next.file,
        line: firstDifference(next.source, prev.source),
        rule: RULE,
        message: `Die Seite unterscheidet sich von ${prev.file} (erste Abweichung in dieser Zeile), steht aber nicht in ${VERSION_DIFFERENCES_FILE} – beide Fassungen angleichen oder die Seite dort mit Grund eintragen.`,
      });
    } else if (entry && identical) {
      const todo = PREVIEW_TODO.test(entry.reason);
      problems.push({
        file: next.file,
        line: 1,
        rule: RULE,
        message: todo
          ? `Die Preview-Fassung ist noch gleich ${prev.file}; laut ${VERSION_DIFFERENCES_FILE} hier für 25.2 ändern (mit :::info[Neu in 25.2]): ${entry.reason.replace(PREVIEW_TODO, '')}`
          : `Die Seite steht in ${VERSION_DIFFERENCES_FILE} („${entry.reason}“), ist aber in beiden Fassungen gleich – die Preview um den 25.2-Stand ergänzen oder den Eintrag entfernen.`,
      });
    }
  }
  for (const d of differences) {
    const missing = [!preview.has(d.id) && 'Preview (docs/)', !old.has(d.id) && '25.1 und älter (versioned_docs/)'].filter(Boolean);
    if (missing.length) {
      problems.push({
        file: VERSION_DIFFERENCES_FILE,
        line: d.line,
        rule: RULE,
        message: `Seite „${d.id}“ fehlt in ${missing.join(' und ')} – hier stehen nur Seiten, die es in beiden Fassungen gibt; id korrigieren oder Eintrag entfernen.`,
      });
    }
  }
  return problems;
}

function firstDifference(a: string, b: string): number {
  const la = a.split('\n');
  const lb = b.split('\n');
  let i = 0;
  while (i < la.length && i < lb.length && la[i] === lb[i]) i++;
  return i + 1;
}
