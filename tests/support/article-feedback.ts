import type { ArticleFeedbackRequest } from '@/api/schemas/article-feedback';
import { BASENAME } from '@/config/paths';

/** A valid "No" from an article page, with a reason and a comment, for tests to vary. */
export function validFeedbackBody(): ArticleFeedbackRequest {
  return {
    data: {
      type: 'article-feedback',
      attributes: {
        'page-path': `${BASENAME}/bills-and-payments/estimated-bills`,
        'page-type': 'article',
        'page-id': 'bills-and-payments/estimated-bills',
        'page-title': 'Why your bill is estimated and how to fix it',
        useful: false,
        reason: 'did-not-answer',
        comment: 'It does not say what to do if the meter is outside.',
      },
    },
  };
}

/** A valid "Yes" from a category page: no reason, no comment. */
export function validYesBody(): ArticleFeedbackRequest {
  return {
    data: {
      type: 'article-feedback',
      attributes: {
        'page-path': `${BASENAME}/meters`,
        'page-type': 'category',
        'page-id': 'meters',
        'page-title': 'Meters',
        useful: true,
        reason: null,
        comment: null,
      },
    },
  };
}
