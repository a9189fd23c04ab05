import { endpointUrl } from '@/api/endpoints';
import { clientIdHeader, http, parseWith } from '@/api/http';
import { JSON_API, toDocument } from '@/api/jsonapi';
import {
  articleFeedbackCreatedSchema,
  type ArticleFeedbackAttributes,
} from '@/api/schemas/article-feedback';
import { sendSearchGap } from '@/api/search-gaps';
import { analyticsConsented } from '@/features/consent';
import { normaliseSearchQuery } from '@/lib/search-gap-query';
import { takeSearchLedHere } from '@/lib/search-led-here';
import { scrub } from '@/lib/scrub';

/**
 * A page opened from a search (features/search's search-events.ts) and marked "No": the search
 * is counted for the content team's "Searches followed by a No", with analytics consent only
 * (checked as it is sent). Either answer forgets the search. Not awaited, and never fails: the
 * answer was sent, whatever becomes of the count.
 */
function countSearchFollowedByNo(answer: ArticleFeedbackAttributes) {
  const query = normaliseSearchQuery(takeSearchLedHere(answer['page-path']) ?? '');
  if (answer.useful || !query || !analyticsConsented()) return;
  sendSearchGap({ query, outcome: 'followed-by-no', 'page-id': answer['page-id'] }).catch(() => {});
}

/**
 * Sends an answer to "Is this page useful?" (POST to VITE_ARTICLE_FEEDBACK_PATH) and, once it is
 * stored, tells analytics (`article_feedback`): which page, yes or no, and the reason chosen,
 * never the words typed. Whatever looks like an email, phone number, postcode or account number
 * is taken out of the comment before it leaves the page.
 */
export async function sendFeedback(answer: ArticleFeedbackAttributes): Promise<string> {
  const attributes = { ...answer, comment: answer.comment ? scrub(answer.comment) : null };
  const url = endpointUrl('articleFeedback');
  const res = await http.post<unknown>(url, toDocument('article-feedback', attributes), {
    headers: { ...clientIdHeader(), 'Content-Type': JSON_API },
  });
  const { data } = parseWith(articleFeedbackCreatedSchema, url, res.data);
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'article_feedback',
    article_id: answer['page-id'],
    page_type: answer['page-type'],
    useful: answer.useful,
    reason: answer.reason,
  });
  countSearchFollowedByNo(answer);
  return data.id;
}
