import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AREA, expectNoAxeViolations, useBrowser } from './support/browser';

const browser = useBrowser();

describe('search', () => {
  it('refuses a 2001-character query and stays on the page', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    // The landing page is prerendered: the checks run once it is live.
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('searchbox', { name: 'What do you need help with?' });
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
    await page.getByRole('searchbox', { name: 'What do you need help with?' }).fill('meter');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('q'), 'meter');
    assert.equal(url.searchParams.get('from'), '/help-and-support/');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.waitFor();
    const firstLink = results.getByRole('listitem').first().getByRole('link');
    assert.match((await firstLink.getAttribute('href')) ?? '', /^\/help-and-support\/meters\//);
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
    await page.goto(`${AREA}/search?q=boiler+presure&from=%2Fhelp-and-support%2F`);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await first.getByRole('link', { name: 'Topping up your boiler pressure' }).waitFor();
  });

  it('moves from the search box into the results with the arrow keys', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/search?q=boiler&from=`);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
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
    await page.goto(`${AREA}/search?q=xqzvv+wobblefrump&from=%2Fhelp-and-support%2F`);
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
});
