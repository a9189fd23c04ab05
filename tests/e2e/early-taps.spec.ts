/**
 * Issue 50: a Continue or a Send pressed before the step's code has arrived (held back here) is
 * answered at once and kept (decision 051). The button says "Loading the next step…" or
 * "Sending…" in the very next frame, from the style sheet (the page's loader marks the form);
 * a question's Continue lands on the next step by its answer address, whatever the code does; a
 * newer answer wins over an older one; a held Send goes once, with the words typed, when the
 * code comes. Without JavaScript: no-javascript.spec.ts (the platform), nginx-forms.spec.ts.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { ANSWERED } from '../../src/lib/answer-address';
import {
  AREA,
  expect,
  expectNoAxeViolations,
  fetchLead,
  test,
  type NewPage,
} from './support/browser';
import { withDetailsGiven } from './support/complaints';
import { heldBack } from './support/islands';

const LOADING = 'Loading the next step…';

/** What `saysInTheNextFrame` logs, to be told apart from anything else the page logs. */
const FRAME = 'next frame: ';

/**
 * What a button says in the first frame after it is pressed, read in that frame's own callback,
 * before it is painted: what the customer sees at once, as the style sheet has it, and whether the
 * focus is still on it. Said by the page on its console: playwright reads nothing of a page whose
 * next page is on its way (a form sent by the browser, its answer held here).
 */
async function saysInTheNextFrame(page: Page, button: Locator) {
  await button.evaluate((b: HTMLElement, frame) => {
    b.addEventListener(
      'click',
      () =>
        requestAnimationFrame(() =>
          console.log(
            `${frame}${JSON.stringify({ says: b.innerText.trim(), focused: document.activeElement === b })}`,
          ),
        ),
      { once: true },
    );
  }, FRAME);
  const said = page.waitForEvent('console', (m) => m.text().startsWith(FRAME));
  // Not waiting for the navigation a press may start: the tests hold it, to see the page meanwhile.
  await button.click({ noWaitAfter: true });
  return JSON.parse((await said).text().slice(FRAME.length)) as { says: string; focused: boolean };
}

/** A tap where a radio is, by the mouse: playwright's own actions wait for a page on its way. */
async function tapWhere(page: Page, radio: Locator) {
  const box = (await radio.boundingBox())!;
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The answers a question page sends (the form sent by the browser: straight to the answer's step,
 * or to the question's answer address), held until `release`, so the page can be seen while they
 * are on their way.
 */
async function holdAnswers(page: Page, name: string) {
  const sent: string[] = [];
  const held: Route[] = [];
  let open = false;
  await page.route(
    (url) => url.searchParams.has(name),
    async (route) => {
      const url = new URL(route.request().url());
      sent.push(
        `${url.searchParams.get(name)}${url.pathname.endsWith(ANSWERED) ? ' by the answer address' : ''}`,
      );
      if (open) await route.continue();
      else held.push(route);
    },
  );
  return {
    sent: () => sent,
    release: async () => {
      open = true;
      // One the browser has dropped for a newer one has nowhere to go on to.
      await Promise.all(held.map((route) => route.continue().catch(() => {})));
    },
  };
}

/** The details step an answer to how the customer pays landed on, there to type into. */
async function landedOnDetails(page: Page, answer: 'payAsYouGo' | 'directDebit') {
  const variant = answer === 'payAsYouGo' ? 'pay-as-you-go' : 'gas-and-electricity';
  await expect(page).toHaveURL(`${AREA}${paths.complaintDetails(variant)}?customerType=${answer}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
  await page.getByLabel('First name').fill('Aoife');
  await expect(page.getByLabel('First name')).toHaveValue('Aoife');
}

test.describe('Continue on a complaint question before its code', () => {
  test('says "Loading the next step…" in the next frame, then lands on the next step, once', async ({
    newPage,
  }) => {
    const { page, warnings, release } = await heldBack(newPage, paths.selectEnergy());
    const answers = await holdAnswers(page, 'customerType');
    await page.getByRole('radio', { name: 'Pay As You Go' }).check();
    const continued = page.getByRole('button', { name: 'Continue' });
    // Said as the button's name (what assistive technology reads), the focus left on it.
    expect(await saysInTheNextFrame(page, continued)).toEqual({ says: LOADING, focused: true });
    await expect.poll(answers.sent).toEqual(['payAsYouGo']);
    await answers.release();
    await landedOnDetails(page, 'payAsYouGo');
    expect(answers.sent(), 'sent once, straight to its step').toEqual(['payAsYouGo']);
    // The next step's own code comes, over the page as the customer left it.
    await release();
    await expect(page.getByLabel('First name')).toHaveValue('Aoife');
    expect(warnings).toEqual([]);
  });

  test('goes where the newer answer leads when the answer is changed on the way', async ({
    newPage,
  }) => {
    const { page, release } = await heldBack(newPage, paths.selectEnergy());
    const answers = await holdAnswers(page, 'customerType');
    const directDebit = await tapWhere(
      page,
      page.getByRole('radio', { name: 'I pay by Direct Debit' }),
    );
    await page.getByRole('radio', { name: 'Pay As You Go' }).check();
    expect(
      (await saysInTheNextFrame(page, page.getByRole('button', { name: 'Continue' }))).says,
    ).toBe(LOADING);
    await expect.poll(answers.sent).toEqual(['payAsYouGo']);
    await directDebit();
    await expect.poll(answers.sent).toEqual(['payAsYouGo', 'directDebit by the answer address']);
    await answers.release();
    await landedOnDetails(page, 'directDebit');
    await release();
  });

  test('stops fetching its own code once Continue is on its way, which would hold up the next step', async ({
    newPage,
  }) => {
    const { page, release, asked } = await heldBack(newPage, paths.selectEnergy());
    await expect.poll(asked, { message: 'the code was asked for' }).toBe(true);
    const answers = await holdAnswers(page, 'customerType');
    const dropped: string[] = [];
    page.on('requestfailed', (r) => {
      if (r.resourceType() === 'script') dropped.push(r.url());
    });
    await page.getByRole('radio', { name: 'I pay by Direct Debit' }).check();
    await page.getByRole('button', { name: 'Continue' }).click({ noWaitAfter: true });
    await expect.poll(answers.sent).toEqual(['directDebit']);
    // The code still on its way is dropped while the next step is asked for, not after.
    await expect.poll(() => dropped.length, { message: 'the code dropped' }).toBeGreaterThan(0);
    await answers.release();
    await landedOnDetails(page, 'directDebit');
    await release();
  });

  test('goes by the answer address for Enter on an answer, to the same step', async ({
    newPage,
  }) => {
    const { page, release } = await heldBack(newPage, paths.selectEnergy());
    const answers = await holdAnswers(page, 'customerType');
    await page.getByRole('radio', { name: 'Pay As You Go' }).check();
    await page.getByRole('radio', { name: 'Pay As You Go' }).press('Enter', { noWaitAfter: true });
    await expect.poll(answers.sent).toEqual(['payAsYouGo by the answer address']);
    await answers.release();
    await landedOnDetails(page, 'payAsYouGo');
    await release();
  });

  test("goes on to another team's page for an answer that leaves the area, with no code at all", async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${AREA}${paths.selectType()}`);
    await page.getByRole('radio', { name: 'Home services' }).check();
    // That page is on the internet, which these tests do not reach: its request is what counts,
    // made as the answer address sends it on (the CSP lets a form go there: decision 051).
    const left = page.waitForRequest('https://www.britishgas.co.uk/home-services/complaints');
    await page.getByRole('button', { name: 'Continue' }).click({ noWaitAfter: true });
    expect((await left).redirectedFrom()?.url()).toBe(
      `${AREA}${paths.selectType()}${ANSWERED}?complaintType=home-services`,
    );
    expect(page.problems.filter((p) => p.includes('CSP'))).toEqual([]);
  });
});

