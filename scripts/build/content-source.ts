/**
 * The CMS as the build reads it: the same content source, paths and shapes the app uses
 * (VITE_CONTENT_BASE_URL and the VITE_*_PATH settings, SPEC §7). An absolute base URL is fetched
 * over HTTP. The same origin (the default) is, at build time, CONTENT_SOURCE_URL when set (the
 * provider's CMS, for a deployment that serves it on the area's origin), else the local
 * platform's own content routes, answered in this process (server/routes/content.ts over
 * content/), so a build needs no server running.
 */
import Fastify from 'fastify';
import { categoriesSchema, categoryMetadataSchema } from '../../src/api/schemas/content';
import type { Env } from '../../src/config/env-schema';
import { categoryArticles } from '../../src/features/help/article-document';
import { contentVersion } from '../../src/lib/content-version';
import { registerContentRoutes } from '../../server/routes/content';

export interface ContentSource {
  /** Where it is, for messages. */
  name: string;
  /** A content path's text, or null when the source says it has no such thing (404). */
  text(path: string): Promise<string | null>;
}

export async function contentSource(
  env: Env,
  { contentDir, sourceUrl }: { contentDir: string; sourceUrl?: string },
): Promise<ContentSource> {
  const base = env.VITE_CONTENT_BASE_URL || sourceUrl;
  if (base) {
    return {
      name: base,
      async text(path) {
        const res = await fetch(`${base}${path}`);
        if (res.status === 404) return null;
        if (!res.ok) throw new Error(`${base}${path} answered ${res.status}`);
        return res.text();
      },
    };
  }
  const platform = Fastify();
  registerContentRoutes(platform, contentDir);
  await platform.ready();
  return {
    name: 'the local platform (content/)',
    async text(path) {
      const res = await platform.inject({ method: 'GET', url: path });
      if (res.statusCode === 404) return null;
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
      return res.body;
    },
  };
}

export interface SourcedArticle {
  category: string;
  label: string;
  /** Its title in the category list. */
  title: string;
  /** The CMS document as it is, and its version (lib/content-version.ts). */
  html: string;
  version: string;
}

export interface Library {
  /** Each category's article labels and titles, in the CMS's order. */
  categories: { id: string; articles: { label: string; title?: string }[] }[];
  /** Each category's description (SPEC §3's category metadata). */
  descriptions: Map<string, string>;
  articles: SourcedArticle[];
}

async function json(source: ContentSource, path: string) {
  const text = await source.text(path);
  if (text === null) throw new Error(`${source.name} has nothing at ${path}`);
  return JSON.parse(text) as unknown;
}

/**
 * Every article the CMS lists, with its text, the category list and the categories' descriptions:
 * what the build prerenders. A listed article the CMS cannot give stops the build with its name.
 */
export async function readLibrary(source: ContentSource, env: Env): Promise<Library> {
  const listed = categoriesSchema.parse(await json(source, env.VITE_CATEGORIES_PATH));
  const metadata = categoryMetadataSchema.parse(
    await json(source, env.VITE_CATEGORY_METADATA_PATH),
  );
  const categories = listed.data.map((entry) => ({
    id: entry.id,
    articles: categoryArticles(listed, entry.id),
  }));
  const articles = await Promise.all(
    categories.flatMap((category) =>
      category.articles.map(async (article): Promise<SourcedArticle> => {
        const path = `${env.VITE_ARTICLE_PATH}/${category.id}/${article.label}.html`;
        const html = await source.text(path);
        if (html === null) {
          throw new Error(
            `${source.name} lists ${category.id}/${article.label} but has no ${path}`,
          );
        }
        return {
          category: category.id,
          label: article.label,
          title: article.title ?? article.label,
          html,
          version: contentVersion(html),
        };
      }),
    ),
  );
  return {
    categories,
    descriptions: new Map(metadata.data.map((m) => [m.id, m.attributes['meta-description']])),
    articles,
  };
}
