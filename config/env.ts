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
  /** Base URL of the repository's web editor for "Diese Seite bearbeiten", or null. */
  editUrl: string | null;
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

/**
 * EDIT_URL: the web editor's address of the repository root, e.g.
 * https://git.kartaro.example/doku/kartaro-hilfe/-/edit/main – the source path is appended.
 */
export function readEditUrl(env: Env): string | null {
  const raw = env.EDIT_URL?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError('EDIT_URL', `„${raw}“ ist keine URL (erwartet z. B. https://git.kartaro.example/doku/kartaro-hilfe/-/edit/main)`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ConfigError('EDIT_URL', `„${raw}“ muss mit http:// oder https:// beginnen`);
  }
  if (parsed.search || parsed.hash) {
    throw new ConfigError('EDIT_URL', `„${raw}“ darf weder ? noch # enthalten – an die Adresse wird der Pfad der Quelldatei angehängt`);
  }
  return raw.replace(/\/+$/, '');
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {
    url: readSiteUrl(env),
    baseUrl: readBaseUrl(env),
    noIndex: readBoolean(env, 'NO_INDEX'),
    typesense: readTypesense(env),
    editUrl: readEditUrl(env),
  };
}

export interface TypesenseNode {
  protocol: 'http' | 'https';
  host: string;
  port: number;
  /** Path prefix, e.g. /typesense behind a reverse proxy; '' for none. */
  path: string;
}

export interface TypesenseEnv {
  /** One node, or the 3 or 5 nodes of a high-availability cluster. */
  nodes: TypesenseNode[];
  /** Optional load-balanced address tried first (Typesense's nearestNode). */
  nearestNode: TypesenseNode | null;
  collection: string;
  searchApiKey: string;
}

const value = (env: Env, name: string) => env[name]?.trim() || undefined;
const HOSTNAME = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const CLUSTER_SIZES = [3, 5];

function readPort(raw: string, variable: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new ConfigError(variable, `„${raw}“ ist kein Port (1–65535)`);
  return port;
}

function readPath(env: Env): string {
  const path = value(env, 'TYPESENSE_PATH') ?? '';
  if (path && !/^(\/[A-Za-z0-9._~-]+)+$/.test(path)) {
    throw new ConfigError('TYPESENSE_PATH', `„${path}“ muss mit / beginnen und darf nicht mit / enden (z. B. /typesense)`);
  }
  return path;
}

/** A node written as protocol://host:port (TYPESENSE_NODES, TYPESENSE_NEAREST_NODE). */
export function parseNode(raw: string, variable: string, path: string): TypesenseNode {
  const m = /^(https?):\/\/([^/:]+):(\d+)$/.exec(raw.trim());
  if (!m || !HOSTNAME.test(m[2]!)) {
    throw new ConfigError(
      variable,
      `„${raw.trim()}“ ist kein Knoten der Form protocol://host:port (z. B. https://suche1.kartaro.example:443)`,
    );
  }
  return {protocol: m[1] as 'http' | 'https', host: m[2]!, port: readPort(m[3]!, variable), path};
}

function readNodes(env: Env, path: string): TypesenseNode[] {
  const nodesRaw = value(env, 'TYPESENSE_NODES');
  const host = value(env, 'TYPESENSE_HOST');
  if (nodesRaw) {
    const single = ['TYPESENSE_HOST', 'TYPESENSE_PORT', 'TYPESENSE_PROTOCOL'].find((name) => value(env, name));
    if (single)
      throw new ConfigError(
        single,
        'ist gesetzt, aber TYPESENSE_NODES auch – entweder einen Host (TYPESENSE_HOST …) oder einen Cluster (TYPESENSE_NODES)',
      );
    const nodes = nodesRaw
      .split(',')
      .filter((n) => n.trim())
      .map((n) => parseNode(n, 'TYPESENSE_NODES', path));
    if (!CLUSTER_SIZES.includes(nodes.length)) {
      throw new ConfigError(
        'TYPESENSE_NODES',
        `${nodes.length} Knoten – ein Typesense-Cluster hat 3 oder 5 Knoten (für einen einzelnen Server TYPESENSE_HOST setzen)`,
      );
    }
    const keys = new Set(nodes.map((n) => `${n.host}:${n.port}`));
    if (keys.size !== nodes.length) throw new ConfigError('TYPESENSE_NODES', 'enthält einen Knoten doppelt');
    return nodes;
  }
  if (!host) throw new ConfigError('TYPESENSE_HOST', 'fehlt (oder TYPESENSE_NODES für einen Cluster)');
  if (!HOSTNAME.test(host))
    throw new ConfigError('TYPESENSE_HOST', `„${host}“ ist kein Hostname (ohne Schema und Pfad, z. B. suche.kartaro.example)`);
  const protocol = value(env, 'TYPESENSE_PROTOCOL') ?? 'https';
  if (protocol !== 'https' && protocol !== 'http')
    throw new ConfigError('TYPESENSE_PROTOCOL', `„${protocol}“ – erlaubt sind https und http`);
  return [{protocol, host, port: readPort(value(env, 'TYPESENSE_PORT') ?? '443', 'TYPESENSE_PORT'), path}];
}

/** Where the Typesense server or cluster is, for the site and the command-line tools. */
export function readTypesenseServer(env: Env): {nodes: TypesenseNode[]; nearestNode: TypesenseNode | null; collection: string} {
  const path = readPath(env);
  const nodes = readNodes(env, path);
  const nearestRaw = value(env, 'TYPESENSE_NEAREST_NODE');
  const nearestNode = nearestRaw ? parseNode(nearestRaw, 'TYPESENSE_NEAREST_NODE', path) : null;
  const collection = value(env, 'TYPESENSE_COLLECTION') ?? 'kartaro-hilfe';
  if (!/^[A-Za-z0-9_-]+$/.test(collection))
    throw new ConfigError('TYPESENSE_COLLECTION', `„${collection}“ – erlaubt sind Buchstaben, Ziffern, - und _`);
  return {nodes, nearestNode, collection};
}

const TYPESENSE_VARIABLES = [
  'TYPESENSE_HOST',
  'TYPESENSE_NODES',
  'TYPESENSE_NEAREST_NODE',
  'TYPESENSE_PORT',
  'TYPESENSE_PROTOCOL',
  'TYPESENSE_PATH',
  'TYPESENSE_COLLECTION',
];

/** Typesense search is on when a server (TYPESENSE_HOST or TYPESENSE_NODES) and TYPESENSE_SEARCH_API_KEY are set; null otherwise. */
export function readTypesense(env: Env): TypesenseEnv | null {
  const searchApiKey = value(env, 'TYPESENSE_SEARCH_API_KEY');
  const server = value(env, 'TYPESENSE_HOST') ?? value(env, 'TYPESENSE_NODES');
  if (!server && !searchApiKey) {
    const stray = TYPESENSE_VARIABLES.find((name) => value(env, name));
    if (stray) throw new ConfigError(stray, 'ist gesetzt, aber TYPESENSE_HOST (oder TYPESENSE_NODES) und TYPESENSE_SEARCH_API_KEY fehlen');
    return null;
  }
  if (!searchApiKey) throw new ConfigError('TYPESENSE_SEARCH_API_KEY', 'fehlt, obwohl ein Typesense-Server gesetzt ist');
  if (!/^[A-Za-z0-9_-]+$/.test(searchApiKey)) throw new ConfigError('TYPESENSE_SEARCH_API_KEY', 'enthält unerlaubte Zeichen');
  return {...readTypesenseServer(env), searchApiKey};
}