/** A text step with its details given, its code held back, the words typed before it came. */
async function typedBeforeCode(newPage: NewPage, words: string) {
  const held = await heldBack(newPage, paths.complaintQuery('enquiry-pay-as-you-go'), {
    prepare: (page) => withDetailsGiven(page),
  });
  const leads: string[] = [];
  held.page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/v1/leads'))
      leads.push(r.url());
  });
  await held.page.getByRole('textbox', { name: 'Tell us about your enquiry' }).fill(words);
  return { ...held, leads };
}

test.describe('Send on a text step before its code', () => {
  test('says "Sending your enquiry…" in the next frame, and sends the words once when the code comes', async ({
    newPage,
  }) => {
    const words = 'Typed before the code: my top-up did not arrive.';
    const { page, warnings, release, leads } = await typedBeforeCode(newPage, words);
    const send = page.getByRole('button', { name: 'Send enquiry' });
    expect(await saysInTheNextFrame(page, send)).toEqual({
      says: 'Sending your enquiry…',
      focused: true,
    });
    const sending = page.getByRole('button', { name: 'Sending your enquiry…' });
    await expect(sending).toBeFocused();
    await expectNoAxeViolations(page);
    // Pressed again while held: still one.
    await sending.click();
    expect(leads, 'nothing sent before the code').toEqual([]);
    await release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' }),
    ).toBeVisible();
    expect(leads, 'sent once').toHaveLength(1);
    const reference = (await page.locator('.panel__reference').innerText()).trim();
    expect(fetchLead(reference).data.attributes.query).toBe(words);
    expect(warnings).toEqual([]);
  });

  test('stops saying "Sending…" when the code never comes, and does not start again', async ({
    newPage,
  }) => {
    const page = await newPage();
    await withDetailsGiven(page);
    const held: Route[] = [];
    await page.route(/\/assets\/.*\.js$/, (route) => void held.push(route));
    await page.goto(`${AREA}${paths.complaintQuery('enquiry-pay-as-you-go')}`, {
      waitUntil: 'commit',
    });
    await expect.poll(() => held.length, { message: 'the code is asked for' }).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Tell us about your enquiry' }).fill('Lost');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('button', { name: 'Sending your enquiry…' })).toBeVisible();
    await Promise.all(held.map((route) => route.abort()));
    const send = page.getByRole('button', { name: 'Send enquiry' });
    await expect(send).toBeVisible();
    await send.click();
    await expect(send).toBeVisible();
  });
});

test.describe('Continue on a step with words before its code', () => {
  test('says "Loading the next step…" in the next frame, and goes on once the code comes', async ({
    newPage,
  }) => {
    const { page, warnings, release } = await heldBack(newPage, paths.feedback());
    await page
      .getByLabel('How would you like us to use your credit?')
      .fill('Refund it to my bank account.');
    const continued = page.getByRole('button', { name: 'Continue' });
    expect(await saysInTheNextFrame(page, continued)).toEqual({ says: LOADING, focused: true });
    // The same state as the complaint questions', held here with nowhere to go yet: as read.
    await expect(page.getByRole('button', { name: LOADING })).toBeFocused();
    await expectNoAxeViolations(page);
    await release();
    await expect(page).toHaveURL(`${AREA}${paths.feedbackDetails()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
    expect(warnings).toEqual([]);
  });
});
