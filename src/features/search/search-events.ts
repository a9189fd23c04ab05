import { useEffect, useRef } from 'react';
import type { SearchGapAttributes, SearchGapOutcome } from '@/api/schemas/search-gaps';
import { analyticsConsented } from '@/features/consent';
import { scrub } from '@/lib/scrub';
import { normaliseSearchQuery } from '@/lib/search-gap-query';
import { rememberSearchLedHere } from '@/lib/search-led-here';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { SearchAnswer } from './answer';

/** How long the words must stay the same before the search counts as one the customer made. */
const SETTLED_MS = 1000;

/**
 * GA4's `search` and `view_search_results` events, for the content team: what customers look
 * for and whether anything answered it (`search_no_results`). The term is scrubbed of anything
 * that looks like an email, account, phone number or postcode before it leaves the page.
 */
function pushSearchEvents(term: string, count: number) {
  const params = {
    search_term: scrub(term.trim()),
    results_count: count,
    search_no_results: count === 0,
  };
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'search', ...params });
  window.dataLayer.push({ event: 'view_search_results', ...params });
}

/**
 * Whether a search is a gap in what the area answers (issue 28): nothing at all, or only articles
 * that share some of its words (no emergency and no page of the area recognised it). Null when it
 * was answered.
 */
/** What decides whether a search is a gap: the browser's answer, or the one the page came with. */
type GapAnswer = Pick<SearchAnswer, 'urgent' | 'bestBets' | 'weak'> & { hits: readonly unknown[] };

function gapOf(answer: GapAnswer): Exclude<SearchGapOutcome, 'followed-by-no'> | null {
  if (answer.urgent.length > 0 || answer.bestBets.length > 0) return null;
  if (answer.hits.length === 0) return 'no-results';
  return answer.weak ? 'weak' : null;
}

/**
 * Sends a search gap to the platform, only with analytics consent (checked now, as it is sent):
 * without it nothing leaves the browser. Best effort: a count that could not be sent is not the
 * customer's concern, and nothing is said or retried.
 */
function sendGap(attributes: SearchGapAttributes) {
  if (!analyticsConsented() || !attributes.query) return Promise.resolve();
  return import('@/api/search-gaps')
    .then(({ sendSearchGap }) => sendSearchGap(attributes))
    .catch(() => {});
}

/**
 * Pushes the events once per search the customer settles on (not for every keystroke of one),
 * once the count is known (`null` while the engine loads). `answer`, given when the full index
 * answered it (in the browser, or on the platform for a page sent with its results) (not while it loads, nor titles only, nor when it cannot be had), also sends the
 * search to the platform's search gaps when nothing answered it well.
 */
export function useSearchEvents(term: string, count: number | null, answer?: GapAnswer | null) {
  const settled = useDebouncedValue(term, SETTLED_MS);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (count === null || !settled.trim() || settled !== term || last.current === settled) return;
    last.current = settled;
    pushSearchEvents(settled, count);
    const outcome = answer ? gapOf(answer) : null;
    if (outcome) {
      void sendGap({ query: normaliseSearchQuery(settled), outcome, 'page-id': null });
    }
  }, [settled, term, count, answer]);
  useSearchLedHere(term);
}

/**
 * Opening a page of the area from the search page (a result, an answer, a best bet) remembers the
 * search for that page (lib/search-led-here.ts), with analytics consent only: a "No" on that page
 * is then counted against the search (features/page-feedback). Any other link forgets it.
 */
function useSearchLedHere(term: string) {
  const current = useRef(term);
  useEffect(() => {
    current.current = term;
  }, [term]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      // The page's own links: not the header's, the breadcrumbs' or the footer's.
      if (!(link instanceof HTMLAnchorElement) || link.closest('header, nav, footer')) return;
      const url = new URL(link.href, window.location.href);
      // Another site, a phone number, or the search page itself (another search).
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
        return;
      }
      const query = normaliseSearchQuery(current.current);
      rememberSearchLedHere(query && analyticsConsented() ? query : null, url.pathname);
    };
    // Capture: the router's links handle the click, and may take the page away, after this.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}

/**
 * Articles offered beside a form's text box, and opened from there: which article and on which
 * step (the form's path), never what the customer wrote.
 */
export function pushSuggestionEvent(
  event: 'suggestion_shown' | 'suggestion_opened',
  articleId: string,
  step: string,
) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, article_id: articleId, step });
}
