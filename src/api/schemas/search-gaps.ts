import * as z from 'zod/mini';
import { SEARCH_GAP_QUERY_MAX } from '../../lib/search-gap-query';
import { createDocumentSchema, createdSchema } from '../jsonapi';

/**
 * Search gaps (issue 28): searches that nothing answered, or answered only weakly, and searches
 * whose page was then marked "not useful", for the content team. The app sends one per search
 * (only with analytics consent); the platform keeps a count per normalised query, outcome and
 * day, never who searched. Written once for both. Relative imports because server/ does not
 * resolve '@/'.
 */

/**
 * What happened to the search: nothing found, only pages sharing some of its words, or a page
 * opened from its results then marked "not useful" on "Is this page useful?".
 */
const SEARCH_GAP_OUTCOMES = ['no-results', 'weak', 'followed-by-no'] as const;
export type SearchGapOutcome = (typeof SEARCH_GAP_OUTCOMES)[number];

const searchGapAttributesSchema = z
  .object({
    /** As lib/search-gap-query.ts leaves it; the platform normalises it again whatever it gets. */
    query: z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_GAP_QUERY_MAX)),
    outcome: z.enum(SEARCH_GAP_OUTCOMES),
    /** The page marked "not useful" (`category/label`, or a category's slug), with that only. */
    'page-id': z.nullable(
      z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[\w\-./]+$/)),
    ),
  })
  .check(
    z.refine((a) => (a.outcome === 'followed-by-no') === (a['page-id'] !== null), {
      error: 'A page id comes with "followed-by-no", and only with it',
      path: ['page-id'],
    }),
  );
export type SearchGapAttributes = z.infer<typeof searchGapAttributesSchema>;

export const searchGapRequestSchema = createDocumentSchema(
  'search-gaps',
  searchGapAttributesSchema,
);

/** The reply: the day's count the search was added to (its id only: never the count). */
export const searchGapCreatedSchema = createdSchema('search-gaps');
