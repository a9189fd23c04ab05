/**
 * Issue 29: Contact us says which lines are open now and when each opens next, on London's clock,
 * worked out in the browser (the page is built long before it is read), and the complaint
 * confirmation gives dates, counted from the day it was sent, which a reload keeps. The browser's
 * clock is fixed (page.clock); nothing waits for time to pass.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AREA, expectNoAxeViolations, useBrowser } from './support/browser';
import { fillDetails } from './support/complaints';
import { allAlive } from './support/islands';

const browser = useBrowser();
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

/** Each phone line's card on Contact us and what it says of now. */
async function statuses(page: Page) {
  const phone = page.getByRole('region', { name: 'By phone' });
  return Object.fromEntries(
    await Promise.all(
      ['Customer Services', 'Pay As You Go'].map(async (name) => [
        name,
        (await phone.getByRole('listitem', { name }).locator('.opening-status').innerText()).trim(),
      ]),
    ),
  ) as Record<string, string>;
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

describe('Contact us: open now, and when each line opens', () => {
  for (const m of MOMENTS) {
    it(`says the right words ${m.when}`, async () => {
      const page = await browser.newPage();
      await page.clock.setFixedTime(new Date(m.at));
      await page.goto(`${AREA}/contact-us`);
      await allAlive(page);
      assert.deepEqual(await statuses(page), m.expected);
      assert.deepEqual(page.problems, []);
    });
  }

  it(`is accessible with every line closed, ${MOMENTS[0]!.when}`, async () => {
    const page = await browser.newPage();
    await page.clock.setFixedTime(new Date(MOMENTS[0]!.at));
    await page.goto(`${AREA}/contact-us`);
    await allAlive(page);
    assert.deepEqual(await statuses(page), MOMENTS[0]!.expected);
    await expectNoAxeViolations(page);
    await screenshot(page, 'contact-us-sunday-3am');
    assert.deepEqual(page.problems, []);
  });

  it('gives the plain hours without JavaScript, claiming nothing about now', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/contact-us`);
    const card = page.getByRole('listitem', { name: 'Customer Services' });
    assert.deepEqual(
      (await card.getByRole('definition').allInnerTexts()).map((t) => t.trim()),
      ['8am to 8pm', '8am to 5pm', 'Closed', 'Closed'],
    );
    const text = await page.getByRole('main').innerText();
    assert.doesNotMatch(text, /Open now|Closed now/);
    // No card with placeholders: the postal address is unset, so there is no post card.
    assert.doesNotMatch(text, /\[|set by provider/);
    assert.equal(await page.getByRole('heading', { name: 'By post' }).count(), 0);
    await page.getByRole('heading', { name: /the Energy Ombudsman/ }).waitFor();
  });

  it('says "24 hours" of the same emergency lines on Contact us and on Emergencies', async () => {
    const page = await browser.newPage();
    const allDay = async (path: string, list: string) => {
      await page.goto(`${AREA}${path}`);
      const items = await page.locator(list).allInnerTexts();
      return items
        .filter((t) => t.includes('24 hours'))
        .map((t) => /0800 111 999|105/.exec(t)?.[0]);
    };
    const contact = await allDay('/contact-us', '.contact-option--urgent li');
    const emergencies = await allDay('/emergencies', '.emergency-numbers li');
    assert.deepEqual(contact, ['0800 111 999', '105']);
    assert.deepEqual(emergencies, contact);
    assert.doesNotMatch(
      await page.locator('.emergency-hero').innerText(),
      /Meter emergency \(free, 24/,
    );
  });
});

describe('complaint confirmation: dates, not durations', () => {
  it('gives the reply and Energy Ombudsman dates of the day it was sent, again after a reload', async () => {
    const page = await browser.newPage();
    // Tuesday 24 November 2026, 3pm.
    await page.clock.setFixedTime(new Date('2026-11-24T15:00:00Z'));
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await page.getByRole('heading', { level: 1, name: 'A bit about you' }).waitFor();
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Subject').selectOption('Dispute Bill/Balance');
    await page.getByRole('textbox', { name: /Tell us about your/ }).fill('My bill is wrong.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }).waitFor();

    const expectDates = async () => {
      // Under "What happens next" (the copy of what was sent says it again).
      await page
        .locator('strong')
        .getByText('We aim to reply by Tuesday 1 December; by 15 December at the latest.')
        .waitFor();
      await page
        .getByText(
          "If it isn't sorted by 19 January 2027, you can ask the Energy Ombudsman to look at it.",
          { exact: false },
        )
        .waitFor();
    };
    await expectDates();
    await expectNoAxeViolations(page);
    // The heading takes the focus (for screen readers) and keeps the panel's colours: the focus
    // style for boxes once painted it as a white box in the green panel.
    const heading = page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    const colours = await heading.evaluate((h) => {
      const own = getComputedStyle(h);
      const panel = getComputedStyle(h.parentElement!);
      return { background: own.backgroundColor, color: own.color, panelColor: panel.color };
    });
    assert.equal(colours.background, 'rgba(0, 0, 0, 0)', 'no box behind the focused heading');
    assert.equal(colours.color, colours.panelColor, "the panel's text colour");
    await screenshot(page, 'complaint-confirmation');

    // A week later the customer reloads the tab: the dates still count from the day it was sent.
    await page.clock.setFixedTime(new Date('2026-12-01T09:00:00Z'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }).waitFor();
    await expectDates();
    // What the tab keeps for this: the day it was sent, with the copy of what was sent (the email
    // we reply to and the message, decision 039); not the customer's name or phone, and nothing
    // outside the tab.
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    assert.match(kept, /2026-11-24/);
    assert.match(kept, /My bill is wrong/);
    assert.doesNotMatch(kept, /O'Neill|07700/);
    assert.equal(await page.evaluate(() => localStorage.length), 0);
    assert.deepEqual(page.problems, []);
  });
});
