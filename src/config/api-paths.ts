/**
 * Paths of the platform's own services that a setting may move: the default of the VITE_ setting
 * (env-schema.ts) and the route the local platform serves (server/routes/), written once.
 */
export const API_PATHS = {
  /** "Is this page useful?" answers (issue 17). */
  articleFeedback: '/v1/article-feedback',
} as const;
