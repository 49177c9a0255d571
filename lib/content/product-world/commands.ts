// Rule befehle: ribbon command ids (Karte.Themen, Strom.KabelErfassen …) in inline code and code
// blocks are catalogued in redaktion/befehle.yaml, and command tables („| `Id` | **Beschriftung** |“
// or „| **Beschriftung** | `Id` |“) name the catalogued label. Report expressions like
// [Projekt.Abteilung] and variables $(…) are not command ids.
import type {Problem} from '../rules.ts';
import {closest, inlineCode, scanLines} from './markdown.ts';
import {asMap, parseYamlMap} from './yaml-files.ts';

export const COMMANDS_FILE = 'redaktion/befehle.yaml';
const RULE = 'befehle';

export interface CommandCatalogue {
  /** command id → fixed label, or null for freely labelled commands */
  labels: Map<string, string | null>;
  /** id prefixes (command groups) that the rule looks for */
  groups: Set<string>;
}

export function parseCommands(text: string, file = COMMANDS_FILE): CommandCatalogue {
  const entries = asMap(parseYamlMap(text, file).befehle, file, 'befehle');
  const labels = new Map<string, string | null>();
  for (const [id, label] of Object.entries(entries)) {
    if (!/^[A-Z][A-Za-z]+\.[A-Z][A-Za-z0-9]*$/.test(id)) throw new Error(`${file}: Befehls-ID „${id}“ hat nicht die Form Gruppe.Befehl`);
    if (label !== null && typeof label !== 'string') throw new Error(`${file}: Beschriftung von „${id}“ muss Text oder null sein`);
    labels.set(id, label);
  }
  return {labels, groups: new Set([...labels.keys()].map((id) => id.split('.')[0]))};
}

function idPattern(groups: Set<string>): RegExp {
  // not after „[“ (report expression), „$(“ (variable), a letter or a dot (longer dotted names)
  return new RegExp(`(?<![\\[\\w.(])(?:${[...groups].join('|')})\\.[A-Z][A-Za-z0-9]*\\b`, 'g');
}

function nearest(id: string, catalogue: CommandCatalogue): string {
  const best = closest(catalogue.labels.keys(), id);
  return best && best.distance <= 4 ? `; meinten Sie „${best.text}“?` : '';
}

const TABLE_ID_FIRST = /^\|\s*`([A-Z][A-Za-z]+\.[A-Z][A-Za-z0-9]*)`\s*\|\s*\*\*([^*]+)\*\*/;
const TABLE_LABEL_FIRST = /^\|\s*\*\*([^*]+)\*\*\s*\|\s*`([A-Z][A-Za-z]+\.[A-Z][A-Za-z0-9]*)`\s*\|/;

export function checkCommands(file: string, source: string, catalogue: CommandCatalogue): Problem[] {
  const pattern = idPattern(catalogue.groups);
  const problems: Problem[] = [];
  for (const line of scanLines(source)) {
    if (line.kind === 'front' || line.kind === 'fence') continue;
    const spans = line.kind === 'code' ? [line.text] : inlineCode(line.text).map((s) => s.code);
    const unknown = new Set(spans.flatMap((s) => [...s.matchAll(pattern)].map((m) => m[0])).filter((id) => !catalogue.labels.has(id)));
    for (const id of unknown) {
      problems.push({
        file,
        line: line.n,
        rule: RULE,
        message: `Unbekannte Befehls-ID „${id}“ – alle Befehls-IDs stehen in ${COMMANDS_FILE}${nearest(id, catalogue)}`,
      });
    }
    if (line.kind !== 'text') continue;
    const idFirst = TABLE_ID_FIRST.exec(line.text);
    const labelFirst = idFirst ? null : TABLE_LABEL_FIRST.exec(line.text);
    const id = idFirst?.[1] ?? labelFirst?.[2];
    const label = (idFirst?.[2] ?? labelFirst?.[1] ?? '').trim();
    if (!id || !catalogue.labels.has(id)) continue;
    const expected = catalogue.labels.get(id);
    if (expected && expected !== label) {
      problems.push({
        file,
        line: line.n,
        rule: RULE,
        message: `Befehl ${id} heißt im Ribbon „${expected}“, nicht „${label}“ (${COMMANDS_FILE}).`,
      });
    }
  }
  return problems;
}
