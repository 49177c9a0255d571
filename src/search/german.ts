// German text normalisation for the local search, shared by the index builder (Node) and the
// search UI (browser): umlaut and ß folding, a Snowball "german2" stemmer (which also reads
// ae/oe/ue as umlauts, so „Schraegbild“ and „Schrägbild“ meet), stop words and tokenising.

const VOWELS = 'aeiouyäöü';
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);
const S_ENDING = 'bdfghklmnrt';
const ST_ENDING = 'bdfghklmnt';

/** Snowball german2 stemmer; input must be lower case. Output has no umlauts and no ß. */
export function stem(input: string): string {
  let w = input.replace(/ß/g, 'ss');
  // german2: ae, oe, ue (not after q) count as ä, ö, ü.
  w = w.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/(^|[^q])ue/g, '$1ü');
  // u and y between vowels are consonants.
  let chars = [...w];
  for (let i = 1; i < chars.length - 1; i++) {
    if ((chars[i] === 'u' || chars[i] === 'y') && isVowel(chars[i - 1]) && isVowel(chars[i + 1])) {
      chars[i] = chars[i].toUpperCase();
    }
  }
  w = chars.join('');
  const region = (from: number) => {
    for (let i = from + 1; i < w.length; i++) if (!isVowel(w[i]) && isVowel(w[i - 1])) return i + 1;
    return w.length;
  };
  let r1 = Math.max(region(0), 3);
  let r2 = region(region(0));
  const inR = (suffix: string, r: number) => w.length - suffix.length >= r;
  const endsWith = (s: string) => w.endsWith(s);

  // Step 1
  let done = false;
  for (const s of ['em', 'ern', 'er']) {
    if (!done && endsWith(s) && [...['em', 'ern', 'er']].every((o) => o === s || !endsWith(o) || o.length <= s.length)) {
      if (inR(s, r1)) w = w.slice(0, -s.length);
      done = true;
    }
  }
  if (!done) {
    for (const s of ['es', 'en', 'e']) {
      if (!done && endsWith(s)) {
        if (inR(s, r1)) {
          w = w.slice(0, -s.length);
          if (w.endsWith('niss')) w = w.slice(0, -1);
        }
        done = true;
      }
    }
  }
  if (!done && endsWith('s') && S_ENDING.includes(w[w.length - 2] ?? '') && inR('s', r1)) w = w.slice(0, -1);

  // Step 2
  done = false;
  for (const s of ['est', 'en', 'er']) {
    if (!done && endsWith(s)) {
      if (inR(s, r1)) w = w.slice(0, -s.length);
      done = true;
    }
  }
  if (!done && endsWith('st') && ST_ENDING.includes(w[w.length - 3] ?? '') && w.length - 3 >= 3 && inR('st', r1)) {
    w = w.slice(0, -2);
  }

  // Step 3 (d-suffixes)
  r1 = Math.min(r1, w.length);
  r2 = Math.min(r2, w.length);
  if (endsWith('end') || endsWith('ung')) {
    if (inR('end', r2)) {
      w = w.slice(0, -3);
      if (w.endsWith('ig') && !w.endsWith('eig') && inR('ig', r2)) w = w.slice(0, -2);
    }
  } else if ((endsWith('isch') || endsWith('ig') || endsWith('ik')) && !/e(isch|ig|ik)$/.test(w)) {
    const s = endsWith('isch') ? 'isch' : w.slice(-2);
    if (inR(s, r2)) w = w.slice(0, -s.length);
  } else if (endsWith('lich') || endsWith('heit')) {
    if (inR('lich', r2)) {
      w = w.slice(0, -4);
      if ((w.endsWith('er') || w.endsWith('en')) && inR('er', r1)) w = w.slice(0, -2);
    }
  } else if (endsWith('keit')) {
    if (inR('keit', r2)) {
      w = w.slice(0, -4);
      if (w.endsWith('lich') && inR('lich', r2)) w = w.slice(0, -4);
      else if (w.endsWith('ig') && inR('ig', r2)) w = w.slice(0, -2);
    }
  }
  return w.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u');
}

export const STOP_WORDS = new Set(
  ('aber alle allem allen aller alles als also am an ander andere anderen auch auf aus bei beim bin bis bist da damit dann ' +
    'das dass dein deine dem den der des dessen dich die dies diese diesem diesen dieser dieses dir doch dort du durch ein ' +
    'eine einem einen einer eines er es euer eure für hat hatte hier hin ich ihr ihre im in ist ja jede jedem jeden jeder ' +
    'jedes kann kein keine können man mein mich mir mit muss nach nicht noch nun nur ob oder ohne sehr sein seine sich sie ' +
    'sind so soll sondern über um und uns unter vom von vor war was weil welche welchem welchen welcher wenn wer wie wir ' +
    'wird wo zu zum zur zwischen werden wurde wurden the and of to for').split(' '),
);

/** Lower-case words of a text; identifiers like STR_KABELABSCHNITT or IFeatureRule stay whole. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}_]*/gu) ?? [];
}

/** Search terms of one word: the stemmed word, plus its parts for identifiers and CamelCase. */
export function termsOf(word: string): string[] {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return [];
  const out = new Set<string>();
  const add = (w: string) => {
    if (w.length < 2 || STOP_WORDS.has(w)) return;
    out.add(/^[\p{L}]+$/u.test(w) ? stem(w) : w.replace(/ß/g, 'ss').replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
  };
  add(lower);
  if (lower.includes('_')) lower.split('_').forEach(add);
  const camel = word.split(/(?<=[a-zäöü])(?=[A-ZÄÖÜ])|(?<=[A-ZÄÖÜ])(?=[A-ZÄÖÜ][a-zäöü])/u);
  if (camel.length > 1) camel.forEach((p) => add(p.toLowerCase()));
  return [...out];
}

/** Folds a query prefix (the word being typed) the same way, without stemming. */
export function foldPrefix(word: string): string {
  return word.toLowerCase().replace(/ß/g, 'ss').replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/(^|[^q])ue/g, '$1u');
}
