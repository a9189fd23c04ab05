import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AREA, expectNoAxeViolations, useBrowser } from './support/browser';
import { whenLive } from './support/islands';
import { absolute, BASENAME, paths } from '../../src/config/paths';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/**
 * The gas emergency number on the page as a customer meets it: a tel: link, inside the first
 * screen (no scrolling), and above the first result when there are results.
 */
async function gasNumberFirst(page: Page) {
  const answer = page.getByRole('region', { name: 'If you smell gas' });
  const tel = answer.getByRole('link', { name: '0800 111 999' });
  await tel.waitFor();
  assert.equal(await tel.getAttribute('href'), 'tel:0800111999');
  const box = (await tel.boundingBox())!;
  assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, `number at y=${box.y}, off screen`);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  // Nothing covers it (the cookie banner floats at the foot of the screen): the number and the
  // first thing to do are what is really on top there.
  for (const part of [tel, answer.getByText(/^Get everyone outside/)]) {
    const onTop = await part.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [r.top + 2, r.bottom - 2].every((y) =>
        el.contains(document.elementFromPoint(r.left + 10, y)),
      );
    });
    assert.ok(onTop, 'the emergency answer is not covered');
  }
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await first.waitFor();
  assert.ok((await first.boundingBox())!.y > box.y, 'the number comes before the results');
  return { answer, tel };
}

