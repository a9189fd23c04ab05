/// <reference lib="webworker" />
/**
 * The service worker (Workbox), built by scripts/build/ after the pages are prerendered, with the
 * lists the route manifest gives it (scripts/build/service-worker.ts, decision 026).
 *
 * - Precaches, from the first visit, the app shell, the landing page, every help topic,
 *   emergencies and its articles, every page of the "No power or no gas?" check (whatever answers
 *   its address carries), contact us and the search page's list of every topic, with the code and
 *   styles they need: they open with no connection.
 * - Keeps every page the customer opens of a route marked to be kept (the articles; the build
 *   marks their pages): the newest few, as the manifest says, served from the copy at once and
 *   refreshed from the network behind it (stale-while-revalidate). The page itself then checks
 *   its text against the CMS (features/help/components/article-updates.tsx).
 * - The guided check's answer addresses go on to the answer's page, as the servers send them.
 * - The search page with words comes from the network, which answers them in the page.
 * - Any other page of the area opens from the app shell (a kept page not yet kept, with no
 *   connection, too), where pages that need data say the customer is offline, give the emergency
 *   numbers and list the pages that are kept.
 * - Nothing else is cached: API and content responses, and anything personal, always go to the
 *   network.
 * - A new version takes over as soon as it is installed and removes the old files, so no one is
 *   kept on an old version; a tab still open on the old one reloads once if it asks for code that
 *   is gone (PageErrorBoundary).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { answerRedirect, type AnswerAddress } from '../lib/answer-address';

declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time: every file to keep, with a revision for those without a hash. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
declare const __APP_SHELL_URL__: string;
declare const __SCOPE__: string;
/**
 * Pages kept once opened: their addresses (a regular expression), the cache, the mark the build
 * gives them, and how many.
 */
declare const __KEPT_PAGES__: { pattern: string; cache: string; marker: string; keep: number };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/**
 * The answers a page's forms send in its address (the route manifest's `query`: the "No power or
 * no gas?" check): the page is the same whatever they say, so its kept copy answers for them.
 */
declare const __PAGE_ANSWERS__: string[];

// Exact matches first: the pages kept from the first visit (whatever answers their address has).
precacheAndRoute(__PRECACHE_MANIFEST__, {
  cleanURLs: false,
  ignoreURLParametersMatching: [
    /^utm_/,
    /^fbclid$/,
    ...__PAGE_ANSWERS__.map((name) => new RegExp(`^${name}$`)),
  ],
});

const keptPages = new StaleWhileRevalidate({
  cacheName: __KEPT_PAGES__.cache,
  plugins: [
    {
      // Only a page the build marked to be kept (an article), never a shell or an error.
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && (await response.clone().text()).includes(__KEPT_PAGES__.marker)
          ? response
          : null,
      // No connection and no copy: the app shell, which says so.
      handlerDidError: async () => (await matchPrecache(__APP_SHELL_URL__)) ?? Response.error(),
    },
    new ExpirationPlugin({ maxEntries: __KEPT_PAGES__.keep, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && new RegExp(__KEPT_PAGES__.pattern, 'i').test(url.pathname),
  keptPages,
);

/**
 * The guided check's answer addresses (Enter on an answer before the page is alive): on to the
 * page the answer leads to, as the servers send it, with or without a connection.
 */
declare const __ANSWER_ADDRESSES__: AnswerAddress[];
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && __ANSWER_ADDRESSES__.some((a) => a.from === url.pathname),
  ({ url }) =>
    Promise.resolve(
      Response.redirect(
        new URL(answerRedirect(__ANSWER_ADDRESSES__, url.pathname, url.searchParams)!, url).href,
        303,
      ),
    ),
);

/**
 * The search page with words: from the network, which sends it with its results in it (decision
 * 034); with no connection, the app shell, which searches in the browser as before.
 */
declare const __SEARCH_PAGE_URL__: string;
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.pathname === __SEARCH_PAGE_URL__ &&
    (url.searchParams.get('q') ?? '').trim() !== '',
  new NetworkOnly({
    plugins: [
      { handlerDidError: async () => (await matchPrecache(__APP_SHELL_URL__)) ?? Response.error() },
    ],
  }),
);

// Every other page of the area is rendered in the browser from the app shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(__APP_SHELL_URL__), {
    allowlist: [new RegExp(`^${__SCOPE__}`)],
    // Files, not pages: let the network answer (and say 404) for these.
    denylist: [/\.[a-z0-9]{2,5}$/i],
  }),
);
