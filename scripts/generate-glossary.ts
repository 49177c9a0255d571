// `npm run glossar`: writes the glossary page of both versions from redaktion/begriffe.yaml.
import fs from 'node:fs';
import path from 'node:path';
import {glossaryFile} from '../lib/content/glossary.ts';
import {VERSIONS, type VersionKey} from '../lib/content/rules.ts';

for (const version of Object.keys(VERSIONS) as VersionKey[]) {
  const {file, expected} = glossaryFile(version);
  fs.writeFileSync(file, expected);
  console.log(`${path.relative(process.cwd(), file)} geschrieben`);
}
