/**
 * Deployment smoke set, pages: the area served by Debian's nginx with the configuration the build
 * wrote, in front of the platform, walked as customers walk it. Any CSP violation fails a test
 * (support/browser.ts reports it as a console error).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASENAME, paths } from '../../src/config/paths';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { allAlive, whenLive } from './support/islands';
import { NGINX, NGINX_AREA } from './support/nginx';

const browser = useBrowser();

/** Styled by the inlined stylesheet, which only its hash in nginx's CSP lets apply. */
const headerColour = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
const NAVY = 'rgb(11, 42, 74)';

describe('nginx: reading', () => {
  it('opens the landing page styled and live, and walks to a category and an article', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX_AREA}/`);
    await whenLive(page);
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    assert.equal(await headerColour(page), NAVY);
    await expectNoAxeViolations(page);
    // Live: its islands work (decision 025), and its links load the next page.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: /^Meters/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Meters' }).waitFor();
    await page.getByRole('link', { name: 'Think your meter is faulty?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }).waitFor();
    // The article is a reading page too (decision 026): the next article is a page of its own.
    const related = page.getByRole('navigation', { name: 'Related articles' }).getByRole('link');
    const next = (await related.first().innerText()).trim();
    await related.first().click();
    await page.getByRole('heading', { level: 1, name: next }).waitFor();
    await allAlive(page);
    assert.deepEqual(page.problems, []);
  });

  it('opens a category page directly', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX_AREA}/bills-and-payments`);
    await page.getByRole('heading', { level: 1, name: 'Bills and payments' }).waitFor();
    assert.equal(await page.title(), 'Bills and payments - Help & Support - British Gas');
    assert.ok((await page.getByRole('main').getByRole('link').count()) > 3);
    assert.equal(await headerColour(page), NAVY);
    await expectNoAxeViolations(page);
    assert.deepEqual(page.problems, []);
  });

  it('gives the emergency numbers', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX_AREA}/emergencies`);
    await page.getByRole('heading', { level: 1, name: 'Emergencies' }).waitFor();
    const main = page.getByRole('main');
    assert.equal(
      await main.getByRole('link', { name: '0800 111 999' }).first().getAttribute('href'),
      'tel:0800111999',
    );
    assert.equal(
      await main.getByRole('link', { name: '105', exact: true }).first().getAttribute('href'),
      'tel:105',
    );
    await expectNoAxeViolations(page);
    assert.deepEqual(page.problems, []);
  });

  it('opens an article directly, checked against the CMS through nginx once alive', async () => {
    const page = await browser.newPage();
    const content: string[] = [];
    page.on('response', (r) => {
      if (/\/(aem6|content)\//.test(r.url())) content.push(`${r.status()} ${r.url()}`);
    });
    const checked = page.waitForResponse((r) => r.url().startsWith(`${NGINX}/aem6/`));
    await page.goto(`${NGINX_AREA}/meters/faulty-meter`);
    await checked;
    await page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }).waitFor();
    assert.equal(
      await page
        .getByRole('navigation', { name: 'Related articles' })
        .getByRole('listitem')
        .count(),
      5,
    );
    assert.ok(
      content.some((c) => c.startsWith(`200 ${NGINX}/aem6/`)),
      content.join(', '),
    );
    await expectNoAxeViolations(page);
    assert.deepEqual(page.problems, []);
  });

  it('opens contact us with its phone lines', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX_AREA}/contact-us`);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.getByRole('heading', { name: 'Relay UK' }).waitFor();
    assert.ok((await page.locator('a[href^="tel:"]').count()) > 0);
    await expectNoAxeViolations(page);
  });
});

