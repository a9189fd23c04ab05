/**
 * The class on <html> while the search page has words to search for. The page's loader
 * (scripts/build/after-paint.ts) sets it before the first paint when the address has them, and the
 * search island keeps it in step: with it, the list of every help topic (what the page offers
 * without JavaScript) makes way for the results instead of showing first and then moving.
 */
export const SEARCHING_CLASS = 'searching';

export const markSearching = (on: boolean) =>
  document.documentElement.classList.toggle(SEARCHING_CLASS, on);
