import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { CONTENT_PATHS } from '../../src/config/content-paths';
import { AREA, BASE_URL, expectNoAxeViolations, offlineReady, useBrowser } from './support/browser';
import { BASENAME } from '../../src/config/paths';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const RADIATOR = `${AREA}/search?q=how%20do%20i%20bleed%20a%20radiator`;
const ARTICLE = 'Radiators cold at the top or bottom';
const MONTH = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/i;

interface IndexDocument {
  category: string;
  label: string;
  description: string;
  body: string;
}

/**
 * Where each snippet on a search page was cut from its article, and what the article says next:
 * a snippet ends inside a number when it ends with a digit and the article goes on with more of
 * the number (digits, or the month of a date).
 */
async function snippetCuts(page: Page, documents: IndexDocument[]) {
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  const found: { snippet: string; next: string; cut: boolean }[] = [];
  for (const item of await results.all()) {
    const href = (await item.getByRole('link').first().getAttribute('href')) ?? '';
    const doc = documents.find((d) => href === `${BASENAME}/${d.category}/${d.label}`);
    const snippet = (await item.locator('.search-result__snippet').textContent()) ?? '';
    if (!doc || snippet === doc.description) continue;
    const shown = snippet.replace(/^…/, '').replace(/…$/, '');
    const at = doc.body.indexOf(shown);
    assert.ok(at >= 0, `the snippet "${snippet}" is the article's own text`);
    const next = doc.body.slice(at + shown.length).trimStart();
    found.push({ snippet, next, cut: next.length > 0 });
  }
  return found;
}

describe('answers from the articles', () => {
  it('shows the bleeding steps above the results on a phone, and its link lands on the heading', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(RADIATOR);
    const answer = page.getByRole('region', { name: 'How to bleed a radiator' });
    await answer.waitFor();
    await answer.getByRole('heading', { level: 2, name: 'How to bleed a radiator' }).waitFor();
    await answer.getByText(`From “${ARTICLE}”`).waitFor();
    // The article's own steps, as a list.
    const steps = answer.getByRole('listitem');
    assert.ok((await steps.count()) >= 2, 'the steps are listed');
    assert.match(
      (await steps.first().textContent()) ?? '',
      /^Turn your heating off and let the radiators cool\./,
    );
    // Above the other results, and begun in the first screen.
    const results = page.getByRole('list', { name: 'Search results' });
    const box = (await answer.boundingBox())!;
    assert.ok(box.y < PHONE.height, `the answer starts in the first screen (y=${box.y})`);
    assert.ok((await results.boundingBox())!.y > box.y + box.height - 1, 'above the results');
    // Nothing sticks out sideways at 390 px.
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scrolling',
    );
    await expectNoAxeViolations(page);

    const more = answer.getByRole('link', { name: `Read more in “${ARTICLE}”` });
    await more.click();
    await page.waitForURL(`${AREA}/breakdowns/radiators-cold#user-content-how-to-bleed-a-radiator`);
    await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
    const heading = page.getByRole('heading', { level: 2, name: 'How to bleed a radiator' });
    assert.equal(await heading.evaluate((h) => h.matches(':target')), true);
    await page.waitForFunction(() => {
      const top = document.querySelector(':target')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    assert.deepEqual(page.problems, []);
  });

  it('shows the answer at 1280 px too, beside nothing and above the results', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(RADIATOR);
    const answer = page.getByRole('region', { name: 'How to bleed a radiator' });
    await answer.getByRole('link', { name: `Read more in “${ARTICLE}”` }).waitFor();
    const results = page.getByRole('list', { name: 'Search results' });
    assert.ok((await results.boundingBox())!.y > (await answer.boundingBox())!.y);
    await expectNoAxeViolations(page);
  });

  it('without JavaScript, the search page answers too (decision 034), and the link lands on the heading', async () => {
    const page = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto(RADIATOR);
    await page.getByRole('region', { name: 'All help topics' }).waitFor();
    const answer = page.getByRole('region', { name: 'How to bleed a radiator' });
    const more = answer.getByRole('link', { name: `Read more in “${ARTICLE}”` });
    await more.click();
    await page.waitForURL(`${AREA}/breakdowns/radiators-cold#user-content-how-to-bleed-a-radiator`);
    const heading = page.getByRole('heading', { level: 2, name: 'How to bleed a radiator' });
    assert.equal(await heading.getAttribute('id'), 'user-content-how-to-bleed-a-radiator');
    assert.equal(await heading.evaluate((h) => h.matches(':target')), true);
  });

  it('answers a question typed offline, once the page has the index, as search does', async () => {
    const page = await browser.newPage({ viewport: PHONE, serviceWorkers: 'allow' });
    await page.goto(`${AREA}/search?q=meter`);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    await offlineReady(page);
    // The page came with its results (decision 034): it asks for the index once the customer
    // goes into the box to search again.
    const index = page.waitForResponse((r) => r.url().endsWith(CONTENT_PATHS.searchIndex));
    await page.getByRole('searchbox', { name: 'Search for help' }).focus();
    await index;
    await page.context().setOffline(true);
    await page
      .getByRole('searchbox', { name: 'Search for help' })
      .fill('how do i bleed a radiator');
    const answer = page.getByRole('region', { name: 'How to bleed a radiator' });
    await answer.getByRole('link', { name: `Read more in “${ARTICLE}”` }).waitFor();
  });

  it('says so when a new search needs the connection that has gone, and still answers an emergency', async () => {
    const page = await browser.newPage({ viewport: PHONE, serviceWorkers: 'allow' });
    await page.goto(`${AREA}/search?q=meter`);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    await offlineReady(page);
    await page.context().setOffline(true);
    const box = page.getByRole('searchbox', { name: 'Search for help' });
    await box.fill('how do i bleed a radiator');
    await page
      .getByRole('status')
      .getByText('You’re offline: search will work once you’re back online.')
      .waitFor();
    await box.fill('i can smell gas');
    const gas = page.getByRole('region', { name: 'If you smell gas' });
    assert.equal(
      await gas.getByRole('link', { name: '0800 111 999' }).getAttribute('href'),
      'tel:0800111999',
    );
  });
});

describe('snippets', () => {
  // Searches whose first page shows extracts of the articles' text, with phone numbers in them.
  for (const q of ['I smell gas', '0800', 'call']) {
    it(`never end inside a number, and show where they were cut, for "${q}"`, async () => {
      const index = (await (await fetch(`${BASE_URL}${CONTENT_PATHS.searchIndex}`)).json()) as {
        documents: IndexDocument[];
      };
      const page = await browser.newPage();
      await page.goto(`${AREA}/search?q=${encodeURIComponent(q)}`);
      await page
        .getByRole('list', { name: 'Search results' })
        .getByRole('listitem')
        .first()
        .waitFor();
      const cuts = await snippetCuts(page, index.documents);
      assert.ok(cuts.length > 0, 'some snippets are from the articles’ text');
      for (const { snippet, next, cut } of cuts) {
        const endsInNumber = /\d$/.test(snippet.replace(/…$/, ''));
        assert.ok(
          !(endsInNumber && (/^\d/.test(next) || MONTH.test(next))),
          `"${snippet}" ends inside a number (the article goes on "${next.slice(0, 20)}")`,
        );
        assert.equal(snippet.endsWith('…'), cut, `"${snippet}" shows where it was cut`);
      }
    });
  }
});
