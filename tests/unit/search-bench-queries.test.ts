// The query set of `npm run bench:search` (bench/search-queries.yaml) is complete: every expected
// page exists in its version, and each version has the number of queries of each kind it must have.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {BENCH_VERSIONS, checkQueries, MINIMUM, queriesFor, readQueries, samePage} from '../../lib/bench/search-queries.ts';
import {pageUrl} from '../../lib/content/rules.ts';

test('Anfragen des Suchbenchmarks: Seiten existieren, Mindestzahlen je Version und Art', () => {
  assert.deepEqual(checkQueries(readQueries()), []);
  for (const version of BENCH_VERSIONS) assert.ok(queriesFor(readQueries(), version).length >= MINIMUM.total);
});

test('Anfragen des Suchbenchmarks: Seiten-IDs werden zu den Adressen der Version', () => {
  assert.equal(pageUrl('dokumentation/Kartaro-Tools/index', 'next'), '/docs/next/dokumentation/Kartaro-Tools/');
  assert.equal(pageUrl('faq/intro', 'old'), '/docs/faq/intro');
  assert.equal(samePage('/docs/next/dokumentation/Kartaro-Tools/#watchdog'), '/docs/next/dokumentation/Kartaro-Tools');
});

test('Anfragen des Suchbenchmarks: zu wenige Tippfehler fallen auf', () => {
  const withoutTypos = readQueries().filter((q) => q.kind !== 'tippfehler');
  assert.ok(checkQueries(withoutTypos).some((p) => p.includes('tippfehler')));
});
