// Renders the nginx configuration for a build: deploy/nginx/site.conf.template plus
// security-headers.conf whose Content-Security-Policy allows exactly the inline scripts of this
// build (sha256 hashes) and, when configured, the Typesense host in connect-src.
//   [BASE_URL=/hilfe/] npm run nginx:config -- --dir build --out deploy/nginx/generated [--listen 8080] [--docroot /srv/www]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as cheerio from 'cheerio';
import {readBaseUrl, readTypesense} from '../../config/env.ts';
import {nodeOrigin} from '../../config/search.ts';
import {htmlFiles} from '../../lib/build/html-files.ts';

export interface NginxOptions {
  buildDir: string;
  outDir: string;
  baseUrl: string;
  listen: string;
  /** Folder that contains the build at baseUrl (the build itself for /). */
  docroot: string;
  brotli: boolean;
}

/** sha256 sources of every executable inline script in the build. */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    $('script:not([src])').each((_, el) => {
      const type = $(el).attr('type');
      if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) return; // data blocks (JSON-LD)
      const code = $(el).html() ?? '';
      hashes.add(`'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`);
    });
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy(scriptHashes: string[], connect: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

const headers = (csp: string) =>
  [
    `add_header Content-Security-Policy "${csp}" always;`,
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    'add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" always;',
    'add_header X-Frame-Options "SAMEORIGIN" always;',
    '',
  ].join('\n');

export function generate(options: NginxOptions): {siteConf: string; csp: string} {
  const typesense = readTypesense(process.env);
  const typesenseOrigins = typesense
    ? [...new Set([...typesense.nodes, ...(typesense.nearestNode ? [typesense.nearestNode] : [])].map(nodeOrigin))]
    : [];
  const hashes = inlineScriptHashes(options.buildDir);
  const csp = contentSecurityPolicy(hashes, typesenseOrigins);
  fs.mkdirSync(options.outDir, {recursive: true});
  const confDir = path.resolve(options.outDir);
  fs.writeFileSync(path.join(confDir, 'security-headers.conf'), headers(csp));
  // The API reference may call any HTTPS Mobile Server the reader names.
  fs.writeFileSync(
    path.join(confDir, 'security-headers-api-referenz.conf'),
    headers(contentSecurityPolicy(hashes, [...typesenseOrigins, 'https:'])),
  );
  const base = options.baseUrl;
  const template = fs.readFileSync(path.join(process.cwd(), 'deploy', 'nginx', 'site.conf.template'), 'utf8');
  const siteConf = template
    .replace(/__LISTEN__/g, options.listen)
    .replace(/__DOCROOT__/g, path.resolve(options.docroot))
    .replace(/__CONFDIR__/g, confDir)
    .replace(/__BASE_REGEX__/g, base.replace(/[.]/g, '\\.'))
    .replace(/__BASE__/g, base)
    .replace('__BASE_REDIRECT__', base === '/' ? '' : `    location = ${base.slice(0, -1)} {\n        return 301 ${base};\n    }\n`)
    .replace(
      '__BROTLI__',
      options.brotli
        ? '    brotli on;\n    brotli_comp_level 5;\n    brotli_types text/css application/javascript application/json image/svg+xml application/xml text/xml text/plain text/markdown application/yaml;\n'
        : '',
    );
  fs.writeFileSync(path.join(confDir, 'site.conf'), siteConf);
  return {siteConf, csp};
}

export const brotliAvailable = () => fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      out: {type: 'string', default: 'deploy/nginx/generated'},
      listen: {type: 'string', default: '8080'},
      docroot: {type: 'string'},
    },
  });
  const baseUrl = readBaseUrl(process.env);
  const {csp} = generate({
    buildDir: values.dir!,
    outDir: values.out!,
    baseUrl,
    listen: values.listen!,
    docroot: values.docroot ?? values.dir!,
    brotli: brotliAvailable(),
  });
  console.log(`nginx-Konfiguration in ${values.out} geschrieben (BASE_URL ${baseUrl}).\nCSP: ${csp}`);
}
