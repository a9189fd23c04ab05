/**
 * Results listed on one page: enough for what a help search usually finds, and the page stays
 * short on a phone and quick to come alive (GOV.UK's search lists 20 too). The rest are on pages
 * 2, 3… (`?page=`), which work without JavaScript.
 */
export const RESULTS_PER_PAGE = 20;

/** How many pages the results take. */
export const pageCount = (results: number) => Math.max(1, Math.ceil(results / RESULTS_PER_PAGE));

/** A page number as the address gives it (`?page=`): 1 to 9999, else none. */
export const pageParam = (asked: string | null) =>
  asked !== null && /^[1-9]\d{0,3}$/.test(asked) ? asked : null;

/** The page asked for by the address (`?page=`), within the pages there are: else the first. */
export function pageAsked(asked: string | null, results: number) {
  return Math.min(Number(pageParam(asked) ?? 1), pageCount(results));
}

/** This page's results, of all of them. */
export const onPage = <T>(results: readonly T[], page: number) =>
  results.slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE);

/** The search page's title: its words, and which page of the results after the first. */
export const searchTitle = (q: string, page = 1, pages = 1) =>
  q
    ? `Search results for ${q}${pages > 1 && page > 1 ? ` (page ${page} of ${pages})` : ''}`
    : 'Search';
