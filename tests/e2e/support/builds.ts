import { BASENAME } from '../../../src/config/paths';

/**
 * The two builds the browser tests run (global-setup.ts): as deployed, and with the meter-read
 * form switched on (VITE_METER_READ_ENABLED), served by a platform of its own for the tests of the
 * flagged form and used by the release test as the next release.
 */
export const BUILDS = ['default', 'flagged'] as const;
export type BuildName = (typeof BUILDS)[number];

/**
 * Settings the browser tests rely on: a short cookie recheck so sign-out is seen within seconds;
 * a short HTTP timeout the fault tests can wait for; Datadog ids and a proxy so consent-gated
 * monitoring really starts, against the platform's recording proxy; a beacon URL the tests answer
 * themselves.
 */
const TEST_SETTINGS = {
  VITE_COOKIE_RECHECK_MS: '1000',
  VITE_HTTP_TIMEOUT_MS: '4000',
  VITE_DATADOG_APPLICATION_ID: 'local-test-application',
  VITE_DATADOG_CLIENT_TOKEN: 'pub-local-test-token',
  VITE_DATADOG_PROXY_URL: '/rum-proxy',
  VITE_BEACON_URL: `${BASENAME}/personalisation-beacon.js`,
};

export const BUILD_ENV: Record<BuildName, Record<string, string>> = {
  default: TEST_SETTINGS,
  flagged: { ...TEST_SETTINGS, VITE_METER_READ_ENABLED: 'true' },
};
