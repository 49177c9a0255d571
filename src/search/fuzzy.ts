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

/** Terms of the vocabulary within the allowed typos of `term`, nearest first. */
export function fuzzyCandidates(term: string, vocabulary: readonly string[], limit = 5): Array<{term: string; typos: number}> {
  const max = allowedTypos(term);
  if (max === 0) return [];
  const found: Array<{term: string; typos: number}> = [];
  for (const candidate of vocabulary) {
    if (candidate === term || Math.abs(candidate.length - term.length) > max) continue;
    const typos = typoDistance(term, candidate, max);
    if (typos <= max) found.push({term: candidate, typos});
  }
  return found.sort((x, y) => x.typos - y.typos || x.term.localeCompare(y.term)).slice(0, limit);
}
