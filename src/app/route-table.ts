/**
 * What each route of config/paths.ts loads (read by app/routes.tsx), and which shell the platform
 * sends for it (read by scripts/build.ts, which writes dist/shells.json; the platform picks the
 * shell with react-router's own matching). Pages rendered in the browser paint a shell first
 * (header, footer, loading); a shell made for a route also names the route's code and the content
 * it fetches first, for the browser to load alongside the entry instead of one after another.
 *
 * Prerendered pages (landing, categories, contact-us, the complaint questions) are files and are
 * matched before any shell.
 */
import type { Env } from '../config/env-schema';
import { ROUTE_PATTERNS, type RouteName } from '../config/paths';

/** A content path setting (.env), fetched as it is by the page (no custom request headers). */
export type ContentPath = Extract<keyof Env, `VITE_${string}_PATH`>;

interface RouteEntry {
  /** The page module (loaded on demand); none: the route sends the visitor to page-not-found. */
  page?: `src/features/${string}/pages/${string}-page.tsx`;
  /** The page fetches or sends data: it gets the data layer. */
  data?: boolean;
  /** The shell's name (dist/shells/<name>.html); none: the generic app shell. */
  shell?: string;
  /** Content the page fetches before it can show anything. */
  fetch?: ContentPath[];
}

const help = 'src/features/help/pages';
const complaints = 'src/features/complaints/pages';
const meterRead = 'src/features/meter-read/pages';

const TABLE: Record<RouteName, RouteEntry> = {
  home: { page: `${help}/home-page.tsx` },
  search: {
    page: 'src/features/search/pages/search-page.tsx',
    data: true,
    shell: 'search',
    fetch: ['VITE_SEARCH_INDEX_PATH', 'VITE_SEARCH_SYNONYMS_PATH'],
  },
  contactUs: { page: 'src/features/contact/pages/contact-us-page.tsx' },
  selectType: { page: `${complaints}/select-type-page.tsx` },
  selectEnergy: { page: `${complaints}/select-energy-page.tsx` },
  feedback: { page: `${complaints}/feedback-page.tsx` },
  feedbackDetails: {
    page: `${complaints}/feedback-details-page.tsx`,
    data: true,
    shell: 'feedback-details',
  },
  complaintDetails: {
    page: `${complaints}/details-page.tsx`,
    data: true,
    shell: 'complaint-details',
  },
  complaintQuery: { page: `${complaints}/query-page.tsx`, data: true, shell: 'complaint-query' },
  confirmation: { page: `${complaints}/confirmation-page.tsx` },
  deals: { page: 'src/features/deals/pages/deals-page.tsx', data: true, shell: 'deals' },
  meterRead: { page: `${meterRead}/meter-read-page.tsx`, data: true, shell: 'meter-read' },
  meterReadConfirm: { page: `${meterRead}/meter-read-confirm-page.tsx` },
  category: { page: `${help}/category-page.tsx`, data: true },
  // The article waits for the category list (SPEC §2: validate, then fetch).
  article: {
    page: `${help}/article-page.tsx`,
    data: true,
    shell: 'article',
    fetch: ['VITE_CATEGORIES_PATH'],
  },
  notFound: {},
};

/** Every route with its path. */
export const ROUTE_TABLE = (Object.keys(TABLE) as RouteName[]).map((name) => ({
  name,
  path: ROUTE_PATTERNS[name],
  ...TABLE[name],
}));
