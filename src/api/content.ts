import { queryOptions } from '@tanstack/react-query';
import { articleUrl, endpointUrl } from './endpoints';

/** Query-key factory for CMS content. */
const contentKeys = {
  all: ['content'] as const,
  header: () => [...contentKeys.all, 'header'] as const,
  outage: () => [...contentKeys.all, 'outage'] as const,
  categories: () => [...contentKeys.all, 'categories'] as const,
  categoryMetadata: () => [...contentKeys.all, 'category-metadata'] as const,
  deals: () => [...contentKeys.all, 'deals'] as const,
  article: (category: string, article: string) =>
    [...contentKeys.all, 'article', category, article] as const,
};

const fetchers = () => import('./content-fetchers');

/**
 * Starts loading the fetchers (the HTTP client, the content shapes) without waiting for the first query:
 * every page asks for the header configuration as soon as the data layer is up, and pages
 * rendered in the browser (articles, search) wait on this chain before they can show anything.
 */
export const preloadContentFetchers = () => {
  void fetchers();
};

export const headerConfigQuery = () =>
  queryOptions({
    queryKey: contentKeys.header(),
    queryFn: async () => (await fetchers()).fetchHeaderConfig(),
  });

export const outageNoticeQuery = () =>
  queryOptions({
    queryKey: contentKeys.outage(),
    queryFn: async () => (await fetchers()).fetchOutageNotice(),
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: contentKeys.categories(),
    queryFn: async () => (await fetchers()).fetchCategories(),
  });

export const categoryMetadataQuery = () =>
  queryOptions({
    queryKey: contentKeys.categoryMetadata(),
    queryFn: async () => (await fetchers()).fetchCategoryMetadata(),
  });

export const articleHtmlQuery = (category: string, article: string) =>
  queryOptions({
    queryKey: contentKeys.article(category, article),
    queryFn: async () => (await fetchers()).fetchText(articleUrl(category, article)),
  });

export const dealsHtmlQuery = () =>
  queryOptions({
    queryKey: contentKeys.deals(),
    queryFn: async () => (await fetchers()).fetchText(endpointUrl('deals'), true),
  });
