import type { Page } from '@playwright/test';
import { AREA, expect, test } from './support/browser';

/**
 * Issue 49: a danger happening now puts its number first; one the customer says is over, or asks
 * about in general, is answered first, with a calm line and the number after the answer. With
 * and without JavaScript, on a phone.
 */
const PHONE = { width: 390, height: 844 };
const search = (q: string) => `${AREA}/search?q=${encodeURIComponent(q)}`;

/** The top of an element, then the top of another: the first comes before the second. */
async function above(page: Page, first: string, second: string) {
  const [a, b] = await Promise.all(
    [first, second].map((selector) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => e.getBoundingClientRect().top),
    ),
  );
  return a! < b!;
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

  test.describe(`a danger, framed ${how}`, () => {
    test('now: electrical danger told by what it does puts 999 first, in the first screen', async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: PHONE, javaScriptEnabled });
      await page.goto(search('crackling noise from the socket and a smell of burning'));
      const answer = page.getByRole('region', {
        name: 'If something electrical is sparking, smoking or smells of burning',
      });
      const call = answer.getByRole('link', { name: '999' });
      await expect(call).toHaveAttribute('href', 'tel:999');
      await expect(call).toBeInViewport();
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
      await expect
        .poll(() => above(page, '.urgent-answer', '.search-results'), {
          message: 'the number comes before the results',
        })
        .toBe(true);
      await expect(page.locator('.calm-line')).toHaveCount(0);
    });

    test("someone else's, now: a neighbour's gas smell puts the gas line first", async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: PHONE, javaScriptEnabled });
      await page.goto(search('strong smell of gas coming from next door'));
      const answer = page.getByRole('region', { name: 'If you smell gas' });
      await expect(answer.getByRole('link', { name: '0800 111 999' })).toBeInViewport();
    });

    test('over: a gas leak fixed last week is answered first, with a calm line after', async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: PHONE, javaScriptEnabled });
      await page.goto(search('we had a gas leak last week and it was fixed, can I use the hob'));
      const results = page.getByRole('list', { name: 'Search results' });
      await expect(
        results.getByRole('link', { name: 'What to do if you smell gas' }),
      ).toBeVisible();
      const calm = page.locator('.calm-line');
      await expect(calm).toHaveText(
        'If you smell gas, call 0800 111 999 (free, 24 hours a day). What to do if you smell gas',
      );
      await expect(calm.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
        'href',
        'tel:0800111999',
      );
      await expect(page.getByRole('region', { name: 'If you smell gas' })).toHaveCount(0);
      await expect
        .poll(() => above(page, '.search-results', '.calm-line'), {
          message: 'the answer comes before the number',
        })
        .toBe(true);
    });

    test('over, and another matter goes on: the boiler cutting out is the answer, the gas line after', async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: PHONE, javaScriptEnabled });
      await page.goto(
        search(
          'had a gas leak last week, the engineer sorted it but now the boiler keeps cutting out',
        ),
      );
      const first = page
        .getByRole('list', { name: 'Search results' })
        .getByRole('listitem')
        .first();
      await expect(first.getByRole('link')).toHaveText('Boiler not working? Checks to try first');
      await expect(page.locator('.calm-line')).toHaveText(
        'If you smell gas, call 0800 111 999 (free, 24 hours a day). What to do if you smell gas',
      );
      await expect(page.getByRole('region', { name: 'If you smell gas' })).toHaveCount(0);
    });

    test('in general: how often to test a CO alarm leads with its article, the number after', async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: PHONE, javaScriptEnabled });
      await page.goto(search('how often should I test my carbon monoxide alarm'));
      const first = page
        .getByRole('list', { name: 'Search results' })
        .getByRole('listitem')
        .first();
      await expect(first.getByRole('link')).toHaveText('Carbon monoxide: the signs and what to do');
      await expect(page.locator('.calm-line')).toHaveText(
        'If you think there is carbon monoxide, call 0800 111 999 (free, 24 hours a day). Carbon monoxide: the signs and what to do',
      );
      await expect(
        page.getByRole('region', { name: 'If you think there is carbon monoxide' }),
      ).toHaveCount(0);
    });
  });
}

test('the calm line is reached by keyboard after the results, its links in order', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: PHONE });
  await page.goto(search('how often should I test my carbon monoxide alarm'));
  const call = page.locator('.calm-line').getByRole('link', { name: '0800 111 999' });
  await expect(call).toBeVisible();
  await call.focus();
  await expect(call).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page
      .locator('.calm-line')
      .getByRole('link', { name: 'Carbon monoxide: the signs and what to do' }),
  ).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link').last(),
  ).toBeFocused();
});
