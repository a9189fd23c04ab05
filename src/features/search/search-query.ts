import { SEARCH_MAX } from '@/config/limits';
import { paths } from '@/config/paths';

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
