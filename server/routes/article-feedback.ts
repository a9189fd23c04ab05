import type { FastifyInstance } from 'fastify';
import {
  articleFeedbackRequestSchema,
  type ArticleFeedbackAttributes,
} from '../../src/api/schemas/article-feedback';
import { API_PATHS } from '../../src/config/api-paths';
import { BASENAME } from '../../src/config/paths';
import { scrub } from '../../src/lib/scrub';
import { clientIdOf, jsonApiRoute, refuseClientId, requireClientId } from '../api-guards';
import type { Library } from '../content-library';
import { JSON_API, sendError, sendErrors, validationErrors } from '../jsonapi';
import type { HelpStore } from '../help-store';

const AREA = `${BASENAME}/`;

/**
 * Text with each lone surrogate (half an emoji, as a cut-short paste can leave) as U+FFFD, the
 * character that says one was lost: said here, where SQLite's UTF-8 would do it unseen. A NUL
 * too, which PostgreSQL cannot keep in text at all: both engines keep the same comment.
 */
const wellFormed = (text: string) =>
  text
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .replaceAll('\u0000', '\ufffd');

/**
 * "Is this page useful?" (issue 17): answers from article and category pages, checked with the
 * app's own schema, kept with no personal data, and readable back by the client that sent them.
 */
export function registerArticleFeedbackRoutes(
  app: FastifyInstance,
  store: HelpStore,
  library: Library,
) {
  const categories = new Map(
    library.categories.map((c) => [c.id, new Set(c.articles.map((a) => a.label))]),
  );
  /**
   * A known page's title as the library has it. What the browser sends is not used: insights
   * would show whatever title the last anonymous answer made up.
   */
  const titles = new Map(
    library.categories.flatMap((c) => [
      [c.id, c.title] as const,
      ...c.articles.map((a) => [`${c.id}/${a.label}`, a.title] as const),
    ]),
  );
  /**
   * Insights group answers by page: a page this area does not have (a made-up id, another
   * category's article, a path that is not the page's) would only add noise, so it is refused.
   */
  const knownPage = (a: ArticleFeedbackAttributes) => {
    const id = a['page-id'];
    const [category = '', article, ...rest] = id.split('/');
    const pageExists =
      a['page-type'] === 'category'
        ? article === undefined && categories.has(category)
        : article !== undefined && rest.length === 0 && !!categories.get(category)?.has(article);
    const path = a['page-path'];
    return pageExists && (path === `${AREA}${id}` || path === `${AREA}${id}/`);
  };

  app.post(API_PATHS.articleFeedback, jsonApiRoute, async (req, reply) => {
    const ownId = refuseClientId(req.body, reply);
    if (ownId) return ownId;
    const parsed = articleFeedbackRequestSchema.safeParse(req.body);
    if (!parsed.success) return sendErrors(reply, 422, validationErrors(parsed.error));
    const attributes = parsed.data.data.attributes;
    if (!knownPage(attributes)) {
      return sendErrors(reply, 422, [
        {
          status: '422',
          title: 'Unknown page',
          detail: 'Send the id, type and path of an article or category page of this area.',
          source: { pointer: '/data/attributes/page-id' },
        },
      ]);
    }
    // The app scrubs the comment before sending it; scrubbed again here, so that no email,
    // number or postcode is stored whatever sent it. An empty box is no comment.
    const comment = attributes.comment ? wellFormed(scrub(attributes.comment)) : null;
    const id = await store.createArticleFeedback(
      { ...attributes, 'page-title': titles.get(attributes['page-id'])!, comment },
      clientIdOf(req)!,
    );
    return reply
      .code(201)
      .type(JSON_API)
      .send({ data: { type: 'article-feedback', id } });
  });

  app.get<{ Params: { id: string } }>(
    `${API_PATHS.articleFeedback}/:id`,
    { onRequest: requireClientId },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const answer = await store.getArticleFeedback(req.params.id, clientIdOf(req)!);
      if (!answer) return sendError(reply, 404, 'Feedback not found');
      return reply.type(JSON_API).send({
        data: {
          type: 'article-feedback',
          id: answer.id,
          attributes: answer.attributes,
          meta: { createdAt: answer.createdAt },
        },
      });
    },
  );
}
