import {
  AREA,
  BUILT_IN_QUICK_LINKS,
  expect,
  expectNoAxeViolationsWithoutJavaScript,
  test,
} from './support/browser';
import { BASENAME } from '../../src/config/paths';

/*
 * A browser that runs no JavaScript (switched off, blocked by a firewall, or code that failed to
 * arrive) still gets a page that says what is happening and gives what works without it.
 */
test.describe('without JavaScript', () => {
  // Articles and search are reading pages, whole without it (arrivals.spec.ts); the form steps say
  // how to reach us instead (writing-to-us.spec.ts). A page rendered in the browser says why.
  for (const [name, path] of [['a confirmation', '/confirmation']] as const) {
    test(`${name} says it needs JavaScript and gives the emergency numbers, contact routes and topics`, async ({
      newPage,
    }) => {
      const page = await newPage({ javaScriptEnabled: false });
      await page.goto(`${AREA}${path}`);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: 'This page needs JavaScript' }),
      ).toBeVisible();
      await expect(page.getByText('Loading…'), 'no endless Loading…').toBeHidden();
      await expect(main.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
        'href',
        'tel:0800111999',
      );
      await expect(main.getByRole('link', { name: '105' })).toHaveAttribute('href', 'tel:105');
      await expect(main.getByRole('link', { name: 'Contact us' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Bills and payments' })).toHaveAttribute(
        'href',
        `${BASENAME}/bills-and-payments`,
      );
      await expectNoAxeViolationsWithoutJavaScript(newPage, `${AREA}${path}`);
    });
  }

  test('lets a complaint type be chosen: each answer is a link to where it leads', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/make-a-complaint-select-type`);
    await expect(page.getByRole('heading', { level: 1, name: /complaint/i })).toBeVisible();
    // No radios and Continue that would only reload the page.
    await expect(page.getByRole('button', { name: 'Continue' })).toBeHidden();
    await page.getByRole('link', { name: 'Energy', exact: true }).click();
    await expect(page).toHaveURL(`${AREA}/make-a-complaint-select-energy`);
    await expect(page.getByRole('link', { name: /Pay As You Go/i }).first()).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(newPage, `${AREA}/make-a-complaint-select-type`);
  });

  test('keeps the header quick links (no empty band), and offers no buttons that need JavaScript', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    for (const path of ['/', '/emergencies', '/bills-and-payments/understanding-your-bill']) {
      await page.goto(`${AREA}${path}`);
      const quick = page.getByRole('navigation', { name: 'Quick links' });
      await expect(quick.getByRole('link')).toHaveText(BUILT_IN_QUICK_LINKS, {
        useInnerText: true,
      });
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Larger text' })).toHaveCount(0);
    }
  });
});
