import type { Page } from '@playwright/test';
import { EMERGENCY_NUMBERS } from '../../src/config/emergency-numbers';
import { AREA, BASE_URL, expectNoAxeViolations, expect, test } from './support/browser';
import { fillDetails } from './support/complaints';
import { whenLive } from './support/islands';
import { delay } from './support/network';
import { BASENAME } from '../../src/config/paths';
import { CONTENT_PATHS } from '../../src/config/content-paths';

/*
 * What a UK energy customer is owed, findable from every page (issue 40): cookie choices they can
 * change, an accessibility statement, our complaints procedure, extra help, and emergencies first
 * on a phone.
 */

/** A visitor who chose before: OneTrust's cookies, as the built-in banner writes them. */
async function alreadyChose(page: Page, choice: { performance: boolean; targeting: boolean }) {
  const groups = `C0001:1,C0002:${choice.performance ? 1 : 0},C0003:0,C0004:${choice.targeting ? 1 : 0}`;
  await page.context().addCookies([
    {
      name: 'OptanonConsent',
      value: new URLSearchParams({ groups, datestamp: '2026-11-27T08:00:00.000Z' }).toString(),
      url: `${BASE_URL}/`,
    },
    { name: 'OptanonAlertBoxClosed', value: '2026-11-27T08:00:00.000Z', url: `${BASE_URL}/` },
  ]);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Help & Support' });
const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

test.describe('cookie settings in every footer', () => {
  // Every kind of page: reading pages (landing, a help topic, Emergencies with the banner below
  // the footer, an article, search, the cookies page), a complaint question the app comes alive
  // over, and a step the app renders over its shell.
  for (const path of [
    '/',
    '/bills-and-payments',
    '/emergencies',
    '/meters/faulty-meter',
    '/search?q=meter%20reading',
    '/cookies',
    '/make-a-complaint-select-type',
    '/complaints/gas-and-electricity',
  ]) {
    test(`opens the choices again, as they stand, on ${path}`, async ({ newPage }) => {
      const page = await newPage();
      await alreadyChose(page, { performance: true, targeting: false });
      await page.goto(`${AREA}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await whenLive(page);
      await expect(banner(page), 'no question for a visitor who has chosen').toHaveCount(0);
      const here = page.url();
      await footerLink(page, 'Cookie settings').click();
      const performance = banner(page).getByLabel(/^Performance cookies/);
      await expect(performance).toBeVisible();
      // Focus on the first choice; the choices as they stand; the page not left.
      await expect(performance).toBeFocused();
      await expect(performance).toBeChecked();
      await expect(banner(page).getByLabel(/^Targeting cookies/)).not.toBeChecked();
      await expect(page).toHaveURL(here);
      // Escape closes it unchanged, and the keyboard is back on the link.
      await page.keyboard.press('Escape');
      await expect(banner(page)).toHaveCount(0);
      await expect(footerLink(page, 'Cookie settings')).toBeFocused();
      expect(page.problems).toEqual([]);
      await page.context().close();
    });
  }

  test('leads from page-not-found to the cookies page, which explains and offers the choices once alive', async ({
    newPage,
  }) => {
    const page = await newPage();
    await alreadyChose(page, { performance: false, targeting: true });
    await page.goto(`${BASE_URL}/page-not-found.html`);
    await footerLink(page, 'Cookie settings').click();
    await expect(page).toHaveURL(`${AREA}/cookies`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
    await whenLive(page);
    const performance = page.getByRole('group', { name: 'Performance cookies' });
    await expect(
      performance.getByLabel('Do not use performance cookies', { exact: true }),
    ).toBeChecked();
    const targeting = page.getByRole('group', { name: 'Targeting cookies' });
    await expect(targeting.getByLabel('Use targeting cookies', { exact: true })).toBeChecked();
    await targeting.getByLabel('Do not use targeting cookies').check();
    await page.getByRole('button', { name: 'Save cookie settings' }).click();
    await expect(
      page.getByRole('status').getByText("You've saved your cookie settings."),
    ).toBeVisible();
    await page.reload();
    await whenLive(page);
    await expect(
      page
        .getByRole('group', { name: 'Targeting cookies' })
        .getByLabel('Do not use targeting cookies'),
    ).toBeChecked();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

/** What the RUM SDK says of itself in the page: not loaded, or its session (none once stopped). */
const monitoring = (page: Page) =>
  page.evaluate(() => {
    const dd = (
      window as unknown as {
        DD_RUM?: { getInternalContext: () => { session_id?: string } | undefined };
      }
    ).DD_RUM;
    return dd ? { session: dd.getInternalContext()?.session_id ?? null } : 'not-loaded';
  });
const ddCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name.startsWith('_dd_s'))?.value;

test.describe('withdrawing performance consent', () => {
  test('stops monitoring at once and on the next page, and sends no more page views', async ({
    newPage,
  }) => {
    const page = await newPage();
    // Every page view pushed, with whether performance consent stood at that moment.
    await page.addInitScript(() => {
      const seen: { path: unknown; consented: boolean }[] = [];
      (window as unknown as { __views: typeof seen }).__views = seen;
      const layer: Record<string, unknown>[] = [];
      layer.push = (...entries) => {
        for (const e of entries)
          if (e.event === 'page_view')
            seen.push({
              path: e.page_path,
              // js-cookie writes the value percent-encoded once more.
              consented: /OptanonConsent=[^;]*C0002%(25)?3A1/.test(document.cookie),
            });
        return Array.prototype.push.apply(layer, entries);
      };
      (window as unknown as { dataLayer: typeof layer }).dataLayer = layer;
    });
    const views = () =>
      page.evaluate(
        () => (window as unknown as { __views: { path: string; consented: boolean }[] }).__views,
      );
    const datadogCode: number[] = [];
    page.on('request', (r) => {
      if (/browser-rum|datadog|\/monitoring-/i.test(r.url())) datadogCode.push(Date.now());
    });

    await page.goto(`${AREA}/`);
    await whenLive(page);
    await banner(page).getByRole('button', { name: 'Accept all cookies' }).click();
    await page.waitForFunction(() => {
      const dd = (window as unknown as { DD_RUM?: { getInternalContext: () => unknown } }).DD_RUM;
      return Boolean(dd?.getInternalContext());
    });
    await page.waitForFunction(() => /(^|; )_dd_s(_v2)?=/.test(document.cookie));
    await page.waitForFunction(
      () => (window as unknown as { __views: unknown[] }).__views.length === 1,
    );

    // Withdrawn from the footer's Cookie settings: at once, on this page.
    await footerLink(page, 'Cookie settings').click();
    await banner(page)
      .getByLabel(/^Performance cookies/)
      .uncheck();
    await banner(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect(banner(page).getByText("You've saved your cookie choices.")).toBeVisible();
    await expect
      .poll(() => ddCookie(page), { message: 'the monitoring cookie goes at once' })
      .toBe(undefined);
    await expect
      .poll(() => monitoring(page), { message: 'monitoring stops at once' })
      .toEqual({ session: null });

    // The next page: no monitoring code, no cookie, no page view.
    const navigatedAt = Date.now();
    await footerLink(page, 'Contact us').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await whenLive(page);
    expect(await ddCookie(page)).toBe(undefined);
    // Consent given again: the page's view and the monitoring follow, as they would have at once
    // had the withdrawal not been kept; so anything sent before then was sent without consent.
    await footerLink(page, 'Cookie settings').click();
    await banner(page)
      .getByLabel(/^Performance cookies/)
      .check();
    const regrantedAt = Date.now();
    await banner(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect
      .poll(views, { message: 'the page view follows consent given again' })
      .toEqual([{ path: `${BASENAME}/contact-us`, consented: true }]);
    await expect
      .poll(() => ddCookie(page), { message: 'monitoring follows consent given again' })
      .toBeDefined();
    expect(
      datadogCode.filter((t) => t > navigatedAt && t < regrantedAt),
      'no monitoring code asked for on the next page before consent was given again',
    ).toEqual([]);
    expect(
      datadogCode.some((t) => t >= regrantedAt),
      'asked for once consent was given',
    ).toBeTruthy();
    await page.context().close();
  });
});

test.describe('what a customer is owed, linked from every footer', () => {
  test('links the accessibility statement, our complaints procedure and cookie settings on every kind of page', async ({
    newPage,
  }) => {
    const page = await newPage();
    for (const url of [
      `${AREA}/`,
      `${AREA}/make-a-complaint-select-type`,
      `${AREA}/complaints/gas-and-electricity`,
      `${BASE_URL}/page-not-found.html`,
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const [name, path] of [
        ['Accessibility statement', '/accessibility-statement'],
        ['Our complaints procedure', '/complaints-procedure'],
        ['Cookie settings', '/cookies'],
      ]) {
        await expect(footerLink(page, name!), `${name} on ${url}`).toHaveAttribute(
          'href',
          `${BASENAME}${path}`,
        );
      }
    }
    await page.context().close();
  });

  test('has an accessibility statement: the standard, how we test, what does not work yet, the enforcement route', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/`);
    await footerLink(page, 'Accessibility statement').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/version 2\.2 at level AA/)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'What does not work well yet' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'How we test these pages' })).toBeVisible();
    await expect(
      main.getByRole('link', { name: /Equality Advisory and Support Service/ }),
    ).toBeVisible();
    await whenLive(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('has our complaints procedure: 8 weeks, the deadlock letter, the Energy Ombudsman and the dates for today', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/contact-us`);
    await footerLink(page, 'Our complaints procedure').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Our complaints procedure' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/within 8 weeks/)).toBeVisible();
    await expect(main.getByText(/deadlock letter/).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: /Energy Ombudsman/ })).toBeVisible();
    await expect(
      main.getByRole('link', { name: /star rating on the Citizens Advice website/ }),
    ).toBeVisible();
    // Once alive, today's dates take the place of the days, on the same lines.
    await expect(
      main
        .locator('.complaint-dates dd')
        .first()
        .getByText(/^by \w+day \d+ \w+/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test("leads there from a complaint's confirmation and from every complaint step", async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/make-a-complaint-select-type`);
    await whenLive(page);
    const procedure = `${BASENAME}/complaints-procedure`;
    const inMain = () =>
      page.getByRole('main').getByRole('link', { name: 'our complaints procedure' });
    await expect(inMain()).toHaveAttribute('href', procedure);
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
    await expect(inMain()).toHaveAttribute('href', procedure);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your complaint' })).toBeVisible();
    await expect(inMain()).toHaveAttribute('href', procedure);
    await page.getByLabel('Subject').selectOption({ index: 1 });
    await page.getByRole('textbox', { name: /Tell us about your/ }).fill('My bill is wrong.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Our complaints procedure' }).first().click();
    await expect(page).toHaveURL(`${AREA}/complaints-procedure`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Our complaints procedure' }),
    ).toBeVisible();
    await page.context().close();
  });

  test('has a cookies page that works with the keyboard and passes axe', async ({ newPage }) => {
    const page = await newPage();
    await alreadyChose(page, { performance: true, targeting: true });
    await page.goto(`${AREA}/cookies`);
    await whenLive(page);
    await page.getByLabel('Do not use performance cookies').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save cookie settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').getByText("You've saved your cookie settings."),
    ).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'OptanonConsent');
    // As js-cookie writes it: the value percent-encoded once more.
    const groups = new URLSearchParams(decodeURIComponent(cookie!.value)).get('groups');
    expect(groups).toBe('C0001:1,C0002:0,C0003:0,C0004:1');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

