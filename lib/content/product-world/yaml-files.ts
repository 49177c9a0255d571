// Reading the editorial fact files under redaktion/: YAML parsing and key validation with
// German errors that name the file and the key.
import {parse as parseYaml} from 'yaml';

export type YamlMap = Record<string, unknown>;

export function parseYamlText(text: string, file: string): unknown {
  try {
    return parseYaml(text, {maxAliasCount: -1});
  } catch (e) {
    throw new Error(`${file} ist kein gültiges YAML: ${(e as Error).message.split('\n')[0]}`);
  }
}

export function isMap(value: unknown): value is YamlMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asMap(value: unknown, file: string, key: string): YamlMap {
  if (!isMap(value)) throw new Error(`${file}: Schlüssel „${key}“ fehlt oder ist keine Zuordnung (key: value)`);
  return value;
}

export function asList(value: unknown, file: string, key: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${file}: Schlüssel „${key}“ fehlt oder ist keine Liste`);
  return value;
}

export function asString(value: unknown, file: string, key: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${file}: Schlüssel „${key}“ fehlt oder ist kein Text`);
  return value;
}

export function asStringList(value: unknown, file: string, key: string): string[] {
  return asList(value, file, key).map((v, i) => asString(v, file, `${key}[${i}]`));
}

export function asRegExp(source: string, flags: string, file: string, key: string): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (e) {
    throw new Error(`${file}: „${key}“ ist kein gültiger regulärer Ausdruck: ${(e as Error).message}`);
  }
}

/** Top-level YAML map of a file. */
export function parseYamlMap(text: string, file: string): YamlMap {
  const doc = parseYamlText(text, file);
  if (!isMap(doc)) throw new Error(`${file} enthält keine YAML-Zuordnung auf oberster Ebene`);
  return doc;
}

/** 1-based line of the first line matching `re` in a text, or 1. */
export function lineOf(text: string, re: RegExp): number {
  const i = text.split('\n').findIndex((l) => re.test(l));
  return i < 0 ? 1 : i + 1;
}
