// `npm run search:key [-- --expires 2027-12-31]`: creates, with TYPESENSE_ADMIN_API_KEY, a key
// that may only search the site's alias (TYPESENSE_COLLECTION) and prints it – the value for
// TYPESENSE_SEARCH_API_KEY at build time. Server or cluster as for search:index.
import {parseArgs} from 'node:util';
import {createSearchKey, readIndexerEnv} from '../src/search/typesense-indexer.ts';

async function main() {
  const {values} = parseArgs({options: {expires: {type: 'string'}, description: {type: 'string'}}});
  let expiresAt: Date | undefined;
  if (values.expires) {
    expiresAt = new Date(`${values.expires}T23:59:59Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expires) || Number.isNaN(expiresAt.getTime()))
      throw new Error(`--expires „${values.expires}“ ist kein Datum der Form JJJJ-MM-TT`);
  }
  const env = readIndexerEnv(process.env);
  const key = await createSearchKey(env, {expiresAt, description: values.description});
  console.error(
    `Suchschlüssel ${key.id} für die Sammlung ${env.alias} angelegt (nur documents:search${key.expiresAt ? `, gültig bis ${new Date(key.expiresAt * 1000).toISOString().slice(0, 10)}` : ', ohne Ablaufdatum'}).`,
  );
  console.log(key.value);
}

main().catch((e: Error) => {
  console.error(`search:key: ${e.message}`);
  process.exit(1);
});
