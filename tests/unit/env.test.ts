import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readSiteEnv} from '../../config/env.ts';
import {announcementId, announcementText} from '../../config/site.ts';

test('Standardwerte ohne Umgebungsvariablen', () => {
  assert.deepEqual(readSiteEnv({}), {url: 'https://hilfe.kartaro.example', baseUrl: '/', noIndex: false});
});

test('SITE_URL, BASE_URL und NO_INDEX werden übernommen', () => {
  assert.deepEqual(readSiteEnv({SITE_URL: 'https://intranet.example:8443', BASE_URL: '/hilfe/', NO_INDEX: 'true'}), {
    url: 'https://intranet.example:8443', baseUrl: '/hilfe/', noIndex: true,
  });
});

for (const [name, env, message] of [
  ['SITE_URL ohne Schema', {SITE_URL: 'hilfe.kartaro.example'}, /SITE_URL/],
  ['SITE_URL mit Pfad', {SITE_URL: 'https://hilfe.kartaro.example/docs'}, /SITE_URL.*BASE_URL/],
  ['SITE_URL mit ftp', {SITE_URL: 'ftp://hilfe.kartaro.example'}, /SITE_URL/],
  ['BASE_URL ohne Schrägstriche', {BASE_URL: 'hilfe'}, /BASE_URL/],
  ['BASE_URL ohne Schlussstrich', {BASE_URL: '/hilfe'}, /BASE_URL/],
  ['BASE_URL mit Leerzeichen', {BASE_URL: '/meine hilfe/'}, /BASE_URL/],
  ['NO_INDEX kein Wahrheitswert', {NO_INDEX: 'ja'}, /NO_INDEX/],
] as const) {
  test(`Abbruch mit klarer Meldung: ${name}`, () => {
    assert.throws(() => readSiteEnv(env), (e: Error) => message.test(e.message) && e.message.startsWith('Ungültige Umgebungsvariable'));
  });
}

test('die Id des Hinweisbalkens ändert sich mit dem Text', () => {
  assert.notEqual(announcementId(announcementText('/')), announcementId(announcementText('/hilfe/')));
  assert.equal(announcementId('a'), announcementId('a'));
  assert.match(announcementText('/hilfe/'), /href="\/hilfe\/docs\/next\/whatsnew\/25\.2\/"/);
});
