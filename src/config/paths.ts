/** Every in-app href, built in one place (relative to the router basename). */
export const BASENAME = '/help-and-support';
export const PAGE_NOT_FOUND_URL = '/page-not-found.html';

export const paths = {
  home: () => '/',
  category: (category: string) => `/${category}`,
  article: (category: string, article: string) => `/${category}/${article}`,
  search: (q: string, from: string) => `/search?${new URLSearchParams({ q, from }).toString()}`,
  contactUs: () => '/contact-us',
  selectType: () => '/make-a-complaint-select-type',
  selectEnergy: () => '/make-a-complaint-select-energy',
  complaintDetails: (complaint: string) => `/complaints/${complaint}`,
  complaintQuery: (complaint: string) => `/complaints/${complaint}/query`,
  feedback: () => '/complaints/feedback',
  feedbackDetails: () => '/complaints/feedback/personal-details',
  confirmation: () => '/confirmation',
  meterRead: () => '/submit-meter-read',
  meterReadConfirm: () => '/submit-meter-read-confirm',
  deals: () => '/deals',
} as const;

/** Absolute URL of an in-app path, for links that leave the router (e.g. sign-in returnTo). */
export const absolute = (path: string) => `${BASENAME}${path === '/' ? '/' : path}`;
