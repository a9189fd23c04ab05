/**
 * The route manifest: every route of the area (SPEC §2), declared once (decision 026). Its
 * pattern, its page, how it is served, where its title and description come from, what is kept for
 * offline use and whether it is in the sitemap. Everything else is derived from it: the router
 * (app/app-routes.tsx), every href (config/paths.ts), the pages the build prerenders and the shells it
 * writes (scripts/build/), the platform's and nginx's choice of page or shell, the service worker's
 * lists and sitemap.xml.
 */
/**
 * A content path setting (.env, config/env-schema.ts), fetched as it is by the page (no custom
 * request headers). By its name: the settings are made from these paths' defaults, and the build
 * stops on a name that is not a setting.
 */
type ContentPath = `VITE_${string}_PATH`;

type PageModule = `src/features/${string}/pages/${string}-page.tsx`;

/**
 * How a route's HTML is made and comes alive:
 * - `reading`: prerendered by the build, and only its islands come alive (decision 025), on
 *   preact/compat; its links load the next page;
 * - `question`: prerendered, and the whole app comes alive over it (every step of the complaint,
 *   enquiry and feedback journeys: there to type into before their code, decision 039);
 * - `app`: rendered in the browser, over a shell painted first (decision 010).
 */
type Serving = 'reading' | 'question' | 'app';

/**
 * Where a page's title and description come from: written here, the library (a category's title
 * and meta description), the CMS article itself, or the page, once it has what it shows.
 */
type HeadSource = { title?: string } | 'library' | 'cms' | 'page';

export interface RouteDefinition {
  /** react-router's pattern, relative to BASENAME: static segments and `:name` only. */
  path: string;
  /** The page module (loaded on demand); none: the route sends the visitor to page-not-found. */
  page?: PageModule;
  serve: Serving;
  /**
   * The route's pages the build prerenders: every help category of the landing page, or every
   * article of the library as the content source lists it at build time. Any other address of the
   * pattern is rendered in the browser (an article published after the build). `complaint`: each
   * complaint and enquiry variant (features/complaints/variants.ts).
   */
  each?: 'category' | 'article' | 'no-supply-step' | 'complaint';
  /**
   * Answers a page's forms send in its address (GET): the page is the same whatever they say (the
   * servers ignore the query), so the service worker opens its kept copy for any of them.
   */
  query?: readonly string[];
  /** The page fetches or sends data: it gets the data layer. */
  data?: boolean;
  /** A shell of its own (dist/shells/<name>.html); none: the generic app shell. */
  shell?: string;
  /** Content the page fetches before it can show anything, named in its shell. */
  fetch?: ContentPath[];
  head: HeadSource;
  /**
   * Offline (src/sw/): `precache` keeps every prerendered page of the route from the first visit;
   * `opened` keeps each page the customer opens (the newest `keep`), and precaches those whose
   * parameters are listed in `precache` (the emergency articles).
   */
  offline?: 'precache' | { opened: { keep: number; precache?: Record<string, string[]> } };
  /** Listed in sitemap.xml (each prerendered page of the route). */
  sitemap?: boolean;
  /**
   * The page shows what a customer sent: served `Cache-Control: no-store` by the platform and
   * nginx, so no cache keeps it and the browser does not keep it whole for Back after sign-out
   * (issue 48).
   */
  noStore?: true;
  /**
   * The page needs the customer signed in (features/auth, RequireSignIn): its shell says so, and
   * how else to reach us, to a browser without JavaScript.
   */
  signIn?: true;
}

const help = 'src/features/help/pages';
const complaints = 'src/features/complaints/pages';
const meterRead = 'src/features/meter-read/pages';
const noSupply = 'src/features/no-supply/pages';
const messages = 'src/features/messages/pages';

