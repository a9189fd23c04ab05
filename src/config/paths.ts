import { sectionAnchor, sectionSlugs } from '../lib/article-sections.ts';
import { API_PATHS } from './api-paths.ts';
import type { Env } from './env-schema.ts';
import { ROUTES, type RouteName } from './route-manifest.ts';

/**
 * Every in-app href, built in one place (relative to the router basename) from the route manifest
 * (config/route-manifest.ts).
 */
export const BASENAME = '/help-and-support';
export const PAGE_NOT_FOUND_URL = '/page-not-found.html';

/**
 * A route's path with its parameters filled in (react-router's patterns, which here have only
 * `:name` segments). Not react-router's generatePath: the reading pages' islands run without the
 * router (decision 025), and every path is made here.
 */
export const fillPattern = (pattern: string, params: Record<string, string> = {}) =>
  `/${pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing ":${key}" for the route ${pattern}`);
    return value;
  })}`.replace(/^\/\//, '/');
const fillRoute = (name: RouteName, params: Record<string, string> = {}) =>
  fillPattern(ROUTES[name].path, params);

export const paths = {
  home: () => fillRoute('home'),
  category: (category: string) => fillRoute('category', { category }),
  article: (category: string, article: string) => fillRoute('article', { category, article }),
  /** An article's section, by its heading's words (its id: lib/article-sections.ts, decision 031). */
  articleSection: (category: string, article: string, heading: string) =>
    `${fillRoute('article', { category, article })}#${sectionAnchor(sectionSlugs([heading])[0]!)}`,
  searchPage: () => fillRoute('search'),
  /** A page of the results after the first is `page` (2, 3…); the first has none. */
  search: (q: string, from: string, page = 1) =>
    `${fillRoute('search')}?${new URLSearchParams({ q, from, ...(page > 1 ? { page: String(page) } : {}) }).toString()}`,
  contactUs: () => fillRoute('contactUs'),
  cookies: () => fillRoute('cookies'),
  accessibility: () => fillRoute('accessibility'),
  complaintsProcedure: () => fillRoute('complaintsProcedure'),
  selectType: () => fillRoute('selectType'),
  selectEnergy: () => fillRoute('selectEnergy'),
  complaintDetails: (complaint: string) => fillRoute('complaintDetails', { complaint }),
  complaintQuery: (complaint: string) => fillRoute('complaintQuery', { complaint }),
  feedback: () => fillRoute('feedback'),
  feedbackDetails: () => fillRoute('feedbackDetails'),
  confirmation: () => fillRoute('confirmation'),
  meterRead: () => fillRoute('meterRead'),
  meterReadConfirm: () => fillRoute('meterReadConfirm'),
  deals: () => fillRoute('deals'),
  messages: () => fillRoute('messages'),
  message: (reference: string) =>
    fillRoute('message', { reference: encodeURIComponent(reference) }),
  checkMessage: () => fillRoute('checkMessage'),
  noSupply: () => fillRoute('noSupply'),
  noSupplyStep: (step: string) => fillRoute('noSupplyStep', { step }),
} as const;

/** Absolute URL of an in-app path, for links that leave the router (e.g. sign-in returnTo). */
export const absolute = (path: string) => `${BASENAME}${path === '/' ? '/' : path}`;

/** The prefixes of these paths on the area's origin (paths on another origin have none). */
export const prefixesOf = (list: readonly string[]) => [
  ...new Set(
    list
      .filter((path) => path.startsWith('/') && !path.startsWith('//'))
      .map((path) => {
        const segments = path.split('?')[0]!.split('/').filter(Boolean);
        if (`/${segments[0]}` === BASENAME) {
          throw new Error(`${path} is inside the area: it cannot be sent on to a service`);
        }
        return segments.length > 1 || path.endsWith('/') ? `/${segments[0]}/` : `/${segments[0]}`;
      }),
  ),
];

/**
 * The same-origin services the app calls, as the prefixes a web server sends on to them: the API,
 * the content service, sign-in and sign-out, and the monitoring proxy, where the build's settings
 * put them on the area's own origin (a base URL on another origin is called there directly). A
 * path with more below it goes by its first segment (`/content/`), else as it is (`/sign-in`).
 * One function for Vite's dev proxy, nginx's proxy locations and the platform.
 */
function servicePrefixes(env: Env) {
  const content = [
    env.VITE_OUTAGE_PATH,
    env.VITE_HEADER_CONFIG_PATH,
    env.VITE_CATEGORIES_PATH,
    env.VITE_CATEGORY_METADATA_PATH,
    env.VITE_ARTICLE_PATH,
    env.VITE_SEARCH_INDEX_PATH,
    env.VITE_SEARCH_SYNONYMS_PATH,
    env.VITE_DEALS_PATH,
  ];
  const api = [...Object.values(API_PATHS), env.VITE_ARTICLE_FEEDBACK_PATH];
  return {
    content: env.VITE_CONTENT_BASE_URL === '' ? prefixesOf(content) : [],
    api: env.VITE_API_BASE_URL === '' ? prefixesOf(api) : [],
    // As they are, not by their first segment: /v1/ may be the provider's, elsewhere.
    help: helpServicePaths(env).filter((path) => path.startsWith('/') && !path.startsWith('//')),
    auth: prefixesOf([env.VITE_SIGN_IN_URL, env.VITE_SIGN_OUT_URL]),
    monitoring: prefixesOf([env.VITE_DATADOG_PROXY_URL]),
  };
}

/**
 * The help service's paths the app calls on its own origin (decision 041): page feedback and
 * search gaps, unless VITE_HELP_SERVICE_BASE_URL puts the service on another. A web server sends
 * them, and what is below them, to the help service.
 */
export const helpServicePaths = (env: Env) =>
  env.VITE_HELP_SERVICE_BASE_URL === ''
    ? [env.VITE_ARTICLE_FEEDBACK_PATH, API_PATHS.searchGaps]
    : [];

/** Every prefix of servicePrefixes, once. */
export const proxiedPrefixes = (env: Env) => [
  ...new Set(Object.values(servicePrefixes(env)).flat()),
];
