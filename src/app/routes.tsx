import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { QueryBoundary } from '@/lib/query-boundary';
import { RedirectToNotFound } from '@/components/redirect-to-not-found';

const HomePage = lazy(() => import('@/features/help/pages/home-page'));
const CategoryPage = lazy(() => import('@/features/help/pages/category-page'));
const ArticlePage = lazy(() => import('@/features/help/pages/article-page'));
const SearchPage = lazy(() => import('@/features/search/pages/search-page'));
const ContactUsPage = lazy(() => import('@/features/contact/pages/contact-us-page'));
const SelectTypePage = lazy(() => import('@/features/complaints/pages/select-type-page'));
const SelectEnergyPage = lazy(() => import('@/features/complaints/pages/select-energy-page'));
const DetailsPage = lazy(() => import('@/features/complaints/pages/details-page'));
const QueryPage = lazy(() => import('@/features/complaints/pages/query-page'));
const FeedbackPage = lazy(() => import('@/features/complaints/pages/feedback-page'));
const FeedbackDetailsPage = lazy(() => import('@/features/complaints/pages/feedback-details-page'));
const MeterReadPage = lazy(() => import('@/features/meter-read/pages/meter-read-page'));
const MeterReadConfirmPage = lazy(
  () => import('@/features/meter-read/pages/meter-read-confirm-page'),
);
const DealsPage = lazy(() => import('@/features/deals/pages/deals-page'));
const ConfirmationPage = lazy(() => import('@/features/complaints/pages/confirmation-page'));

/** Pages that fetch or send data get the data layer; the rest paint without it. */
const data = (page: ReactNode) => <QueryBoundary>{page}</QueryBoundary>;

/** The route table of SPEC §2. Pages are split per route so each loads only what it needs. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="search" element={data(<SearchPage />)} />
      <Route path="contact-us" element={<ContactUsPage />} />
      <Route path="make-a-complaint-select-type" element={<SelectTypePage />} />
      <Route path="make-a-complaint-select-energy" element={<SelectEnergyPage />} />
      <Route path="complaints/feedback" element={<FeedbackPage />} />
      <Route path="complaints/feedback/personal-details" element={data(<FeedbackDetailsPage />)} />
      <Route path="complaints/:complaint" element={data(<DetailsPage />)} />
      <Route path="complaints/:complaint/query" element={data(<QueryPage />)} />
      <Route path="confirmation" element={<ConfirmationPage />} />
      <Route path="deals" element={data(<DealsPage />)} />
      <Route path="submit-meter-read" element={data(<MeterReadPage />)} />
      <Route path="submit-meter-read-confirm" element={<MeterReadConfirmPage />} />
      <Route path=":category" element={data(<CategoryPage />)} />
      <Route path=":category/:article" element={data(<ArticlePage />)} />
      <Route path="*" element={<RedirectToNotFound />} />
    </Routes>
  );
}
