import { API_PATHS } from '@/config/api-paths';
import { env } from '@/config/env';

const api = (path: string) => `${env.VITE_API_BASE_URL}${path}`;
const content = (path: string) => `${env.VITE_CONTENT_BASE_URL}${path}`;
/** The help service's (decision 041): what this project adds, not the provider's. */
const help = (path: string) => `${env.VITE_HELP_SERVICE_BASE_URL}${path}`;

/** Every endpoint the app calls (SPEC §7), by name. */
const endpoints = {
  outageNotice: () => content(env.VITE_OUTAGE_PATH),
  headerConfig: () => content(env.VITE_HEADER_CONFIG_PATH),
  categories: () => content(env.VITE_CATEGORIES_PATH),
  categoryMetadata: () => content(env.VITE_CATEGORY_METADATA_PATH),
  searchIndex: () => content(env.VITE_SEARCH_INDEX_PATH),
  searchSynonyms: () => content(env.VITE_SEARCH_SYNONYMS_PATH),
  article: () => content(env.VITE_ARTICLE_PATH),
  deals: () => content(env.VITE_DEALS_PATH),
  leads: () => api(API_PATHS.leads),
  leadChecks: () => api(API_PATHS.leadChecks),
  articleFeedback: () => help(env.VITE_ARTICLE_FEEDBACK_PATH),
  searchGaps: () => help(API_PATHS.searchGaps),
  addresses: () => api(API_PATHS.addresses),
  customers: () => api(API_PATHS.customers),
  accountStatusCount: () => api(API_PATHS.accountStatusCount),
  accounts: () => api(API_PATHS.accounts),
} satisfies Record<string, () => string>;

type EndpointName = keyof typeof endpoints;

/** The URL of a named endpoint; an unknown name is a programming error (SPEC §8). */
export function endpointUrl(name: string): string {
  if (!Object.hasOwn(endpoints, name)) throw new Error('Invalid HTTP endpoint');
  return endpoints[name as EndpointName]();
}

/** An article's HTML in the CMS (SPEC §7: {article path}/{category}/{article}.html). */
export const articleUrl = (category: string, article: string) =>
  `${endpointUrl('article')}/${encodeURIComponent(category)}/${encodeURIComponent(article)}.html`;
