import type { Page, Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { readPostgresHelpData } from '../../server/help-store';
import { AREA, expect, test, type NewPage } from './support/browser';
import { allAlive } from './support/islands';

/*
 * Issue 28: the searches customers make that nothing answers well reach the content team's
 * report, with analytics consent only; and a search that led to a page marked "No" too.
 */

/** Words no article has, different on every run (letters only: no number to scrub). */
const unique = () =>
  `qz${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isGap = (r: Request) => r.url().endsWith('/v1/search-gaps') && r.method() === 'POST';
const gapSent = (page: Page) => page.waitForResponse((r) => isGap(r.request()));
const attributesOf = (r: Request) =>
  (JSON.parse(r.postData() ?? '{}') as { data: { attributes: Record<string, unknown> } }).data
    .attributes;

/**
 * The search page, alive, with the customer's cookie choice made on the banner: analytics
 * (performance cookies) only, or none.
 */
async function searchPage(newPage: NewPage, analytics: boolean) {
  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${AREA}/search`);
  await allAlive(page);
  if (analytics) {
    await page.getByRole('button', { name: 'Choose cookies' }).click();
    await page.getByLabel('Performance cookies: how the site is used and how fast it is').check();
    await page.getByRole('button', { name: 'Save my choices' }).click();
  } else {
    await page.getByRole('button', { name: 'Reject all cookies' }).click();
  }
  return page;
}

const search = (page: Page, words: string) =>
  page.getByRole('searchbox', { name: 'Search for help' }).fill(words);

/** Opens the first result and answers "No" on its page. */
async function openFirstResultAndSayNo(page: Page) {
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await allAlive(page);
  await page.getByRole('button', { name: 'No this page is not useful' }).click();
  await page.getByRole('radio', { name: "It didn't answer my question" }).check();
  await page.getByRole('button', { name: 'Send' }).click();
  return title;
}

/**
 * The count the platform keeps for a search, read from its database as insights read it: its
 * PostgreSQL when the run gives one (DATABASE_URL, issue 41), else its SQLite file.
 */
async function storedCounts(query: string) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { counts } = await readPostgresHelpData(url);
    if (counts === 'no-table') throw new Error('The search gaps table is not there');
    return counts
      .filter((c) => c.query === query)
      .map(({ outcome, pageId, count }) => ({ outcome, pageId, count }));
  }
  const db = new Database(process.env.DATABASE_PATH!, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT outcome, page_id AS pageId, count FROM search_gaps WHERE query = ?')
      .all(query);
  } finally {
    db.close();
  }
}

test.describe('search gaps for the content team', () => {
  test('counts a search with no results and a search followed by a "No", and npm run insights shows both', async ({
    newPage,
  }) => {
    const word = unique();
    const page = await searchPage(newPage, true);
    const requests: Request[] = [];
    page.on('request', (r) => {
      if (isGap(r)) requests.push(r);
    });

    // Nothing at all, with a phone number in it.
    let sent = gapSent(page);
    await search(page, `Wobblefrump ${word}, 07700 900123!`);
    await expect(
      page.getByRole('heading', { name: /We couldn't find anything for/ }),
    ).toBeVisible();
    expect((await sent).status()).toBe(201);
    const nothing = `wobblefrump ${word} [phone]`;
    expect(attributesOf(requests[0]!)).toEqual({
      query: nothing,
      outcome: 'no-results',
      'page-id': null,
    });
    // Only the normalised words, in the body: nothing in the address it was sent to.
    expect(requests[0]!.url()).not.toMatch(/\?|07700|wobblefrump/i);

    // Only some of the words found, then the page opened from it was no use.
    sent = gapSent(page);
    await search(page, `boiler ${word}`);
    await expect(page.getByText('No page matches all the words you searched for.')).toBeVisible();
    expect((await sent).status()).toBe(201);
    sent = gapSent(page);
    const title = await openFirstResultAndSayNo(page);
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    expect((await sent).status()).toBe(201);
    const followed = attributesOf(requests.at(-1)!);
    expect(followed.query).toBe(`boiler ${word}`);
    expect(followed.outcome).toBe('followed-by-no');
    // The search went from page to page in this tab's storage, never in an address, and is gone
    // once counted.
    await expect(page).not.toHaveURL(new RegExp(word));
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.searchLedHere))
      .toBeNull();

    expect(await storedCounts(nothing)).toEqual([{ outcome: 'no-results', pageId: '', count: 1 }]);
    const insights = spawnSync('npm', ['run', '--silent', 'insights'], {
      // DATABASE_URL too, when the run keeps them in PostgreSQL.
      env: { ...process.env, DATABASE_PATH: process.env.DATABASE_PATH },
      encoding: 'utf8',
    });
    expect(insights.status, insights.stderr).toBe(0);
    const [, unanswered = '', afterNo = ''] = insights.stdout.split(
      /^(?:Searches we could not answer|Searches followed by a No): /m,
    );
    expect(unanswered).toMatch(new RegExp(`"${literally(nothing)}"\\n\\s+once: no results 1`));
    expect(unanswered).toMatch(
      new RegExp(`"boiler ${word}"\\n\\s+once: no results 0, weak results 1`),
    );
    expect(afterNo).toMatch(
      new RegExp(
        `"boiler ${word}"\\n\\s+once; on \\d{4}-\\d\\d-\\d\\d\\n\\s+- ${literally(title)} \\(`,
      ),
    );
    expect(insights.stdout).not.toMatch(/07700/);
    expect(page.problems).toEqual([]);
  });

  test('sends and keeps nothing without analytics consent', async ({ newPage }) => {
    const word = unique();
    const page = await searchPage(newPage, false);
    const requests: Request[] = [];
    page.on('request', (r) => {
      if (isGap(r)) requests.push(r);
    });

    await search(page, `wobblefrump ${word}`);
    await expect(
      page.getByRole('heading', { name: /We couldn't find anything for/ }),
    ).toBeVisible();
    await search(page, `boiler ${word}`);
    await expect(page.getByText('No page matches all the words you searched for.')).toBeVisible();
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/v1/article-feedback') && r.request().method() === 'POST',
    );
    await openFirstResultAndSayNo(page);
    expect((await answered).status()).toBe(201);
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.searchLedHere))
      .toBeNull();

    // Consent given later counts the searches made from then on, and none made before it: the
    // first search gap this page ever sends is the one made after.
    await page.goto(`${AREA}/search`);
    await allAlive(page);
    await page.evaluate(() => {
      document.cookie = `OptanonConsent=${encodeURIComponent('groups=C0001:1,C0002:1,C0003:0,C0004:0')}; path=/`;
      window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated'));
    });
    const sent = gapSent(page);
    await search(page, `frumpwobble ${word}`);
    expect((await sent).status()).toBe(201);
    expect(requests.map((r) => attributesOf(r).query)).toEqual([`frumpwobble ${word}`]);
    expect(await storedCounts(`wobblefrump ${word}`)).toEqual([]);
    expect(await storedCounts(`boiler ${word}`)).toEqual([]);
  });
});
