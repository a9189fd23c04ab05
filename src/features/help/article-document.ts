import type { Categories } from '@/api/schemas/content';

export interface ArticleDocument {
  title: string;
  description: string;
  nucleus: boolean;
  /** The article's markup, not yet sanitised. */
  bodyHtml: string;
}

/** Reads the parts of a CMS article page we use; the body is the <article> element if present. */
export function parseArticleDocument(html: string): ArticleDocument {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const meta = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
  const body = doc.querySelector('article') ?? doc.body;
  return {
    title: doc.title.trim() || doc.querySelector('h1')?.textContent?.trim() || '',
    description: meta('description'),
    nucleus: meta('nucleus') === 'true',
    bodyHtml: body.innerHTML,
  };
}

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
