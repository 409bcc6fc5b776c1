/**
 * When a search that finds nothing may be corrected for the visitor (docs/decisions/146): only to
 * a word a typo away, never to any word that merely looks alike ("gloves" is not a typo of
 * "glow", though pg_trgm finds them as similar as "flouride" and "fluoride"). A typo is one edit
 * (a letter missed, added, changed, or two neighbours swapped) in a word of up to 7 letters, two
 * in a longer one. Farther words are offered as suggestions, never applied.
 */

/** Edits allowed for a word of this many characters. */
export function typoEdits(length: number): number {
  return length >= 8 ? 2 : 1;
}

/**
 * The optimal string alignment distance of `a` and `b` (Levenshtein with swaps of neighbours),
 * or `limit + 1` as soon as it is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      }
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/** `term` is `word` with a typo corrected: a different word within the edits `word` allows. */
export function isTypoOf(word: string, term: string): boolean {
  const edits = typoEdits([...word].length);
  return word !== term && editDistance(word, term, edits) <= edits;
}
