import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CONTENT_PATHS } from '../../../src/config/content-paths';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { BASENAME } from '../../../src/config/paths';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
export const AREA = `${BASE_URL}${BASENAME}`;
export const CLIENT_ID = 'help-and-support-local';
/** The header's quick links as content/header.json (built into the app) has them. */
export const BUILT_IN_QUICK_LINKS = (
  JSON.parse(readFileSync('content/header.json', 'utf8')) as {
    'quick-links': { title: string }[];
  }
)['quick-links'].map((l) => l.title);

/** One browser per spec file; each test gets a fresh context (no cookies or storage shared). */
export function useBrowser() {
  let browser: Browser;
  before(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
  });
  after(async () => {
    await browser?.close();
  });
  return {
    async newPage(
      options: {
        viewport?: { width: number; height: number };
        serviceWorkers?: 'allow' | 'block';
        javaScriptEnabled?: boolean;
      } = {},
    ) {
      // The service worker is tested on its own (offline.spec.ts); elsewhere it would hide
      // requests from page.route.
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 390, height: 844 },
        serviceWorkers: options.serviceWorkers ?? 'block',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      });
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
    },
  };
}

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

/** Zero axe violations against WCAG 2.2 AA, listing each one if any are found. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await axe(page).withTags(WCAG_TAGS).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  assert.deepEqual(summary, [], `axe found violations on ${page.url()}`);
}

/**
 * axe cannot run in a page with JavaScript off, so it runs on the page as such a browser builds
 * it: the HTML the server sends, with no scripts and the contents of <noscript> as elements.
 */
export async function expectNoAxeViolationsWithoutJavaScript(
  browser: ReturnType<typeof useBrowser>,
  url: string,
) {
  const html = await (await fetch(url)).text();
  const withoutScript = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<\/?noscript>/gi, '');
  const page = await browser.newPage();
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
 * meter-read form switched on. The runner names both databases (tests/e2e/run.mjs).
 */
export function fetchLead(id: string, { flagged = false } = {}) {
  const path = flagged ? process.env.FLAGGED_DATABASE_PATH : process.env.DATABASE_PATH;
  assert.ok(path, 'the runner names the platform’s database');
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT body FROM leads WHERE id = ?').get(id) as
      { body: string } | undefined;
    assert.ok(row, `lead ${id} should be stored`);
    return { data: JSON.parse(row.body) as StoredLead };
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

/** Resolves once `done` holds, looking every 50 ms; fails, naming `what`, after `ms`. */
async function until(done: () => boolean, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    assert.ok(Date.now() < deadline, `not seen within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
    seen: (n: number) => until(() => views.length >= n, `${n} page views (${views.length})`),
  };
}