test.describe('extra help', () => {
  const PSR = `${BASENAME}/my-account/priority-services-register`;

  for (const q of [
    "I'm on oxygen at home",
    'i dont speak much english',
    "I'm partially sighted and can't read my bill",
    'my nan is 85 and lives on her own',
    "I've just had a baby",
    'recovering from an operation at home',
  ]) {
    test(`finds the Priority Services Register in the first three for "${q}"`, async ({
      newPage,
    }) => {
      const page = await newPage();
      await page.goto(`${AREA}/search?q=${encodeURIComponent(q)}`);
      const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
      await expect(results.first()).toBeVisible();
      const firstThree: string[] = [];
      for (let i = 0; i < Math.min(3, await results.count()); i++) {
        firstThree.push((await results.nth(i).getByRole('link').first().getAttribute('href'))!);
      }
      expect(firstThree.includes(PSR), `first three: ${firstThree.join(', ')}`).toBeTruthy();
      await page.context().close();
    });
  }

  test('is reached from Contact us, Emergencies and the extra-support question', async ({
    newPage,
  }) => {
    const page = await newPage();
    for (const [path, name] of [
      ['/contact-us', 'Join the Priority Services Register'],
      ['/emergencies', 'About the Priority Services Register'],
      ['/complaints/gas-and-electricity', 'About extra support and the Priority Services Register'],
    ] as const) {
      await page.goto(`${AREA}${path}`);
      const link = page.getByRole('main').getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link, path).toHaveAttribute('href', PSR);
    }
    await page.context().close();
  });
});

