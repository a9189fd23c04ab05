import type { Locator, Page } from '@playwright/test';
import { AREA, expect, expectNoAxeViolations, test, type NewPage } from './support/browser';
import { withEnquiryDetailsGiven } from './support/complaints';
import { whenLive } from './support/islands';

const PHONE = { width: 390, height: 844 };

/**
 * The enquiry's text step as a customer meets it when they start to write: alive, with the urgent
 * advice's code in. The step paints before it comes alive, and that code is asked for once it is
 * (urgent-in-words.tsx), "in before anyone has typed a word": typing into the page as it paints
 * would time how fast the page comes alive, not how soon the advice follows the words.
 */
async function openTextStep(page: Page) {
  await withEnquiryDetailsGiven(page);
  const [adviceCode] = await Promise.all([
    page.waitForResponse((r) => /\/urgent-advice-[\w-]+\.js$/.test(r.url())),
    page.goto(`${AREA}/complaints/enquiry-pay-as-you-go/query`),
  ]);
  await whenLive(page);
  expect(adviceCode.ok(), 'the urgent advice’s code is in').toBe(true);
}

/*
 * A customer who writes about a gas smell in a form is not left waiting for a reply: the number
 * to call and what to do appear above the box as they type, without stopping them sending.
 */
test.describe('urgent words in a form', () => {
  test('shows 0800 111 999 as a phone link as soon as "a strong smell of gas" is typed', async ({
    newPage,
  }) => {
    const page = await newPage();
    await openTextStep(page);
    const box = page.getByRole('textbox', { name: 'Tell us about your enquiry' });
    await box.pressSequentially("there's a strong smell of gas");
    const advice = page.getByRole('region', { name: 'If you smell gas' });
    const tel = advice.getByRole('link', { name: '0800 111 999' });
    // As soon as typed: within a second of the last key.
    await expect(tel).toBeVisible({ timeout: 1000 });
    await expect(tel).toHaveAttribute('href', 'tel:0800111999');
    // Above the box, so it is seen before the rest of the form.
    const adviceBox = (await advice.boundingBox())!;
    const textBox = (await box.boundingBox())!;
    expect(adviceBox.y + adviceBox.height, 'the advice is above the box').toBeLessThanOrEqual(
      textBox.y,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(`${AREA}/confirmation`);
  });

  test('says nothing urgent for an ordinary message', async ({ newPage }) => {
    const page = await newPage();
    await openTextStep(page);
    await page
      .getByRole('textbox', { name: 'Tell us about your enquiry' })
      .fill('My top-up did not arrive on my meter.');
    await expect(page.getByRole('link', { name: '0800 111 999' }), 'the footer only').toHaveCount(
      1,
    );
  });
});

/**
 * The emergency answer's number as a phone link, in the first screen of a phone without scrolling,
 * and above everything else the search shows: every other answer, card and result.
 */
async function expectNumberAboveEverything(
  page: Page,
  answer: Locator,
  number: string,
  tel: string,
) {
  const link = answer.getByRole('link', { name: number, exact: true });
  await expect(link).toHaveAttribute('href', tel);
  const box = (await link.boundingBox())!;
  expect(box.y >= 0 && box.y + box.height <= PHONE.height, `number at y=${box.y}, off screen`).toBe(
    true,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const answerTop = (await answer.boundingBox())!.y;
  const below = await answer.evaluate((own, top) => {
    const main = document.querySelector('main')!;
    const others = [
      ...main.querySelectorAll('section[aria-labelledby], [role="region"], li, article'),
    ].filter((el) => !el.contains(own) && !own.contains(el) && el.getBoundingClientRect().height);
    return others
      .filter((el) => el.getBoundingClientRect().top < top)
      .map((el) => el.textContent?.trim().slice(0, 60));
  }, answerTop);
  expect(below, 'nothing the search shows comes above the emergency answer').toEqual([]);
}

/*
 * A customer who describes the signs of an emergency without naming it ("headache dizzy near
 * boiler" is carbon monoxide in our own article) gets the number first, as one who names it does;
 * one who asks about prices does not get a fright.
 */
test.describe('urgent signs in a search', () => {
  test('shows 0800 111 999 above everything for carbon monoxide symptoms described, not named', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=headache+dizzy+near+boiler&from=`);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    const answer = page.getByRole('region', { name: 'If you think there is carbon monoxide' });
    await expectNumberAboveEverything(page, answer, '0800 111 999', 'tel:0800111999');
    await expect(answer.getByText(/^Get into fresh air straight away/)).toBeVisible();
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(
      first.getByRole('link', { name: 'Carbon monoxide: the signs and what to do' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows 0800 111 999 for a yellow boiler flame, typed into the search box', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=&from=`);
    const box = page.getByRole('searchbox', { name: 'Search for help' });
    await box.fill('boiler flame is yellow');
    await box.press('Enter');
    const answer = page.getByRole('region', { name: 'If you think there is carbon monoxide' });
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await expectNumberAboveEverything(page, answer, '0800 111 999', 'tel:0800111999');
  });

  test('tells a customer with water through a light fitting to keep away and call 999 if in danger', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=water+coming+through+the+light+fitting&from=`);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    const answer = page.getByRole('region', { name: 'If water is near electrics' });
    await expectNumberAboveEverything(page, answer, '999', 'tel:999');
    await expect(answer.getByText(/turn off the main switch/)).toBeVisible();
    await expect(
      answer.getByRole('link', { name: 'Leaking pipes and water emergencies' }),
    ).toBeVisible();
  });

  test('gives the meter emergency line first for "my meter is sparking", above the results', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=my+meter+is+sparking&from=`);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results).toBeVisible();
    const answer = page.getByRole('region', {
      name: 'If your meter is sparking, smoking or smells of burning',
    });
    await expectNumberAboveEverything(page, answer, '0330 808 3880', 'tel:03308083880');
    await expect(
      answer.getByText(/If there's smoke or fire, get everyone out and call 999/),
    ).toBeVisible();
    await expect(answer.getByRole('link', { name: 'Think your meter is faulty?' })).toBeVisible();
    expect(
      (await results.getByRole('listitem').first().boundingBox())!.y,
      'the number comes before the results',
    ).toBeGreaterThan((await answer.boundingBox())!.y);
    await expectNoAxeViolations(page);
  });

  /**
   * A power cut the customer says is over gets their question answered (`answer` among the
   * results) with no emergency answer; the same danger still there gets 105 above everything.
   */
  const expectAlarmOnlyWhileOngoing = async (
    newPage: NewPage,
    over: string,
    answer: string,
    ongoing: string,
  ) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=${encodeURIComponent(over)}&from=`);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: answer })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('region', { name: /^If / }),
      `no emergency answer for "${over}"`,
    ).toHaveCount(0);
    await page.goto(`${AREA}/search?q=${encodeURIComponent(ongoing)}&from=`);
    await expectNumberAboveEverything(
      page,
      page.getByRole('region', { name: 'If you have a power cut' }),
      '105',
      'tel:105',
    );
  };

  test('answers a question about a device after the power came back, without the power cut alarm', ({
    newPage,
  }) =>
    expectAlarmOnlyWhileOngoing(
      newPage,
      'we had a power cut, the lights came back on but my hub light is red',
      'Restarting or resetting your hub',
      'we had a power cut, the lights came back on but now the power has gone off again',
    ));

  test('answers a question about a power cut that is over, and alarms while the power is still off', ({
    newPage,
  }) =>
    expectAlarmOnlyWhileOngoing(
      newPage,
      'my smart meter has not sent readings since the power cut last week',
      'Smart meter not sending readings',
      'still no power since the power cut this morning',
    ));

  test('alarms no one who asks about the gas price cap or a gas oven repair', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    for (const [q, title] of [
      ['gas price cap', 'What the energy price cap means for you'],
      ['gas oven repair', 'Getting an appliance repaired'],
    ] as const) {
      await page.goto(`${AREA}/search?q=${encodeURIComponent(q)}&from=`);
      const first = page
        .getByRole('list', { name: 'Search results' })
        .getByRole('listitem')
        .first();
      await expect(first.getByRole('link', { name: title })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('region', { name: /^If / }),
        `no emergency answer for "${q}"`,
      ).toHaveCount(0);
      await expect(
        page.getByRole('main').getByRole('link', { name: '0800 111 999' }),
        `no gas emergency number in the page's answer for "${q}"`,
      ).toHaveCount(0);
    }
  });
});