describe('nginx: search', () => {
  it('finds meter articles from the landing page', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX_AREA}/`);
    await whenLive(page); // prerendered: act once it is live
    await page.getByRole('combobox', { name: 'What do you need help with?' }).fill('meter');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?/);
    const results = page.getByRole('list', { name: 'Search results' });
    await results.waitFor();
    const first = results.getByRole('listitem').first().getByRole('link');
    assert.match(
      (await first.getAttribute('href')) ?? '',
      new RegExp(`^${BASENAME}${paths.category('meters')}/`),
    );
    await expectNoAxeViolations(page);
    assert.deepEqual(page.problems, []);
  });

  it('puts the gas emergency number first for "I smell gas" opened directly', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX_AREA}/search?q=I+smell+gas`);
    const tel = page
      .getByRole('region', { name: 'If you smell gas' })
      .getByRole('link', { name: '0800 111 999' });
    await tel.waitFor();
    assert.equal(await tel.getAttribute('href'), 'tel:0800111999');
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    assert.deepEqual(page.problems, []);
  });
});

describe('nginx: choices and unknown paths', () => {
  it('takes a complaint choice from type to how the customer pays', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX_AREA}/make-a-complaint-select-type`);
    await whenLive(page);
    await page.getByRole('radio', { name: 'Energy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'How do you pay for your energy?' })
      .waitFor();
    assert.equal(page.url(), `${NGINX_AREA}/make-a-complaint-select-energy`);
    await expectNoAxeViolations(page);
    assert.deepEqual(page.problems, []);
  });

  it('sends an unknown path of the area to the page-not-found page', async () => {
    const page = await browser.newPage();
    await page.goto(`${NGINX_AREA}/no/such/page/here`);
    // The outcome, not the first navigation: one cut off is made again (redirect-to-not-found.tsx).
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(page.url(), `${NGINX}/page-not-found.html`);
    await expectNoAxeViolations(page);
    assert.deepEqual(page.problems, []);
  });

  it('answers a path outside the area with the page-not-found page, styled, and a 404', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${NGINX}/no-such-thing`);
    assert.equal(res!.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    const styled = await page.evaluate(
      () => [...document.styleSheets].filter((s) => s.href?.endsWith('/page-not-found.css')).length,
    );
    assert.equal(styled, 1);
    await expectNoAxeViolations(page);
    const home = await page.goto(`${NGINX}/`);
    assert.equal(home!.url(), `${NGINX_AREA}/`);
  });

  it('serves complete pages with JavaScript off, and says when a page needs it', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${NGINX_AREA}/emergencies`);
    await page.getByRole('heading', { level: 1, name: 'Emergencies' }).waitFor();
    assert.equal(await headerColour(page), NAVY);
    // The pages customers arrive on are whole too (decision 026).
    await page.goto(`${NGINX_AREA}/meters/faulty-meter`);
    await page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }).waitFor();
    await page.goto(`${NGINX_AREA}/search?q=meter`);
    await page.getByRole('region', { name: 'All help topics' }).waitFor();
    // A form step says how to reach us instead of offering a form it cannot send (decision 039).
    await page.goto(`${NGINX_AREA}/complaints/feedback`);
    await page.getByRole('heading', { level: 1, name: 'We owe you' }).waitFor();
    await page.getByRole('heading', { name: 'Other ways to contact us' }).waitFor();
    assert.equal(await page.getByRole('textbox').count(), 0);
    // A page rendered in the browser still needs it, and says so.
    await page.goto(`${NGINX_AREA}/confirmation`);
    await page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' }).waitFor();
  });

  it('goes on by Enter on an answer of the guided check with JavaScript off', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${NGINX_AREA}/emergencies/no-supply`);
    const electricity = page.getByRole('radio', { name: 'Electricity', exact: true });
    await electricity.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: "Is anyone else's power off?" }).waitFor();
    assert.equal(
      page.url(),
      `${NGINX_AREA}/emergencies/no-supply/electricity-others?supply=electricity`,
    );
    // Nothing chosen: the question again, saying what is missing.
    await page.getByRole('radio', { name: 'Yes, theirs is off too' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText("Select whether anyone else's power is off").waitFor();
    assert.match(page.url(), /\/emergencies\/no-supply\/electricity-others-unanswered$/);
  });
});
