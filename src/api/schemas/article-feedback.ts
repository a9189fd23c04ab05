import * as z from 'zod/mini';
import { BASENAME } from '../../config/paths';
import { createDocumentSchema, createdSchema } from '../jsonapi';

/**
 * "Is this page useful?" (GOV.UK's feedback pattern) on every article and category page: the
 * answer the app sends and the platform checks, written once for both. Relative imports because
 * server/ does not resolve '@/'.
 */

/** The optional box: short, and never a complaint (which has its own form). */
export const FEEDBACK_COMMENT_MAX = 500;

/** What went wrong, by the value sent, with the words the customer chooses from. */
export const FEEDBACK_REASONS = {
  'did-not-answer': "It didn't answer my question",
  'hard-to-understand': 'It was hard to understand',
  'out-of-date': "It's out of date or wrong",
  'something-else': 'Something else',
} as const;
export type FeedbackReason = keyof typeof FEEDBACK_REASONS;
const reasonValues = Object.keys(FEEDBACK_REASONS) as [FeedbackReason, ...FeedbackReason[]];

/** Pages the question is asked on. */
export const FEEDBACK_PAGE_TYPES = ['article', 'category'] as const;

const articleFeedbackAttributesSchema = z
  .object({
    /** The page's path under the help area, as the customer saw it (no query, no hash). */
    'page-path': z
      .string()
      .check(
        z.maxLength(300),
        z.regex(new RegExp(`^${BASENAME}/[\\w\\-./]*$`), 'A path in the help area'),
      ),
    'page-type': z.enum(FEEDBACK_PAGE_TYPES),
    /** The article's id (`category/label`) or the category's slug: what insights group by. */
    'page-id': z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[\w\-./]+$/)),
    'page-title': z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    useful: z.boolean(),
    /** Only with a "No". */
    reason: z.nullable(z.enum(reasonValues)),
    /** Only with a "No"; the app has removed anything that looks personal before sending. */
    comment: z.nullable(z.string().check(z.trim(), z.maxLength(FEEDBACK_COMMENT_MAX))),
  })
  .check(
    z.refine((a) => !a.useful || (a.reason === null && a.comment === null), {
      error: 'A "Yes" carries no reason or comment',
      path: ['reason'],
    }),
  );
export type ArticleFeedbackAttributes = z.infer<typeof articleFeedbackAttributesSchema>;

export const articleFeedbackRequestSchema = createDocumentSchema(
  'article-feedback',
  articleFeedbackAttributesSchema,
);

export type ArticleFeedbackRequest = z.infer<typeof articleFeedbackRequestSchema>;

export const articleFeedbackCreatedSchema = createdSchema('article-feedback');
