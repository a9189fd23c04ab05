// Relative imports: the platform (server/search-page.ts) uses searchedFrom, and does not resolve
// '@/'.
import { SEARCH_MAX } from '../../config/limits';
import { BASENAME, paths } from '../../config/paths';

/** SPEC §5: required, at most 2000 characters. Returns the message to show, or null. */
export function searchQueryError(value: string): string | null {
  if (value.trim().length === 0) return 'Enter what you are looking for';
  if (value.length > SEARCH_MAX) return `Search must be ${SEARCH_MAX} characters or fewer`;
  return null;
}

/** Where a search goes: our search page, or the configured site search, with q and from. */
export function searchDestination(q: string, from: string, externalSearchUrl: string) {
  const params = new URLSearchParams({ q: q.trim(), from });
  return externalSearchUrl
    ? { external: true as const, url: `${externalSearchUrl}?${params.toString()}` }
    : { external: false as const, url: `${paths.searchPage()}?${params.toString()}` };
}

/** A path in the area, after its BASENAME: up to three slugs (as routes and articles are named). */
const AREA_PATH = /^(?:[a-z0-9-]{1,80}(?:\/[a-z0-9-]{1,80}){0,2}\/?)?$/i;

/**
 * Where a search was made from (`from`, for "Back to where you were"), as the search page keeps
 * it: a short path of this area other than the search page itself, else nothing. An address can
 * say anything, and a `from` of 14,000 characters was carried into the page and its links.
 */
export function searchedFrom(from: string | null): string {
  if (!from?.startsWith(`${BASENAME}/`)) return '';
  const path = from.slice(BASENAME.length + 1);
  const searchPage = paths.searchPage().slice(1);
  return AREA_PATH.test(path) && path.replace(/\/$/, '').toLowerCase() !== searchPage ? from : '';
}
