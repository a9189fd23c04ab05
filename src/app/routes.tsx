import type { ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { QueryBoundary } from '@/lib/query-boundary';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { RedirectToNotFound } from '@/components/redirect-to-not-found';
import { BASENAME } from '@/config/paths';
import { preloadHeader } from './layout/header';

const HomePage = lazyWithPreload(() => import('@/features/help/pages/home-page'));
const CategoryPage = lazyWithPreload(() => import('@/features/help/pages/category-page'));
const ArticlePage = lazyWithPreload(() => import('@/features/help/pages/article-page'));
const SearchPage = lazyWithPreload(() => import('@/features/search/pages/search-page'));
const ContactUsPage = lazyWithPreload(() => import('@/features/contact/pages/contact-us-page'));
const SelectTypePage = lazyWithPreload(
  () => import('@/features/complaints/pages/select-type-page'),
);
const SelectEnergyPage = lazyWithPreload(
  () => import('@/features/complaints/pages/select-energy-page'),
);
const DetailsPage = lazyWithPreload(() => import('@/features/complaints/pages/details-page'));
const QueryPage = lazyWithPreload(() => import('@/features/complaints/pages/query-page'));
const FeedbackPage = lazyWithPreload(() => import('@/features/complaints/pages/feedback-page'));
const FeedbackDetailsPage = lazyWithPreload(
  () => import('@/features/complaints/pages/feedback-details-page'),
);
const MeterReadPage = lazyWithPreload(() => import('@/features/meter-read/pages/meter-read-page'));
const MeterReadConfirmPage = lazyWithPreload(
  () => import('@/features/meter-read/pages/meter-read-confirm-page'),
);
const DealsPage = lazyWithPreload(() => import('@/features/deals/pages/deals-page'));
const ConfirmationPage = lazyWithPreload(
  () => import('@/features/complaints/pages/confirmation-page'),
);

interface AppRoute {
  path: string;
  page: ComponentType & { preload?: () => Promise<void> };
  /** The page fetches or sends data: it gets the data layer. */
  data?: boolean;
}

/** The route table of SPEC §2. Pages are split per route so each loads only what it needs. */
const ROUTES: AppRoute[] = [
  { path: '/', page: HomePage },
  { path: 'search', page: SearchPage, data: true },
  { path: 'contact-us', page: ContactUsPage },
  { path: 'make-a-complaint-select-type', page: SelectTypePage },
  { path: 'make-a-complaint-select-energy', page: SelectEnergyPage },
  { path: 'complaints/feedback', page: FeedbackPage },
  { path: 'complaints/feedback/personal-details', page: FeedbackDetailsPage, data: true },
  { path: 'complaints/:complaint', page: DetailsPage, data: true },
  { path: 'complaints/:complaint/query', page: QueryPage, data: true },
  { path: 'confirmation', page: ConfirmationPage },
  { path: 'deals', page: DealsPage, data: true },
  { path: 'submit-meter-read', page: MeterReadPage, data: true },
  { path: 'submit-meter-read-confirm', page: MeterReadConfirmPage },
  { path: ':category', page: CategoryPage, data: true },
  { path: ':category/:article', page: ArticlePage, data: true },
  { path: '*', page: RedirectToNotFound },
];

export const ROUTE_PATHS = ROUTES.map((route) => route.path);

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
