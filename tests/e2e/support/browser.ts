import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgres } from '../../../deploy/throwaway-postgres.mjs';
import { CONTENT_PATHS } from '../../../src/config/content-paths';
import { BASENAME } from '../../../src/config/paths';
import { BUILD_ENV, type BuildName } from './builds';
import { portOf } from './ports';

export { expect };

/**
 * This worker's platform (the `platform` fixture starts it): its port is fixed by the worker's
 * place (ports.ts), so its address is known when a spec is loaded.
 */
export const BASE_URL = `http://127.0.0.1:${portOf('platform')}`;
export const AREA = `${BASE_URL}${BASENAME}`;
export const CLIENT_ID = 'help-and-support-local';
/** The header's quick links as content/header.json (built into the app) has them. */
export const BUILT_IN_QUICK_LINKS = (
  JSON.parse(readFileSync('content/header.json', 'utf8')) as {
    'quick-links': { title: string }[];
  }
)['quick-links'].map((l) => l.title);

/** Where the help service keeps what is ours: a project's option (playwright.config.ts). */
export interface Stores {
  store: 'sqlite' | 'postgres';
}

interface Platform {
  /** The platform's origin, and the area under it. */
  url: string;
  area: string;
  /** Its stand-in's SQLite database (leads), which the tests read as the provider would. */
  databasePath: string;
  /** The help service's PostgreSQL database, on the `postgres` project. */
  databaseUrl?: string;
}

interface PageOptions {
  viewport?: { width: number; height: number };
  serviceWorkers?: 'allow' | 'block';
  javaScriptEnabled?: boolean;
}
/** A page of a fresh context, with what the page logged as wrong (see `newPage`). */
type TestPage = Page & { problems: string[] };
export type NewPage = (options?: PageOptions) => Promise<TestPage>;

/**
 * The platform as the browser tests run it (support/serve.ts) for one build, in a process of its
 * own: resolved once it listens, rejected with its exit code if it stops first. It goes when this
 * worker does, even one that was killed (it leaves when its IPC channel closes).
 */
