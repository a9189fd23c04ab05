import type { ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { QueryBoundary } from '@/api/query-boundary';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { RedirectToNotFound } from '@/components/redirect-to-not-found';
import { BASENAME } from '@/config/paths';
import { ROUTE_LIST } from '@/config/route-manifest';
import { preloadHeader } from './layout/header';

// Each page module, loaded on demand: one chunk per route, so each loads only what it needs.
const pageModules = import.meta.glob<{ default: ComponentType }>(
  '/src/features/*/pages/*-page.tsx',
);

/** The routes of SPEC §2 (the route manifest, config/route-manifest.ts), each with its page. */
const ROUTES = ROUTE_LIST.map(({ path, page, data }) => {
  const load = page ? pageModules[`/${page}`] : undefined;
  if (page && !load) throw new Error(`No page module ${page}`);
  return {
    path,
    data,
    page: load ? lazyWithPreload(load) : (RedirectToNotFound as Page),
  };
});
type Page = ComponentType & { preload?: () => Promise<void> };

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map(({ path, page: Page, data }) => (
        <Route
          key={path}
          path={path}
          element={
            data ? (
              <QueryBoundary>
                <Page />
              </QueryBoundary>
            ) : (
              <Page />
            )
          }
        />
      ))}
    </Routes>
  );
}

/**
 * Loads the code the page at this address renders first (its page, the data layer if it has data,
 * the header's parts), so the first render shows the page without a loading state in between.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const [match] = matchRoutes(ROUTES, pathname, BASENAME) ?? [];
  const route = match?.route;
  await Promise.all([
    preloadHeader(),
    route?.page.preload?.(),
    route?.data ? QueryBoundary.preload() : undefined,
  ]);
}
