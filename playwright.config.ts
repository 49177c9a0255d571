import {defineConfig, devices} from '@playwright/test';
import {VARIANT_ENV} from './tests/variant';
import {CHROMIUM_FLAGS, NGINX_BINARY, SYSTEM_CHROMIUM} from './lib/system';

export const PORTS = {site: 4173, variant: 4174, variantRoot: 4175} as const;
/** With nginx installed (CI installs it), both builds are served by the production nginx configuration. */
export const NGINX = NGINX_BINARY !== undefined;
const serve = (dir: string, port: number, base = '/') =>
  NGINX
    ? `npx tsx scripts/serve-prod.ts --dir ${dir} --port ${port} --base ${base}`
    : `npx tsx tests/support/static-server.ts --dir ${dir} --port ${port} --prefix ${base}`;
/** The test variant build: wrong base URL, NO_INDEX and the test-only routes (see README). */
export const VARIANT_BASE = VARIANT_ENV.BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORTS.site}`,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    // The service worker (reading offline) would answer requests before page.route sees them and keep
    // state between tests; only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: SYSTEM_CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}}],
  webServer: [
    {command: serve('build', PORTS.site), port: PORTS.site, reuseExistingServer: !process.env.CI},
    {
      command: serve('build-variant', PORTS.variant, VARIANT_BASE),
      port: PORTS.variant,
      reuseExistingServer: !process.env.CI,
      env: {...VARIANT_ENV},
    },
    // A plain static server at the root, where the variant's base URL is wrong (nginx would be fine too).
    {
      command: `npx tsx tests/support/static-server.ts --dir build-variant --port ${PORTS.variantRoot}`,
      port: PORTS.variantRoot,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
