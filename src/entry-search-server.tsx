import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import QueryBoundary from '@/api/query-client-provider';
import { BASENAME, paths } from '@/config/paths';
import { SearchIsland } from '@/features/search/components/search';
import type { ServedSearch } from '@/features/search/served';

/**
 * What the server that sends the search page needs to answer its words before the page's code
 * runs (decision 034; server/search-page.ts): the engine and rules the browser's search uses, and
 * the search island rendered with React's server renderer exactly as the build rendered it into
 * the page, with the answer or without. Built on its own, with everything it uses inside it
 * (vite.server.config.ts), into dist/server/, which no one is served.
 */
export function renderSearchIsland(query: URLSearchParams, served?: ServedSearch): string {
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return renderToString(
    <StrictMode>
      <StaticRouter basename={BASENAME} location={`${BASENAME}${paths.searchPage()}${search}`}>
        <QueryBoundary>
          <SearchIsland served={served} />
        </QueryBoundary>
      </StaticRouter>
    </StrictMode>,
  );
}

export { createSearchEngine } from '@/features/search/engine';
export { compileRules } from '@/features/search/rules';
export { pageCount, searchTitle } from '@/features/search/results-pages';
export { serveSearch } from '@/features/search/served';
export { pageTitle } from '@/lib/document-head';
