import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_PATHS, type ContentPaths } from '../../src/config/content-paths';
import { prefixesOf } from '../../src/config/paths';
import {
  articlePath,
  loadLibrary,
  loadSearchRules,
  SLUG,
  toCategoriesJson,
  toCategoryMetadataJson,
  toSearchDocuments,
} from '../content-library';
import { type Encoded, encodeOnce, sendEncoded } from '../encoded';

/** CMS content read from content/ (SPEC §7). CMS content is always revalidated. */
export function registerContentRoutes(
  app: FastifyInstance,
  contentDir: string,
  paths: ContentPaths = CONTENT_PATHS,
) {
  const library = loadLibrary(contentDir);
  const categoriesJson = toCategoriesJson(library);
  const metadataJson = toCategoryMetadataJson(library);
  const searchIndex = { documents: toSearchDocuments(library, contentDir) };
  // Checked at start: a content edit that breaks the file stops the platform with its reason.
  const searchSynonyms = loadSearchRules(contentDir);
  const file = (name: string) => readFileSync(join(contentDir, name), 'utf8');

  const contentPrefixes = prefixesOf(Object.values(paths));
  app.addHook('onSend', async (req, reply) => {
    if (contentPrefixes.some((prefix) => req.url.startsWith(prefix))) {
      reply.header('Cache-Control', 'no-cache');
    }
  });

  app.get(paths.outage, async (_req, reply) =>
    reply.type('application/json').send(file('outage-notice.json')),
  );
  app.get(paths.header, async (_req, reply) =>
    reply.type('application/json').send(file('header.json')),
  );
  // Made at start and the same for everyone: compressed once (the search index is the largest
  // thing the platform sends), not on every request.
  const json = (value: unknown) => {
    const body = encodeOnce(JSON.stringify(value));
    return async (req: FastifyRequest, reply: FastifyReply) =>
      sendEncoded(req, reply.type('application/json; charset=utf-8'), body);
  };
  app.get(paths.categories, json(categoriesJson));
  app.get(paths.categoryMetadata, json(metadataJson));
  app.get(paths.searchIndex, json(searchIndex));
  app.get(paths.searchSynonyms, json(searchSynonyms));
  app.get(paths.deals, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(file('deals.html')),
  );

  // Each article compressed the first time it is read; only files that exist are kept.
  const articles = new Map<string, Encoded>();
  app.get<{ Params: { category: string; article: string } }>(
    `${paths.article}/:category/:article`,
    async (req, reply) => {
      const { category } = req.params;
      const article = req.params.article.replace(/\.html$/, '');
      const path = articlePath(contentDir, category, article);
      if (!SLUG.test(category) || !SLUG.test(article) || !existsSync(path)) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      if (!articles.has(path)) articles.set(path, encodeOnce(readFileSync(path)));
      return sendEncoded(req, reply.type('text/html; charset=utf-8'), articles.get(path)!);
    },
  );
}
