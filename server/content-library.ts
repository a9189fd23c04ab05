import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import {
  searchRulesSchema,
  type Categories,
  type CategoryMetadata,
  type SearchDocument,
  type SearchRules,
} from '../src/api/schemas/content';
import { articleSections } from '../src/lib/article-sections';
import { words } from '../src/for-servers';

/** content/library.json: the one list of categories and their articles everything derives from. */
const librarySchema = z.object({
  categories: z.array(
    z.object({
      id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
      title: z.string().check(z.minLength(1)),
      metaDescription: z.string().check(z.minLength(1)),
      articles: z.array(
        z.object({
          label: z.string().check(z.regex(/^[a-z0-9-]+$/)),
          title: z.string().check(z.minLength(1)),
          description: z.string().check(z.minLength(1)),
        }),
      ),
    }),
  ),
});
export type Library = z.infer<typeof librarySchema>;

export const SLUG = /^[a-z0-9-]{1,80}$/;

export function loadLibrary(contentDir: string): Library {
  return librarySchema.parse(JSON.parse(readFileSync(join(contentDir, 'library.json'), 'utf8')));
}

/** The categories JSON of SPEC §3: data ids, included article labels per category. */
export function toCategoriesJson(library: Library): Categories {
  return {
    data: library.categories.map((c) => ({ type: 'categories', id: c.id })),
    included: library.categories.map((c) => ({
      type: 'category-articles',
      id: c.id,
      attributes: { articles: c.articles.map((a) => ({ label: a.label, title: a.title })) },
    })),
  };
}

/** The category metadata of SPEC §3: data[].id and attributes meta-description. */
export function toCategoryMetadataJson(library: Library): CategoryMetadata {
  return {
    data: library.categories.map((c) => ({
      id: c.id,
      attributes: { 'meta-description': c.metaDescription },
    })),
  };
}

export function articlePath(contentDir: string, category: string, label: string) {
  return join(contentDir, 'articles', category, `${label}.html`);
}

// Tags inside a sentence ("<a>contact us</a>.") join the words around them; others end a block.
const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|mark|small|span|strong|sub|sup)\b[^>]*>/gi;

/** Plain text of an article's <article> element, for the search index and its snippets. */
export function articleText(html: string): string {
  const inner = /<article[^>]*>([\s\S]*?)<\/article>/i.exec(html)?.[1] ?? html;
  return inner
    .replace(INLINE_TAG, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?)])/g, '$1')
    .trim();
}

/**
 * Search documents for every article, with body text read from content/articles and its sections
 * (each heading and the markup under it).
 */
export function toSearchDocuments(library: Library, contentDir: string): SearchDocument[] {
  return library.categories.flatMap((c) =>
    c.articles.map((a) => ({
      id: `${c.id}/${a.label}`,
      category: c.id,
      categoryTitle: c.title,
      label: a.label,
      title: a.title,
      description: a.description,
      ...articleDocument(readFileSync(articlePath(contentDir, c.id, a.label), 'utf8')),
      ...asksOf(customerAsks(contentDir, c.id, a.label)),
    })),
  );
}

/** Where the ways customers ask an article's question are kept, one a line. */
function customerAsksPath(contentDir: string, category: string, label: string) {
  return join(contentDir, 'customer-asks', category, `${label}.txt`);
}

/**
 * The ways customers ask an article's question (content/customer-asks): its lines but comments
 * (`#`) and blank ones, or none where the content team has written none.
 */
export function customerAsks(contentDir: string, category: string, label: string): string[] {
  const path = customerAsksPath(contentDir, category, label);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * The words of the ways customers ask, each once, in the order they first come: the engine weighs
 * which words an article's customers use, not how often or where (no proximity on them), and the
 * index every phone downloads stays about a third the size of the lines (decision 046).
 */
const asksOf = (lines: string[]) =>
  lines.length > 0 ? { asks: [...new Set(lines.flatMap((l) => words(l)))].join(' ') } : {};

/** An article's text and its sections, from its CMS document. */
function articleDocument(html: string) {
  return { body: articleText(html), sections: articleSections(html) };
}

/** content/search-synonyms.json, checked against the shape the app reads. */
export function loadSearchRules(contentDir: string): SearchRules {
  const json: unknown = JSON.parse(readFileSync(join(contentDir, 'search-synonyms.json'), 'utf8'));
  return searchRulesSchema.parse(json);
}
