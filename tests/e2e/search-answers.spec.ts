import type { Page } from '@playwright/test';
import { CONTENT_PATHS } from '../../src/config/content-paths';
import {
  AREA,
  BASE_URL,
  expect,
  expectNoAxeViolations,
  offlineReady,
  test,
} from './support/browser';
import { BASENAME } from '../../src/config/paths';

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
    expect(at, `the snippet "${snippet}" is the article's own text`).toBeGreaterThanOrEqual(0);
    const next = doc.body.slice(at + shown.length).trimStart();
    found.push({ snippet, next, cut: next.length > 0 });
  }
  return found;
}

/** Whether the element is the page's :target (the fragment of its address names it). */
const isTarget = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name }).evaluate((h) => h.matches(':target'));

test.describe('answers from the articles', () => {
  test('shows the bleeding steps above the results on a phone, and its link lands on the heading', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(RADIATOR);
    const answer = page.getByRole('region', { name: 'How to bleed a radiator' });
    await expect(answer).toBeVisible();
    await expect(
      answer.getByRole('heading', { level: 2, name: 'How to bleed a radiator' }),
    ).toBeVisible();
    await expect(answer.getByText(`From “${ARTICLE}”`)).toBeVisible();
    // The article's own steps, as a list.
    const steps = answer.getByRole('listitem');
    await expect
      .poll(() => steps.count(), { message: 'the steps are listed' })
      .toBeGreaterThanOrEqual(2);
    await expect(steps.first()).toHaveText(/^Turn your heating off and let the radiators cool\./);
    // Above the other results, and begun in the first screen.
    const results = page.getByRole('list', { name: 'Search results' });
    await expect
      .poll(async () => (await answer.boundingBox())!.y, {
        message: 'the answer starts in the first screen',
      })
      .toBeLessThan(PHONE.height);
    await expect
      .poll(
        async () => {
          const box = (await answer.boundingBox())!;
          return (await results.boundingBox())!.y > box.y + box.height - 1;
        },
        { message: 'above the results' },
      )
      .toBe(true);
    // Nothing sticks out sideways at 390 px.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
        message: 'no sideways scrolling',
      })
      .toBe(true);
    await expectNoAxeViolations(page);

    const more = answer.getByRole('link', { name: `Read more in “${ARTICLE}”` });
    await more.click();
    await expect(page).toHaveURL(
      `${AREA}/breakdowns/radiators-cold#user-content-how-to-bleed-a-radiator`,
    );
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible();
    await expect
      .poll(() => isTarget(page, 'How to bleed a radiator'), {
        message: 'the heading is the target',
      })
      .toBe(true);
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const top = document.querySelector(':target')?.getBoundingClientRect().top ?? -1;
            return top >= 0 && top < window.innerHeight / 2;
          }),
        { message: 'the heading is scrolled to, in the top half of the screen' },
      )
      .toBe(true);
    expect(page.problems).toEqual([]);
  });

  test('shows the answer at 1280 px too, beside nothing and above the results', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(RADIATOR);
    const answer = page.getByRole('region', { name: 'How to bleed a radiator' });
    await expect(answer.getByRole('link', { name: `Read more in “${ARTICLE}”` })).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect
      .poll(async () => (await results.boundingBox())!.y > (await answer.boundingBox())!.y, {
        message: 'above the results',
      })
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  test('without JavaScript, the search page answers too (decision 034), and the link lands on the heading', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto(RADIATOR);
    await expect(page.getByRole('region', { name: 'All help topics' })).toBeVisible();
    const answer = page.getByRole('region', { name: 'How to bleed a radiator' });
    const more = answer.getByRole('link', { name: `Read more in “${ARTICLE}”` });
    await more.click();
    await expect(page).toHaveURL(
      `${AREA}/breakdowns/radiators-cold#user-content-how-to-bleed-a-radiator`,
    );
    const heading = page.getByRole('heading', { level: 2, name: 'How to bleed a radiator' });
    await expect(heading).toHaveAttribute('id', 'user-content-how-to-bleed-a-radiator');
    await expect
      .poll(() => isTarget(page, 'How to bleed a radiator'), {
        message: 'the heading is the target',
      })
      .toBe(true);
  });

  test('answers a question typed offline, once the page has the index, as search does', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE, serviceWorkers: 'allow' });
    await page.goto(`${AREA}/search?q=meter`);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
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
    await expect(answer.getByRole('link', { name: `Read more in “${ARTICLE}”` })).toBeVisible();
  });

  test('says so when a new search needs the connection that has gone, and still answers an emergency', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE, serviceWorkers: 'allow' });
    await page.goto(`${AREA}/search?q=meter`);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await offlineReady(page);
    await page.context().setOffline(true);
    const box = page.getByRole('searchbox', { name: 'Search for help' });
    await box.fill('how do i bleed a radiator');
    await expect(
      page
        .getByRole('status')
        .getByText('You’re offline: search will work once you’re back online.'),
    ).toBeVisible();
    await box.fill('i can smell gas');
    const gas = page.getByRole('region', { name: 'If you smell gas' });
    await expect(gas.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
  });
});

test.describe('snippets', () => {
  // Searches whose first page shows extracts of the articles' text, with phone numbers in them.
  for (const q of ['I smell gas', '0800', 'call']) {
    test(`never end inside a number, and show where they were cut, for "${q}"`, async ({
      newPage,
    }) => {
      const index = (await (await fetch(`${BASE_URL}${CONTENT_PATHS.searchIndex}`)).json()) as {
        documents: IndexDocument[];
      };
      const page = await newPage();
      await page.goto(`${AREA}/search?q=${encodeURIComponent(q)}`);
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first(),
      ).toBeVisible();
      // The results the page was sent with, which it keeps as it comes alive: read as data.
      const cuts = await snippetCuts(page, index.documents);
      expect(cuts.length, 'some snippets are from the articles’ text').toBeGreaterThan(0);
      for (const { snippet, next, cut } of cuts) {
        const endsInNumber = /\d$/.test(snippet.replace(/…$/, ''));
        expect(
          endsInNumber && (/^\d/.test(next) || MONTH.test(next)),
          `"${snippet}" ends inside a number (the article goes on "${next.slice(0, 20)}")`,
        ).toBe(false);
        expect(snippet.endsWith('…'), `"${snippet}" shows where it was cut`).toBe(cut);
      }
    });
  }
});