test.describe('emergencies first', () => {
  test('shows the gas and power-cut numbers in the first screen of a 390x844 phone, search box too', async ({
    newPage,
  }) => {
    // A first-time visitor: the cookie question floats over the foot of the screen.
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${AREA}/`);
    await whenLive(page);
    await expect(banner(page)).toBeVisible();
    const question = (await banner(page).boundingBox())!;
    for (const tel of [EMERGENCY_NUMBERS.gas.tel, EMERGENCY_NUMBERS.power.tel]) {
      const box = await page.getByRole('main').locator(`a[href="${tel}"]`).first().boundingBox();
      expect(
        box && box.y >= 0 && box.y + box.height <= question.y,
        `${tel} in the first screen`,
      ).toBeTruthy();
    }
    const searchBox = await page.getByLabel('What do you need help with?').boundingBox();
    expect(
      searchBox && searchBox.y + searchBox.height <= question.y,
      'search box in view',
    ).toBeTruthy();
    await page.context().close();
  });

  test('leads "Turning off your gas" to the section of the gas-leak article that answers it', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await alreadyChose(page, { performance: false, targeting: false });
    await page.goto(`${AREA}/emergencies`);
    await page.getByRole('link', { name: 'Turning off your gas' }).click();
    await expect(page).toHaveURL(
      `${AREA}/emergencies/gas-leak#user-content-how-to-turn-off-your-gas`,
    );
    const heading = page.getByRole('heading', { level: 2, name: 'How to turn off your gas' });
    await expect(heading).toBeVisible();
    const box = (await heading.boundingBox())!;
    expect(
      box.y >= 0 && box.y < 844 / 2,
      `the section's heading at the top (y ${box.y})`,
    ).toBeTruthy();
    await page.context().close();
  });
});

