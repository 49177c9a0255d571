// `npm run build:variant`: the test variant build into build-variant/ (settings in tests/variant.ts).
import {spawnSync} from 'node:child_process';
import {VARIANT_ENV} from '../tests/variant.ts';

// A build takes under a minute; should one ever hang, CI fails with a message instead of idling to its limit.
const LIMIT_MINUTES = 15;
const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-variant'], {
  stdio: 'inherit',
  env: {...process.env, ...VARIANT_ENV},
  timeout: LIMIT_MINUTES * 60_000,
  killSignal: 'SIGKILL',
});
if (result.error) console.error(`build:variant: ${result.error.message} (Grenze ${LIMIT_MINUTES} min)`);
process.exit(result.status ?? 1);
