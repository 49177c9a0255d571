// The test server (tests/support/static-server.ts) serves only the build folder, like nginx.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createStaticServer} from '../support/static-server.ts';

test('Statischer Testserver: Seiten, Ordner, 404 und kein Weg aus dem Build hinaus', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.mkdirSync(path.join(dir, 'build', 'docs', 'a'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'build', '404.html'), 'Seite nicht gefunden');
  fs.writeFileSync(path.join(dir, 'build', 'docs', 'a', 'index.html'), 'Seite A');
  fs.writeFileSync(path.join(dir, 'build', 'docs', 'a.md'), '# A');
  fs.writeFileSync(path.join(dir, 'geheim.txt'), 'geheim');
  const server = createStaticServer(path.join(dir, 'build'), '/hilfe/');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const page = await fetch(`${base}/hilfe/docs/a`);
    assert.equal(page.status, 200);
    assert.equal(await page.text(), 'Seite A');
    const twin = await fetch(`${base}/hilfe/docs/a.md`);
    assert.match(twin.headers.get('content-type') ?? '', /^text\/markdown/);
    for (const escape of ['/hilfe/..%2Fgeheim.txt', '/hilfe/%2e%2e/geheim.txt', '/hilfe/docs/..%2F..%2Fgeheim.txt', '/geheim.txt']) {
      const response = await fetch(`${base}${escape}`);
      assert.equal(response.status, 404, escape);
      assert.equal(await response.text(), 'Seite nicht gefunden', escape);
    }
  } finally {
    server.close();
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
