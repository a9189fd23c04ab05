import { paths } from '@/config/paths';
import type { SearchAnswer } from './answer';

/** Titles the search box suggests as the customer types: at most this many. */
export const MAX_SUGGESTIONS = 5;

/** A title the search box suggests, and where choosing it goes, inside the area. */
export interface Suggestion {
  id: string;
  title: string;
  to: string;
}

/**
 * What the search box suggests for an answer: best bets, then the articles that match strongly,
 * in the search page's own order (the same answer, cut short).
 */
export const suggestionsOf = (answer: SearchAnswer): Suggestion[] =>
  [
    ...answer.bestBets.map((b) => ({ id: b.page, title: b.title, to: `/${b.page}` })),
    ...answer.hits
      .filter((h) => h.strong)
      .map((h) => ({ id: h.id, title: h.title, to: paths.article(h.category, h.label) })),
  ].slice(0, MAX_SUGGESTIONS);
