/**
 * Telling us about a problem as the reading pages are read (decision 039): every step of the
 * complaint, enquiry and feedback journeys is there to type into before its code, keeps what was
 * typed once the code is alive, says how to reach us without JavaScript, and the confirmation is
 * worth keeping.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { paths, BASENAME } from '../../src/config/paths';
import {
  AREA,
  BASE_URL,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJavaScript,
  test,
} from './support/browser';
import { fillDetails, PERSON, withDetailsGiven } from './support/complaints';
import { heldBack, whenLive } from './support/islands';

const VARIANTS = [
  'gas-and-electricity',
  'enquiry-gas-and-electricity',
  'pay-as-you-go',
  'enquiry-pay-as-you-go',
] as const;

/** Every step of the journeys, by its path in the area. */
const STEPS = [
  paths.selectType(),
  paths.selectEnergy(),
  ...VARIANTS.flatMap((v) => [paths.complaintDetails(v), paths.complaintQuery(v)]),
  paths.feedback(),
  paths.feedbackDetails(),
];

const PHONE_LINES = (
  JSON.parse(readFileSync('content/contact.json', 'utf8')) as {
    phoneLines: { number: string }[];
  }
).phoneLines;
const tel = (number: string) => `tel:${number.replace(/\D/g, '')}`;

test.describe('a step there before its code', () => {
  test('takes typing before its code arrives and keeps it once alive, with no mismatch', async ({
    newPage,
  }) => {
    const { page, warnings, release, asked } = await heldBack(
      newPage,
      paths.complaintDetails('gas-and-electricity'),
    );
    await page.getByLabel('First name').fill('Typed early');
    await page.getByLabel('Postcode').fill('ls1 4ab');
    await expect.poll(asked, { message: 'the page asked for its code after painting' }).toBe(true);
    await release();
    await page.getByLabel('Surname').fill('Later');
    await expect(page.getByLabel('First name')).toHaveValue('Typed early');
    await expect(page.getByLabel('Postcode')).toHaveValue('ls1 4ab');
    // And the postcode typed then is the one looked up.
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByLabel('Select your address')).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test('sends a message whose Send was pressed before the code, once alive, never in the address', async ({
    newPage,
  }) => {
    const page = await newPage();
    await withDetailsGiven(page);
    const held: (() => Promise<void>)[] = [];
    let live = false;
    await page.route(/\/assets\/.*\.js$/, (route) =>
      live ? route.continue() : held.push(() => route.continue()),
    );
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto(`${AREA}${paths.complaintQuery('enquiry-pay-as-you-go')}`, {
      waitUntil: 'commit',
    });
    await page.getByRole('textbox', { name: 'Tell us about your enquiry' }).fill('Sent early');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    live = true;
    await Promise.all(held.map((go) => go()));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' }),
    ).toBeVisible();
    expect(
      visited.filter((url) => url.includes('?')),
      `no address held the words: ${visited.join(', ')}`,
    ).toEqual([]);
  });

  test('puts a signed-in customer’s details only into the fields not typed in', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/contact-us`);
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
    const held: (() => Promise<void>)[] = [];
    let live = false;
    await page.route(/\/assets\/.*\.js$/, (route) =>
      live ? route.continue() : held.push(() => route.continue()),
    );
    await page.goto(`${AREA}${paths.complaintDetails('pay-as-you-go')}`, { waitUntil: 'commit' });
    await page.getByLabel('First name').fill('Pri');
    live = true;
    await Promise.all(held.map((go) => go()));
    await whenLive(page);
    await expect(page.locator('#surname')).toHaveValue('Sharma');
    await expect(page.getByLabel('First name')).toHaveValue('Pri');
    await expect(page.getByLabel('Email address')).toHaveValue('priya.sharma@example.com');
  });

  test('keeps the answer to how you pay across a reload', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}${paths.selectEnergy()}`);
    await whenLive(page);
    await page.getByRole('radio', { name: 'I pay by Direct Debit' }).check();
    await page.reload();
    await whenLive(page);
    await expect(page.locator('input[value="directDebit"]')).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Pay As You Go' })).not.toBeChecked();
  });
});

