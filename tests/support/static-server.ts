// A static file server for tests that serves a build like the production nginx (deploy/nginx):
// files as they are, folders through index.html, no redirects, the site's 404.html with status
// 404, optionally below a path prefix. Built on sirv; also a command line for Playwright:
//   tsx tests/support/static-server.ts --dir build --port 4173 [--prefix /hilfe/]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import sirv from 'sirv';

export function createStaticServer(dir: string, prefix = '/'): http.Server {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, '404.html'))) throw new Error(`static-server: ${root} enthält keinen Build (404.html fehlt).`);
  const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
  const files = sirv(root, {dev: false, etag: true, extensions: ['html'], dotfiles: false});
  const notFound = (res: http.ServerResponse) => {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    fs.createReadStream(path.join(root, '404.html')).pipe(res);
  };
  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(base) && `${url.split('?')[0]}/` !== base) return notFound(res);
    req.url = `/${url.slice(base.length)}`;
    files(req, res, () => notFound(res));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '4173'}, prefix: {type: 'string', default: '/'}},
  });
  createStaticServer(values.dir!, values.prefix).listen(Number(values.port), '127.0.0.1', () => {
    console.log(`static-server: ${path.resolve(values.dir!)} unter http://127.0.0.1:${values.port}${values.prefix}`);
  });
}
