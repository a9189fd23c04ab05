import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { searchKeys } from '@/api/search-index';
import SearchPage from '@/features/search/pages/search-page';
import { searchIndexJson } from '../../../support/fixtures';
import { server } from '../../../support/msw';
import { renderRoute, testQueryClient } from '../../../support/render';

const renderSearch = (search: string) =>
  renderRoute(<SearchPage />, { path: `/search${search}`, route: '/search' });

describe('search page', () => {
  it('shows results for the query in the URL, with the count announced', async () => {
    renderSearch('?q=meter&from=%2Fhelp-and-support%2F');
    expect(await screen.findByText(/^\d+ results for “meter”$/)).toHaveAttribute('role', 'status');
    const results = screen.getByRole('list', { name: 'Search results' });
    const first = within(results).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/meters\//);
    expect(first.querySelector('mark')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('updates results as the customer types', async () => {
    const { user } = renderSearch('?q=&from=');
    const box = screen.getByRole('searchbox', { name: 'Search for help' });
    await user.type(box, 'frozen condensate');
    expect(
      await screen.findByRole('link', { name: /Thawing a frozen condensate pipe/ }),
    ).toBeInTheDocument();
  });

  it('says so plainly when nothing matches, with other routes and the emergency numbers', async () => {
    renderSearch('?q=xqzvv+wobblefrump&from=');
    expect(
      await screen.findByRole('heading', {
        name: "We couldn't find anything for “xqzvv wobblefrump”",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 results for “xqzvv wobblefrump”');
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
  });

  it('still searches titles when the full index cannot be loaded', async () => {
    server.use(
      http.get(
        '*/content/help-and-support/search-index.json',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    renderSearch('?q=boiler+pressure&from=');
    expect(
      await screen.findByRole('link', { name: /Topping up your boiler pressure/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Searching article titles only at the moment.')).toBeInTheDocument();
  });

  it('never offers a way back to another site', async () => {
    renderSearch('?q=meter&from=https%3A%2F%2Fevil.example%2F');
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByRole('link', { name: 'Back to where you were' })).toBeNull();
  });
});

describe('search with no connection', () => {
  it('still searches an index it already has', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(searchKeys.index(), searchIndexJson());
    onlineManager.setOnline(false);
    try {
      renderRoute(<SearchPage />, {
        path: '/search?q=meter&from=',
        route: '/search',
        queryClient,
      });
      expect(await screen.findByText(/^\d+ results for “meter”$/)).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
