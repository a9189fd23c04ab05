import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { readPostgresHelpData } from '../../server/help-store';
import { AREA, useBrowser } from './support/browser';
import { allAlive } from './support/islands';

/*
 * Issue 28: the searches customers make that nothing answers well reach the content team's
 * report, with analytics consent only; and a search that led to a page marked "No" too.
 */

const browser = useBrowser();

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
async function searchPage(analytics: boolean) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
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
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
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

describe('search gaps for the content team', () => {
  it('counts a search with no results and a search followed by a "No", and npm run insights shows both', async () => {
    const word = unique();
    const page = await searchPage(true);
    const requests: Request[] = [];
    page.on('request', (r) => {
      if (isGap(r)) requests.push(r);
    });

    // Nothing at all, with a phone number in it.
    let sent = gapSent(page);
    await search(page, `Wobblefrump ${word}, 07700 900123!`);
    await page.getByRole('heading', { name: /We couldn't find anything for/ }).waitFor();
    assert.equal((await sent).status(), 201);
    const nothing = `wobblefrump ${word} [phone]`;
    assert.deepEqual(attributesOf(requests[0]!), {
      query: nothing,
      outcome: 'no-results',
      'page-id': null,
    });
    // Only the normalised words, in the body: nothing in the address it was sent to.
    assert.doesNotMatch(requests[0]!.url(), /\?|07700|wobblefrump/i);

    // Only some of the words found, then the page opened from it was no use.
    sent = gapSent(page);
    await search(page, `boiler ${word}`);
    await page.getByText('No page matches all the words you searched for.').waitFor();
    assert.equal((await sent).status(), 201);
    sent = gapSent(page);
    const title = await openFirstResultAndSayNo(page);
    await page.getByText('Thank you for your feedback.').waitFor();
    assert.equal((await sent).status(), 201);
    const followed = attributesOf(requests.at(-1)!);
    assert.equal(followed.query, `boiler ${word}`);
    assert.equal(followed.outcome, 'followed-by-no');
    // The search went from page to page in this tab's storage, never in an address, and is gone
    // once counted.
    assert.doesNotMatch(page.url(), new RegExp(word));
    assert.equal(
      await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.searchLedHere),
      null,
    );

    assert.deepEqual(await storedCounts(nothing), [
      { outcome: 'no-results', pageId: '', count: 1 },
    ]);
    const insights = spawnSync('npm', ['run', '--silent', 'insights'], {
      // DATABASE_URL too, when the run keeps them in PostgreSQL.
      env: { ...process.env, DATABASE_PATH: process.env.DATABASE_PATH },
      encoding: 'utf8',
    });
    assert.equal(insights.status, 0, insights.stderr);
    const [, unanswered = '', afterNo = ''] = insights.stdout.split(
      /^(?:Searches we could not answer|Searches followed by a No): /m,
    );
    assert.match(unanswered, new RegExp(`"${literally(nothing)}"\\n\\s+once: no results 1`));
    assert.match(
      unanswered,
      new RegExp(`"boiler ${word}"\\n\\s+once: no results 0, weak results 1`),
    );
    assert.match(
      afterNo,
      new RegExp(
        `"boiler ${word}"\\n\\s+once; on \\d{4}-\\d\\d-\\d\\d\\n\\s+- ${literally(title)} \\(`,
      ),
    );
    assert.doesNotMatch(insights.stdout, /07700/);
    assert.deepEqual(page.problems, []);
  });

  it('sends and keeps nothing without analytics consent', async () => {
    const word = unique();
    const page = await searchPage(false);
    const requests: Request[] = [];
    page.on('request', (r) => {
      if (isGap(r)) requests.push(r);
    });

    await search(page, `wobblefrump ${word}`);
    await page.getByRole('heading', { name: /We couldn't find anything for/ }).waitFor();
    await search(page, `boiler ${word}`);
    await page.getByText('No page matches all the words you searched for.').waitFor();
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/v1/article-feedback') && r.request().method() === 'POST',
    );
    await openFirstResultAndSayNo(page);
    assert.equal((await answered).status(), 201);
    await page.getByText('Thank you for your feedback.').waitFor();
    assert.equal(
      await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.searchLedHere),
      null,
    );

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
    assert.equal((await sent).status(), 201);
    assert.deepEqual(
      requests.map((r) => attributesOf(r).query),
      [`frumpwobble ${word}`],
    );
    assert.deepEqual(await storedCounts(`wobblefrump ${word}`), []);
    assert.deepEqual(await storedCounts(`boiler ${word}`), []);
  });
});
