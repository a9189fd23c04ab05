import { scrub } from './scrub';

/**
 * A search as the content team's search gaps count it (issue 28), for the app and the platform
 * alike, with no schema library: the search page's code carries it.
 */

/** The longest normalised query kept: a search's words, not a message. */
export const SEARCH_GAP_QUERY_MAX = 100;

/** Anything but letters and digits (and the pound sign: "£50" is a search). */
const NOT_A_WORD = /[^\p{L}\p{N}£]+/gu;
/** Apostrophes go: "don't" and "dont" are one search. */
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;
/** The scrubber's own markers (lib/scrub.ts), the only words kept with their brackets. */
const MARKERS = /(\[(?:email|account|postcode|phone|number)\])/;

/** Words only, separated by spaces: every marker a word of its own, nothing else bracketed. */
const words = (text: string) =>
  text
    .split(MARKERS)
    .map((piece, i) =>
      i % 2 === 1 ? ` ${piece} ` : piece.replace(APOSTROPHES, '').replace(NOT_A_WORD, ' '),
    )
    .join('');

/**
 * A search as it is counted: scrubbed exactly as the analytics events are (lib/scrub.ts), before
 * and after its punctuation goes (so "07700/900/123" cannot become a number once its slashes are
 * spaces), in lower case, as words separated by single spaces, cut at a word to at most
 * SEARCH_GAP_QUERY_MAX characters. "Boiler, not working!" and "boiler not working" are one
 * search. Normalising a normalised query changes nothing.
 */
export function normaliseSearchQuery(text: string): string {
  const all = words(scrub(words(scrub(text.normalize('NFKC')).toLowerCase())))
    .split(' ')
    .filter(Boolean);
  let out = '';
  for (const word of all) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > SEARCH_GAP_QUERY_MAX) break;
    out = next;
  }
  return out;
}
