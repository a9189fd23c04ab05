/**
 * Paths of the platform's own services: what the app calls (api/endpoints.ts), the default of a
 * VITE_ setting that may move one (env-schema.ts) and the route the local platform serves
 * (server/routes/), written once.
 */
export const API_PATHS = {
  /**
   * Leads: POST one; with the customer's token, GET their own, one by reference (below it), and
   * POST what they add to one (`/v1/leads/{reference}/additions`, issue 51).
   */
  leads: '/v1/leads',
  /** Where a message stands, by its reference and the email it was sent from (issue 51). */
  leadChecks: '/v1/lead-checks',
  addresses: '/v1/addresses',
  customers: '/v1/customers',
  accountStatusCount: '/Customer/Accounts/AccountStatusCount',
  accounts: '/v1/accounts',
  /** "Is this page useful?" answers (issue 17). */
  articleFeedback: '/v1/article-feedback',
  /** Searches nothing answered well, counted per normalised query and day (issue 28). */
  searchGaps: '/v1/search-gaps',
} as const;

/**
 * Readiness: whether the platform can take a write now (its stores answer), for a load balancer
 * or a deploy to ask before sending customers to it. Asked of the platform directly, not proxied.
 */
export const READY_PATH = '/readyz';

/** Liveness: the process answers (whatever its store), for a supervisor to restart it if not. */
export const HEALTH_PATH = '/healthz';

/** Local sign-in and sign-out (the defaults of VITE_SIGN_IN_URL and VITE_SIGN_OUT_URL). */
export const AUTH_PATHS = { signIn: '/sign-in', signOut: '/sign-out' } as const;

/**
 * The local platform's stand-in for a monitoring proxy (VITE_DATADOG_PROXY_URL in the browser
 * tests): it records what Datadog would have been sent.
 */
export const LOCAL_RUM_PROXY = '/rum-proxy';