test.describe('a late outage notice', () => {
  test('moves nothing when it arrives 7 s after the page (CLS 0), and opens its message on request', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await alreadyChose(page, { performance: false, targeting: false });
    await page.addInitScript('window.__name = (f) => f');
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Element }[];
        }[]) {
          if (!e.hadRecentInput)
            shifts.push(
              `${e.value} (${e.sources.map((s) => s.node?.className || s.node?.nodeName).join(', ')})`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A slow connection: the notice arrives 7 s after the page is asked for (the tests' build
    // gives up on a request after 4 s, support/builds.ts, and asks again: the answer comes when
    // it is due).
    const due = Date.now() + 7000;
    await page.route(`**${CONTENT_PATHS.outage}`, async (route) => {
      await delay(Math.max(0, due - Date.now()));
      await route
        .fulfill({
          json: {
            title: 'Power cuts in parts of Leeds',
            message: `<p>Engineers are on site and expect power back by 6pm. <a href="${BASENAME}/emergencies/power-cut">What to do in a power cut</a></p><img src=x onerror="document.body.dataset.pwned=1">`,
          },
        })
        // A request the page gave up on meanwhile cannot be answered.
        .catch(() => {});
    });
    await page.goto(`${AREA}/`);
    const notice = page.getByRole('heading', { name: 'Power cuts in parts of Leeds' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Power cuts in parts of Leeds' }).click();
    await expect(
      page.getByText('Engineers are on site and expect power back by 6pm.'),
    ).toBeVisible();
    expect(await page.evaluate(() => document.body.dataset.pwned)).toBe(undefined);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
