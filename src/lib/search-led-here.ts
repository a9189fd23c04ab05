import { STORAGE_KEYS } from './storage-keys';

/**
 * The search a page of the area was opened from (issue 28), so that a "No" on that page's "Is
 * this page useful?" can be counted against the search: the search's normalised words
 * (lib/search-gap-query.ts) and the page's path, nothing else. In sessionStorage (gone with the
 * tab, cleared on sign-out: features/auth), never in the page's address, which reaches server
 * logs, analytics and monitoring with whatever is in it. Callers keep it with analytics consent
 * only (decision 030).
 */
interface SearchLedHere {
  query: string;
  path: string;
}

/** A path as the feedback names its page: without a trailing slash, query or fragment. */
const pagePath = (path: string) => {
  const bare = path.split(/[?#]/)[0]!;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** The page at `path` was opened from the search `query` (null: from no search we may keep). */
export function rememberSearchLedHere(query: string | null, path: string) {
  try {
    if (!query) sessionStorage.removeItem(STORAGE_KEYS.searchLedHere);
    else {
      const kept: SearchLedHere = { query, path: pagePath(path) };
      sessionStorage.setItem(STORAGE_KEYS.searchLedHere, JSON.stringify(kept));
    }
  } catch {
    // Storage blocked: the search is simply not counted against the page.
  }
}

/**
 * The search the page at `path` was opened from, if it was, forgotten as it is taken: a page is
 * answered once per visit, and the search counted once.
 */
export function takeSearchLedHere(path: string): string | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.searchLedHere) ?? 'null');
    const kept = value as Partial<SearchLedHere> | null;
    if (typeof kept?.query !== 'string' || kept.path !== pagePath(path)) return null;
    sessionStorage.removeItem(STORAGE_KEYS.searchLedHere);
    return kept.query;
  } catch {
    return null;
  }
}
