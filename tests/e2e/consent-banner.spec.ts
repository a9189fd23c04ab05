/**
 * The floating cookie banner never covers the page for good (issue 47): on every page a customer
 * can land on, at 320 px with Larger text, to a first-time visitor (the banner shows), both as
 * built (before its code has arrived, on a slow phone) and once alive: the page's end scrolls
 * clear of it, and every control, when focused, is clear of it. And the same with the browser's
 * own text at 200% on a small phone (issue 50), where the banner also takes at most a third of
 * the screen, scrolls inside itself rather than sideways, and has every button in reach.
 */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { AREA, expect, test } from './support/browser';
import { whenLive } from './support/islands';
import {
  bannerProblems,
  coveredByBanner,
  openPage,
  PAGES,
  setBrowserTextSize,
  SMALL_PHONE,
} from './support/layout';

/** What is wrong with the banner on the page as it stands, with 200% text or our Larger text. */
const problemsOf = async (page: Page, text200: boolean) => [
  ...(await coveredByBanner(page)),
  ...(text200 ? await bannerProblems(page, 1 / 3) : []),
];

const CASES = [
  { text200: false, viewport: { width: 320, height: 568 }, title: 'at 320 px with Larger text' },
  {
    text200: true,
    viewport: SMALL_PHONE,
    title: `on a ${SMALL_PHONE.width}x${SMALL_PHONE.height} phone with the browser's text at 200%`,
  },
];

for (const { text200, viewport, title } of CASES) {
  test.describe(`the cookie banner ${title}`, () => {
    for (const entry of PAGES) {
      test(`covers nothing on ${entry.name}, as built and once alive`, async ({ newPage }) => {
        const page = await newPage({ viewport });
        if (text200) await setBrowserTextSize(page, 200);
        else {
          await page.addInitScript(
            (key) => sessionStorage.setItem(key, '1'),
            STORAGE_KEYS.largeText,
          );
        }
        const problems: string[] = [];
        // As built, to a visitor whose code has not come (its loader shows the banner before the
        // first paint): the code answered with nothing. A step reached only by filling in the one
        // before it, or by signing in, is seen once alive.
        if (!entry.afterDetails && entry.name !== 'deals') {
          await page.route(/\/assets\/.*\.js$/, (route) =>
            route.fulfill({ contentType: 'text/javascript', body: '' }),
          );
          await page.goto(`${AREA}${entry.path}`, { waitUntil: 'load' });
          problems.push(...(await problemsOf(page, text200)).map((p) => `as built: ${p}`));
          await page.unrouteAll();
        }
        await openPage(page, AREA, entry);
        await whenLive(page);
        // Our Larger text, or the browser's 200% without it.
        await expect(page.locator('html')).toHaveClass(
          text200 ? /^(?!.*\blarge-text\b)/ : /\blarge-text\b/,
        );
        problems.push(...(await problemsOf(page, text200)).map((p) => `alive: ${p}`));
        expect(problems, `${entry.name} (${page.url()})`).toEqual([]);
      });
    }
  });
}
