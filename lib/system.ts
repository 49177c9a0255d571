// The machine's tools the tests and benchmarks use, found in one place: Debian's chromium (with
// the launch flags of this project's machines) and nginx. Playwright's own browser elsewhere.
import {spawn} from 'node:child_process';
import fs from 'node:fs';

export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** Resolves once `url` answers with a success status (a server started by a script is up). */
export async function waitForServer(url: string, seconds = 30): Promise<void> {
  for (let i = 0; i < seconds * 2; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} antwortet nicht`);
}

/** Starts a TypeScript server script as a direct child (no npx in between), so `stop()` ends it. */
export function startServer(args: string[]): {stop: () => void} {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {stdio: 'ignore'});
  return {stop: () => child.kill('SIGTERM')};
}
