import type { Page } from '@playwright/test';
import { AREA, expect, expectNoAxeViolations, test } from './support/browser';
import { whenLive } from './support/islands';
import { absolute, BASENAME, paths } from '../../src/config/paths';

const PHONE = { width: 390, height: 844 };

/**
 * The gas emergency number on the page as a customer meets it: a tel: link, inside the first
 * screen (no scrolling), and above the first result when there are results.
 */
async function expectGasNumberFirst(page: Page) {
  const answer = page.getByRole('region', { name: 'If you smell gas' });
  const tel = answer.getByRole('link', { name: '0800 111 999' });
  await expect(tel).toHaveAttribute('href', 'tel:0800111999');
  const box = (await tel.boundingBox())!;
  expect(box.y >= 0 && box.y + box.height <= PHONE.height, `number at y=${box.y}, off screen`).toBe(
    true,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Nothing covers it (the cookie banner floats at the foot of the screen): the number and the
  // first thing to do are what is really on top there.
  for (const part of [tel, answer.getByText(/^Get everyone outside/)]) {
    const onTop = await part.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [r.top + 2, r.bottom - 2].every((y) =>
        el.contains(document.elementFromPoint(r.left + 10, y)),
      );
    });
    expect(onTop, 'the emergency answer is not covered').toBe(true);
  }
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.y, 'the number comes before the results').toBeGreaterThan(
    box.y,
  );
  return { answer, tel };
}

test.describe('search', () => {
  test('refuses a 2001-character query and stays on the page', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/`);
    // The landing page is prerendered: the checks run once it is live.
    await whenLive(page);
    const box = page.getByRole('combobox', { name: 'What do you need help with?' });
    await box.fill('a'.repeat(2001));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByRole('alert').getByText('Search must be 2000 characters or fewer'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${AREA}/`);
    await expect(box).toHaveValue('a'.repeat(2001));
    await expectNoAxeViolations(page);
  });

  test('finds meter articles for "meter" from the landing page, with q and from in the URL', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/`);
    await page.getByRole('combobox', { name: 'What do you need help with?' }).fill('meter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname.endsWith('/search') &&
        url.searchParams.get('q') === 'meter' &&
        url.searchParams.get('from') === `${BASENAME}/`,
    );
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results).toBeVisible();
    const firstLink = results.getByRole('listitem').first().getByRole('link');
    await expect(firstLink).toHaveAttribute(
      'href',
      new RegExp(`^${BASENAME}${paths.category('meters')}/`),
    );
    await expect(page.getByRole('status').getByText(/results for “meter”/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Typing refines the results in place without adding history entries.
    await page.getByRole('searchbox', { name: 'Search for help' }).fill('meter reading');
    await expect(page).toHaveURL(/q=meter\+reading/);
    await page.goBack();
    await expect(page).toHaveURL(`${AREA}/`);
  });

  test('still finds the right article when the query is misspelt', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}${paths.search('boiler presure', absolute(paths.home()))}`);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(
      first.getByRole('link', { name: 'Topping up your boiler pressure' }),
    ).toBeVisible();
  });

  test('moves from the search box into the results with the arrow keys', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/search?q=boiler&from=`);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    // The results come in the page (decision 034); the arrow keys are the search's own code.
    await whenLive(page);
    await page.getByRole('searchbox', { name: 'Search for help' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const li = document.activeElement?.closest('li');
            return li ? [...li.parentElement!.children].indexOf(li) : -1;
          }),
        { message: 'the second result link has focus' },
      )
      .toBe(1);
  });

  test('gives plain help, contact routes and emergency numbers when nothing matches', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}${paths.search('xqzvv wobblefrump', absolute(paths.home()))}`);
    await expect(
      page.getByRole('heading', { name: /We couldn't find anything for “xqzvv wobblefrump”/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').getByText('0 results for “xqzvv wobblefrump”'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: '0800 111 999' }),
    ).toHaveAttribute('href', 'tel:0800111999');
    await expectNoAxeViolations(page);
  });

  test('shows 0800 111 999 first on a phone for "I smell gas", above the results, without scrolling', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${AREA}${paths.search('I smell gas', absolute(paths.home()))}`);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    const { answer } = await expectGasNumberFirst(page);
    await expect(answer.getByText(/Get everyone outside/)).toBeVisible();
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(first.getByRole('link', { name: 'What to do if you smell gas' })).toBeVisible();
    // "I" is not a search word: it is never highlighted.
    await expect(page.locator('mark').filter({ hasText: /^I$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('never lights up the small words of a search ("on"), nor words they begin ("once")', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=${encodeURIComponent('turn the heating on')}&from=`);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    const marks = results.locator('mark');
    await expect(
      marks.filter({ hasText: /^heating$/i }).first(),
      'the words searched for are lit',
    ).toBeVisible();
    await expect(
      marks.filter({ hasText: /^(on|once|one|online|only)$/i }),
      'no small word is lit',
    ).toHaveCount(0);
  });

  test('still shows the gas number first when the search index cannot be loaded', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.route('**/search-index.json', (route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/search-synonyms.json', (route) => route.abort());
    await page.goto(`${AREA}/search?q=gas+smel&from=`);
    await expectGasNumberFirst(page);
    await expectNoAxeViolations(page);
  });

  test('puts the complaint page first for "make a complaint"', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/search?q=make+a+complaint&from=`);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await first.getByRole('link', { name: 'Make a complaint' }).click();
    await expect(page).toHaveURL(`${AREA}/make-a-complaint-select-type`);
  });

  test('has no space before punctuation in snippets', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/search?q=gas+safe+register&from=`);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    const snippets = page.locator('.search-result__snippet');
    await expect(snippets).not.toHaveCount(0);
    await expect(snippets.filter({ hasText: / [.,;:!?]/ })).toHaveCount(0);
  });

  test('suggests as you type on the landing page, by keyboard alone, and loads its code only then', async ({
    newPage,
  }) => {
    const page = await newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${AREA}/`);
    // The page loaded and alive, as a customer finds it before typing: no search code asked for.
    await whenLive(page);
    expect(requests.filter((u) => /search-index|search-synonyms/.test(u))).toEqual([]);

    const box = page.getByRole('combobox', { name: 'What do you need help with?' });
    // Tab from the top of the page until the box has focus, as a keyboard user would.
    for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(box, 'reached by Tab').toBeFocused();
    await page.keyboard.type('boiler pres', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    // The count is announced.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^\d suggestions?\. Use the up and down arrows to choose\.$/ }),
    ).toBeVisible();
    await expect(options.nth(5), 'five suggestions at most').toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    const chosen = options.first();
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(chosen, 'the chosen suggestion has an id').toHaveAttribute('id', /.+/);
    const id = (await chosen.getAttribute('id'))!;
    await expect(box).toHaveAttribute('aria-activedescendant', id);
    // What is highlighted is what the box says is active, and it is visibly marked.
    await expect(chosen).toHaveCSS('background-color', 'rgb(255, 210, 63)');
    await expectNoAxeViolations(page);
    const title = (await chosen.textContent())!;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(page.problems).toEqual([]);
  });

  test('closes suggestions with Escape and keeps the words; Enter then searches them', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/meters`);
    await whenLive(page);
    const box = page.getByRole('combobox', { name: 'Search Help & Support' });
    await box.focus();
    await page.keyboard.type('meter', { delay: 30 });
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    await expect(box).toHaveValue('meter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=meter/);
  });

  test('puts the gas emergency number above the suggestions', async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${AREA}/`);
    await whenLive(page);
    const box = page.getByRole('combobox', { name: 'What do you need help with?' });
    await box.focus();
    await page.keyboard.type('smell gas', { delay: 30 });
    const tel = page
      .getByRole('region', { name: 'If you smell gas' })
      .getByRole('link', { name: '0800 111 999' });
    await expect(tel).toHaveAttribute('href', 'tel:0800111999');
    await expectNoAxeViolations(page);
  });

  test('submits to the search page from a search box with JavaScript off', async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/`);
    await page.getByRole('combobox', { name: 'What do you need help with?' }).fill('smell gas');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?.*q=smell\+gas/);
    // The search page needs JavaScript; what it shows without it is issue 16's.
  });
});

