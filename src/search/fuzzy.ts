// Typo tolerance of the local search, with Typesense's defaults: words from 4 letters may have
// one typo, words from 7 letters two (a typo: a letter missing, extra, wrong, or two neighbours
// swapped). Only terms that exist in the index are candidates.

export const MIN_LENGTH_ONE_TYPO = 4;
export const MIN_LENGTH_TWO_TYPOS = 7;

export const allowedTypos = (word: string): number =>
  word.length >= MIN_LENGTH_TWO_TYPOS ? 2 : word.length >= MIN_LENGTH_ONE_TYPO ? 1 : 0;

/**
 * Optimal string alignment distance (Levenshtein plus transposition of neighbours) of a and b,
 * or max + 1 as soon as it is certain to exceed max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Letters a typed word may have after the stem it misspells: an inflection ending (-ung, -keit, -en). */
export const MAX_ENDING = 4;

/**
 * Typos of `typed` (the word as typed, folded, not stemmed) against the stem `candidate`: the stem
 * within the allowed typos of a beginning of the word that leaves at most MAX_ENDING letters. A
 * misspelt ending defeats the stemmer („Netzverfolgnug“ keeps its ending, while „Netzverfolgung“
 * becomes netzverfolg), so the word is also compared without it. At least one typo: the word as a
 * whole is not in the index.
 */
export function typosBeforeEnding(typed: string, candidate: string, max: number): number {
  let best = max + 1;
  for (
    let end = Math.max(candidate.length - max, typed.length - MAX_ENDING, 1);
    end <= Math.min(typed.length, candidate.length + max);
    end++
  ) {
    best = Math.min(best, typoDistance(typed.slice(0, end), candidate, max));
  }
  return best > max ? best : Math.max(1, best);
}

/**
 * Terms of the vocabulary within the allowed typos of `term` (a stem), nearest first; with
 * `typed`, also stems that a beginning of the typed word misspells (typosBeforeEnding). The
 * allowed typos follow the longer of the two.
 */
export function fuzzyCandidates(
  term: string,
  vocabulary: readonly string[],
  limit = 5,
  typed?: string,
): Array<{term: string; typos: number}> {
  const max = allowedTypos(typed && typed.length > term.length ? typed : term);
  if (max === 0) return [];
  const found: Array<{term: string; typos: number}> = [];
  for (const candidate of vocabulary) {
    if (candidate === term) continue;
    let typos = Math.abs(candidate.length - term.length) > max ? max + 1 : typoDistance(term, candidate, max);
    if (typed && typos > max && candidate.length >= MIN_LENGTH_ONE_TYPO && candidate[0] === typed[0]) {
      // Against a beginning of the word, the typos the stem's own length allows (quota is no typo of „quxbazfoo“).
      const ownMax = Math.min(max, allowedTypos(candidate));
      const before = typosBeforeEnding(typed, candidate, ownMax);
      if (before <= ownMax) typos = before;
    }
    if (typos <= max) found.push({term: candidate, typos});
  }
  return found.sort((x, y) => x.typos - y.typos || x.term.localeCompare(y.term)).slice(0, limit);
}
