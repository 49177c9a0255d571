// Rules from redaktion/produktfakten.yaml that need more than a pattern:
// - konfigurationsdateien: a yaml code block recognised as a known configuration file (e.g.
//   tileserver.yml) uses only the documented keys (dotted paths);
// - bedingung-spalten: `[SPALTE]` in condition expressions (inline code and text blocks) names a
//   column of redaktion/datenmodell.yaml or one of `bedingung_sondernamen`.
import {parse as parseYaml} from 'yaml';
import type {Problem} from '../rules.ts';
import type {DataModel} from './data-model.ts';
import {closest, codeBlocks, inlineCode, scanLines} from './markdown.ts';
import {asList, asMap, asRegExp, asString, asStringList, isMap, parseYamlMap} from './yaml-files.ts';

export const PRODUCT_FACTS_FILE = 'redaktion/produktfakten.yaml';

export interface ConfigFile {
  name: string;
  detect: RegExp;
  keys: Set<string>;
}

export interface ProductFacts {
  configFiles: ConfigFile[];
  conditionNames: Set<string>;
}

export function parseProductFacts(text: string, file = PRODUCT_FACTS_FILE): ProductFacts {
  const doc = parseYamlMap(text, file);
  const configFiles = asList(doc.konfigurationsdateien, file, 'konfigurationsdateien').map((raw, i) => {
    const key = `konfigurationsdateien[${i}]`;
    const entry = asMap(raw, file, key);
    return {
      name: asString(entry.datei, file, `${key}.datei`),
      detect: asRegExp(asString(entry.erkennung, file, `${key}.erkennung`), 'mu', file, `${key}.erkennung`),
      keys: new Set(asStringList(entry.schluessel, file, `${key}.schluessel`)),
    };
  });
  const conditionNames = new Set(asStringList(doc.bedingung_sondernamen ?? [], file, 'bedingung_sondernamen'));
  return {configFiles, conditionNames};
}

/** Dotted key paths of a parsed YAML value (list items add no segment). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => keyPaths(v, prefix));
  if (!isMap(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const p = prefix ? `${prefix}.${k}` : k;
    return [p, ...keyPaths(v, p)];
  });
}

export function checkConfigFiles(file: string, source: string, facts: ProductFacts): Problem[] {
  const problems: Problem[] = [];
  for (const block of codeBlocks(scanLines(source))) {
    if (block.lang !== 'yaml' && block.lang !== 'yml') continue;
    const text = block.lines.join('\n');
    for (const config of facts.configFiles) {
      if (!config.detect.test(text)) continue;
      let doc: unknown;
      try {
        doc = parseYaml(text);
      } catch {
        continue; // fragments that are not valid YAML are left to the reader
      }
      // parents of allowed keys are allowed too (server: before server.port)
      const allowed = new Set([...config.keys].flatMap((k) => k.split('.').map((_, i, a) => a.slice(0, i + 1).join('.'))));
      for (const key of keyPaths(doc)) {
        if (allowed.has(key)) continue;
        const leaf = key.split('.').pop()!;
        const line =
          block.firstLine +
          Math.max(
            0,
            block.lines.findIndex((l) => new RegExp(`^\\s*-?\\s*${leaf}\\s*:`).test(l)),
          );
        const near = closest(config.keys, key)?.text;
        problems.push({
          file,
          line,
          rule: 'konfigurationsdateien',
          message: `Schlüssel „${key}“ gibt es in ${config.name} nicht (${PRODUCT_FACTS_FILE}, konfigurationsdateien${near ? `; meinten Sie „${near}“?` : ''}).`,
        });
      }
    }
  }
  return problems;
}

const CONDITION_COLUMN = /\[([A-Z][A-Z0-9_]+)\](?![(:])/g;

export function checkConditionColumns(file: string, source: string, model: DataModel, facts: ProductFacts): Problem[] {
  const problems: Problem[] = [];
  for (const line of scanLines(source)) {
    const parts =
      line.kind === 'text' ? inlineCode(line.text).map((c) => c.code) : line.kind === 'code' && line.lang === 'text' ? [line.text] : [];
    for (const part of parts) {
      for (const m of part.matchAll(CONDITION_COLUMN)) {
        const name = m[1];
        if (model.allColumns.has(name) || facts.conditionNames.has(name)) continue;
        problems.push({
          file,
          line: line.n,
          rule: 'bedingung-spalten',
          message: `„[${name}]“ ist keine Spalte des Datenmodells (redaktion/datenmodell.yaml) und kein Sondername des Bedingungsparsers (${PRODUCT_FACTS_FILE}, bedingung_sondernamen).`,
        });
      }
    }
  }
  return problems;
}
