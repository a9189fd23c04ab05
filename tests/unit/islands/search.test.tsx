import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { options } from 'preact';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BASENAME } from '@/config/paths';
import { SearchIsland } from '@/features/search/components/search';
import { createSearchEngine } from '@/features/search/engine';
import { compileRules } from '@/features/search/rules';
import { serveSearch } from '@/features/search/served';
import { ISLAND_ATTRIBUTE } from '@/lib/island';
import { searchIndexJson, searchRulesJson } from '../../support/fixtures';
import { testQueryClient } from '../../support/render';

/** The search page as the platform sends it for its words (decision 034), as HTML. */
function sentPage(q: string) {
  window.history.replaceState(null, '', `${BASENAME}/search?q=${encodeURIComponent(q)}&from=`);
  const served = serveSearch(
    q,
    '',
    compileRules(searchRulesJson),
    createSearchEngine(searchIndexJson().documents),
    (h) => h,
  )!;
  const { container, unmount } = render(
    <QueryClientProvider client={testQueryClient()}>
      <SearchIsland served={served} />
    </QueryClientProvider>,
  );
  const html = container.innerHTML;
  unmount();
  document.body.innerHTML = html;
  return { served, element: document.querySelector(`[${ISLAND_ATTRIBUTE}="search"]`)! };
}

describe('the search island on Preact, coming alive on the results it was sent with', () => {
  it('keeps the results as they are, goes through them by arrow keys, and searches anew', async () => {
    const { served, element } = sentPage('meter reading');
    const sent = [...element.querySelectorAll('.search-result')];
    expect(sent.length).toBe(served.bestBets.length + served.results.length);
    const Search = SearchIsland.inner;
    // Every result Preact draws, from coming alive on.
    const drawn: unknown[] = [];
    const previous = options.diffed;
    options.diffed = (vnode) => {
      const { className } = vnode.props as { className?: unknown };
      if (typeof className === 'string' && /^search-result( |$)/.test(className)) drawn.push(vnode);
      previous?.(vnode);
    };
    const box = screen.getByRole('searchbox', { name: 'Search for help' });
    let root: Root | undefined;
    try {
      act(() => {
        root = hydrateRoot(
          element,
          <QueryClientProvider client={testQueryClient()}>
            <Search served={served} />
          </QueryClientProvider>,
        );
      });
      await waitFor(() => expect(box).toHaveValue('meter reading'));
      // Alive on the results as they were sent: the same elements, not drawn a second time (a
      // phone's longest task on this page, decision 034).
      const alive = [...element.querySelectorAll('.search-result')];
      expect(alive).toHaveLength(sent.length);
      alive.forEach((result, i) => expect(result).toBe(sent[i]));
      expect(drawn).toEqual([]);
      options.diffed = previous;

      const user = userEvent.setup();
      await user.click(box);
      await user.keyboard('{ArrowDown}{ArrowDown}');
      const links = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole(
        'link',
      );
      expect(links[1]).toHaveFocus();

      // New words: the results are the search's own, drawn for them.
      await user.clear(box);
      await user.type(box, 'boiler');
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(/\d+ results? for “boiler”/),
      );
      expect(
        within(screen.getByRole('list', { name: 'Search results' }))
          .getAllByRole('link')
          .some((a) => /boiler/i.test(a.textContent ?? '')),
      ).toBe(true);
    } finally {
      options.diffed = previous;
      // Its effects (the page's title) run and gone before the test's document is: Preact runs
      // them after a paint, on a timer that would otherwise fire once jsdom is torn down.
      act(() => root?.unmount());
    }
  });
});
