// German text analysis of the local search, the same for the index builder (Node) and the
// search in the browser: tokenising, stop words, Snowball stemming, umlaut and ß folding,
// separable verbs („richte … ein“ = „einrichten“).
//
// Stemming is the Snowball German stemmer of @orama/stemmers. Snowball's „german2“ variant
// additionally reads ae/oe/ue as ä/ö/ü (so „Schraegbild“ finds „Schrägbild“); its only difference
// from „german“ is that prelude, which german2Prelude() implements exactly as the Snowball
// description orders it: u and y between vowels are consonants first, then ae/oe/ue (not after q)
// become umlauts. Stems are folded to ASCII (ä→a, ö→o, ü→u, ß→ss) so both spellings meet.
import {stemmer} from '@orama/stemmers/german';

const VOWELS = new Set('aeiouyäöü');

/** Snowball german2 prelude: ß→ss; u/y between vowels kept; ae/oe/ue (not after q) → ä/ö/ü. */
export function german2Prelude(word: string): string {
  const chars = [...word.replace(/ß/g, 'ss')];
  const consonantU = chars.map((c, i) => (c === 'u' || c === 'y') && VOWELS.has(chars[i - 1] ?? '') && VOWELS.has(chars[i + 1] ?? ''));
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const next = chars[i + 1];
    if (next === 'e' && !consonantU[i] && (c === 'a' || c === 'o' || (c === 'u' && chars[i - 1] !== 'q'))) {
      out += c === 'a' ? 'ä' : c === 'o' ? 'ö' : 'ü';
      i++;
    } else out += c;
  }
  return out;
}

/** Folds umlauts and ß to ASCII: what a reader without a German keyboard types. */
export const fold = (text: string): string =>
  text
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/Ä/g, 'A')
    .replace(/Ö/g, 'O')
    .replace(/Ü/g, 'U');

/** Snowball german2 stem of a lower-case word, folded to ASCII. */
export const stem = (word: string): string => fold(stemmer(german2Prelude(word)));

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'aber alle allem allen aller alles als also am an ander andere anderen auch auf aus bei beim bin bis bist da damit dann ' +
    'das dass dein deine dem den der des dessen dich die dies diese diesem diesen dieser dieses dir doch dort du durch ein ' +
    'eine einem einen einer eines er es euer eure für fuer hat hatte hier hin ich ihr ihre im in ist ja jede jedem jeden jeder ' +
    'jedes kann kein keine können koennen man mein mich mir mit muss nach nicht noch nun nur ob oder ohne sehr sein seine sich sie ' +
    'sind so soll sondern über ueber um und uns unter vom von vor war was weil welche welchem welchen welcher wenn wer wie wir ' +
    'wird wo zu zum zur zwischen werden wurde wurden geht gibt mache machen wo woran womit wozu warum bitte the and of to for'
  ).split(' '),
);

/**
 * Particles of German separable verbs. In „Wie richte ich den Lizenzserver ein?“ the particle
 * stands apart from its verb; the query also searches the joined form („einrichte“).
 */
export const SEPARABLE_PARTICLES: ReadonlySet<string> = new Set(
  'ab an auf aus bei ein fest frei her heraus herunter hin hinzu hoch los mit nach um vor weg weiter zu zurück zurueck zusammen'.split(' '),
);

/** Words of a text: letters and digits; identifiers like STR_KABELABSCHNITT or KAR-12345 and version numbers like 25.1 stay whole. */
export function words(text: string): string[] {
  return text.normalize('NFC').match(/[\p{L}\p{N}](?:[\p{L}\p{N}_]|-(?=\p{N})|(?<=\p{N})\.(?=\p{N}))*/gu) ?? [];
}

const isPlainWord = (w: string) => /^[\p{L}]+$/u.test(w);

/**
 * Search terms of one word: the stem, plus the parts of identifiers (STR_KABELABSCHNITT →
 * str, kabelabschnitt; 25.1 → 25) and CamelCase names (IPrintManager → print, manager). Stop words have none.
 */
export function termsOf(word: string): string[] {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return [];
  const out = new Set<string>();
  const add = (w: string) => {
    if (w.length < 2 || STOP_WORDS.has(w)) return;
    out.add(isPlainWord(w) ? stem(w) : fold(w));
  };
  add(lower);
  if (/[_.-]/.test(lower)) lower.split(/[_.-]/).forEach(add);
  const camel = word.split(/(?<=[a-zäöü])(?=[A-ZÄÖÜ])|(?<=[A-ZÄÖÜ])(?=[A-ZÄÖÜ][a-zäöü])/u);
  if (camel.length > 1) camel.forEach((p) => add(p.toLowerCase()));
  return [...out];
}

/** The word as typed, lower case and folded, without stemming: for prefix search and highlighting. */
export const foldTyped = (word: string): string => fold(german2Prelude(word.toLowerCase()));

export interface QueryWord {
  /** The word as typed. */
  text: string;
  /** Alternative terms: the stem first, then parts, then joined separable verbs. */
  terms: string[];
  /** The last word of the query while typing: also matches as a prefix. */
  prefix: string | null;
}

/** Splits a query into words with their terms; stop words drop out, separable particles join their verbs. */
export function analyzeQuery(query: string): QueryWord[] {
  const typed = words(query.slice(0, 500));
  const particles = typed.filter((w) => SEPARABLE_PARTICLES.has(w.toLowerCase()));
  const out: QueryWord[] = [];
  for (const text of typed) {
    const lower = text.toLowerCase();
    if (SEPARABLE_PARTICLES.has(lower) && typed.length > 1) continue;
    const terms = termsOf(text);
    if (!terms.length) continue;
    for (const particle of particles) if (isPlainWord(lower)) terms.push(stem(particle.toLowerCase() + lower));
    out.push({text, terms: [...new Set(terms)], prefix: null});
  }
  // The word being typed (the last one that counts) also matches as a prefix.
  const last = out[out.length - 1];
  if (last && last.text.length >= 2) last.prefix = foldTyped(last.text);
  return out;
}
