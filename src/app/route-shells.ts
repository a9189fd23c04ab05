/**
 * Which shell the platform sends for each route of routes.tsx (read by scripts/build.ts, which
 * writes dist/shells.json, and by the platform, which picks the shell with react-router's own
 * matching). Pages rendered in the browser paint the shell first (header, footer, loading); a
 * shell made for a route also names that route's code, and the content it fetches first, for the
 * browser to load alongside the entry instead of one after the other as each is discovered.
 *
 * Prerendered pages (landing, categories, contact-us, the complaint questions) are files and are
 * matched before any of this. tests/unit/route-shells.test.ts keeps this list in step with
 * routes.tsx.
 */
import type { Env } from '../config/env-schema';

/** A content path setting (.env), fetched as it is by the page (no custom request headers). */
export type ContentPath = Extract<keyof Env, `VITE_${string}_PATH`>;

export interface RouteShell {
  /** A path of routes.tsx. */
  path: string;
  /** The shell's name (dist/shells/<name>.html); none: the generic app shell. */
  shell?: string;
  /** The page module, as in routes.tsx. */
  page?: string;
  /** Content the page fetches before it can show anything. */
  fetch?: ContentPath[];
}

export const ROUTE_SHELLS: RouteShell[] = [
  {
    path: ':category/:article',
    shell: 'article',
    page: 'src/features/help/pages/article-page.tsx',
    // The article waits for the category list (SPEC §2: validate, then fetch).
    fetch: ['VITE_CATEGORIES_PATH'],
  },
  {
    path: 'search',
    shell: 'search',
    page: 'src/features/search/pages/search-page.tsx',
    fetch: ['VITE_SEARCH_INDEX_PATH', 'VITE_SEARCH_SYNONYMS_PATH'],
  },
  {
    path: 'complaints/:complaint',
    shell: 'complaint-details',
    page: 'src/features/complaints/pages/details-page.tsx',
  },
  {
    path: 'complaints/:complaint/query',
    shell: 'complaint-query',
    page: 'src/features/complaints/pages/query-page.tsx',
  },
  {
    path: 'complaints/feedback/personal-details',
    shell: 'feedback-details',
    page: 'src/features/complaints/pages/feedback-details-page.tsx',
  },
  { path: 'deals', shell: 'deals', page: 'src/features/deals/pages/deals-page.tsx' },
  {
    path: 'submit-meter-read',
    shell: 'meter-read',
    page: 'src/features/meter-read/pages/meter-read-page.tsx',
  },
  // The generic shell: pages with little to load, and paths that are prerendered or unknown.
  { path: 'complaints/feedback' },
  { path: 'confirmation' },
  { path: 'submit-meter-read-confirm' },
  { path: 'contact-us' },
  { path: 'make-a-complaint-select-type' },
  { path: 'make-a-complaint-select-energy' },
  { path: ':category' },
  { path: '*' },
];
