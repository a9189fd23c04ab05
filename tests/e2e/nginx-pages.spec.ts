/**
 * Deployment smoke set, pages: the area served by Debian's nginx with the configuration the build
 * wrote, in front of the platform, walked as customers walk it. Any CSP violation fails a test
 * (support/browser.ts reports it as a console error).
 */
import type { Page } from '@playwright/test';
import { BASENAME, paths } from '../../src/config/paths';
import { expectNoAxeViolations } from './support/browser';
import { allAlive, whenLive } from './support/islands';
import { expect, NGINX, NGINX_AREA, test } from './support/nginx';

/** Styled by the inlined stylesheet, which only its hash in nginx's CSP lets apply. */
const headerColour = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
const NAVY = 'rgb(11, 42, 74)';

test.describe('nginx: reading', () => {
  test('opens the landing page styled and live, and walks to a category and an article', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${NGINX_AREA}/`);
    await whenLive(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    expect(await headerColour(page)).toBe(NAVY);
    await expectNoAxeViolations(page);
    // Live: its islands work (decision 025), and its links load the next page.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: /^Meters/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meters' })).toBeVisible();
    await page.getByRole('link', { name: 'Think your meter is faulty?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeVisible();
    // The article is a reading page too (decision 026): the next article is a page of its own.
    const related = page.getByRole('navigation', { name: 'Related articles' }).getByRole('link');
    const next = (await related.first().innerText()).trim();
    await related.first().click();
    await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
    await allAlive(page);
    expect(page.problems).toEqual([]);
  });

  test('opens a category page directly', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${NGINX_AREA}/bills-and-payments`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bills and payments' })).toBeVisible();
    await expect(page).toHaveTitle('Bills and payments - Help & Support - British Gas');
    await expect.poll(() => page.getByRole('main').getByRole('link').count()).toBeGreaterThan(3);
    expect(await headerColour(page)).toBe(NAVY);
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  });

  test('gives the emergency numbers', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${NGINX_AREA}/emergencies`);
    await expect(page.getByRole('heading', { level: 1, name: 'Emergencies' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '0800 111 999' }).first()).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    await expect(main.getByRole('link', { name: '105', exact: true }).first()).toHaveAttribute(
      'href',
      'tel:105',
    );
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  });

  test('opens an article directly, checked against the CMS through nginx once alive', async ({
    newPage,
  }) => {
    const page = await newPage();
    const content: string[] = [];
    page.on('response', (r) => {
      if (/\/(aem6|content)\//.test(r.url())) content.push(`${r.status()} ${r.url()}`);
    });
    const checked = page.waitForResponse((r) => r.url().startsWith(`${NGINX}/aem6/`));
    await page.goto(`${NGINX_AREA}/meters/faulty-meter`);
    await checked;
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Related articles' }).getByRole('listitem'),
    ).toHaveCount(5);
    expect(
      content.some((c) => c.startsWith(`200 ${NGINX}/aem6/`)),
      content.join(', '),
    ).toBeTruthy();
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  });

  test('opens contact us with its phone lines', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${NGINX_AREA}/contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Relay UK' })).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).not.toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('nginx: search', () => {
  test('finds meter articles from the landing page', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${NGINX_AREA}/`);
    await whenLive(page); // prerendered: act once it is live
    await page.getByRole('combobox', { name: 'What do you need help with?' }).fill('meter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results).toBeVisible();
    const first = results.getByRole('listitem').first().getByRole('link');
    expect((await first.getAttribute('href')) ?? '').toMatch(
      new RegExp(`^${BASENAME}${paths.category('meters')}/`),
    );
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  });

  test('puts the gas emergency number first for "I smell gas" opened directly', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${NGINX_AREA}/search?q=I+smell+gas`);
    const tel = page
      .getByRole('region', { name: 'If you smell gas' })
      .getByRole('link', { name: '0800 111 999' });
    await expect(tel).toBeVisible();
    await expect(tel).toHaveAttribute('href', 'tel:0800111999');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    expect(page.problems).toEqual([]);
  });
});

test.describe('nginx: choices and unknown paths', () => {
  test('takes a complaint choice from type to how the customer pays', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${NGINX_AREA}/make-a-complaint-select-type`);
    await whenLive(page);
    await page.getByRole('radio', { name: 'Energy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'How do you pay for your energy?' }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${NGINX_AREA}/make-a-complaint-select-energy`);
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  });

  test('sends an unknown path of the area to the page-not-found page', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${NGINX_AREA}/no/such/page/here`);
    // The outcome, not the first navigation: one cut off is made again (redirect-to-not-found.tsx).
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(`${NGINX}/page-not-found.html`);
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  });

  test('answers a path outside the area with the page-not-found page, styled, and a 404', async ({
    newPage,
  }) => {
    const page = await newPage();
    const res = await page.goto(`${NGINX}/no-such-thing`);
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('You asked for')).toContainText(
      `${new URL(NGINX).host}/no-such-thing`,
    );
    await expect(page.getByRole('searchbox', { name: 'Search Help & Support' })).toBeVisible();
    const styled = await page.evaluate(
      () => [...document.styleSheets].filter((s) => s.href?.endsWith('/page-not-found.css')).length,
    );
    expect(styled).toBe(1);
    await expectNoAxeViolations(page);
    const home = await page.goto(`${NGINX}/`);
    expect(home!.url()).toBe(`${NGINX_AREA}/`);
  });

  test('serves complete pages with JavaScript off, and says when a page needs it', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${NGINX_AREA}/emergencies`);
    await expect(page.getByRole('heading', { level: 1, name: 'Emergencies' })).toBeVisible();
    expect(await headerColour(page)).toBe(NAVY);
    // The pages customers arrive on are whole too (decision 026).
    await page.goto(`${NGINX_AREA}/meters/faulty-meter`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeVisible();
    await page.goto(`${NGINX_AREA}/search?q=meter`);
    await expect(page.getByRole('region', { name: 'All help topics' })).toBeVisible();
    // A form step says how to reach us instead of offering a form it cannot send (decision 039).
    await page.goto(`${NGINX_AREA}/complaints/feedback`);
    await expect(page.getByRole('heading', { level: 1, name: 'We owe you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Other ways to contact us' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    // A page rendered in the browser still needs it, and says so.
    await page.goto(`${NGINX_AREA}/confirmation`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' }),
    ).toBeVisible();
  });

  test('goes on by Enter on an answer of the guided check with JavaScript off', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${NGINX_AREA}/emergencies/no-supply`);
    const electricity = page.getByRole('radio', { name: 'Electricity', exact: true });
    await electricity.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: "Is anyone else's power off?" }),
    ).toBeVisible();
    await expect(page).toHaveURL(
      `${NGINX_AREA}/emergencies/no-supply/electricity-others?supply=electricity`,
    );
    // Nothing chosen: the question again, saying what is missing.
    await page.getByRole('radio', { name: 'Yes, theirs is off too' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').getByText("Select whether anyone else's power is off"),
    ).toBeVisible();
    expect(page.url()).toMatch(/\/emergencies\/no-supply\/electricity-others-unanswered$/);
  });
});
