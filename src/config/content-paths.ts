/**
 * Where the CMS content lives, by name: the defaults of the VITE_*_PATH settings (env-schema.ts)
 * and the paths the local platform serves (server/routes/content.ts), written once.
 */
export const CONTENT_PATHS = {
  outage: '/content/help-and-support/outage-notice.json',
  header: '/content/help-and-support/header.json',
  categories: '/content/dam/help-and-support/categories.json',
  categoryMetadata: '/content/help-and-support/category-metadata.json',
  searchIndex: '/content/help-and-support/search-index.json',
  searchSynonyms: '/content/help-and-support/search-synonyms.json',
  deals: '/content/help-and-support/deals.html',
  /** Articles are `${article}/{category}/{label}.html`. */
  article: '/aem6/content/britishgas/help',
} as const;

export type ContentPaths = Record<keyof typeof CONTENT_PATHS, string>;
