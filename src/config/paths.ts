/** Every in-app href, built in one place (relative to the router basename). */
export const BASENAME = '/help-and-support';
export const PAGE_NOT_FOUND_URL = '/page-not-found.html';

/**
 * Every route of the area (SPEC §2) by name: the one place a path is written. The router and the
 * shells (app/route-table.ts) and every href below are made from it.
 */
export const ROUTE_PATTERNS = {
  home: '/',
  search: 'search',
  contactUs: 'contact-us',
  selectType: 'make-a-complaint-select-type',
  selectEnergy: 'make-a-complaint-select-energy',
  feedback: 'complaints/feedback',
  feedbackDetails: 'complaints/feedback/personal-details',
  complaintDetails: 'complaints/:complaint',
  complaintQuery: 'complaints/:complaint/query',
  confirmation: 'confirmation',
  deals: 'deals',
  meterRead: 'submit-meter-read',
  meterReadConfirm: 'submit-meter-read-confirm',
  category: ':category',
  article: ':category/:article',
  notFound: '*',
} as const;
export type RouteName = keyof typeof ROUTE_PATTERNS;

/**
 * A route's path with its parameters filled in (react-router's patterns, which here have only
 * `:name` segments). Not react-router's generatePath: the reading pages' islands run without the
 * router (decision 025), and every path is made here.
 */
const to = (name: RouteName, params: Record<string, string> = {}) =>
  `/${ROUTE_PATTERNS[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing ":${key}" for the ${name} route`);
    return value;
  })}`.replace(/^\/\//, '/');

export const paths = {
  home: () => to('home'),
  category: (category: string) => to('category', { category }),
  article: (category: string, article: string) => to('article', { category, article }),
  search: (q: string, from: string) =>
    `${to('search')}?${new URLSearchParams({ q, from }).toString()}`,
  contactUs: () => to('contactUs'),
  selectType: () => to('selectType'),
  selectEnergy: () => to('selectEnergy'),
  complaintDetails: (complaint: string) => to('complaintDetails', { complaint }),
  complaintQuery: (complaint: string) => to('complaintQuery', { complaint }),
  feedback: () => to('feedback'),
  feedbackDetails: () => to('feedbackDetails'),
  confirmation: () => to('confirmation'),
  meterRead: () => to('meterRead'),
  meterReadConfirm: () => to('meterReadConfirm'),
  deals: () => to('deals'),
} as const;

/** Absolute URL of an in-app path, for links that leave the router (e.g. sign-in returnTo). */
export const absolute = (path: string) => `${BASENAME}${path === '/' ? '/' : path}`;
