// `npm run build:variant`: the test variant build into build-variant/ (settings in tests/variant.ts).
import {spawnSync} from 'node:child_process';
import {VARIANT_ENV} from '../tests/variant.ts';

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-variant'], {stdio: 'inherit', env: {...process.env, ...VARIANT_ENV}});
process.exit(result.status ?? 1);
