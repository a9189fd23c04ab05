/**
 * Issue 29: Contact us says which lines are open now and when each opens next, on London's clock,
 * worked out in the browser (the page is built long before it is read), and the complaint
 * confirmation gives dates, counted from the day it was sent, which a reload keeps. The browser's
 * clock is fixed (page.clock); nothing waits for time to pass.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { AREA, expect, expectNoAxeViolations, test } from './support/browser';
import { fillDetails } from './support/complaints';
import { allAlive } from './support/islands';

/** SCREENSHOTS=<folder>: the pages as a customer sees them at 390 and 1280 px, to look at. */
const SHOTS = process.env.SCREENSHOTS;
async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // Answered as a customer would, so the banner does not cover the page in the picture.
  const reject = page.getByRole('button', { name: 'Reject all cookies' });
  if (await reject.isVisible()) {
    await reject.click();
    await page.getByRole('button', { name: 'Hide cookie message' }).click();
  }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** Each phone line's card on Contact us says this of now. */
async function expectStatuses(page: Page, expected: Record<string, string>) {
  const phone = page.getByRole('region', { name: 'By phone' });
  for (const [name, status] of Object.entries(expected)) {
    await expect(phone.getByRole('listitem', { name }).locator('.opening-status'), name).toHaveText(
      status,
      { useInnerText: true },
    );
  }
}

const MOMENTS = [
  {
    when: 'at 3am on a Sunday',
    at: '2026-11-29T03:00:00Z',
    expected: {
      'Customer Services': 'Closed now, opens at 8am tomorrow',
      'Pay As You Go': 'Closed now, opens at 9am today',
    },
  },
  {
    when: 'at 10am on a weekday',
    at: '2026-11-25T10:00:00Z',
    expected: {
      'Customer Services': 'Open now, until 8pm',
      'Pay As You Go': 'Open now, until 8pm',
    },
  },
  {
    when: 'on Christmas Day, a bank holiday',
    at: '2026-12-25T11:00:00Z',
    expected: {
      'Customer Services': 'Closed now, opens at 8am tomorrow',
      'Pay As You Go': 'Open now, until 5pm',
    },
  },
  {
    // 7:30am UTC on Tuesday 30 March 2027 is 8:30am in London (BST): open, though not in UTC.
    when: 'in British Summer Time',
    at: '2027-03-30T07:30:00Z',
    expected: {
      'Customer Services': 'Open now, until 8pm',
      'Pay As You Go': 'Open now, until 8pm',
    },
  },
];

test.describe('Contact us: open now, and when each line opens', () => {
  for (const m of MOMENTS) {
    test(`says the right words ${m.when}`, async ({ newPage }) => {
      const page = await newPage();
      await page.clock.setFixedTime(new Date(m.at));
      await page.goto(`${AREA}/contact-us`);
      await allAlive(page);
      await expectStatuses(page, m.expected);
      expect(page.problems).toEqual([]);
    });
  }

  test(`is accessible with every line closed, ${MOMENTS[0]!.when}`, async ({ newPage }) => {
    const page = await newPage();
    await page.clock.setFixedTime(new Date(MOMENTS[0]!.at));
    await page.goto(`${AREA}/contact-us`);
    await allAlive(page);
    await expectStatuses(page, MOMENTS[0]!.expected);
    await expectNoAxeViolations(page);
    await screenshot(page, 'contact-us-sunday-3am');
    expect(page.problems).toEqual([]);
  });

  test('gives the plain hours without JavaScript, claiming nothing about now', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/contact-us`);
    const card = page.getByRole('listitem', { name: 'Customer Services' });
    await expect(card.getByRole('definition')).toHaveText(
      ['8am to 8pm', '8am to 5pm', 'Closed', 'Closed'],
      { useInnerText: true },
    );
    const main = page.getByRole('main');
    await expect(main).not.toContainText(/Open now|Closed now/, { useInnerText: true });
    // No card with placeholders: the postal address is unset, so there is no post card.
    await expect(main).not.toContainText(/\[|set by provider/, { useInnerText: true });
    await expect(page.getByRole('heading', { name: 'By post' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /the Energy Ombudsman/ })).toBeVisible();
  });

  test('says "24 hours" of the same emergency lines on Contact us and on Emergencies', async ({
    newPage,
  }) => {
    const page = await newPage();
    /** The numbers of the list's lines that say they are open 24 hours. */
    const allDay = async (list: string) =>
      (await page.locator(list).allInnerTexts())
        .filter((t) => t.includes('24 hours'))
        .map((t) => /0800 111 999|105/.exec(t)?.[0]);
    await page.goto(`${AREA}/contact-us`);
    await expect
      .poll(() => allDay('.contact-option--urgent li'), { message: 'Contact us' })
      .toEqual(['0800 111 999', '105']);
    // The same lines, as Contact us gives them.
    await page.goto(`${AREA}/emergencies`);
    await expect
      .poll(() => allDay('.emergency-numbers li'), { message: 'Emergencies' })
      .toEqual(['0800 111 999', '105']);
    await expect(page.locator('.emergency-hero')).not.toContainText(/Meter emergency \(free, 24/, {
      useInnerText: true,
    });
  });
});

test.describe('complaint confirmation: dates, not durations', () => {
  test('gives the reply and Energy Ombudsman dates of the day it was sent, again after a reload', async ({
    newPage,
  }) => {
    const page = await newPage();
    // Tuesday 24 November 2026, 3pm.
    await page.clock.setFixedTime(new Date('2026-11-24T15:00:00Z'));
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Subject').selectOption('Dispute Bill/Balance');
    await page.getByRole('textbox', { name: /Tell us about your/ }).fill('My bill is wrong.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' });
    await expect(heading).toBeVisible();

    const expectDates = async () => {
      // Under "What happens next" (the copy of what was sent says it again).
      await expect(
        page
          .locator('strong')
          .getByText('We aim to reply by Tuesday 1 December; by 15 December at the latest.'),
      ).toBeVisible();
      await expect(
        page.getByText(
          "If it isn't sorted by 19 January 2027, you can ask the Energy Ombudsman to look at it.",
          { exact: false },
        ),
      ).toBeVisible();
    };
    await expectDates();
    await expectNoAxeViolations(page);
    // The heading takes the focus (for screen readers) and keeps the panel's colours: the focus
    // style for boxes once painted it as a white box in the green panel.
    await expect(heading).toBeFocused();
    const panelColor = await heading.evaluate((h) => getComputedStyle(h.parentElement!).color);
    await expect(heading, 'no box behind the focused heading').toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
    await expect(heading, "the panel's text colour").toHaveCSS('color', panelColor);
    await screenshot(page, 'complaint-confirmation');

    // A week later the customer reloads the tab: the dates still count from the day it was sent.
    await page.clock.setFixedTime(new Date('2026-12-01T09:00:00Z'));
    await page.reload();
    await expect(heading).toBeVisible();
    await expectDates();
    // What the tab keeps for this: the day it was sent, with the copy of what was sent (the email
    // we reply to and the message, decision 039); not the customer's name or phone, and nothing
    // outside the tab.
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(kept).toMatch(/2026-11-24/);
    expect(kept).toMatch(/My bill is wrong/);
    expect(kept).not.toMatch(/O'Neill|07700/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(page.problems).toEqual([]);
  });
});
