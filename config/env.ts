// Build-time settings from environment variables. Every malformed value stops the build with a
// message that names the variable, so a typo in CI never ships a half-configured site.

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Ungültige Umgebungsvariable ${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export interface SiteEnv {
  url: string;
  baseUrl: string;
  noIndex: boolean;
  typesense: TypesenseEnv | null;
}

export const DEFAULT_SITE_URL = 'https://hilfe.kartaro.example';

export function readSiteUrl(env: Env): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError('SITE_URL', `„${raw}“ ist keine URL (erwartet z. B. https://hilfe.kartaro.example)`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ConfigError('SITE_URL', `„${raw}“ muss mit http:// oder https:// beginnen`);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new ConfigError('SITE_URL', `„${raw}“ darf keinen Pfad enthalten – den Pfad setzt BASE_URL`);
  }
  return parsed.origin;
}

export function readBaseUrl(env: Env): string {
  const raw = env.BASE_URL?.trim() || '/';
  if (!/^\/([A-Za-z0-9._~-]+\/)*$/.test(raw)) {
    throw new ConfigError('BASE_URL', `„${raw}“ muss mit / beginnen und enden und darf nur URL-sichere Zeichen enthalten (z. B. /hilfe/)`);
  }
  return raw;
}

export function readBoolean(env: Env, variable: string): boolean {
  const raw = env[variable]?.trim();
  if (raw === undefined || raw === '') return false;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(variable, `„${raw}“ ist kein Wahrheitswert (erlaubt: true, false, 1, 0)`);
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {url: readSiteUrl(env), baseUrl: readBaseUrl(env), noIndex: readBoolean(env, 'NO_INDEX'), typesense: readTypesense(env)};
}

export interface TypesenseEnv {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  path: string;
  collection: string;
  searchApiKey: string;
}

const TYPESENSE_OPTIONAL = ['TYPESENSE_PORT', 'TYPESENSE_PROTOCOL', 'TYPESENSE_PATH', 'TYPESENSE_COLLECTION'] as const;

/** Typesense search is on when TYPESENSE_HOST and TYPESENSE_SEARCH_API_KEY are set; null otherwise. */
export function readTypesense(env: Env): TypesenseEnv | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const host = value('TYPESENSE_HOST');
  const searchApiKey = value('TYPESENSE_SEARCH_API_KEY');
  if (!host && !searchApiKey) {
    const stray = TYPESENSE_OPTIONAL.find((name) => value(name));
    if (stray) throw new ConfigError(stray, 'ist gesetzt, aber TYPESENSE_HOST und TYPESENSE_SEARCH_API_KEY fehlen');
    return null;
  }
  if (!host) throw new ConfigError('TYPESENSE_HOST', 'fehlt, obwohl TYPESENSE_SEARCH_API_KEY gesetzt ist');
  if (!searchApiKey) throw new ConfigError('TYPESENSE_SEARCH_API_KEY', 'fehlt, obwohl TYPESENSE_HOST gesetzt ist');
  if (!/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(host)) {
    throw new ConfigError('TYPESENSE_HOST', `„${host}“ ist kein Hostname (ohne Schema und Pfad, z. B. suche.kartaro.example)`);
  }
  if (!/^[A-Za-z0-9_-]+$/.test(searchApiKey)) throw new ConfigError('TYPESENSE_SEARCH_API_KEY', 'enthält unerlaubte Zeichen');
  const portRaw = value('TYPESENSE_PORT') ?? '443';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port < 1 || port > 65535) throw new ConfigError('TYPESENSE_PORT', `„${portRaw}“ ist kein Port (1–65535)`);
  const protocol = value('TYPESENSE_PROTOCOL') ?? 'https';
  if (protocol !== 'https' && protocol !== 'http') throw new ConfigError('TYPESENSE_PROTOCOL', `„${protocol}“ – erlaubt sind https und http`);
  const path = value('TYPESENSE_PATH') ?? '';
  if (path && !/^(\/[A-Za-z0-9._~-]+)+$/.test(path)) {
    throw new ConfigError('TYPESENSE_PATH', `„${path}“ muss mit / beginnen und darf nicht mit / enden (z. B. /typesense)`);
  }
  const collection = value('TYPESENSE_COLLECTION') ?? 'kartaro-hilfe';
  if (!/^[A-Za-z0-9_-]+$/.test(collection)) throw new ConfigError('TYPESENSE_COLLECTION', `„${collection}“ – erlaubt sind Buchstaben, Ziffern, - und _`);
  return {host, port, protocol, path, collection, searchApiKey};
}
