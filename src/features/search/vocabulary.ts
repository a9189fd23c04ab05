import { withinOneEdit } from './words';

/** Typos corrected at most per search: each costs a pass over the words of one length or two. */
export const MAX_CORRECTIONS = 8;
/** Corrections kept between searches (a search is typed a letter at a time). */
const CACHE_SIZE = 2_000;

/** Whether two words are at most two edits apart (letters added, removed, changed or swapped). */
export function withinTwoEdits(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  // Optimal string alignment distance, one row at a time, given up once a row is over 2.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j += 1) {
      let d = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > 2) return false;
    before = previous;
    previous = row;
  }
  return previous[b.length]! <= 2;
}

/**
 * The articles' own words, as the index holds them: each normalised word ("pressur") and, from
 * titles and descriptions, each word as written ("pressure"), with how many articles have it.
 * It corrects a customer's typo to the nearest of these words (an edit distance, not a list),
 * weighs a word by how rare it is among the articles, and spells a word back as articles write it.
 */
export function createVocabulary() {
  /** Articles holding each word (normalised or as written). */
  const df = new Map<string, number>();
  /** The normalised form of each word, for words indexed as written. */
  const normalOf = new Map<string, string>();
  /** A word as articles write it, for each normalised word ("pressur" -> "pressure"). */
  const display = new Map<string, string>();
  /**
   * Words the articles themselves have, as against those only the ways customers ask have
   * ("leccy", "thermastat"): a typo is corrected to, and a search spelt as, the articles' words.
   */
  const written = new Set<string>();
  let documents = 0;
  let current: Set<string> | null = null;
  // Words by length, sorted (made on the first correction or prefix asked, and kept).
  let byLength: Map<number, string[]> | null = null;
  let sorted: string[] | null = null;
  const corrections = new Map<string, string | null>();

  const lengths = () => {
    if (!byLength) {
      byLength = new Map();
      for (const w of written) {
        if (!/^\p{L}+$/u.test(w)) continue;
        const list = byLength.get(w.length) ?? [];
        list.push(w);
        byLength.set(w.length, list);
      }
    }
    return byLength;
  };

  return {
    /** Indexing: the words of one article are seen between `begin` and `end`. */
    begin() {
      current = new Set();
    },
    see(term: string, normal: string, as: string, inArticle = true) {
      current?.add(term);
      if (term !== normal) normalOf.set(term, normal);
      if (!inArticle) return;
      written.add(term);
      if (!display.has(normal) && /^[\p{L}\p{N}]+$/u.test(as)) display.set(normal, as);
    },
    end() {
      for (const t of current ?? []) df.set(t, (df.get(t) ?? 0) + 1);
      current = null;
      documents += 1;
      byLength = null;
      sorted = null;
      corrections.clear();
    },
    get documents() {
      return documents;
    },
    /** Articles that have this word (normalised or as written). */
    df: (term: string) => df.get(term) ?? 0,
    has: (term: string) => df.has(term),
    /** Whether the articles themselves have the word, not only the ways customers ask. */
    inArticles: (term: string) => written.has(term),
    /** The normalised form a word of the vocabulary is searched as. */
    normal: (term: string) => normalOf.get(term) ?? term,
    /** A normalised word as articles write it. */
    spell: (normal: string) => display.get(normal) ?? normal,
    /** Whether some word of the articles begins with these letters (a word still being typed). */
    begins(prefix: string): boolean {
      sorted ??= [...df.keys()].sort();
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid]! < prefix) lo = mid + 1;
        else hi = mid;
      }
      return lo < sorted.length && sorted[lo]!.startsWith(prefix);
    },
    /**
     * The article word nearest a word the articles do not have, searched as its normalised form,
     * or null: one edit (a letter added, removed, changed or two swapped) in words of four letters
     * or more, two in words of eight or more that keep their first letter. Nearer first, then a
     * word that starts with the same letter, then the commoner word.
     */
    correct(term: string): string | null {
      if (term.length < 4 || !/^\p{L}+$/u.test(term)) return null;
      const known = corrections.get(term);
      if (known !== undefined) return known;
      const max = term.length >= 8 ? 2 : 1;
      const words = lengths();
      let best: string | null = null;
      let bestRank = -Infinity;
      for (let len = term.length - max; len <= term.length + max; len += 1) {
        for (const w of words.get(len) ?? []) {
          const one = withinOneEdit(term, w);
          if (!one && (max < 2 || w[0] !== term[0] || !withinTwoEdits(term, w))) continue;
          // Distance first, then the same first letter, then how many articles use the word.
          const rank = (one ? 2e6 : 0) + (w[0] === term[0] ? 1e6 : 0) + (df.get(w) ?? 0);
          if (rank > bestRank) {
            best = w;
            bestRank = rank;
          }
        }
      }
      const found = best === null ? null : (normalOf.get(best) ?? best);
      if (corrections.size >= CACHE_SIZE) corrections.clear();
      corrections.set(term, found);
      return found;
    },
  };
}

export type Vocabulary = ReturnType<typeof createVocabulary>;
