/**
 * The reading pages' islands as the browser tests meet them (src/lib/island.tsx): all alive, or a
 * page whose code is held back until the test lets it in.
 */
import type { Page } from '@playwright/test';
import { EARLY_TAPS } from '../../../src/lib/early-taps';
import {
  APP_LIVE_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
} from '../../../src/lib/island';
import { AREA, BASE_URL, collectWarnings, expect, test, type NewPage } from './browser';
import { BASENAME } from '../../../src/config/paths';

/** The script an inline loader asks for (scripts/build/after-paint.ts). */
export async function loaderEntry(path: string) {
  const html = await (await fetch(`${AREA}${path}`)).text();
  const entry = /s\.src="([^"]+)"/.exec(html)?.[1];
  expect(entry, `${path} has a loader`).toBeTruthy();
  return `${BASE_URL}${entry}`;
}

/**
 * Once the page is alive, whichever code brings it to life: the app (its root says so) or the
 * reading page's islands (each says so). What a test waits for before it uses what only the code
 * can work, instead of waiting for the network to be quiet.
 */
export const whenLive = (page: Page) =>
  page.waitForFunction(
    ([app, island, live]) =>
      document.getElementById('root')?.hasAttribute(app!) ||
      (document.querySelectorAll(`[${island}]`).length > 0 &&
        document.querySelectorAll(`[${island}]:not([${live}])`).length === 0),
    [APP_LIVE_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE],
  );

/** Once every island of the page is alive. */
export const allAlive = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelectorAll('[data-island]').length > 0 &&
      document.querySelectorAll('[data-island]:not([data-island-live])').length === 0,
  );

/**
 * A reading page whose code is held back: it has painted and asked for its code, which has not
 * arrived. `release` lets it in and waits for every island to be alive. `prepare` readies the
 * page before it is opened (what the tab keeps, routes of its own).
 */
export async function heldBack(
  newPage: NewPage,
  path: string,
  options: { signedIn?: boolean; prepare?: (page: Page) => Promise<void> } = {},
) {
  const page = await newPage();
  const warnings = collectWarnings(page);
  await options.prepare?.(page);
  if (options.signedIn) {
    await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/contact-us`);
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  }
  const held: (() => Promise<void>)[] = [];
  let live = false;
  await page.route(/\/assets\/.*\.js$/, (route) =>
    live ? route.continue() : held.push(() => route.continue()),
  );
  // Not waiting for "load": the page's load waits for the code held back here.
  await page.goto(`${AREA}${path}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Its loader has run (it notes taps from then on).
  await page.waitForFunction((key) => key in window, EARLY_TAPS);
  const asked = () => held.length > 0;
  const release = () =>
    // Letting a request through has no time limit of its own in playwright: a request that never
    // goes on would hang the whole test, so the step fails here, by name, within 30 s.
    test.step(
      `the code held back on ${path} goes on`,
      async () => {
        live = true;
        await Promise.all(held.map((go) => go()));
        await whenLive(page);
      },
      { timeout: 30_000 },
    );
  return { page, warnings, release, asked };
}
