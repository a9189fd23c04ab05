import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { EMERGENCY_NUMBERS } from '../../src/config/emergency-numbers';
import { AREA, BASE_URL, expectNoAxeViolations, useBrowser } from './support/browser';
import { fillDetails } from './support/complaints';
import { whenLive } from './support/islands';
import { BASENAME } from '../../src/config/paths';
import { CONTENT_PATHS } from '../../src/config/content-paths';

/*
 * What a UK energy customer is owed, findable from every page (issue 40): cookie choices they can
 * change, an accessibility statement, our complaints procedure, extra help, and emergencies first
 * on a phone.
 */
const browser = useBrowser();

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

describe('cookie settings in every footer', () => {
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
    it(`opens the choices again, as they stand, on ${path}`, async () => {
      const page = await browser.newPage();
      await alreadyChose(page, { performance: true, targeting: false });
      await page.goto(`${AREA}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await whenLive(page);
      assert.equal(await banner(page).count(), 0, 'no question for a visitor who has chosen');
      const here = page.url();
      await footerLink(page, 'Cookie settings').click();
      const performance = banner(page).getByLabel(/^Performance cookies/);
      await performance.waitFor();
      // Focus on the first choice; the choices as they stand; the page not left.
      assert.equal(await performance.evaluate((el) => el === document.activeElement), true);
      assert.equal(await performance.isChecked(), true);
      assert.equal(
        await banner(page)
          .getByLabel(/^Targeting cookies/)
          .isChecked(),
        false,
      );
      assert.equal(page.url(), here);
      // Escape closes it unchanged, and the keyboard is back on the link.
      await page.keyboard.press('Escape');
      await banner(page).waitFor({ state: 'detached' });
      assert.equal(
        await footerLink(page, 'Cookie settings').evaluate((el) => el === document.activeElement),
        true,
      );
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }

  it('leads from page-not-found to the cookies page, which explains and offers the choices once alive', async () => {
    const page = await browser.newPage();
    await alreadyChose(page, { performance: false, targeting: true });
    await page.goto(`${BASE_URL}/page-not-found.html`);
    await footerLink(page, 'Cookie settings').click();
    await page.waitForURL(`${AREA}/cookies`);
    await page.getByRole('heading', { level: 1, name: 'Cookies' }).waitFor();
    await whenLive(page);
    const performance = page.getByRole('group', { name: 'Performance cookies' });
    assert.equal(
      await performance.getByLabel('Do not use performance cookies', { exact: true }).isChecked(),
      true,
    );
    const targeting = page.getByRole('group', { name: 'Targeting cookies' });
    assert.equal(
      await targeting.getByLabel('Use targeting cookies', { exact: true }).isChecked(),
      true,
    );
    await targeting.getByLabel('Do not use targeting cookies').check();
    await page.getByRole('button', { name: 'Save cookie settings' }).click();
    await page.getByRole('status').getByText("You've saved your cookie settings.").waitFor();
    await page.reload();
    await whenLive(page);
    assert.equal(
      await page
        .getByRole('group', { name: 'Targeting cookies' })
        .getByLabel('Do not use targeting cookies')
        .isChecked(),
      true,
    );
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

describe('withdrawing performance consent', () => {
  it('stops monitoring at once and on the next page, and sends no more page views', async () => {
    const page = await browser.newPage();
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
    await banner(page).getByText("You've saved your cookie choices.").waitFor();
    await page.waitForFunction(() => !/(^|; )_dd_s(_v2)?=/.test(document.cookie));
    assert.deepEqual(await monitoring(page), { session: null });
    assert.equal(await ddCookie(page), undefined);

    // The next page: no monitoring code, no cookie, no page view.
    const navigatedAt = Date.now();
    await footerLink(page, 'Contact us').click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await whenLive(page);
    assert.equal(await ddCookie(page), undefined);
    // Consent given again: the page's view and the monitoring follow, as they would have at once
    // had the withdrawal not been kept; so anything sent before then was sent without consent.
    await footerLink(page, 'Cookie settings').click();
    await banner(page)
      .getByLabel(/^Performance cookies/)
      .check();
    const regrantedAt = Date.now();
    await banner(page).getByRole('button', { name: 'Save my choices' }).click();
    await page.waitForFunction(
      () => (window as unknown as { __views: unknown[] }).__views.length === 1,
    );
    await page.waitForFunction(() => /(^|; )_dd_s(_v2)?=/.test(document.cookie));
    assert.deepEqual(await views(), [{ path: `${BASENAME}/contact-us`, consented: true }]);
    assert.deepEqual(
      datadogCode.filter((t) => t > navigatedAt && t < regrantedAt),
      [],
      'no monitoring code asked for on the next page before consent was given again',
    );
    assert.ok(
      datadogCode.some((t) => t >= regrantedAt),
      'asked for once consent was given',
    );
    await page.context().close();
  });
});

describe('what a customer is owed, linked from every footer', () => {
  it('links the accessibility statement, our complaints procedure and cookie settings on every kind of page', async () => {
    const page = await browser.newPage();
    for (const url of [
      `${AREA}/`,
      `${AREA}/make-a-complaint-select-type`,
      `${AREA}/complaints/gas-and-electricity`,
      `${BASE_URL}/page-not-found.html`,
    ]) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      for (const [name, path] of [
        ['Accessibility statement', '/accessibility-statement'],
        ['Our complaints procedure', '/complaints-procedure'],
        ['Cookie settings', '/cookies'],
      ]) {
        assert.equal(
          await footerLink(page, name!).getAttribute('href'),
          `${BASENAME}${path}`,
          `${name} on ${url}`,
        );
      }
    }
    await page.context().close();
  });

  it('has an accessibility statement: the standard, how we test, what does not work yet, the enforcement route', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    await footerLink(page, 'Accessibility statement').click();
    await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(/version 2\.2 at level AA/).waitFor();
    await main.getByRole('heading', { name: 'What does not work well yet' }).waitFor();
    await main.getByRole('heading', { name: 'How we test these pages' }).waitFor();
    await main.getByRole('link', { name: /Equality Advisory and Support Service/ }).waitFor();
    await whenLive(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('has our complaints procedure: 8 weeks, the deadlock letter, the Energy Ombudsman and the dates for today', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/contact-us`);
    await footerLink(page, 'Our complaints procedure').click();
    await page.getByRole('heading', { level: 1, name: 'Our complaints procedure' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(/within 8 weeks/).waitFor();
    await main
      .getByText(/deadlock letter/)
      .first()
      .waitFor();
    await main.getByRole('heading', { name: /Energy Ombudsman/ }).waitFor();
    await main.getByRole('link', { name: /star rating on the Citizens Advice website/ }).waitFor();
    // Once alive, today's dates take the place of the days, on the same lines.
    await main
      .locator('.complaint-dates dd')
      .first()
      .getByText(/^by \w+day \d+ \w+/)
      .waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("leads there from a complaint's confirmation and from every complaint step", async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/make-a-complaint-select-type`);
    await whenLive(page);
    const procedure = `${BASENAME}/complaints-procedure`;
    const inMain = () =>
      page.getByRole('main').getByRole('link', { name: 'our complaints procedure' });
    assert.equal(await inMain().getAttribute('href'), procedure);
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await page.getByRole('heading', { level: 1, name: 'A bit about you' }).waitFor();
    assert.equal(await inMain().getAttribute('href'), procedure);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your complaint' }).waitFor();
    assert.equal(await inMain().getAttribute('href'), procedure);
    await page.getByLabel('Subject').selectOption({ index: 1 });
    await page.getByRole('textbox', { name: /Tell us about your/ }).fill('My bill is wrong.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your complaint has been sent' }).waitFor();
    await page.getByRole('link', { name: 'Our complaints procedure' }).first().click();
    await page.waitForURL(`${AREA}/complaints-procedure`);
    await page.getByRole('heading', { level: 1, name: 'Our complaints procedure' }).waitFor();
    await page.context().close();
  });

  it('has a cookies page that works with the keyboard and passes axe', async () => {
    const page = await browser.newPage();
    await alreadyChose(page, { performance: true, targeting: true });
    await page.goto(`${AREA}/cookies`);
    await whenLive(page);
    await page.getByLabel('Do not use performance cookies').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save cookie settings' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText("You've saved your cookie settings.").waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'OptanonConsent');
    // As js-cookie writes it: the value percent-encoded once more.
    const groups = new URLSearchParams(decodeURIComponent(cookie!.value)).get('groups');
    assert.equal(groups, 'C0001:1,C0002:0,C0003:0,C0004:1');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe('extra help', () => {
  const PSR = `${BASENAME}/my-account/priority-services-register`;

  for (const q of [
    "I'm on oxygen at home",
    'i dont speak much english',
    "I'm partially sighted and can't read my bill",
    'my nan is 85 and lives on her own',
    "I've just had a baby",
    'recovering from an operation at home',
  ]) {
    it(`finds the Priority Services Register in the first three for "${q}"`, async () => {
      const page = await browser.newPage();
      await page.goto(`${AREA}/search?q=${encodeURIComponent(q)}`);
      const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
      await results.first().waitFor();
      const firstThree: string[] = [];
      for (let i = 0; i < Math.min(3, await results.count()); i++) {
        firstThree.push((await results.nth(i).getByRole('link').first().getAttribute('href'))!);
      }
      assert.ok(firstThree.includes(PSR), `first three: ${firstThree.join(', ')}`);
      await page.context().close();
    });
  }

  it('is reached from Contact us, Emergencies and the extra-support question', async () => {
    const page = await browser.newPage();
    for (const [path, name] of [
      ['/contact-us', 'Join the Priority Services Register'],
      ['/emergencies', 'About the Priority Services Register'],
      ['/complaints/gas-and-electricity', 'About extra support and the Priority Services Register'],
    ] as const) {
      await page.goto(`${AREA}${path}`);
      const link = page.getByRole('main').getByRole('link', { name });
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), PSR, path);
    }
    await page.context().close();
  });
});

describe('emergencies first', () => {
  it('shows the gas and power-cut numbers in the first screen of a 390x844 phone, search box too', async () => {
    // A first-time visitor: the cookie question floats over the foot of the screen.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${AREA}/`);
    await whenLive(page);
    const question = await banner(page).boundingBox();
    assert.ok(question, 'the cookie question is shown');
    for (const tel of [EMERGENCY_NUMBERS.gas.tel, EMERGENCY_NUMBERS.power.tel]) {
      const box = await page.getByRole('main').locator(`a[href="${tel}"]`).first().boundingBox();
      assert.ok(
        box && box.y >= 0 && box.y + box.height <= question.y,
        `${tel} in the first screen`,
      );
    }
    const searchBox = await page.getByLabel('What do you need help with?').boundingBox();
    assert.ok(searchBox && searchBox.y + searchBox.height <= question.y, 'search box in view');
    await page.context().close();
  });

  it('leads "Turning off your gas" to the section of the gas-leak article that answers it', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await alreadyChose(page, { performance: false, targeting: false });
    await page.goto(`${AREA}/emergencies`);
    await page.getByRole('link', { name: 'Turning off your gas' }).click();
    await page.waitForURL(`${AREA}/emergencies/gas-leak#user-content-how-to-turn-off-your-gas`);
    const heading = page.getByRole('heading', { level: 2, name: 'How to turn off your gas' });
    await heading.waitFor();
    const box = (await heading.boundingBox())!;
    assert.ok(box.y >= 0 && box.y < 844 / 2, `the section's heading at the top (y ${box.y})`);
    await page.context().close();
  });
});

describe('a late outage notice', () => {
  it('moves nothing when it arrives 7 s after the page (CLS 0), and opens its message on request', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
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
    // gives up on a request after 4 s, run.mjs, and asks again: the answer comes when it is due).
    const due = Date.now() + 7000;
    await page.route(`**${CONTENT_PATHS.outage}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
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
    await notice.waitFor({ timeout: 20_000 });
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts),
      [],
    );
    await page.getByRole('button', { name: 'Power cuts in parts of Leeds' }).click();
    await page.getByText('Engineers are on site and expect power back by 6pm.').waitFor();
    assert.equal(await page.evaluate(() => document.body.dataset.pwned), undefined);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
