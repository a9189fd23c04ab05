import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AREA,
  BUILT_IN_QUICK_LINKS,
  expectNoAxeViolationsWithoutJavaScript,
  useBrowser,
} from './support/browser';
import { BASENAME } from '../../src/config/paths';

const browser = useBrowser();

/*
 * A browser that runs no JavaScript (switched off, blocked by a firewall, or code that failed to
 * arrive) still gets a page that says what is happening and gives what works without it.
 */
describe('without JavaScript', () => {
  // Articles and search are reading pages, whole without it (arrivals.spec.ts); the form steps say
  // how to reach us instead (writing-to-us.spec.ts). A page rendered in the browser says why.
  for (const [name, path] of [['a confirmation', '/confirmation']] as const) {
    it(`${name} says it needs JavaScript and gives the emergency numbers, contact routes and topics`, async () => {
      const page = await browser.newPage({ javaScriptEnabled: false });
      await page.goto(`${AREA}${path}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'This page needs JavaScript' }).waitFor();
      assert.equal(await page.getByText('Loading…').isVisible(), false, 'no endless Loading…');
      assert.equal(
        await main.getByRole('link', { name: '0800 111 999' }).getAttribute('href'),
        'tel:0800111999',
      );
      assert.equal(await main.getByRole('link', { name: '105' }).getAttribute('href'), 'tel:105');
      await main.getByRole('link', { name: 'Contact us' }).waitFor();
      assert.equal(
        await main.getByRole('link', { name: 'Bills and payments' }).getAttribute('href'),
        `${BASENAME}/bills-and-payments`,
      );
      await expectNoAxeViolationsWithoutJavaScript(browser, `${AREA}${path}`);
    });
  }

  it('lets a complaint type be chosen: each answer is a link to where it leads', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/make-a-complaint-select-type`);
    await page.getByRole('heading', { level: 1, name: /complaint/i }).waitFor();
    // No radios and Continue that would only reload the page.
    assert.equal(await page.getByRole('button', { name: 'Continue' }).isVisible(), false);
    await page.getByRole('link', { name: 'Energy', exact: true }).click();
    await page.waitForURL(`${AREA}/make-a-complaint-select-energy`);
    await page
      .getByRole('link', { name: /Pay As You Go/i })
      .first()
      .waitFor();
    await expectNoAxeViolationsWithoutJavaScript(browser, `${AREA}/make-a-complaint-select-type`);
  });

  it('keeps the header quick links (no empty band), and offers no buttons that need JavaScript', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    for (const path of ['/', '/emergencies', '/bills-and-payments/understanding-your-bill']) {
      await page.goto(`${AREA}${path}`);
      const quick = page.getByRole('navigation', { name: 'Quick links' });
      assert.deepEqual(await quick.getByRole('link').allInnerTexts(), BUILT_IN_QUICK_LINKS);
      assert.equal(await page.getByRole('button', { name: 'Menu' }).count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Larger text' }).count(), 0);
    }
  });
});
