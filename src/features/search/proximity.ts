import { normaliseWord, words } from './words';

/** How far apart (in words, small words included) two words of a search still stand together. */
const NEAR = 3;
/** Articles whose words' places are kept (the best matches of recent searches). */
const KEPT = 300;
/** Places between an article's title, description and body: words of two are not together. */
const GAP = 10;

/** The smallest distance between a place in one list and a place in the other (both sorted). */
function closest(a: number[], b: number[]): number {
  let i = 0;
  let j = 0;
  let best = Infinity;
  while (i < a.length && j < b.length) {
    const d = a[i]! - b[j]!;
    best = Math.min(best, Math.abs(d));
    if (d < 0) i += 1;
    else j += 1;
  }
  return best;
}

/**
 * How close together a search's words stand in an article: the share of the neighbouring words
 * of the search (in the order typed, among those the article has) that stand within NEAR words
 * of each other in its title, description or body. "Boiler pressure" in one sentence beats
 * "boiler" in one paragraph and "pressure" in another. Each article's words are placed the first
 * time a search ranks it near the top, and kept (the last KEPT articles).
 */
export function createProximity() {
  const placesOf = new Map<string, Map<string, number[]>>();
  const places = (id: string, parts: string[]) => {
    let found = placesOf.get(id);
    if (!found) {
      found = new Map();
      let at = 0;
      for (const part of parts) {
        for (const w of words(part)) {
          const n = normaliseWord(w);
          const list = found.get(n);
          if (list) list.push(at);
          else found.set(n, [at]);
          at += 1;
        }
        at += GAP;
      }
      if (placesOf.size >= KEPT) placesOf.clear();
      placesOf.set(id, found);
    }
    return found;
  };

  /**
   * @param parts the article's title, description and body
   * @param order the search's words, in the order typed
   * @param matched for each word the article has, the article's words (normalised) it matched
   */
  return (id: string, parts: string[], order: string[], matched: Map<string, Set<string>>) => {
    const held = order.filter((t) => matched.has(t));
    if (held.length < 2) return 0;
    const of = places(id, parts);
    const placed = held.map((t) =>
      [...matched.get(t)!].flatMap((w) => of.get(w) ?? []).sort((a, b) => a - b),
    );
    let together = 0;
    for (let i = 1; i < placed.length; i += 1) {
      if (closest(placed[i - 1]!, placed[i]!) <= NEAR) together += 1;
    }
    return together / (placed.length - 1);
  };
}
