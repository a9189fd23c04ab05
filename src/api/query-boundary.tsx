import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * Wraps the parts of a page that fetch data. The data layer (TanStack Query, and the HTTP client and zod
 * behind the fetchers) is loaded with the first such part, not with the page shell, so pages
 * that need no data at first (the landing page, emergencies) paint and hydrate without it.
 */
export const QueryBoundary = lazyWithPreload(() => import('./query-client-provider'));
