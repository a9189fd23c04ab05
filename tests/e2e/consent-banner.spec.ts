/**
 * The floating cookie banner never covers the page for good (issue 47): on every page a customer
 * can land on, at 320 px with Larger text, to a first-time visitor (the banner shows), both as
 * built (before its code has arrived, on a slow phone) and once alive: the page's end scrolls
 * clear of it, and every control, when focused, is clear of it.
 */
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { AREA, expect, test } from './support/browser';
import { whenLive } from './support/islands';
import { coveredByBanner, openPage, PAGES } from './support/layout';

const SMALL_PHONE = { width: 320, height: 568 };

test.describe('the cookie banner at 320 px with Larger text', () => {
  for (const entry of PAGES) {
    test(`covers nothing on ${entry.name}, as built and once alive`, async ({ newPage }) => {
      const page = await newPage({ viewport: SMALL_PHONE });
      await page.addInitScript((key) => sessionStorage.setItem(key, '1'), STORAGE_KEYS.largeText);
      const problems: string[] = [];
      // As built, to a visitor whose code has not come (its loader shows the banner before the
      // first paint): the code answered with nothing. A step reached only by filling in the one
      // before it is seen once alive.
      if (!entry.afterDetails) {
        await page.route(/\/assets\/.*\.js$/, (route) =>
          route.fulfill({ contentType: 'text/javascript', body: '' }),
        );
        await page.goto(`${AREA}${entry.path}`, { waitUntil: 'load' });
        problems.push(...(await coveredByBanner(page)).map((p) => `as built: ${p}`));
        await page.unrouteAll();
      }
      await openPage(page, AREA, entry);
      await whenLive(page);
      await expect(page.locator('html')).toHaveClass(/\blarge-text\b/);
      problems.push(...(await coveredByBanner(page)).map((p) => `alive: ${p}`));
      expect(problems, `${entry.name} (${page.url()})`).toEqual([]);
    });
  }
});
