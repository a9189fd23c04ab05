import { endpointUrl } from './endpoints';
import { getJson, getText, noCache } from './http';
import {
  categoriesSchema,
  categoryMetadataSchema,
  headerConfigSchema,
  outageNoticeSchema,
} from './schemas/content';

/**
 * The content fetchers, with the HTTP client and zod behind them. Loaded on first use (see content.ts), so
 * neither library is part of a page's first load.
 */
export const fetchHeaderConfig = () =>
  getJson(endpointUrl('headerConfig'), headerConfigSchema, noCache);
export const fetchOutageNotice = () =>
  getJson(endpointUrl('outageNotice'), outageNoticeSchema, noCache);
export const fetchCategories = () => getJson(endpointUrl('categories'), categoriesSchema);
export const fetchCategoryMetadata = () =>
  getJson(endpointUrl('categoryMetadata'), categoryMetadataSchema);
export const fetchText = (url: string, revalidate = false) =>
  getText(url, revalidate ? noCache : {});
