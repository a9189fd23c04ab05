import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { searchGapRequestSchema } from '../../src/api/schemas/search-gaps';
import { API_PATHS } from '../../src/config/api-paths';
import { normaliseSearchQuery } from '../../src/lib/search-gap-query';
import { jsonApiRoute, refuseClientId } from '../api-guards';
import type { Library } from '../content-library';
import { JSON_API, sendErrors, validationErrors } from '../jsonapi';
import type { HelpStore } from '../help-store';

/**
 * Search gaps (issue 28): one search the app's search page answered with nothing, or only
 * weakly, or whose page was then marked "not useful". Checked with the app's own schema, its
 * query scrubbed and normalised again here whatever sent it, and added to the day's count for
 * that query: no client id, address or time is kept, and nothing can be read back.
 */
export function registerSearchGapRoutes(app: FastifyInstance, store: HelpStore, library: Library) {
  /** Pages as the library has them: an article's `category/label` or a category's slug. */
  const titles = new Map(
    library.categories.flatMap((c) => [
      [c.id, c.title] as const,
      ...c.articles.map((a) => [`${c.id}/${a.label}`, a.title] as const),
    ]),
  );

  app.post(API_PATHS.searchGaps, jsonApiRoute, async (req, reply) => {
    const ownId = refuseClientId(req.body, reply);
    if (ownId) return ownId;
    const parsed = searchGapRequestSchema.safeParse(req.body);
    if (!parsed.success) return sendErrors(reply, 422, validationErrors(parsed.error));
    const { query: sent, outcome, 'page-id': pageId } = parsed.data.data.attributes;
    const query = normaliseSearchQuery(sent);
    if (!query) {
      return sendErrors(reply, 422, [
        {
          status: '422',
          title: 'Invalid attribute',
          detail: 'The query has no words once normalised.',
          source: { pointer: '/data/attributes/query' },
        },
      ]);
    }
    const pageTitle = pageId === null ? undefined : titles.get(pageId);
    if (pageId !== null && pageTitle === undefined) {
      return sendErrors(reply, 422, [
        {
          status: '422',
          title: 'Unknown page',
          detail: 'Send the id of an article or category page of this area.',
          source: { pointer: '/data/attributes/page-id' },
        },
      ]);
    }
    const page = pageId === null ? null : { id: pageId, title: pageTitle! };
    const { day } = await store.countSearchGap(query, outcome, page);
    // The count's own id: the same for everyone who made this search today, so it says
    // nothing about who sent it.
    const id = createHash('sha256')
      .update(JSON.stringify([day, query, outcome, pageId ?? '']))
      .digest('base64url')
      .slice(0, 22);
    return reply
      .code(201)
      .type(JSON_API)
      .send({ data: { type: 'search-gaps', id } });
  });
}
