import { stemmer } from 'stemmer';

/**
 * The words of a text as customers and articles write them: letters, digits, "£" and apostrophes
 * inside words; curly apostrophes and accents folded, so "can’t" and "can't" are one word.
 */
export function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .split(/[^\p{L}\p{N}£']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

// "n't" words mean "not" ("isn't working", "won't log in") except "can't", which customers use
// for money ("can't pay") and which articles write as "cannot" as often as "can't".
const NOT = /^(?:do|does|did|is|are|was|were|wo|would|could|should|has|have|had|ai)n'?t$/;

/**
 * One word as the index holds it and queries ask for it: short forms folded ("can't", "cant" and
 * "cannot" are one word; "I'm" is "i"), possessives dropped, English words stemmed ("readings",
 * "reading" -> "read"). Numbers and amounts ("7", "£150") stay as written.
 */
export function normaliseWord(word: string): string {
  let normal = normalised.get(word);
  if (normal === undefined) {
    normal = normalise(word);
    // Articles repeat their words: each is worked out once (bounded, for very long sessions).
    if (normalised.size > 50_000) normalised.clear();
    normalised.set(word, normal);
  }
  return normal;
}
const normalised = new Map<string, string>();

function normalise(word: string): string {
  let w = word.replace(/'(?:s|ll|d|ve|re|m)$/, '');
  if (NOT.test(w)) return 'not';
  w = w.replace(/'/g, '');
  if (w === 'cannot') return 'cant';
  return /^\p{L}+$/u.test(w) ? stemmer(w) : w;
}

/** Whether two words differ by at most one letter added, removed, changed or swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one letter changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i); // one letter added or removed
}
