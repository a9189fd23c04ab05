import type { ArticleFeedbackAttributes } from '@/api/schemas/article-feedback';

/** The page an answer is about, as the feedback is sent (schemas/article-feedback.ts). */
export interface FeedbackPage {
  path: ArticleFeedbackAttributes['page-path'];
  'page-type': ArticleFeedbackAttributes['page-type'];
  'page-id': ArticleFeedbackAttributes['page-id'];
  'page-title': ArticleFeedbackAttributes['page-title'];
}

/** Said when an answer could not be sent; what was chosen and typed stays. */
export const FEEDBACK_FAILED_MESSAGE =
  "Sorry, we couldn't send your answer. Please try again in a moment.";
