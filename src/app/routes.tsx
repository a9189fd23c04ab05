import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RedirectToNotFound } from './layout/redirect-to-not-found';

const HomePage = lazy(() => import('@/features/help/pages/home-page'));
const CategoryPage = lazy(() => import('@/features/help/pages/category-page'));
const ArticlePage = lazy(() => import('@/features/help/pages/article-page'));
const SearchPage = lazy(() => import('@/features/search/pages/search-page'));

/** The route table of SPEC §2. Pages are split per route so each loads only what it needs. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="search" element={<SearchPage />} />
      <Route path=":category" element={<CategoryPage />} />
      <Route path=":category/:article" element={<ArticlePage />} />
      <Route path="*" element={<RedirectToNotFound />} />
    </Routes>
  );
}
