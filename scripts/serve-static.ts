// A plain static file server for the e2e tests, behaving like the production nginx
// (deploy/nginx): files as they are, folders through index.html, no redirects, and the site's
// 404.html with status 404. `--prefix /falsch/` mounts the folder under a sub-path.
//   tsx scripts/serve-static.ts --dir build --port 4173 [--prefix /hilfe/]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '4173'}, prefix: {type: 'string', default: '/'}},
});
const root = path.resolve(values.dir!);
const prefix = values.prefix!.endsWith('/') ? values.prefix! : `${values.prefix}/`;
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve-static: ${root} enthält keinen Build (index.html fehlt). Zuerst bauen.`);
  process.exit(1);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'application/yaml',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function resolveFile(urlPath: string): string | undefined {
  if (!urlPath.startsWith(prefix) && `${urlPath}/` !== prefix) return undefined;
  const rel = decodeURIComponent(urlPath.slice(prefix.length - 1));
  const full = path.join(root, rel);
  if (!full.startsWith(root)) return undefined;
  for (const candidate of [full, path.join(full, 'index.html'), `${full}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = resolveFile(url.pathname);
    const status = file ? 200 : 404;
    const body = file ?? path.join(root, '404.html');
    res.writeHead(status, {'Content-Type': TYPES[path.extname(body)] ?? 'application/octet-stream'});
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(body).pipe(res);
  })
  .listen(Number(values.port), '127.0.0.1', () => {
    console.log(`serve-static: ${root} unter http://127.0.0.1:${values.port}${prefix}`);
  });
