import type { Categories } from '@/api/schemas/content';

export { parseCmsDocument as parseArticleDocument } from '@/lib/cms-document';

/** The articles listed for a category in the categories JSON. */
export function categoryArticles(categories: Categories, category: string) {
  const entry =
    categories.included.find((i) => i.id === category) ??
    categories.included[categories.data.findIndex((d) => d.id === category)];
  return entry?.attributes.articles ?? [];
}

/**
 * SPEC §2 article validation: the category must be in the categories list and the article label in
 * that category's articles.
 */
export function isKnownArticle(categories: Categories, category: string, label: string): boolean {
  if (!categories.data.some((d) => d.id === category)) return false;
  return categoryArticles(categories, category).some((a) => a.label === label);
}

/** Up to five other articles of the same category, for "Related articles". */
export function relatedArticles(categories: Categories, category: string, label: string, max = 5) {
  return categoryArticles(categories, category)
    .filter((a) => a.label !== label)
    .slice(0, max);
}

/** SPEC §2: the article about leaving the provider must not be shown as a search snippet. */
export const NO_SNIPPET_ARTICLES = ['leaving-us'];
