import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { AREA, expectNoAxeViolations, useBrowser } from './support/browser';
import { withEnquiryDetailsGiven } from './support/complaints';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/*
 * A customer who writes about a gas smell in a form is not left waiting for a reply: the number
 * to call and what to do appear above the box as they type, without stopping them sending.
 */
describe('urgent words in a form', () => {
  it('shows 0800 111 999 as a phone link as soon as "a strong smell of gas" is typed', async () => {
    const page = await browser.newPage();
    await withEnquiryDetailsGiven(page);
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go/query`);
    const box = page.getByRole('textbox', { name: 'Tell us about your enquiry' });
    await box.pressSequentially("there's a strong smell of gas");
    const advice = page.getByRole('region', { name: 'If you smell gas' });
    const tel = advice.getByRole('link', { name: '0800 111 999' });
    await tel.waitFor({ timeout: 1000 });
    assert.equal(await tel.getAttribute('href'), 'tel:0800111999');
    // Above the box, so it is seen before the rest of the form.
    const adviceBox = (await advice.boundingBox())!;
    const textBox = (await box.boundingBox())!;
    assert.ok(adviceBox.y + adviceBox.height <= textBox.y, 'the advice is above the box');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL(`${AREA}/confirmation`);
  });

  it('says nothing urgent for an ordinary message', async () => {
    const page = await browser.newPage();
    await withEnquiryDetailsGiven(page);
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go/query`);
    await page
      .getByRole('textbox', { name: 'Tell us about your enquiry' })
      .fill('My top-up did not arrive on my meter.');
    assert.equal(
      await page.getByRole('link', { name: '0800 111 999' }).count(),
      1,
      'the footer only',
    );
  });
});

/**
 * The emergency answer's number as a phone link, in the first screen of a phone without scrolling,
 * and above everything else the search shows: every other answer, card and result.
 */
async function numberAboveEverything(page: Page, answer: Locator, number: string, tel: string) {
  const link = answer.getByRole('link', { name: number, exact: true });
  await link.waitFor();
  assert.equal(await link.getAttribute('href'), tel);
  const box = (await link.boundingBox())!;
  assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, `number at y=${box.y}, off screen`);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
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
  assert.deepEqual(below, [], 'nothing the search shows comes above the emergency answer');
}

/*
 * A customer who describes the signs of an emergency without naming it ("headache dizzy near
 * boiler" is carbon monoxide in our own article) gets the number first, as one who names it does;
 * one who asks about prices does not get a fright.
 */
describe('urgent signs in a search', () => {
  it('shows 0800 111 999 above everything for carbon monoxide symptoms described, not named', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=headache+dizzy+near+boiler&from=`);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    const answer = page.getByRole('region', { name: 'If you think there is carbon monoxide' });
    await numberAboveEverything(page, answer, '0800 111 999', 'tel:0800111999');
    await answer.getByText(/^Get into fresh air straight away/).waitFor();
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await first.getByRole('link', { name: 'Carbon monoxide: the signs and what to do' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('shows 0800 111 999 for a yellow boiler flame, typed into the search box', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=&from=`);
    const box = page.getByRole('searchbox', { name: 'Search for help' });
    await box.fill('boiler flame is yellow');
    await box.press('Enter');
    const answer = page.getByRole('region', { name: 'If you think there is carbon monoxide' });
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    await numberAboveEverything(page, answer, '0800 111 999', 'tel:0800111999');
  });

  it('tells a customer with water through a light fitting to keep away and call 999 if in danger', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=water+coming+through+the+light+fitting&from=`);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    const answer = page.getByRole('region', { name: 'If water is near electrics' });
    await numberAboveEverything(page, answer, '999', 'tel:999');
    await answer.getByText(/turn off the main switch/).waitFor();
    await answer.getByRole('link', { name: 'Leaking pipes and water emergencies' }).waitFor();
  });

  it('gives the meter emergency line first for "my meter is sparking", above the results', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=my+meter+is+sparking&from=`);
    const results = page.getByRole('list', { name: 'Search results' });
    await results.waitFor();
    const answer = page.getByRole('region', {
      name: 'If your meter is sparking, smoking or smells of burning',
    });
    await numberAboveEverything(page, answer, '0330 808 3880', 'tel:03308083880');
    await answer.getByText(/If there's smoke or fire, get everyone out and call 999/).waitFor();
    await answer.getByRole('link', { name: 'Think your meter is faulty?' }).waitFor();
    assert.ok(
      (await results.getByRole('listitem').first().boundingBox())!.y >
        (await answer.boundingBox())!.y,
      'the number comes before the results',
    );
    await expectNoAxeViolations(page);
  });

  /**
   * A power cut the customer says is over gets their question answered (`answer` among the
   * results) with no emergency answer; the same danger still there gets 105 above everything.
   */
  const overThenOngoing = async (over: string, answer: string, ongoing: string) => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${AREA}/search?q=${encodeURIComponent(over)}&from=`);
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('link', { name: answer }).waitFor();
    assert.equal(
      await page.getByRole('main').getByRole('region', { name: /^If / }).count(),
      0,
      `no emergency answer for "${over}"`,
    );
    await page.goto(`${AREA}/search?q=${encodeURIComponent(ongoing)}&from=`);
    await numberAboveEverything(
      page,
      page.getByRole('region', { name: 'If you have a power cut' }),
      '105',
      'tel:105',
    );
  };

  it('answers a question about a device after the power came back, without the power cut alarm', () =>
    overThenOngoing(
      'we had a power cut, the lights came back on but my hub light is red',
      'Restarting or resetting your hub',
      'we had a power cut, the lights came back on but now the power has gone off again',
    ));

  it('answers a question about a power cut that is over, and alarms while the power is still off', () =>
    overThenOngoing(
      'my smart meter has not sent readings since the power cut last week',
      'Smart meter not sending readings',
      'still no power since the power cut this morning',
    ));

  it('alarms no one who asks about the gas price cap or a gas oven repair', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const [q, title] of [
      ['gas price cap', 'What the energy price cap means for you'],
      ['gas oven repair', 'Getting an appliance repaired'],
    ] as const) {
      await page.goto(`${AREA}/search?q=${encodeURIComponent(q)}&from=`);
      const first = page
        .getByRole('list', { name: 'Search results' })
        .getByRole('listitem')
        .first();
      await first.getByRole('link', { name: title }).waitFor();
      assert.equal(
        await page.getByRole('main').getByRole('region', { name: /^If / }).count(),
        0,
        `no emergency answer for "${q}"`,
      );
      assert.equal(
        await page.getByRole('main').getByRole('link', { name: '0800 111 999' }).count(),
        0,
        `no gas emergency number in the page's answer for "${q}"`,
      );
    }
  });
});
