/// <reference lib="webworker" />
/**
 * The service worker (Workbox), built by scripts/build.ts after the pages are prerendered.
 *
 * - Precaches the app shell, every prerendered page (emergencies among them: its numbers are in
 *   the page itself) and the code and styles they need, so they open with no connection.
 * - Any other page of the area opens from the cached app shell; pages that need data then say
 *   the customer is offline and give the emergency numbers.
 * - Nothing else is cached: API and content responses, and anything personal, always go to the
 *   network.
 * - A new version takes over as soon as it is installed and removes the old files, so no one is
 *   kept on an old version; a tab still open on the old one reloads once if it asks for code that
 *   is gone (PageErrorBoundary).
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time: every file to keep, with a revision for those without a hash. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
declare const __APP_SHELL_URL__: string;
declare const __SCOPE__: string;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Exact matches first: the landing page, categories, emergencies and the other prerendered pages.
precacheAndRoute(__PRECACHE_MANIFEST__, { cleanURLs: false });

// Every other page of the area is rendered in the browser from the app shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(__APP_SHELL_URL__), {
    allowlist: [new RegExp(`^${__SCOPE__}`)],
    // Files, not pages: let the network answer (and say 404) for these.
    denylist: [/\.[a-z0-9]{2,5}$/i],
  }),
);
