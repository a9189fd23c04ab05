/**
 * The article labels and titles of each category of content/library.json, built in
 * (scripts/built-in-content.ts). Only the category pages and the search page's list of every topic
 * read them, so only they carry them.
 */
import { paths } from '@/config/paths';

declare const __CATEGORY_ARTICLES__: Readonly<
  Record<string, readonly { label: string; title: string }[]>
>;

const articles = __CATEGORY_ARTICLES__;

export interface LibraryArticle {
  title: string;
  /** The in-app path of the article. */
  path: string;
}

/**
 * An article of the library, by category id and article label. A label the category does not list
 * throws: pages link to articles that exist, and a slip fails the tests and the build (category
 * pages are prerendered).
 */
export function libraryArticle(category: string, label: string): LibraryArticle {
  const found = Object.hasOwn(articles, category)
    ? articles[category]!.find((a) => a.label === label)
    : undefined;
  if (!found) throw new Error(`content/library.json has no article "${label}" in "${category}"`);
  return { title: found.title, path: paths.article(category, label) };
}

/** Every category of the library with its articles, in the library's order. */
export function libraryArticles() {
  return Object.entries(articles).map(([category, list]) => ({
    category,
    articles: list.map((a) => ({ title: a.title, path: paths.article(category, a.label) })),
  }));
}
