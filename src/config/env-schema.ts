import * as z from 'zod/mini';
import { API_PATHS, AUTH_PATHS } from './api-paths.ts';
import { CLIENT_ID_MAX, isClientId } from './client-id.ts';
import { CONTENT_PATHS } from './content-paths.ts';
import { COOKIE_RECHECK_MS, IDLE_LOGOUT_MS } from './limits.ts';
import { absolute, paths } from './paths.ts';

const flag = z.pipe(
  z._default(z.enum(['true', 'false', '']), 'false'),
  z.transform((v) => v === 'true'),
);
const path = (fallback: string) => z._default(z.string(), fallback);
const ms = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.positive()), fallback);

/**
 * Every VITE_* setting, checked when the app is built (vite.config.ts): a bad setting stops the
 * build with a message naming it, and the app receives the parsed values (src/config/env.ts). Local defaults point at the local platform (same origin), so the app runs
 * with no .env at all; production sets absolute URLs at build time.
 */
const envSchema = z.object({
  VITE_API_BASE_URL: path(''),
  /**
   * Where page feedback and search gaps go: the help service (decision 041), on this origin
   * (sent on by the web server) unless given another.
   */
  VITE_HELP_SERVICE_BASE_URL: path(''),
  VITE_CONTENT_BASE_URL: path(''),
  VITE_CLIENT_ID: z._default(
    z.string().check(
      z.refine(isClientId, {
        message: `1 to ${CLIENT_ID_MAX} letters, digits and - . _ ~ : / + = (the platform refuses any other)`,
      }),
    ),
    'help-and-support-local',
  ),
  VITE_HTTP_TIMEOUT_MS: ms(15000),
  VITE_OUTAGE_PATH: path(CONTENT_PATHS.outage),
  VITE_HEADER_CONFIG_PATH: path(CONTENT_PATHS.header),
  VITE_CATEGORIES_PATH: path(CONTENT_PATHS.categories),
  VITE_CATEGORY_METADATA_PATH: path(CONTENT_PATHS.categoryMetadata),
  VITE_ARTICLE_PATH: path(CONTENT_PATHS.article),
  VITE_SEARCH_INDEX_PATH: path(CONTENT_PATHS.searchIndex),
  VITE_SEARCH_SYNONYMS_PATH: path(CONTENT_PATHS.searchSynonyms),
  VITE_DEALS_PATH: path(CONTENT_PATHS.deals),
  VITE_ARTICLE_FEEDBACK_PATH: path(API_PATHS.articleFeedback),
  VITE_NUCLEUS_FORM_SCRIPT: path(''),
  /** The two scripts a nucleus deals page needs, space separated. */
  VITE_DEALS_SCRIPTS: path(''),
  VITE_ACCESS_TOKEN_COOKIE: z._default(z.string().check(z.minLength(1)), 'access_token'),
  VITE_ID_TOKEN_COOKIE: z._default(z.string().check(z.minLength(1)), 'id_token'),
  VITE_SIGN_IN_URL: path(AUTH_PATHS.signIn),
  VITE_SIGN_OUT_URL: path(AUTH_PATHS.signOut),
  // SPEC §9 timers, set in limits.ts; a setting may shorten them (the browser tests do).
  VITE_COOKIE_RECHECK_MS: ms(COOKIE_RECHECK_MS),
  VITE_IDLE_TIMEOUT_MS: ms(IDLE_LOGOUT_MS),
  VITE_DATADOG_APPLICATION_ID: path(''),
  VITE_DATADOG_CLIENT_TOKEN: path(''),
  VITE_DATADOG_SITE: path('datadoghq.eu'),
  VITE_DATADOG_SERVICE: path('help-and-support'),
  VITE_DATADOG_ENV: path('local'),
  VITE_DATADOG_PROXY_URL: path(''),
  VITE_DATADOG_REPLAY_SAMPLE_RATE: z._default(z.coerce.number().check(z.gte(0), z.lte(100)), 20),
  VITE_CONSENT_PLATFORM: z._default(z.enum(['builtin', 'onetrust']), 'builtin'),
  VITE_BEACON_URL: path(''),
  VITE_METER_READ_ENABLED: flag,
  VITE_SEARCH_PAGE_URL: path(''),
  VITE_HOME_SERVICES_COMPLAINT_URL: path('https://www.britishgas.co.uk/home-services/complaints'),
  VITE_INSTALLATIONS_COMPLAINT_URL: path('https://www.britishgas.co.uk/installations/complaints'),
  VITE_EV_COMPLAINT_URL: path('https://www.britishgas.co.uk/electric-vehicles/complaints'),
  VITE_CREDIT_COMPLAINT_URL: path(absolute(paths.complaintDetails('gas-and-electricity'))),
  VITE_PAYG_COMPLAINT_URL: path(absolute(paths.complaintDetails('pay-as-you-go'))),
  // The published complaints procedure, linked from a complaint's confirmation: the area's own
  // page (features/statements), unless the provider publishes it elsewhere.
  VITE_COMPLAINTS_PROCEDURE_URL: path(absolute(paths.complaintsProcedure())),
});

export type Env = z.infer<typeof envSchema>;

/** Parses settings and fails fast with one line per bad setting, naming the variable. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = z.safeParse(envSchema, source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment settings (see .env.example):\n${lines.join('\n')}`);
  }
  return result.data;
}
