import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http as msw, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/api/http';
import { searchGapRequestSchema } from '@/api/schemas/search-gaps';
import { BASENAME } from '@/config/paths';
import { saveConsent } from '@/features/consent/consent';
import { PageFeedback } from '@/features/page-feedback';
import { SearchIsland } from '@/features/search/components/search';
import { rememberSearchLedHere } from '@/lib/search-led-here';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';

/*
 * Issue 28: searches nothing answered well, and searches followed by a "No", reach the platform's
 * search gaps with analytics consent only, scrubbed and normalised.
 */

/** The platform's search gaps, keeping what it is sent (and checking it as the platform would). */
function gapsService() {
  const received: Record<string, unknown>[] = [];
  server.use(
    msw.post('*/v1/search-gaps', async ({ request }) => {
      const parsed = searchGapRequestSchema.safeParse(await request.json());
      if (!parsed.success)
        return HttpResponse.json({ errors: [{ status: '422' }] }, { status: 422 });
      received.push(parsed.data.data.attributes);
      return HttpResponse.json(
        { data: { type: 'search-gaps', id: `gap-${received.length}` } },
        { status: 201 },
      );
    }),
    msw.post('*/v1/article-feedback', () =>
      HttpResponse.json({ data: { type: 'article-feedback', id: 'fb-1' } }, { status: 201 }),
    ),
  );
  return received;
}

const consent = (analytics: boolean) => saveConsent({ performance: analytics, targeting: false });

const renderSearch = (q: string) =>
  renderRoute(<SearchIsland />, {
    path: `/search?${new URLSearchParams({ q, from: '' }).toString()}`,
    route: '/search',
  });

/** Long enough for the index to load and the search to settle (a second) and be sent. */
const SENT = { timeout: 10_000 };

/** The search was settled on: analytics has its events (pushed as the gap is decided). */
const settled = (events: number) =>
  waitFor(() => expect(window.dataLayer).toHaveLength(events), SENT);

beforeEach(() => {
  window.dataLayer = [];
});
/** A link followed here would leave the test's one route: the click is kept, the page stays. */
const stay = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};
beforeEach(() => window.addEventListener('click', stay, true));
afterEach(() => {
  window.removeEventListener('click', stay, true);
  Cookies.remove('OptanonConsent', { path: '/' });
  Cookies.remove('OptanonAlertBoxClosed', { path: '/' });
});

describe('searches we could not answer', { timeout: 30_000 }, () => {
  it('sends a search with no results, scrubbed and normalised, with analytics consent', async () => {
    const received = gapsService();
    consent(true);
    renderSearch('Xqzvv, wobblefrump 07700 900456!');
    await waitFor(
      () =>
        expect(received).toEqual([
          { query: 'xqzvv wobblefrump [phone]', outcome: 'no-results', 'page-id': null },
        ]),
      SENT,
    );
  });

  it('sends a search that only some pages half match as weak', async () => {
    const received = gapsService();
    consent(true);
    renderSearch('boiler zzzqqq');
    await waitFor(
      () =>
        expect(received).toEqual([{ query: 'boiler zzzqqq', outcome: 'weak', 'page-id': null }]),
      SENT,
    );
  });

  it.each([
    ['a search the articles answer', 'frozen condensate pipe'],
    ['an emergency', 'I smell gas'],
    ['a page of the area that answers it outright', 'make a complaint'],
  ])('sends nothing for %s', async (_, q) => {
    const received = gapsService();
    consent(true);
    const { unmount } = renderSearch(q);
    await settled(2);
    unmount();
    // Then a search that finds nothing: its gap is the first, and only, to arrive.
    renderSearch('xqzvv wobblefrump');
    await settled(4);
    await waitFor(() => expect(received).toHaveLength(1), SENT);
    expect(received).toEqual([expect.objectContaining({ query: 'xqzvv wobblefrump' })]);
  });

  it('sends nothing without analytics consent, not even once it is given later', async () => {
    const received = gapsService();
    consent(false);
    const { unmount } = renderSearch('xqzvv wobblefrump');
    await settled(2);
    unmount();
    consent(true);
    renderSearch('qqqzzz frumpwobble');
    await settled(4);
    await waitFor(() => expect(received).toHaveLength(1), SENT);
    expect(received[0]).toMatchObject({ query: 'qqqzzz frumpwobble' });
  });
});