test.describe('every step without JavaScript', () => {
  for (const path of STEPS) {
    test(`says how to reach us by phone on ${path}, with no form that cannot be sent`, async ({
      newPage,
    }) => {
      const page = await newPage({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      await page.goto(`${AREA}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const line of PHONE_LINES) {
        const link = page.getByRole('link', { name: line.number, exact: true });
        await expect(link, path).toHaveAttribute('href', tel(line.number));
        await expect(link, `${line.number} shown on ${path}`).toBeVisible();
      }
      // A step whose form needs the code shows none of it; a question's form works without it
      // (its answer address: no-javascript.spec.ts).
      const question = [paths.selectType(), paths.selectEnergy()].includes(path);
      await expect(page.getByRole('button', { name: /Continue|Send/ }), path).toHaveCount(
        question ? 1 : 0,
      );
      await expect(page.getByRole('radio').first(), path).toBeAttached({ attached: question });
      await expect(page.getByRole('textbox'), path).toHaveCount(0);
    });
  }

  test('promises no post route while the postal address is unset (content/contact.json)', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    for (const path of [paths.complaintDetails('gas-and-electricity'), paths.accessibility()]) {
      await page.goto(`${AREA}${path}`);
      await expect(
        page.getByText(/how to reach us by phone instead|by phone instead\./).first(),
        path,
      ).toBeVisible();
      await expect(page.getByText(/by post/), path).toHaveCount(0);
    }
  });

  test('has no axe violations on a details and a text step without JavaScript', async ({
    newPage,
  }) => {
    await expectNoAxeViolationsWithoutJavaScript(
      newPage,
      `${AREA}${paths.complaintDetails('gas-and-electricity')}`,
    );
    await expectNoAxeViolationsWithoutJavaScript(newPage, `${AREA}${paths.feedback()}`);
  });
});

/** A complaint sent from its details to its confirmation, at a phone's size. */
async function sendComplaint(page: Page) {
  await page.goto(`${AREA}${paths.complaintDetails('gas-and-electricity')}`);
  await whenLive(page);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Subject').selectOption('Dispute Bill/Balance');
  await page
    .getByRole('textbox', { name: 'Tell us about your complaint' })
    .fill('My bill was estimated.\nThe meter says 01234.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }),
  ).toBeVisible();
}

test.describe('after sending', () => {
  test('shows the "already sent" notice in the first screen, focused, on Back at 390x844', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await sendComplaint(page);
    await page.goBack();
    const notice = page.getByRole('heading', {
      level: 1,
      name: "You've already sent this complaint",
    });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(notice, 'in the first screen').toBeInViewport({ ratio: 1 });
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'at the top' }).toBe(0);
    // Forward goes to the confirmation, and Back again to the notice at the top.
    await page.goForward();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }),
    ).toBeVisible();
    await page.goBack();
    await expect(notice).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'at the top' }).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('shows where we reply and what was sent, after a reload too, and prints just that', async ({
    newPage,
  }) => {
    const page = await newPage();
    await sendComplaint(page);
    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      const copy = page.getByRole('region', { name: 'What you sent us' });
      await expect(copy).toBeVisible();
      await expect(copy.getByText(PERSON.email)).toBeVisible();
      await expect(copy.getByText('Dispute Bill/Balance')).toBeVisible();
      // Its line breaks kept: innerText, not whitespace-folded text.
      await expect(copy.locator('.sent-copy__message')).toHaveJSProperty(
        'innerText',
        'My bill was estimated.\nThe meter says 01234.',
      );
      await expect(page.getByText(`We'll reply by email to ${PERSON.email}`)).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: 'print' });
    const first = (selector: string) => page.locator(selector).first();
    await expect(first('.sent-copy')).toBeVisible();
    await expect(first('.panel__reference')).toBeVisible();
    for (const hidden of ['.site-header', '.site-footer', 'h2:text("What happens next")']) {
      await expect(first(hidden), `${hidden} is not printed`).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Print or save a copy' })).toBeHidden();
    // What a customer needs weeks later is on paper too: the date from which the Energy
    // Ombudsman can be asked, and the procedure's and the Ombudsman's addresses (issue 50).
    const unhappy = page.getByRole('region', { name: 'If you are not happy with our reply' });
    await expect(unhappy).toBeVisible();
    await expect(unhappy.getByText(/you can ask the Energy Ombudsman/)).toBeVisible();
    await expect(unhappy).toContainText(`: ${AREA}${paths.complaintsProcedure()}`, {
      useInnerText: true,
    });
    await expect(unhappy).toContainText(': https://www.energyombudsman.org/', {
      useInnerText: true,
    });
    await page.emulateMedia({ media: 'screen' });
    await expect(unhappy.getByText('https://www.energyombudsman.org/')).toBeHidden();
  });
});
