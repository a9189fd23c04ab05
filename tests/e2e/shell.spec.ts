import { AREA, BASE_URL, expect, expectNoAxeViolations, test } from './support/browser';
import { BASENAME } from '../../src/config/paths';

test.describe('app shell', () => {
  test('shows the home page with the configured header and the footer', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /British Gas/ })).toHaveCount(1);
    // Quick links from the header configuration (built in, replaced by the published copy).
    await expect(
      banner
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Meter readings' }),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveCount(1);
    await expect(footer.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    await expect(page).toHaveTitle('Help & Support - British Gas');
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  });

  test('opens the configured menu with the keyboard', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/`);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Boiler breakdowns' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sends an unknown path to the page-not-found page', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/no/such/page/here`);
    // The outcome, not the first navigation: one cut off is made again (redirect-to-not-found.tsx).
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/page-not-found.html`);
    await expect(page.getByRole('link', { name: 'Go to Help & Support' })).toHaveAttribute(
      'href',
      `${BASENAME}/`,
    );
    // What went wrong, in the address the customer typed, and a way on without going back.
    await expect(page.getByText('You asked for')).toContainText(
      `${new URL(BASE_URL).host}${BASENAME}/no/such/page/here`,
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Help & Support/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search Help & Support' }).fill('meter reading');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASENAME}/search\\?q=meter\\+reading`));
    await expect(
      page.getByRole('link', { name: 'How to take and give us a meter reading' }).first(),
    ).toBeVisible();
  });

  test('lets a keyboard user skip straight to the main content', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
