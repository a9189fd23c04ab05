/**
 * Telling us about a problem as the reading pages are read (decision 039): every step of the
 * complaint, enquiry and feedback journeys is there to type into before its code, keeps what was
 * typed once the code is alive, says how to reach us without JavaScript, and the confirmation is
 * worth keeping.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { chromium, type Page } from 'playwright-core';
import { paths, BASENAME } from '../../src/config/paths';
import {
  AREA,
  BASE_URL,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJavaScript,
  useBrowser,
} from './support/browser';
import { CHROMIUM_ARGS } from './support/chromium.mjs';
import { fillDetails, PERSON, withDetailsGiven } from './support/complaints';
import { heldBack, whenLive } from './support/islands';

const browser = useBrowser();

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

describe('a step there before its code', () => {
  it('takes typing before its code arrives and keeps it once alive, with no mismatch', async () => {
    const { page, warnings, release, asked } = await heldBack(
      browser,
      paths.complaintDetails('gas-and-electricity'),
    );
    await page.getByLabel('First name').fill('Typed early');
    await page.getByLabel('Postcode').fill('ls1 4ab');
    assert.ok(asked(), 'the page asked for its code after painting');
    await release();
    await page.getByLabel('Surname').fill('Later');
    assert.equal(await page.getByLabel('First name').inputValue(), 'Typed early');
    assert.equal(await page.getByLabel('Postcode').inputValue(), 'ls1 4ab');
    // And the postcode typed then is the one looked up.
    await page.getByRole('button', { name: 'Find address' }).click();
    await page.getByLabel('Select your address').waitFor();
    assert.deepEqual(warnings, []);
  });

  it('sends a message whose Send was pressed before the code, once alive, never in the address', async () => {
    const page = await browser.newPage();
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
    await page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' }).waitFor();
    assert.ok(
      visited.every((url) => !url.includes('?')),
      `no address held the words: ${visited.join(', ')}`,
    );
  });

  it('puts a signed-in customer’s details only into the fields not typed in', async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/contact-us`);
    await page.getByRole('link', { name: 'Sign out' }).waitFor();
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
    await page.waitForFunction(
      () => (document.getElementById('surname') as HTMLInputElement | null)?.value === 'Sharma',
    );
    assert.equal(await page.getByLabel('First name').inputValue(), 'Pri');
    assert.equal(await page.getByLabel('Email address').inputValue(), 'priya.sharma@example.com');
  });

  it('keeps the answer to how you pay across a reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}${paths.selectEnergy()}`);
    await whenLive(page);
    await page.getByRole('radio', { name: 'I pay by Direct Debit' }).check();
    await page.reload();
    await whenLive(page);
    await page.waitForFunction(
      () =>
        (document.querySelector('input[value="directDebit"]') as HTMLInputElement | null)
          ?.checked === true,
    );
    assert.equal(await page.getByRole('radio', { name: 'Pay As You Go' }).isChecked(), false);
  });
});

describe('every step without JavaScript', () => {
  for (const path of STEPS) {
    it(`says how to reach us by phone on ${path}, with no form that cannot be sent`, async () => {
      const b = await chromium.launch({
        executablePath: process.env.CHROME_PATH,
        args: CHROMIUM_ARGS,
      });
      try {
        const page = await (
          await b.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
        ).newPage();
        await page.goto(`${AREA}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        for (const line of PHONE_LINES) {
          const link = page.getByRole('link', { name: line.number, exact: true });
          assert.equal(await link.getAttribute('href'), tel(line.number), path);
          assert.ok(await link.isVisible(), `${line.number} shown on ${path}`);
        }
        // A step whose form needs the code shows none of it; a question's answers are links.
        assert.equal(await page.getByRole('button', { name: /Continue|Send/ }).count(), 0, path);
        assert.equal(await page.getByRole('textbox').count(), 0, path);
        const question = [paths.selectType(), paths.selectEnergy()].includes(path);
        const answers = page.locator('.question-page__links').getByRole('link');
        assert.equal((await answers.count()) > 0, question, path);
      } finally {
        await b.close();
      }
    });
  }

  it('has no axe violations on a details and a text step without JavaScript', async () => {
    await expectNoAxeViolationsWithoutJavaScript(
      browser,
      `${AREA}${paths.complaintDetails('gas-and-electricity')}`,
    );
    await expectNoAxeViolationsWithoutJavaScript(browser, `${AREA}${paths.feedback()}`);
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
  await page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }).waitFor();
}

describe('after sending', () => {
  it('shows the "already sent" notice in the first screen, focused, on Back at 390x844', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await sendComplaint(page);
    await page.goBack();
    const notice = page.getByRole('heading', {
      level: 1,
      name: "You've already sent this complaint",
    });
    await notice.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    const box = await notice.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `in the first screen: ${box?.y}`);
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    // Forward goes to the confirmation, and Back again to the notice at the top.
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }).waitFor();
    await page.goBack();
    await notice.waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await expectNoAxeViolations(page);
  });

  it('shows where we reply and what was sent, after a reload too, and prints just that', async () => {
    const page = await browser.newPage();
    await sendComplaint(page);
    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      const copy = page.getByRole('region', { name: 'What you sent us' });
      await copy.waitFor();
      await copy.getByText(PERSON.email).waitFor();
      await copy.getByText('Dispute Bill/Balance').waitFor();
      assert.equal(
        await copy.locator('.sent-copy__message').innerText(),
        'My bill was estimated.\nThe meter says 01234.',
      );
      await page.getByText(`We'll reply by email to ${PERSON.email}`).waitFor();
    }
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: 'print' });
    const shown = async (selector: string) => page.locator(selector).first().isVisible();
    assert.equal(await shown('.sent-copy'), true);
    assert.equal(await shown('.panel__reference'), true);
    for (const hidden of ['.site-header', '.site-footer', 'h2:text("What happens next")']) {
      assert.equal(await shown(hidden), false, `${hidden} is not printed`);
    }
    assert.equal(
      await page.getByRole('button', { name: 'Print or save a copy' }).isVisible(),
      false,
    );
  });
});
