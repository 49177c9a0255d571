// Soft hyphens for the PDF manuals (lib/pdf/hyphenate.ts): prose words get them, names do not.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hyphenateText} from '../../lib/pdf/hyphenate.ts';

const shown = (s: string) => s.replace(/\u00ad/g, '|');

test('Wörter des Fließtexts bekommen weiche Trennstriche, Leerraum bleibt', () => {
  assert.equal(shown(hyphenateText('Die Datenbankverbindungen  prüfen')), 'Die Da|ten|bank|ver|bin|dun|gen  prüfen');
});

test('Adressen, Pfade, Dateinamen, Bezeichner und Versionen bleiben ungetrennt', () => {
  const names = 'https://hilfe.kartaro.example/docs C:\\Programme\\Kartaro kartaro-core.war ShowMessage 25.1.3';
  assert.equal(hyphenateText(names), names);
});
