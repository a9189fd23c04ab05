import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AREA, BASE_URL, expectNoAxeViolations, useBrowser } from './support/browser';
import { BASENAME } from '../../src/config/paths';

const browser = useBrowser();

describe('app shell', () => {
  it('shows the home page with the configured header and the footer', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const banner = page.getByRole('banner');
    assert.equal(await banner.getByRole('link', { name: /British Gas/ }).count(), 1);
    // Quick links from the header configuration (built in, replaced by the published copy).
    await banner
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Meter readings' })
      .waitFor();
    const footer = page.getByRole('contentinfo');
    assert.equal(await footer.getByRole('link', { name: 'Contact us' }).count(), 1);
    assert.equal(
      await footer.getByRole('link', { name: '0800 111 999' }).getAttribute('href'),
      'tel:0800111999',
    );
    assert.equal(await page.title(), 'Help & Support - British Gas');
    await expectNoAxeViolations(page);
    assert.deepEqual(page.problems, []);
  });

  it('opens the configured menu with the keyboard', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Boiler breakdowns' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('sends an unknown path to the page-not-found page', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/no/such/page/here`);
    // The outcome, not the first navigation: one cut off is made again (redirect-to-not-found.tsx).
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(page.url(), `${BASE_URL}/page-not-found.html`);
    assert.equal(
      await page.getByRole('link', { name: 'Go to Help & Support' }).getAttribute('href'),
      `${BASENAME}/`,
    );
    await expectNoAxeViolations(page);
  });

  it('lets a keyboard user skip straight to the main content', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    assert.equal(await skip.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
  });
});
