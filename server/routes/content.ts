import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTENT_PATHS, type ContentPaths } from '../../src/config/content-paths';
import {
  articlePath,
  loadLibrary,
  loadSearchRules,
  SLUG,
  toCategoriesJson,
  toCategoryMetadataJson,
  toSearchDocuments,
} from '../content-library';

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

  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/content/') || req.url.startsWith('/aem6/')) {
      reply.header('Cache-Control', 'no-cache');
    }
  });

  app.get(paths.outage, async (_req, reply) =>
    reply.type('application/json').send(file('outage-notice.json')),
  );
  app.get(paths.header, async (_req, reply) =>
    reply.type('application/json').send(file('header.json')),
  );
  app.get(paths.categories, async () => categoriesJson);
  app.get(paths.categoryMetadata, async () => metadataJson);
  app.get(paths.searchIndex, async () => searchIndex);
  app.get(paths.searchSynonyms, async () => searchSynonyms);
  app.get(paths.deals, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(file('deals.html')),
  );

  app.get<{ Params: { category: string; article: string } }>(
    `${paths.article}/:category/:article`,
    async (req, reply) => {
      const { category } = req.params;
      const article = req.params.article.replace(/\.html$/, '');
      const path = articlePath(contentDir, category, article);
      if (!SLUG.test(category) || !SLUG.test(article) || !existsSync(path)) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      return reply.type('text/html; charset=utf-8').send(readFileSync(path, 'utf8'));
    },
  );
}