async function startPlatform(
  build: BuildName,
  port: number,
  env: { DATABASE_PATH: string; DATABASE_URL?: string },
) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/serve.ts'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      ...BUILD_ENV[build],
      ...env,
      PORT: String(port),
      DIST_DIR: join(process.env.E2E_BUILDS!, build),
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) =>
      reject(new Error(`The ${build} platform on port ${port} stopped (exit ${code}).`)),
    );
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    area: `${url}${BASENAME}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The browser tests' `test`: each worker has a platform of its own (the build as deployed, a
 * throwaway database; on the `postgres` project, the help service's store in a PostgreSQL
 * cluster of its own), as the hand-made lanes had (decision 044); `flagged` is the build with the meter-read form
 * on, started for the specs that ask for it; `newPage` opens a page in a fresh context.
 */
export const test = base.extend<
  { newPage: NewPage },
  Stores & { platform: Platform; flagged: Platform }
>({
  store: ['sqlite', { scope: 'worker', option: true }],

  platform: [
    async ({ store }, use, workerInfo) => {
      const databasePath = join(process.env.E2E_BUILDS!, `worker-${workerInfo.workerIndex}.sqlite`);
      const postgres = store === 'postgres' ? await startPostgres() : null;
      const databaseUrl = await postgres?.createDatabase('help_e2e');
      // Where the specs' helpers (fetchLead, the search gaps' checks) find the databases.
      process.env.DATABASE_PATH = databasePath;
      if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
      const platform = await startPlatform('default', portOf('platform'), {
        DATABASE_PATH: databasePath,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      await use({ url: platform.url, area: platform.area, databasePath, databaseUrl });
      // The platform first, so it is not left to report PostgreSQL going away under it.
      await platform.stop();
      postgres?.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],

  flagged: [
    async ({}, use, workerInfo) => {
      const databasePath = join(
        process.env.E2E_BUILDS!,
        `worker-${workerInfo.workerIndex}-flagged.sqlite`,
      );
      process.env.FLAGGED_DATABASE_PATH = databasePath;
      const platform = await startPlatform('flagged', portOf('flagged'), {
        DATABASE_PATH: databasePath,
      });
      await use({ url: platform.url, area: platform.area, databasePath });
      await platform.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  /**
   * A page in a fresh context (no cookies or storage shared), at a phone's size unless said,
   * the service worker blocked unless said: it is tested on its own (offline.spec.ts), and
   * elsewhere would hide requests from page.route. `problems` gathers every uncaught error and
   * console error, CSP violations included. The contexts close when the test ends.
   */
  newPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 390, height: 844 },
        serviceWorkers: options.serviceWorkers ?? 'block',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      });
      contexts.push(context);
      // Anything the CSP blocks is a defect, even when the page swallows the error.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
        );
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
      });
      return Object.assign(page, { problems });
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * Every warning and error the page logs, and every uncaught error (hydration mismatches, CSP,
 * unused preloads, code that failed to load).
 */
export function collectWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (m) => {
    // The service worker is blocked in these tests on purpose (see newPage above).
    if (
      (m.type() === 'warning' || m.type() === 'error') &&
      !m.text().includes('Service Worker registration blocked')
    ) {
      warnings.push(m.text());
    }
  });
  page.on('pageerror', (e) => warnings.push(`pageerror: ${e.message}`));
  return warnings;
}

/** axe-core as it ships minified: what each check puts into the page, half the size of its source. */
const AXE_SOURCE = readFileSync(new URL(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

/**
 * axe as the browser tests run it, over a hundred checks a run (issue 42): in the page's own
 * frames (AxeBuilder's legacy mode), from its minified build, keeping only the violations. Its
 * default mode ends every check in a blank page it opens for the purpose, to join the results
 * of cross-origin frames: our pages have none (a video's player appears only once played, and is
 * not ours), and that page made each check two to four times slower.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations against WCAG 2.2 AA on the page as it stands, one line each. */
export async function axeViolations(page: Page) {
  const { violations } = await axe(page).withTags(WCAG_TAGS).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/** Zero axe violations against WCAG 2.2 AA, listing each one if any are found. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), `axe found violations on ${page.url()}`).toEqual([]);
}

/**
 * axe cannot run in a page with JavaScript off, so it runs on the page as such a browser builds
 * it: the HTML the server sends, with no scripts and the contents of <noscript> as elements.
 */
export async function expectNoAxeViolationsWithoutJavaScript(newPage: NewPage, url: string) {
  const html = await (await fetch(url)).text();
  const withoutScript = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<\/?noscript>/gi, '');
  const page = await newPage();
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: withoutScript }),
  );
  await page.goto(url);
  await expectNoAxeViolations(page);
}

interface StoredLeadAttributes {
  [name: string]: unknown;
  'additional-information': Record<string, unknown>;
}
interface StoredLead {
  attributes: StoredLeadAttributes;
  relationships?: { address?: { data: { type: string; id: string } } };
}

/**
 * A lead as the provider's systems see it: read from the platform's database (the platform never
 * gives a lead back over HTTP: decision 027). `flagged`: the platform of the build with the
 * meter-read form switched on. The `platform` and `flagged` fixtures name their databases.
 */
export function fetchLead(id: string, { flagged = false } = {}) {
  const path = flagged ? process.env.FLAGGED_DATABASE_PATH : process.env.DATABASE_PATH;
  expect(path, 'the fixtures name the platform’s database').toBeTruthy();
  const db = new Database(path!, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT body FROM leads WHERE id = ?').get(id) as
      { body: string } | undefined;
    expect(row, `lead ${id} should be stored`).toBeDefined();
    return { data: JSON.parse(row!.body) as StoredLead };
  } finally {
    db.close();
  }
}

/** Waits until the service worker controls the page, which is after it has precached its files. */
export async function offlineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/**
 * An article published in the CMS after the build: the categories list names it (the page the
 * build wrote for no such article, the app renders it in the browser).
 */
export async function publishedAfterBuild(
  page: Page,
  category: string,
  label: string,
  title: string,
) {
  await page.route(`${BASE_URL}${CONTENT_PATHS.categories}`, async (route) => {
    const json = (await (await route.fetch()).json()) as {
      included: { id: string; attributes: { articles: { label: string; title: string }[] } }[];
    };
    json.included.find((c) => c.id === category)!.attributes.articles.push({ label, title });
    await route.fulfill({ json });
  });
}

/**
 * Counts, from before the page's first script, every image that fails to load. An image's inline
 * handler (onerror) runs while its error is dispatched, so once `failed(n)` has resolved, what the
 * handlers of those images would have done has been done: a check that one did not run waits for
 * this, not for time.
 */
export async function imageErrors(page: Page) {
  await page.addInitScript(`
    window.__imageErrors = 0;
    document.addEventListener('error', (event) => {
      if (event.target instanceof HTMLImageElement) window.__imageErrors += 1;
    }, true);
  `);
  return {
    failed: (n = 1) =>
      page.waitForFunction(
        (least) => (window as unknown as { __imageErrors: number }).__imageErrors >= least,
        n,
      ),
  };
}

/**
 * Every page view the analytics data layer is given, in order, across the page loads and router
 * moves of a journey (each page load has its own dataLayer): [path, title].
 */
export async function recordPageViews(page: Page) {
  const views: [string, string][] = [];
  await page.exposeFunction('__pageView', (path: string, title: string) => {
    views.push([path, title]);
  });
  await page.addInitScript(`
    window.dataLayer = [];
    window.dataLayer.push = function (...entries) {
      for (const e of entries) if (e.event === 'page_view') window.__pageView(e.page_path, e.page_title);
      return Array.prototype.push.apply(this, entries);
    };
  `);
  return {
    views,
    /** Once the journey has had `n` page views. */
    seen: (n: number) =>
      expect.poll(() => views.length, { message: `${n} page views` }).toBeGreaterThanOrEqual(n),
  };
}

/**
 * The page's requests in flight, counted from now: `none()` asserts, waiting, that every request
 * the page has made has been answered or has failed (what a check of a settled page waits for,
 * instead of Playwright's `networkidle`, which waits for time with nothing asked).
 */
export function requestsInFlight(page: Page) {
  const pending = new Set<unknown>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    none: () =>
      expect
        .poll(() => pending.size, { message: 'every request the page made is answered' })
        .toBe(0),
  };
}
