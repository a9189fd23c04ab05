/**
 * The browser tests (issue 47): @playwright/test driving the system Chromium, never a download.
 * `npx playwright test` (or `npm run test:e2e`) builds the app twice (as deployed, and with the
 * meter-read form on) in its global setup; each worker starts a platform of its own with a
 * throwaway database, and nginx or PostgreSQL when a spec asks for them (tests/e2e/support/).
 *
 *   npm run test:e2e -- complaints                 one spec file (a filter on file names)
 *   npm run test:e2e -- complaints -g "pay-as"     one test, by title
 *   npm run test:e2e -- complaints --trace on      with a trace, even when it passes
 *   npm run test:e2e -- complaints --headed        in a window (full Chromium: CHROME_PATH)
 *
 * The report: test-results/e2e-report/index.html (`npx playwright show-report
 * test-results/e2e-report`); traces of failures under test-results/e2e/ (`npx playwright
 * show-trace <file>`). Both are gitignored.
 */
import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { CHROMIUM_ARGS, findTestChromium } from './tests/e2e/support/chromium.mjs';
import type { Stores } from './tests/e2e/support/browser';

const ci = Boolean(process.env.CI) || process.env.npm_lifecycle_event === 'test';
/** Where the HTML report goes (gitignored, as test-results/ is). */
const REPORT = 'test-results/e2e-report';

export default defineConfig<Stores>({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // No retries, ever: a test that passes on its second try is a race, and a race is a defect to
  // fix where it is (wait for the outcome), not to hide. A failure is a failure the first time.
  retries: 0,
  // One worker per core, as the unit tests: a journey spends much of its time waiting on the
  // network it slows and the timeouts it provokes. E2E_WORKERS to choose.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  // A spec file's tests run in order in one worker (several share a page's state on purpose);
  // the files are shared out between the workers.
  fullyParallel: false,
  forbidOnly: ci,
  // A journey of several pages on a busy two-core machine; each step waits for its own outcome
  // within expect's timeout, so a hang still ends there, by name.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  outputDir: 'test-results/e2e',
  reporter: [
    ['list'],
    ['html', { outputFolder: REPORT, open: 'never' }],
    ['./tests/e2e/support/summary-reporter.ts', { report: REPORT }],
  ],
  use: {
    // What a failure leaves: its trace (each step, the page before and after, the network).
    trace: 'retain-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: findTestChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'sqlite', use: { store: 'sqlite' } },
    // The journeys that keep what is ours (page feedback, search gaps) again, against a platform
    // whose help service keeps them in PostgreSQL (issue 41).
    {
      name: 'postgres',
      testMatch: /(help-that-learns|search-gaps)\.spec\.ts$/,
      use: { store: 'postgres' },
    },
  ],
});
