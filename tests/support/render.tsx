import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** A fresh QueryClient per test, with no retries, so failures show at once. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

interface Options {
  path?: string;
  route?: string;
  queryClient?: QueryClient;
}

/** Renders a page at a path, inside the router and query providers, with a user-event session. */
export function renderRoute(
  ui: ReactElement,
  { path = '/', route = '*', queryClient }: Options = {},
) {
  const client = queryClient ?? testQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient: client };
}
