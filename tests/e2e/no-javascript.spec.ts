import {
  AREA,
  BUILT_IN_QUICK_LINKS,
  expect,
  expectNoAxeViolationsWithoutJavaScript,
  test,
} from './support/browser';
import { BASENAME, paths } from '../../src/config/paths';

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

  test('lands each answer to the complaint questions on the next step, Enter by the platform', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}${paths.selectType()}`);
    await expect(page.getByRole('heading', { level: 1, name: /complaint/i })).toBeVisible();
    await page.getByRole('radio', { name: 'Energy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${AREA}${paths.selectEnergy()}?complaintType=energy`);
    // Enter on an answer: the form's first button, to the answer address the platform sends on.
    const payAsYouGo = `${AREA}${paths.complaintDetails('pay-as-you-go')}?customerType=payAsYouGo`;
    const landed = page.waitForRequest(payAsYouGo);
    await page.getByRole('radio', { name: 'Pay As You Go' }).check();
    await page.getByRole('radio', { name: 'Pay As You Go' }).press('Enter');
    expect((await landed).redirectedFrom()?.url()).toBe(
      `${AREA}${paths.selectEnergy()}-answer?customerType=payAsYouGo`,
    );
    await expect(page).toHaveURL(payAsYouGo);
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
    // An answer that leaves the area: on to that team's page, as the settings give it, which is
    // on the internet these tests do not reach: its request is what counts.
    await page.goto(`${AREA}${paths.selectType()}`);
    await page.getByRole('radio', { name: 'Installations' }).check();
    const left = page.waitForRequest('https://www.britishgas.co.uk/installations/complaints');
    await page.getByRole('button', { name: 'Continue' }).click({ noWaitAfter: true });
    expect((await left).redirectedFrom()?.url()).toBe(
      `${AREA}${paths.selectType()}-answer?complaintType=installations`,
    );
    await expectNoAxeViolationsWithoutJavaScript(newPage, `${AREA}${paths.selectType()}`);
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
