import { useEffect, useRef } from 'react';
import { scrub } from '@/lib/scrub';
import { useDebouncedValue } from '@/lib/use-debounced-value';

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
 * Pushes the events once per search the customer settles on (not for every keystroke of one),
 * once the count is known (`null` while the engine loads).
 */
export function useSearchEvents(term: string, count: number | null) {
  const settled = useDebouncedValue(term, SETTLED_MS);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (count === null || !settled.trim() || settled !== term || last.current === settled) return;
    last.current = settled;
    pushSearchEvents(settled, count);
  }, [settled, term, count]);
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
