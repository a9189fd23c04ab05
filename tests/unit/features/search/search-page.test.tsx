import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { CONTENT_PATHS } from '@/config/content-paths';
import { describe, expect, it, vi } from 'vitest';
import { searchKeys } from '@/api/search-index';
import { createSearchEngine } from '@/features/search/engine';
import { compileRules } from '@/features/search/rules';
import { RESULTS_PER_PAGE } from '@/features/search/results-pages';
import { serveSearch } from '@/features/search/served';
import { absolute, BASENAME, paths } from '@/config/paths';
import { SearchIsland } from '@/features/search/components/search';
import SearchPage from '@/features/search/pages/search-page';
import { SEARCHING_CLASS } from '@/lib/searching';
import { searchIndexJson, searchRulesJson } from '../../../support/fixtures';
import { server } from '../../../support/msw';
import { renderRoute, testQueryClient } from '../../../support/render';

/** The page's live part: what the customer meets with JavaScript (the island). */
const renderSearch = (search: string) =>
  renderRoute(<SearchIsland />, { path: `/search${search}`, route: '/search' });

describe('the search page as the build writes it', () => {
  it('lists every help topic and its articles as links, with the emergency numbers', async () => {
    renderRoute(<SearchPage />, { path: '/search', route: '/search' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Help & Support' }),
    ).toBeVisible();
    const topics = screen.getByRole('region', { name: 'All help topics' });
    const boiler = within(topics).getByRole('region', { name: 'Breakdowns' });
    expect(
      within(boiler)
        .getByRole('link', { name: /Boiler not working/i })
        .getAttribute('href'),
    ).toMatch(/^\/breakdowns\//);
    // Another site's topics (no articles here) are not listed as pages of the area.
    expect(within(topics).queryByRole('link', { name: 'PeakSave' })).toBeNull();
    expect(within(topics).getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
  });

  it('makes way for the results while there are words to search for, and comes back without', async () => {
    const { user } = renderSearch('?q=meter&from=');
    await screen.findByText(/^\d+ results for “meter”$/);
    expect(document.documentElement).toHaveClass(SEARCHING_CLASS);
    await user.clear(screen.getByRole('searchbox', { name: 'Search for help' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass(SEARCHING_CLASS));
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the search page as the server sent it, with its words answered', () => {
  it('shows the results it arrived with at once, before the index is in, and keeps them', async () => {
    const { documents } = searchIndexJson();
    const engine = createSearchEngine(documents);
    const served = serveSearch(
      'meter reading',
      '',
      compileRules(searchRulesJson),
      engine,
      (h) => h,
    )!;
    // The index is slow to come: the results are there without it. Nor are the rules needed.
    let asked = 0;
    let rulesAsked = 0;
    server.use(
      http.get(`*${CONTENT_PATHS.searchIndex}`, async () => {
        asked += 1;
        await delay('infinite');
        return HttpResponse.json({ documents });
      }),
      http.get(`*${CONTENT_PATHS.searchSynonyms}`, () => {
        rulesAsked += 1;
        return HttpResponse.json(searchRulesJson);
      }),
    );
    const { user, queryClient } = renderRoute(<SearchIsland served={served} />, {
      path: '/search?q=meter%20reading&from=',
      route: '/search',
    });
    const count = served.bestBets.length + served.total;
    expect(screen.getByRole('status')).toHaveTextContent(`${count} results for “meter reading”`);
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      ...served.bestBets.map((b) => b.title),
      ...served.results.map((r) => r.title.join('')),
    ]);
    // The words that matched are picked out, as the platform worked them out.
    const firstResult = within(results)
      .getAllByRole('heading', { level: 2 })
      .at(served.bestBets.length);
    expect(firstResult?.querySelector('mark')).not.toBeNull();
    expect(screen.queryByText('Loading search…')).toBeNull();
    // Not even asked for, until the customer goes into the box to search again: once any code the
    // island asked for on arriving is in and has run, neither the index nor the rules is on its
    // way (a request for either would still be: the index never comes here).
    await act(() => vi.dynamicImportSettled());
    for (const queryKey of [searchKeys.index(), searchKeys.synonyms()]) {
      expect(queryClient.getQueryState(queryKey)?.fetchStatus ?? 'never asked').toBe('never asked');
    }
    expect(asked).toBe(0);
    expect(rulesAsked).toBe(0);
    await user.click(screen.getByRole('searchbox', { name: 'Search for help' }));
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(rulesAsked).toBeGreaterThan(0));
    expect(screen.getByRole('status')).toHaveTextContent(`${count} results for “meter reading”`);
  });

  it('lists one page of results at a time, with links to the others that work without code', async () => {
    const serve = (page: string) =>
      serveSearch(
        'electricity meter reading',
        `${BASENAME}/`,
        compileRules(searchRulesJson),
        createSearchEngine(searchIndexJson().documents),
        (h) => h,
        page,
      )!;
    const first = serve('1');
    const pages = Math.ceil(first.total / RESULTS_PER_PAGE);
    expect(pages, 'more than one page of results').toBeGreaterThan(1);
    const view = renderRoute(<SearchIsland served={first} />, {
      path: paths.search('electricity meter reading', absolute(paths.home())),
      route: '/search',
    });
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('link')).toHaveLength(
      first.bestBets.length + RESULTS_PER_PAGE,
    );
    const nav = screen.getByRole('navigation', { name: 'Results pages' });
    expect(within(nav).queryByRole('link', { name: /Previous page/ })).toBeNull();
    expect(
      within(nav)
        .getByRole('link', { name: `Next page 2 of ${pages}` })
        .getAttribute('href'),
    ).toMatch(
      new RegExp(`${escapeRegExp(paths.search('electricity meter reading', `${BASENAME}/`, 2))}$`),
    );
    view.unmount();

    const second = serve('2');
    renderRoute(<SearchIsland served={second} />, {
      path: paths.search('electricity meter reading', absolute(paths.home()), 2),
      route: '/search',
    });
    // The same count on every page; no best bet or section answer after the first.
    expect(screen.getByRole('status')).toHaveTextContent(
      `${first.bestBets.length + first.total} results for “electricity meter reading”`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Search results' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(second.results.map((r) => r.title.join('')));
    expect(
      within(screen.getByRole('navigation', { name: 'Results pages' }))
        .getByRole('link', { name: `Previous page 1 of ${pages}` })
        .getAttribute('href'),
    ).toMatch(
      new RegExp(`${escapeRegExp(paths.search('electricity meter reading', `${BASENAME}/`))}$`),
    );
    expect(document.title).toContain(`(page 2 of ${pages})`);
  });

  it('searches for itself once the words change', async () => {
    const served = serveSearch(
      'meter reading',
      '',
      compileRules(searchRulesJson),
      createSearchEngine(searchIndexJson().documents),
      (h) => h,
    )!;
    const { user } = renderRoute(<SearchIsland served={served} />, {
      path: '/search?q=meter%20reading&from=',
      route: '/search',
    });
    const box = screen.getByRole('searchbox', { name: 'Search for help' });
    await user.clear(box);
    await user.type(box, 'boiler');
    expect(await screen.findByText(/^\d+ results? for “boiler”$/)).toBeVisible();
  });
});

describe('search page', () => {
  it('shows results for the query in the URL, with the count announced', async () => {
    renderSearch(`?q=meter&from=${encodeURIComponent(absolute(paths.home()))}`);
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

  it('shows the page of results the address asks for, and the first again for new words', async () => {
    const { user } = renderSearch('?q=electricity%20meter%20reading&from=&page=2');
    const status = await screen.findByText(/^\d+ results for “electricity meter reading”$/);
    const total = Number(/^\d+/.exec(status.textContent ?? '')![0]);
    const onSecond = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole(
      'link',
    );
    expect(onSecond.length).toBeLessThanOrEqual(RESULTS_PER_PAGE);
    expect(total).toBeGreaterThan(RESULTS_PER_PAGE);
    expect(screen.getByRole('link', { name: /^Previous page 1 of \d+$/ })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search for help' });
    await user.clear(box);
    await user.type(box, 'meter');
    const again = await screen.findByText(/^\d+ results for “meter”$/);
    // Enough for a second page: still it starts at the first.
    expect(Number(/^\d+/.exec(again.textContent ?? '')![0])).toBeGreaterThan(RESULTS_PER_PAGE);
    expect(screen.queryByRole('link', { name: /^Previous page/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Next page 2 of \d+$/ })).toBeInTheDocument();
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
      http.get(`*${CONTENT_PATHS.searchIndex}`, () => new HttpResponse(null, { status: 500 })),
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

  it('carries no `from` that is not a short path of the area into its links (issue 37)', async () => {
    const long = `${BASENAME}/${'a'.repeat(14_000)}`;
    renderSearch(`?q=meter&from=${encodeURIComponent(long)}`);
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByRole('link', { name: 'Back to where you were' })).toBeNull();
    const next = screen.getByRole('link', { name: /^Next page 2 of \d+$/ }).getAttribute('href');
    expect(next).toMatch(/[?&]from=(&|$)/);
  });
});

describe('emergencies and best bets', () => {
  const index = `*${CONTENT_PATHS.searchIndex}`;
  const failing = () => new HttpResponse(null, { status: 500 });

  it('shows the gas emergency number as a phone link above every result for "I smell gas"', async () => {
    renderSearch('?q=I+smell+gas&from=');
    const answer = await screen.findByRole('region', { name: 'If you smell gas' });
    expect(within(answer).getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    expect(within(answer).getByText(/Get everyone outside/)).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(answer.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const first = within(results).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'What to do if you smell gas' })).toBeVisible();
  });

  it('shows the emergency answer before the index has loaded and when it cannot be loaded', async () => {
    server.use(
      http.get(index, failing),
      http.get(`*${CONTENT_PATHS.categories}`, failing),
      http.get(`*${CONTENT_PATHS.searchSynonyms}`, failing),
    );
    renderSearch('?q=gas+smel&from=');
    // From the rules built in, with the search's own code: no index, no published rules needed.
    expect(
      within(await screen.findByRole('region', { name: 'If you smell gas' })).getByRole('link', {
        name: '0800 111 999',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Search is not working right now.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'If you smell gas' })).toBeInTheDocument();
  });

  it('answers a gas leak that is over first, with a calm line and the number after the answer', async () => {
    renderSearch('?q=we+had+a+gas+leak+last+week+and+it+was+fixed,+can+I+use+the+hob&from=');
    const results = await screen.findByRole('list', { name: 'Search results' });
    // No alarm above the answer...
    expect(screen.queryByRole('region', { name: 'If you smell gas' })).not.toBeInTheDocument();
    // ...and, after it, the number to call if it happens now.
    const number = screen.getByRole('link', { name: '0800 111 999' });
    expect(number).toHaveAttribute('href', 'tel:0800111999');
    const line = number.closest('p')!;
    expect(line).toHaveTextContent(
      'If you smell gas, call 0800 111 999 (free, 24 hours a day). What to do if you smell gas',
    );
    expect(results.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the number first for a gas smell at a neighbour’s', async () => {
    renderSearch('?q=strong+smell+of+gas+coming+from+next+door&from=');
    expect(await screen.findByRole('region', { name: 'If you smell gas' })).toBeInTheDocument();
  });

  it('shows the power cut number for "all my lights went off"', async () => {
    renderSearch('?q=all+my+lights+went+off&from=');
    const answer = await screen.findByRole('region', { name: 'If you have a power cut' });
    expect(within(answer).getByRole('link', { name: '105' })).toHaveAttribute('href', 'tel:105');
  });

  it('puts the complaint page first for "make a complaint"', async () => {
    renderSearch('?q=make+a+complaint&from=');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const first = within(results).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Make a complaint' })).toHaveAttribute(
      'href',
      '/make-a-complaint-select-type',
    );
    // Articles that only share "make" with it are left out.
    expect(screen.queryByRole('link', { name: /make a claim/i })).toBeNull();
  });

  it('offers contact routes and the emergency numbers when the matches are weak', async () => {
    renderSearch('?q=boiler+zzzqqq&from=');
    await screen.findByRole('list', { name: 'Search results' });
    expect(
      screen.getByText('No page matches all the words you searched for. These match some of them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Other ways to get help' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
  });

  it('uses the rules as published, not only the copy built in', async () => {
    server.use(
      http.get(`*${CONTENT_PATHS.searchSynonyms}`, () =>
        HttpResponse.json({
          ...searchRulesJson,
          bestBets: [
            ...searchRulesJson.bestBets,
            {
              page: 'submit-meter-read',
              title: 'Give us a meter reading',
              description: 'Send your readings.',
              when: ['send readings'],
              whenExactly: [],
            },
          ],
        }),
      ),
    );
    renderSearch('?q=send+readings&from=');
    expect(
      await screen.findByRole('link', { name: 'Give us a meter reading' }),
    ).toBeInTheDocument();
  });
});

describe('search events for the content team', () => {
  it('pushes search and view_search_results once the words settle, with personal details scrubbed', async () => {
    window.dataLayer = [];
    renderSearch('?q=bill+for+jo%40example.com+SW1A+1AA&from=');
    await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(window.dataLayer).toHaveLength(2), { timeout: 3000 });
    const [search, view] = window.dataLayer;
    expect(search).toMatchObject({ event: 'search', search_term: 'bill for [email] [postcode]' });
    expect(search?.results_count).toBeGreaterThan(0);
    expect(search?.search_no_results).toBe(false);
    expect(view).toMatchObject({
      event: 'view_search_results',
      search_term: 'bill for [email] [postcode]',
    });
  });

  it('counts one search for a word typed letter by letter, not one per keystroke', async () => {
    window.dataLayer = [];
    const { user } = renderSearch('?q=&from=');
    const box = screen.getByRole('searchbox', { name: 'Search for help' });
    await user.type(box, 'boiler');
    await waitFor(() => expect((window.dataLayer ?? []).length).toBeGreaterThanOrEqual(2), {
      timeout: 3000,
    });
    // Anything more counted for "boiler" would come before the next search's count.
    await user.type(box, ' pressure');
    await waitFor(() => expect((window.dataLayer ?? []).length).toBeGreaterThanOrEqual(4), {
      timeout: 3000,
    });
    expect(window.dataLayer.map((e) => [e.event, e.search_term])).toEqual([
      ['search', 'boiler'],
      ['view_search_results', 'boiler'],
      ['search', 'boiler pressure'],
      ['view_search_results', 'boiler pressure'],
    ]);
  });

  it('flags a search that found nothing', async () => {
    window.dataLayer = [];
    renderSearch('?q=xqzvv+wobblefrump&from=');
    await screen.findByRole('heading', { name: /We couldn't find anything/ });
    await waitFor(() => expect(window.dataLayer).toHaveLength(2), { timeout: 3000 });
    expect(window.dataLayer[0]).toMatchObject({
      event: 'search',
      search_term: 'xqzvv wobblefrump',
      results_count: 0,
      search_no_results: true,
    });
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

  it('offline with no index, the list of every topic has the other ways to get help: once', async () => {
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderRoute(<SearchPage />, { path: '/search?q=meter&from=', route: '/search' });
      await screen.findByText('You’re offline: search will work once you’re back online.');
      expect(screen.getByRole('region', { name: 'All help topics' })).toBeInTheDocument();
      expect(screen.getAllByRole('region', { name: 'Other ways to get help' })).toHaveLength(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('says it is offline, with the emergency answer, when it has no index yet', async () => {
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderSearch('?q=smell+gas&from=');
      expect(
        await screen.findByText('You’re offline: search will work once you’re back online.'),
      ).toHaveAttribute('role', 'status');
      // The emergency answer comes from the rules, which may arrive after the offline status.
      expect(
        within(await screen.findByRole('region', { name: 'If you smell gas' })).getByRole('link', {
          name: '0800 111 999',
        }),
      ).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