describe('searches followed by a No', { timeout: 30_000 }, () => {
  it('remembers the search for the page opened from its results, with consent, and nothing else', async () => {
    gapsService();
    consent(true);
    const { user } = renderSearch('Boiler zzzqqq, call 07700 900456');
    const results = await screen.findByRole('list', { name: 'Search results' }, SENT);
    const link = within(results).getAllByRole('link')[0]!;
    const path = new URL(link.getAttribute('href')!, window.location.href).pathname;
    await user.click(link);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.searchLedHere)!)).toEqual({
      query: 'boiler zzzqqq call [phone]',
      path,
    });
  });

  it('keeps nothing without consent', async () => {
    gapsService();
    consent(false);
    sessionStorage.setItem(
      STORAGE_KEYS.searchLedHere,
      JSON.stringify({ query: 'an older search', path: '/x' }),
    );
    const { user } = renderSearch('boiler zzzqqq');
    const results = await screen.findByRole('list', { name: 'Search results' }, SENT);
    await user.click(within(results).getAllByRole('link')[0]!);
    expect(sessionStorage.getItem(STORAGE_KEYS.searchLedHere)).toBeNull();
  });

  const PAGE = '/your-bill/understanding-your-bill';
  const renderFeedback = () =>
    renderRoute(
      <PageFeedback
        page-type="article"
        page-id="your-bill/understanding-your-bill"
        page-title="Understanding your bill"
      />,
      { path: PAGE },
    );
  const sayNo = async (user: ReturnType<typeof renderFeedback>['user']) => {
    await user.click(screen.getByRole('button', { name: 'No this page is not useful' }));
    await user.click(await screen.findByRole('radio', { name: "It didn't answer my question" }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(/Thank you for your feedback/, {}, SENT);
  };

  it('counts a "No" on the page against the search that led there, once', async () => {
    const received = gapsService();
    consent(true);
    rememberSearchLedHere('boiler zzzqqq', `${BASENAME}${PAGE}`);
    const { user } = renderFeedback();
    await sayNo(user);
    await waitFor(
      () =>
        expect(received).toEqual([
          {
            query: 'boiler zzzqqq',
            outcome: 'followed-by-no',
            'page-id': 'your-bill/understanding-your-bill',
          },
        ]),
      SENT,
    );
    expect(sessionStorage.getItem(STORAGE_KEYS.searchLedHere)).toBeNull();
  });

  it('counts nothing for a "Yes", for another page, or without consent', async () => {
    gapsService();
    const post = vi.spyOn(http, 'post');
    const gapsSent = () => post.mock.calls.filter(([url]) => url.endsWith('/v1/search-gaps'));

    consent(true);
    rememberSearchLedHere('boiler zzzqqq', `${BASENAME}${PAGE}`);
    const yes = renderFeedback();
    await yes.user.click(screen.getByRole('button', { name: 'Yes this page is useful' }));
    await screen.findByText(/Thank you for your feedback/, {}, SENT);
    expect(sessionStorage.getItem(STORAGE_KEYS.searchLedHere)).toBeNull();
    yes.unmount();
    sessionStorage.removeItem(STORAGE_KEYS.feedbackGiven);

    rememberSearchLedHere('boiler zzzqqq', `${BASENAME}/meters`);
    const other = renderFeedback();
    await sayNo(other.user);
    expect(sessionStorage.getItem(STORAGE_KEYS.searchLedHere)).not.toBeNull();
    other.unmount();
    sessionStorage.removeItem(STORAGE_KEYS.feedbackGiven);

    consent(false);
    rememberSearchLedHere('boiler zzzqqq', `${BASENAME}${PAGE}`);
    const refused = renderFeedback();
    await sayNo(refused.user);
    // The "No" itself was sent, and the search forgotten.
    expect(post.mock.calls.filter(([url]) => url.endsWith('/v1/article-feedback'))).toHaveLength(3);
    expect(sessionStorage.getItem(STORAGE_KEYS.searchLedHere)).toBeNull();
    expect(gapsSent()).toEqual([]);
  });
});
