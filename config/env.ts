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
  return {url: readSiteUrl(env), baseUrl: readBaseUrl(env), noIndex: readBoolean(env, 'NO_INDEX')};
}