test.describe('the search page with its words answered by the platform (decision 034)', () => {
  test('writes what was searched for as text, never as markup, in the page and its title', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    const words = '<img src=x onerror=alert(1)> "boiler" & co';
    const dialogs: string[] = [];
    page.on('dialog', (d) => dialogs.push(d.message()));
    await page.goto(`${AREA}/search?q=${encodeURIComponent(words)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Search results' })).toBeVisible();
    await expect(page).toHaveTitle(`Search results for ${words} - Help & Support - British Gas`);
    await expect(main.getByRole('status')).toHaveText(/^\d+ results for “/);
    await expect(main.getByRole('searchbox', { name: 'Search for help' })).toHaveValue(words);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('sends the page as built for words over the search box’s limit', async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    const response = await page.goto(`${AREA}/search?q=${'boiler '.repeat(300)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('region', { name: 'All help topics' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
    await expect(page).toHaveTitle('Search - Help & Support - British Gas');
  });

  test('comes alive on the results it arrived with, and searches afresh as the customer types', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    // The search's own code (engine, rules) is asked for only once the customer searches again.
    const code: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') code.push(new URL(request.url()).pathname);
    });
    const liveSearch = () => code.filter((path) => /\/live-search-[\w-]+\.js$/.test(path));
    await page.goto(`${AREA}${paths.search('boiler', absolute(paths.home()))}`);
    const results = page.getByRole('list', { name: 'Search results' });
    // The first result as the page arrived with it, before its code has run.
    const first = (await results.getByRole('heading', { level: 2 }).first().textContent())!;
    await whenLive(page);
    await expect(results.getByRole('heading', { level: 2 }).first()).toHaveText(first);
    expect(
      code.some((path) => /\/islands-[\w-]+\.js$/.test(path)),
      `alive with code: ${code}`,
    ).toBe(true);
    expect(liveSearch(), 'no search code as the page comes alive').toEqual([]);
    const [asked] = await Promise.all([
      page.waitForRequest((request) => /\/live-search-[\w-]+\.js$/.test(request.url())),
      page.getByRole('searchbox', { name: 'Search for help' }).focus(),
    ]);
    expect(asked, 'asked for once the customer goes into the box').toBeTruthy();
    await expect(page.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute(
      'href',
      new RegExp(`^${BASENAME}/?$`),
    );
    await page.getByRole('searchbox', { name: 'Search for help' }).fill('smart meter');
    await expect(
      page.getByRole('status').getByText(/^\d+ results? for “smart meter”$/),
    ).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=smart\+meter/);
  });
});
