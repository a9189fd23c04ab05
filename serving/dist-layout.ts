/**
 * What the build leaves in dist/ and where, as the build writes it and the platform and nginx
 * read it (serving/: what the three share, imported by each, importing none of them).
 */

/** The islands' build (vite.islands.config.ts): its entry and its manifest's name. */
export const ISLANDS_ENTRY = 'src/entry-islands.tsx';
export const ISLANDS_MANIFEST = 'islands-manifest.json';

/**
 * The search page's server part (vite.server.config.ts, decision 034): its entry, and the one file
 * it is built into inside dist/, which no one is served.
 */
export const SEARCH_SERVER_ENTRY = 'src/entry-search-server.tsx';
export const SEARCH_SERVER_FILE = 'server/search.js';

/** What the build leaves in dist/ for the servers, never sent to a browser. */
export const SERVER_ONLY_DIRS = ['deploy', SEARCH_SERVER_FILE.split('/')[0]!];

/**
 * The guided check's answer addresses (src/features/no-supply/answer-address.ts), beside the
 * pages: the build writes them, the platform and nginx send each on by its answer.
 */
export const ANSWER_ADDRESSES_FILE = 'answer-addresses.json';
