import { queryOptions } from '@tanstack/react-query';
import { endpointUrl } from './endpoints';
import { getJson, getText, noCache } from './http';
import {
  categoriesSchema,
  categoryMetadataSchema,
  headerConfigSchema,
  outageNoticeSchema,
} from './schemas/content';

/** Query-key factory for CMS content. */
export const contentKeys = {
  all: ['content'] as const,
  header: () => [...contentKeys.all, 'header'] as const,
  outage: () => [...contentKeys.all, 'outage'] as const,
  categories: () => [...contentKeys.all, 'categories'] as const,
  categoryMetadata: () => [...contentKeys.all, 'category-metadata'] as const,
  deals: () => [...contentKeys.all, 'deals'] as const,
  article: (category: string, article: string) =>
    [...contentKeys.all, 'article', category, article] as const,
};

export const headerConfigQuery = () =>
  queryOptions({
    queryKey: contentKeys.header(),
    queryFn: () => getJson(endpointUrl('headerConfig'), headerConfigSchema, noCache),
  });

export const outageNoticeQuery = () =>
  queryOptions({
    queryKey: contentKeys.outage(),
    queryFn: () => getJson(endpointUrl('outageNotice'), outageNoticeSchema, noCache),
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: contentKeys.categories(),
    queryFn: () => getJson(endpointUrl('categories'), categoriesSchema),
  });

export const categoryMetadataQuery = () =>
  queryOptions({
    queryKey: contentKeys.categoryMetadata(),
    queryFn: () => getJson(endpointUrl('categoryMetadata'), categoryMetadataSchema),
  });

export const articleUrl = (category: string, article: string) =>
  `${endpointUrl('article')}/${encodeURIComponent(category)}/${encodeURIComponent(article)}.html`;

export const articleHtmlQuery = (category: string, article: string) =>
  queryOptions({
    queryKey: contentKeys.article(category, article),
    queryFn: () => getText(articleUrl(category, article)),
  });

export const dealsHtmlQuery = () =>
  queryOptions({
    queryKey: contentKeys.deals(),
    queryFn: () => getText(endpointUrl('deals'), noCache),
  });
