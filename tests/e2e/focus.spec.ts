/**
 * Issue 29: every control a keyboard reaches stays readable while it has the focus, and shows it
 * has it. Green buttons once went blank on focus (white text on an inherited white), and axe does
 * not look at focused states. This walks every page of the area by Tab at a phone's and a
 * desktop's width and checks, for each focused element, the contrast of its text on its
 * background (at least 4.5:1, WCAG 1.4.3) and a visible focus indicator (WCAG 2.4.7).
 */
import type { Locator, Page } from '@playwright/test';
import { AREA, BASE_URL, expect, test } from './support/browser';
import { fillDetails } from './support/complaints';
import { whenLive } from './support/islands';
import { focusProblem } from './support/focus';
import { openPage, PAGES } from './support/layout';
import { BASENAME } from '../../src/config/paths';

/** Far more than any page has: the walk ends when the focus comes back round. */
const MAX_TABS = 250;

/** Tabs through the whole page once, and lists every focused element's problem. */
async function walk(page: Page) {
  const problems: string[] = [];
  const seen = new Set<unknown>();
  for (let i = 0; i < MAX_TABS; i += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement as (Element & { __walked?: number }) | null;
      if (!el || el === document.body) return 'body';
      if (el.tagName === 'IFRAME') return 'iframe';
      el.__walked ??= Math.random();
      return el.__walked;
    });
    if (seen.has(id)) break;
    seen.add(id);
    if (id === 'body' || id === 'iframe') continue;
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
  }
  return { problems, reached: seen.size };
}

test.describe('focus you can read, on every page, by Tab alone', () => {
  for (const width of [390, 1280]) {
    // The deals page, reached by signing in, has a test of its own below.
    for (const entry of PAGES.filter((p) => p.name !== 'deals')) {
      test(`${entry.name} at ${width} px`, async ({ newPage }) => {
        const page = await newPage({ viewport: { width, height: 900 } });
        // tsx names the checking functions with a helper the page does not have.
        await page.addInitScript('window.__name = (f) => f');
        await openPage(page, AREA, entry);
        await whenLive(page);
        const { problems, reached } = await walk(page);
        expect(reached, `${entry.name}: the keyboard reaches the page's controls`).toBeGreaterThan(
          3,
        );
        expect(problems, `${entry.name} at ${width} px`).toEqual([]);
        await page.close();
      });
    }
  }
});

test.describe('focus you can read where only signed-in customers go', () => {
  for (const width of [390, 1280]) {
    test(`the deals page, with the signed-in header, at ${width} px`, async ({ newPage }) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      await page.addInitScript('window.__name = (f) => f');
      await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/deals`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your deals' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Offers for you' })).toBeVisible();
      await whenLive(page);
      const { problems, reached } = await walk(page);
      expect(reached, "the keyboard reaches the deals page's controls").toBeGreaterThan(3);
      expect(problems, `deals at ${width} px`).toEqual([]);
      await page.close();
    });
  }
});

/*
 * Issue 50: where the page moves the focus itself after a keyboard action (a new step's heading,
 * the "sent" panel's heading, the error summary, a thank-you, the cookie banner's answer), what
 * has it shows it, as a focused link does, with at least 3:1 against what is around it, and its
 * text stays readable. The "sent" panel's white heading was once left on the yellow (1.4:1).
 */
test.describe('focus you can read where the page moves it', () => {
  /** Presses a control's key as a keyboard user does: Enter on a button or link, Space on a box. */
  const press = async (control: Locator, key = 'Enter') => {
    await control.focus();
    await control.press(key);
  };
  /** The element the focus was moved to, with what is wrong with how it looks, if anything. */
  const movedTo = async (page: Page, target: Locator, problems: string[], where: string) => {
    await expect(target, where).toBeFocused();
    const problem = await focusProblem(page, { moved: true });
    if (problem) problems.push(`${where}: ${problem}`);
  };
  const summary = (page: Page) => page.locator('.error-summary');

  test('on each step of a complaint, its confirmation and Back to it', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await whenLive(page);
    // Continue shows once an address is chosen: then a name taken out again is the error.
    await fillDetails(page);
    await page.getByLabel('First name').fill('');
    await press(page.getByRole('button', { name: 'Continue' }));
    await movedTo(page, summary(page), problems, 'details, no first name');
    await page.getByLabel('First name').fill('Aoife');
    await press(page.getByRole('button', { name: 'Continue' }));
    await expect(page).toHaveURL(`${AREA}/complaints/gas-and-electricity/query`);
    await movedTo(page, page.getByRole('heading', { level: 1 }), problems, 'the query step');
    await press(page.getByRole('button', { name: 'Send complaint' }));
    await movedTo(page, summary(page), problems, 'the query, nothing given');
    await page.getByLabel('Subject').selectOption('Dispute Bill/Balance');
    await page.getByRole('textbox', { name: /Tell us about your/ }).fill('My bill is wrong.');
    await press(page.getByRole('button', { name: 'Send complaint' }));
    const sent = page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' });
    await movedTo(page, sent, problems, 'the confirmation');
    await page.goBack();
    const notice = page.getByRole('heading', { name: "You've already sent this complaint" });
    await movedTo(page, notice, problems, 'Back from the confirmation');
    expect(problems).toEqual([]);
  });

  test('on the complaint questions and the feedback form', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    await page.goto(`${AREA}/make-a-complaint-select-type`);
    await whenLive(page);
    await press(page.getByRole('button', { name: 'Continue' }));
    await movedTo(page, summary(page), problems, 'complaint type, none chosen');
    await press(page.getByLabel('Energy', { exact: true }), 'Space');
    await press(page.getByRole('button', { name: 'Continue' }));
    await expect(page).toHaveURL(`${AREA}/make-a-complaint-select-energy`);
    await movedTo(page, page.getByRole('heading', { level: 1 }), problems, 'how you pay');
    await press(page.getByRole('button', { name: 'Continue' }));
    await movedTo(page, summary(page), problems, 'how you pay, none chosen');
    await page.goto(`${AREA}/complaints/feedback`);
    await whenLive(page);
    await press(page.getByRole('button', { name: 'Continue' }));
    await movedTo(page, summary(page), problems, 'feedback, nothing given');
    expect(problems).toEqual([]);
  });

  test("on an article's question, its thanks and its form", async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    const article = `${AREA}/bills-and-payments/understanding-your-bill`;
    await page.goto(article);
    await whenLive(page);
    await press(page.getByRole('button', { name: 'Yes this page is useful' }));
    await movedTo(page, page.locator('.page-feedback__thanks'), problems, 'thanks for a yes');
    // A new visitor, so the question is asked again.
    const other = await newPage({ viewport: { width: 390, height: 844 } });
    await other.goto(article);
    await whenLive(other);
    await press(other.getByRole('button', { name: 'No this page is not useful' }));
    await movedTo(other, other.locator('.page-feedback__form-title'), problems, 'the form');
    await press(other.getByRole('button', { name: /^Send/ }));
    await movedTo(other, summary(other), problems, 'the form, nothing given');
    expect(problems).toEqual([]);
  });

  test("on the cookie banner's answer, and the page's heading when it goes", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    await page.goto(`${AREA}/contact-us`);
    await whenLive(page);
    await press(page.getByRole('button', { name: 'Reject all cookies' }));
    await movedTo(page, page.locator('.consent-banner__message'), problems, 'the answer');
    await press(page.getByRole('button', { name: 'Hide cookie message' }));
    await movedTo(page, page.getByRole('heading', { level: 1 }), problems, 'the page heading');
    expect(problems).toEqual([]);
  });
});