/** Every route of the area, by name. */
export const ROUTES = {
  home: {
    path: '/',
    page: `${help}/home-page.tsx`,
    serve: 'reading',
    head: {},
    offline: 'precache',
    sitemap: true,
  },
  search: {
    path: 'search',
    page: 'src/features/search/pages/search-page.tsx',
    serve: 'reading',
    data: true,
    head: { title: 'Search' },
    // The page's list of every help topic and article, and the emergency numbers.
    offline: 'precache',
  },
  contactUs: {
    path: 'contact-us',
    page: 'src/features/contact/pages/contact-us-page.tsx',
    serve: 'reading',
    head: { title: 'Contact us' },
    offline: 'precache',
    sitemap: true,
  },
  // What a customer is owed, findable from every footer (issue 40).
  cookies: {
    path: 'cookies',
    page: 'src/features/consent/pages/cookies-page.tsx',
    serve: 'reading',
    head: { title: 'Cookies' },
    sitemap: true,
  },
  accessibility: {
    path: 'accessibility-statement',
    page: 'src/features/statements/pages/accessibility-statement-page.tsx',
    serve: 'reading',
    head: { title: 'Accessibility statement' },
    sitemap: true,
  },
  complaintsProcedure: {
    path: 'complaints-procedure',
    page: 'src/features/statements/pages/complaints-procedure-page.tsx',
    serve: 'reading',
    head: { title: 'Our complaints procedure' },
    offline: 'precache',
    sitemap: true,
  },
  selectType: {
    path: 'make-a-complaint-select-type',
    page: `${complaints}/select-type-page.tsx`,
    serve: 'question',
    head: { title: 'What is your complaint about?' },
    offline: 'precache',
  },
  selectEnergy: {
    path: 'make-a-complaint-select-energy',
    page: `${complaints}/select-energy-page.tsx`,
    serve: 'question',
    head: { title: 'How do you pay for your energy?' },
    // The answer to the question before (features/complaints/questions.ts).
    query: ['complaintType'],
    offline: 'precache',
  },
  feedback: {
    path: 'complaints/feedback',
    page: `${complaints}/feedback-page.tsx`,
    serve: 'question',
    head: { title: 'We owe you' },
    offline: 'precache',
  },
  feedbackDetails: {
    path: 'complaints/feedback/personal-details',
    page: `${complaints}/feedback-details-page.tsx`,
    serve: 'question',
    data: true,
    head: { title: 'A bit about you' },
    offline: 'precache',
  },
  complaintDetails: {
    path: 'complaints/:complaint',
    page: `${complaints}/details-page.tsx`,
    serve: 'question',
    each: 'complaint',
    data: true,
    head: 'page',
    // How the customer pays, the complaint question before (features/complaints/questions.ts).
    query: ['customerType'],
    offline: 'precache',
  },
  complaintQuery: {
    path: 'complaints/:complaint/query',
    page: `${complaints}/query-page.tsx`,
    serve: 'question',
    each: 'complaint',
    data: true,
    head: 'page',
    offline: 'precache',
  },
  confirmation: {
    path: 'confirmation',
    page: `${complaints}/confirmation-page.tsx`,
    serve: 'app',
    head: 'page',
    noStore: true,
  },
  deals: {
    path: 'deals',
    page: 'src/features/deals/pages/deals-page.tsx',
    serve: 'app',
    data: true,
    shell: 'deals',
    head: 'page',
    signIn: true,
  },
  // "Your messages" (issue 51): what a signed-in customer sent, where each stands, and one in
  // full with a way to add to it. What they wrote is on them: never stored by a cache.
  messages: {
    path: 'messages',
    page: `${messages}/messages-page.tsx`,
    serve: 'app',
    data: true,
    shell: 'messages',
    head: 'page',
    noStore: true,
    signIn: true,
  },
  message: {
    path: 'messages/:reference',
    page: `${messages}/message-page.tsx`,
    serve: 'app',
    data: true,
    shell: 'message',
    head: 'page',
    noStore: true,
    signIn: true,
  },
  // Where a message stands, by its reference and email, without signing in: a form there to
  // type into before its code, as the complaint steps are. Not kept offline: only the service
  // can answer it.
  checkMessage: {
    path: 'check-a-message',
    page: `${messages}/check-message-page.tsx`,
    serve: 'question',
    data: true,
    head: { title: 'Check a message' },
  },
  meterRead: {
    path: 'submit-meter-read',
    page: `${meterRead}/meter-read-page.tsx`,
    serve: 'app',
    data: true,
    shell: 'meter-read',
    head: 'page',
  },
  meterReadConfirm: {
    path: 'submit-meter-read-confirm',
    page: `${meterRead}/meter-read-confirm-page.tsx`,
    serve: 'app',
    head: 'page',
  },
  // The "No power or no gas?" check: its first question (the page's title is the question), then
  // every other question, each one's page with its error, and every outcome
  // (features/no-supply/check.ts, decision 028).
  noSupply: {
    path: 'emergencies/no-supply',
    page: `${noSupply}/no-supply-page.tsx`,
    serve: 'reading',
    head: { title: 'What has gone off?' },
    offline: 'precache',
    sitemap: true,
  },
  noSupplyStep: {
    path: 'emergencies/no-supply/:step',
    page: `${noSupply}/no-supply-page.tsx`,
    serve: 'reading',
    each: 'no-supply-step',
    head: 'page',
    query: ['supply', 'smell', 'others', 'credit', 'switch'],
    offline: 'precache',
  },
  category: {
    path: ':category',
    page: `${help}/category-page.tsx`,
    serve: 'reading',
    each: 'category',
    data: true,
    head: 'library',
    offline: 'precache',
    sitemap: true,
  },
  article: {
    path: ':category/:article',
    page: `${help}/article-page.tsx`,
    serve: 'reading',
    each: 'article',
    data: true,
    // An article the build did not prerender: the app checks the category list first (SPEC §2).
    shell: 'article',
    fetch: ['VITE_CATEGORIES_PATH'],
    head: 'cms',
    offline: { opened: { keep: 40, precache: { category: ['emergencies'] } } },
    sitemap: true,
  },
  notFound: { path: '*', serve: 'app', head: 'page' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

/** Every route with its name, in the order above. */
export const ROUTE_LIST: (RouteDefinition & { name: RouteName })[] = (
  Object.keys(ROUTES) as RouteName[]
).map((name) => ({ name, ...(ROUTES[name] as RouteDefinition) }));

/** A route's definition, by name. */
export const routeNamed = (name: RouteName): RouteDefinition => ROUTES[name];
