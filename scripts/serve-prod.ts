// `npm run serve:prod [-- --dir build --port 8080]`: serves a build with the production nginx
// configuration (deploy/nginx) on a local port, in the foreground. Honours BASE_URL like the build.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readBaseUrl} from '../config/env.ts';
import {brotliAvailable, generate} from './nginx/generate.ts';
import {NGINX_BINARY as nginx} from '../lib/system.ts';

const {values} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '8080'}, base: {type: 'string'}},
});
if (!nginx) {
  console.error('serve:prod: nginx fehlt. Installieren Sie es mit „apt-get install nginx-light libnginx-mod-http-brotli-filter“.');
  process.exit(1);
}
const buildDir = path.resolve(values.dir!);
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`serve:prod: ${buildDir} enthält keinen Build – zuerst „npm run build“.`);
  process.exit(1);
}
const baseUrl = values.base ?? readBaseUrl(process.env);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kartaro-nginx-'));
// nginx workers run unprivileged (when started as root) and must read the docroot below.
fs.chmodSync(work, 0o755);
// nginx's root must contain the build at the base URL's path.
let docroot = buildDir;
if (baseUrl !== '/') {
  docroot = path.join(work, 'docroot');
  const target = path.join(docroot, baseUrl.slice(1, -1));
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.symlinkSync(buildDir, target);
}
generate({buildDir, outDir: work, baseUrl, listen: `127.0.0.1:${values.port}`, docroot, brotli: brotliAvailable()});
for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(work, dir), {recursive: true});
fs.writeFileSync(
  path.join(work, 'nginx.conf'),
  [
    brotliAvailable() ? 'load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;' : '',
    'worker_processes 1;',
    `pid ${work}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    '    disable_symlinks off;',
    `    client_body_temp_path ${work}/client_body;`,
    `    proxy_temp_path ${work}/proxy;`,
    `    fastcgi_temp_path ${work}/fastcgi;`,
    `    uwsgi_temp_path ${work}/uwsgi;`,
    `    scgi_temp_path ${work}/scgi;`,
    `    include ${work}/site.conf;`,
    '}',
    '',
  ].join('\n'),
);
console.log(`serve:prod: nginx liefert ${buildDir} unter http://127.0.0.1:${values.port}${baseUrl} aus (Konfiguration in ${work}).`);
const child = spawn(nginx, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {stdio: 'inherit'});
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