describe('search', () => {
  it('refuses a 2001-character query and stays on the page', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    // The landing page is prerendered: the checks run once it is live.
    await whenLive(page);
    const box = page.getByRole('combobox', { name: 'What do you need help with?' });
    await box.fill('a'.repeat(2001));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('alert').getByText('Search must be 2000 characters or fewer').waitFor();
    assert.equal(page.url(), `${AREA}/`);
    assert.equal((await box.inputValue()).length, 2001);
    await expectNoAxeViolations(page);
  });

  it('finds meter articles for "meter" from the landing page, with q and from in the URL', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    await page.getByRole('combobox', { name: 'What do you need help with?' }).fill('meter');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('q'), 'meter');
    assert.equal(url.searchParams.get('from'), `${BASENAME}/`);
    const results = page.getByRole('list', { name: 'Search results' });
    await results.waitFor();
    const firstLink = results.getByRole('listitem').first().getByRole('link');
    assert.match(
      (await firstLink.getAttribute('href')) ?? '',
      new RegExp(`^${BASENAME}${paths.category('meters')}/`),
    );
    await page
      .getByRole('status')
      .getByText(/results for “meter”/)
      .waitFor();
    await expectNoAxeViolations(page);

    // Typing refines the results in place without adding history entries.
    await page.getByRole('searchbox', { name: 'Search for help' }).fill('meter reading');
    await page.waitForURL(/q=meter\+reading/);
    await page.goBack();
    await page.waitForURL(`${AREA}/`);
  });

  it('still finds the right article when the query is misspelt', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}${paths.search('boiler presure', absolute(paths.home()))}`);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await first.getByRole('link', { name: 'Topping up your boiler pressure' }).waitFor();
  });

  it('moves from the search box into the results with the arrow keys', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/search?q=boiler&from=`);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    // The results come in the page (decision 034); the arrow keys are the search's own code.
    await whenLive(page);
    await page.getByRole('searchbox', { name: 'Search for help' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const position = await page.evaluate(() => {
      const li = document.activeElement?.closest('li');
      return li ? [...li.parentElement!.children].indexOf(li) : -1;
    });
    assert.equal(position, 1, 'the second result link has focus');
  });

  it('gives plain help, contact routes and emergency numbers when nothing matches', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}${paths.search('xqzvv wobblefrump', absolute(paths.home()))}`);
    await page
      .getByRole('heading', { name: /We couldn't find anything for “xqzvv wobblefrump”/ })
      .waitFor();
    await page.getByRole('status').getByText('0 results for “xqzvv wobblefrump”').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).waitFor();
    assert.equal(
      await page.getByRole('main').getByRole('link', { name: '0800 111 999' }).getAttribute('href'),
      'tel:0800111999',
    );
    await expectNoAxeViolations(page);
  });

  it('shows 0800 111 999 first on a phone for "I smell gas", above the results, without scrolling', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${AREA}${paths.search('I smell gas', absolute(paths.home()))}`);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    const { answer } = await gasNumberFirst(page);
    await answer.getByText(/Get everyone outside/).waitFor();
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await first.getByRole('link', { name: 'What to do if you smell gas' }).waitFor();
    // "I" is not a search word: it is never highlighted.
    assert.deepEqual(
      await page
        .locator('mark')
        .evaluateAll((ms) => ms.filter((m) => m.textContent === 'I').length),
      0,
    );
    await expectNoAxeViolations(page);
  });

  it('never lights up the small words of a search ("on"), nor words they begin ("once")', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=${encodeURIComponent('turn the heating on')}&from=`);
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('listitem').first().waitFor();
    const lit = await results.locator('mark').allTextContents();
    assert.ok(
      lit.some((t) => /^heating$/i.test(t)),
      `the words searched for are lit: ${lit}`,
    );
    assert.deepEqual(
      lit.filter((t) => /^(on|once|one|online|only)$/i.test(t)),
      [],
      'no small word is lit',
    );
  });

  it('still shows the gas number first when the search index cannot be loaded', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.route('**/search-index.json', (route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/search-synonyms.json', (route) => route.abort());
    await page.goto(`${AREA}/search?q=gas+smel&from=`);
    await gasNumberFirst(page);
    await expectNoAxeViolations(page);
  });

  it('puts the complaint page first for "make a complaint"', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/search?q=make+a+complaint&from=`);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await first.getByRole('link', { name: 'Make a complaint' }).click();
    await page.waitForURL(`${AREA}/make-a-complaint-select-type`);
  });

  it('has no space before punctuation in snippets', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/search?q=gas+safe+register&from=`);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    const snippets = await page.locator('.search-result__snippet').allTextContents();
    assert.ok(snippets.length > 0);
    assert.deepEqual(
      snippets.filter((t) => / [.,;:!?]/.test(t)),
      [],
    );
  });

  it('suggests as you type on the landing page, by keyboard alone, and loads its code only then', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${AREA}/`);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requests.filter((u) => /search-index|search-synonyms/.test(u)),
      [],
    );

    const box = page.getByRole('combobox', { name: 'What do you need help with?' });
    // Tab from the top of the page until the box has focus, as a keyboard user would.
    for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    assert.ok(await box.evaluate((el) => el === document.activeElement), 'reached by Tab');
    await page.keyboard.type('boiler pres', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor();
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    const options = list.getByRole('option');
    assert.ok((await options.count()) <= 5);
    // The count is announced.
    await page
      .getByRole('status')
      .filter({ hasText: /^\d suggestions?\. Use the up and down arrows to choose\.$/ })
      .waitFor();
    await page.keyboard.press('ArrowDown');
    const chosen = options.first();
    assert.equal(await chosen.getAttribute('aria-selected'), 'true');
    assert.equal(await box.getAttribute('aria-activedescendant'), await chosen.getAttribute('id'));
    // What is highlighted is what the box says is active, and it is visibly marked.
    assert.equal(
      await chosen.evaluate((el) => getComputedStyle(el).backgroundColor),
      'rgb(255, 210, 63)',
    );
    await expectNoAxeViolations(page);
    const title = (await chosen.textContent())!;
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.deepEqual(page.problems, []);
  });

  it('closes suggestions with Escape and keeps the words; Enter then searches them', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/meters`);
    await whenLive(page);
    const box = page.getByRole('combobox', { name: 'Search Help & Support' });
    await box.focus();
    await page.keyboard.type('meter', { delay: 30 });
    await page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox', { name: 'Suggestions' }).waitFor({ state: 'hidden' });
    assert.equal(await box.inputValue(), 'meter');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=meter/);
  });

  it('puts the gas emergency number above the suggestions', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${AREA}/`);
    await whenLive(page);
    const box = page.getByRole('combobox', { name: 'What do you need help with?' });
    await box.focus();
    await page.keyboard.type('smell gas', { delay: 30 });
    const tel = page
      .getByRole('region', { name: 'If you smell gas' })
      .getByRole('link', { name: '0800 111 999' });
    await tel.waitFor();
    assert.equal(await tel.getAttribute('href'), 'tel:0800111999');
    await expectNoAxeViolations(page);
  });

  it('submits to the search page from a search box with JavaScript off', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/`);
    await page.getByRole('combobox', { name: 'What do you need help with?' }).fill('smell gas');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?.*q=smell\+gas/);
    // The search page needs JavaScript; what it shows without it is issue 16's.
  });
});

describe('the search page with its words answered by the platform (decision 034)', () => {
  it('writes what was searched for as text, never as markup, in the page and its title', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    const words = '<img src=x onerror=alert(1)> "boiler" & co';
    const dialogs: string[] = [];
    page.on('dialog', (d) => dialogs.push(d.message()));
    await page.goto(`${AREA}/search?q=${encodeURIComponent(words)}`);
    const main = page.getByRole('main');
    await main.getByRole('list', { name: 'Search results' }).waitFor();
    assert.equal(await page.title(), `Search results for ${words} - Help & Support - British Gas`);
    assert.match((await main.getByRole('status').textContent()) ?? '', /^\d+ results for “/);
    assert.equal(
      await main.getByRole('searchbox', { name: 'Search for help' }).inputValue(),
      words,
    );
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    assert.deepEqual(dialogs, []);
  });

  it('sends the page as built for words over the search box’s limit', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    const response = await page.goto(`${AREA}/search?q=${'boiler '.repeat(300)}`);
    assert.equal(response?.status(), 200);
    await page.getByRole('region', { name: 'All help topics' }).waitFor();
    assert.equal(await page.getByRole('list', { name: 'Search results' }).count(), 0);
    assert.equal(await page.title(), 'Search - Help & Support - British Gas');
  });

  it('comes alive on the results it arrived with, and searches afresh as the customer types', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    // The search's own code (engine, rules) is asked for only once the customer searches again.
    const code: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') code.push(new URL(request.url()).pathname);
    });
    const liveSearch = () => code.filter((path) => /\/live-search-[\w-]+\.js$/.test(path));
    await page.goto(`${AREA}${paths.search('boiler', absolute(paths.home()))}`);
    const results = page.getByRole('list', { name: 'Search results' });
    const first = await results.getByRole('heading', { level: 2 }).first().textContent();
    await whenLive(page);
    assert.equal(await results.getByRole('heading', { level: 2 }).first().textContent(), first);
    assert.ok(
      code.some((path) => /\/islands-[\w-]+\.js$/.test(path)),
      `alive with code: ${code}`,
    );
    assert.deepEqual(liveSearch(), [], 'no search code as the page comes alive');
    const [asked] = await Promise.all([
      page.waitForRequest((request) => /\/live-search-[\w-]+\.js$/.test(request.url())),
      page.getByRole('searchbox', { name: 'Search for help' }).focus(),
    ]);
    assert.ok(asked, 'asked for once the customer goes into the box');
    assert.match(
      (await page.getByRole('link', { name: 'Back to where you were' }).getAttribute('href')) ?? '',
      new RegExp(`^${BASENAME}/?$`),
    );
    await page.getByRole('searchbox', { name: 'Search for help' }).fill('smart meter');
    await page
      .getByRole('status')
      .getByText(/^\d+ results? for “smart meter”$/)
      .waitFor();
    await page.waitForURL(/[?&]q=smart\+meter/);
  });
});
