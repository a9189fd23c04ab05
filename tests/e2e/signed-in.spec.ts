import {
  AREA,
  BASE_URL,
  expectNoAxeViolations,
  imageErrors,
  recordPageViews,
  expect,
  requestsInFlight,
  test,
} from './support/browser';
import { whenLive } from './support/islands';
import { BASENAME } from '../../src/config/paths';
import { CONTENT_PATHS } from '../../src/config/content-paths';

test.describe('signed-in customers', () => {
  test('prefills the details form for a signed-in customer, still editable', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/complaints/gas-and-electricity`);
    await expect(page).toHaveURL(`${AREA}/complaints/gas-and-electricity`);
    const first = page.getByLabel('First name');
    await expect(page.getByLabel('First name')).toHaveValue('Priya');
    await expect(page.getByLabel('Surname')).toHaveValue('Sharma');
    await expect(page.getByLabel('Email address')).toHaveValue('priya.sharma@example.com');
    await expect(page.getByLabel('Phone number')).toHaveValue('07700 900123');
    await expect(page.getByText('12 Beacon Street, Leeds, LS1 4AB')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await first.fill('Priyanka');
    await expect(first).toHaveValue('Priyanka');
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('signs the customer out within one recheck when a cookie goes, clearing what they left', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/complaints/pay-as-you-go`);
    await expect(page.getByLabel('First name')).toHaveValue('Priya');
    await page.evaluate(() => {
      localStorage.setItem('chosenTariff', 'fix-24');
      localStorage.setItem('pendingTariffDismissed', 'true');
    });
    await page.getByLabel('Surname').fill('Sharma-Jones');
    await page.context().clearCookies({ name: 'id_token' });
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 5000 });
    const left = await page.evaluate(() => ({
      tariff: localStorage.getItem('chosenTariff'),
      dismissed: localStorage.getItem('pendingTariffDismissed'),
      drafts: Object.keys(sessionStorage).filter((k) => k.startsWith('hs-draft:')),
    }));
    expect(left).toEqual({ tariff: null, dismissed: null, drafts: [] });
  });

  test('leaves nothing of the customer in the tab after Sign out in the header', async ({
    newPage,
  }) => {
    // A library computer: one person signs in, starts a complaint and signs out; the next person
    // opens the same form in the same tab.
    const page = await newPage();
    await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/complaints/gas-and-electricity`);
    await expect(page.getByLabel('First name')).toHaveValue('Priya');
    await page.getByLabel('Surname').fill('Sharma-Jones');
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await expect(page.getByRole('button', { name: 'Find address' })).toBeVisible();
    for (const label of ['First name', 'Surname', 'Email address', 'Phone number']) {
      await expect(page.getByLabel(label), `${label} is empty`).toHaveValue('');
    }
    await expect(page.getByText('12 Beacon Street')).toHaveCount(0);
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...sessionStorage, ...localStorage }),
    );
    for (const personal of ['Priya', 'Sharma', 'priya.sharma@example.com', '07700', 'Beacon']) {
      expect(stored, `${personal} is not left in storage`).not.toContain(personal);
    }
  });

  test('sends a signed-out customer from deals to the sign-in location', async ({ newPage }) => {
    const page = await newPage();
    const signIns: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/sign-in') signIns.push(r.url());
    });
    await page.goto(`${AREA}/deals`);
    // Local sign-in signs the demo customer in and returns to the deals page.
    await expect(page.getByRole('heading', { level: 1, name: 'Your deals' })).toBeVisible();
    await expect(page).toHaveURL(`${AREA}/deals`);
    expect(signIns).toHaveLength(1);
    expect(new URL(signIns[0]!).searchParams.get('returnTo')).toBe(`${BASENAME}/deals`);
  });

  test('shows the deals markup to a signed-in customer without running anything injected', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.route(`**${CONTENT_PATHS.deals}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          '<html><head><title>Your deals</title><meta name="description" content="Offers for you."></head><body>' +
          '<section><h2>Boiler cover offer</h2><p>Save on cover.</p><script>window.__pwned = 1</script>' +
          '<img src="x" onerror="window.__pwned = 2"></section></body></html>',
      }),
    );
    const images = await imageErrors(page);
    await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/deals`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your deals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Boiler cover offer' })).toBeVisible();
    await expect(page.getByText('Hello Priya, here are offers for you.')).toBeVisible();
    // The image has failed: its handler, had it been kept, has run.
    await images.failed();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
    await expect(page.locator('.deals-body script')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('says the deals could not be loaded, with a retry, when the fetch fails', async ({
    newPage,
  }) => {
    const page = await newPage();
    let fail = true;
    await page.route(`**${CONTENT_PATHS.deals}`, (route) =>
      fail ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/deals`);
    await expect(page.getByText("Sorry, we couldn't load your deals just now.")).toBeVisible({
      timeout: 20_000,
    });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Offers for you' })).toBeVisible();
  });
});

const ddState = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const dd = (
      window as unknown as {
        DD_RUM?: { getInitConfiguration: () => Record<string, unknown> | undefined };
      }
    ).DD_RUM;
    return dd ? (dd.getInitConfiguration() ?? 'loaded-not-initialised') : 'not-loaded';
  });

/** Page views are analytics: they are sent only with performance consent (decision 038). */
async function withAnalyticsConsent(page: import('@playwright/test').Page) {
  await page.context().addCookies(
    [
      ['OptanonConsent', 'groups=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A0'],
      ['OptanonAlertBoxClosed', '2026-11-27T08:00:00.000Z'],
    ].map(([name, value]) => ({ name: name!, value: value!, url: `${BASE_URL}/` })),
  );
}

test.describe('consent, monitoring and analytics', () => {
  test('loads no Datadog code before consent and initialises once after accepting', async ({
    newPage,
  }) => {
    // What the proxy has recorded before this page: the SDK may send a batch at any time once it
    // has started (a timer, a full batch), not only as the page closes.
    const received = async () =>
      ((await (await fetch(`${BASE_URL}/rum-proxy/received`)).json()) as { count: number }).count;
    const before = await received();
    const page = await newPage();
    const requests = requestsInFlight(page);
    const rum: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rum-proxy') || r.url().includes('datadoghq')) rum.push(r.url());
    });
    await page.goto(`${AREA}/`);
    await whenLive(page); // prerendered: act once it is live
    await expect(page.getByRole('region', { name: 'Cookies on Help & Support' })).toBeVisible();
    await expectNoAxeViolations(page);
    await requests.none();
    expect(await ddState(page)).toBe('not-loaded');
    expect(rum).toHaveLength(0);

    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await page.waitForFunction(() =>
      Boolean(
        (
          window as unknown as { DD_RUM?: { getInitConfiguration: () => unknown } }
        ).DD_RUM?.getInitConfiguration(),
      ),
    );
    const config = (await ddState(page)) as Record<string, unknown>;
    expect(config.sessionSampleRate).toBe(100);
    expect(config.sessionReplaySampleRate).toBe(20);
    expect(config.defaultPrivacyLevel).toBe('mask-user-input');
    expect(config.proxy).toBe('/rum-proxy');

    // Navigating on and consenting again never starts it a second time (Datadog warns if it does).
    await page.getByRole('link', { name: /^Meters/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meters' })).toBeVisible();
    // The page's own start. Then consent given again, as it was, must not start a second:
    // withdrawn next, what the SDK is told comes after any start that consent made (a new start
    // would be what the withdrawal waits for), and given once more, it takes up the one started.
    await page.waitForFunction(() =>
      Boolean(
        (
          window as unknown as { DD_RUM?: { getInitConfiguration: () => unknown } }
        ).DD_RUM?.getInitConfiguration(),
      ),
    );
    await page.evaluate(() => {
      const w = window as unknown as {
        DD_RUM: Record<'init' | 'setTrackingConsent', (...args: unknown[]) => unknown>;
        __sdkCalls: string[];
      };
      w.__sdkCalls = [];
      for (const name of ['init', 'setTrackingConsent'] as const) {
        const original = w.DD_RUM[name]!;
        w.DD_RUM[name] = (...args) => {
          w.__sdkCalls.push([name, ...args.filter((a) => typeof a === 'string')].join(' '));
          return original.apply(w.DD_RUM, args);
        };
      }
    });
    const sdkCalls = () =>
      page.evaluate(() => (window as unknown as { __sdkCalls: string[] }).__sdkCalls);
    const consent = (performance: 0 | 1) =>
      page.evaluate((on) => {
        document.cookie = `OptanonConsent=${encodeURIComponent(`groups=C0001:1,C0002:${on},C0003:1,C0004:1`)}; path=/`;
        window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated'));
      }, performance);
    await consent(1);
    await consent(0);
    await page.waitForFunction(
      () => (window as unknown as { __sdkCalls: string[] }).__sdkCalls.length >= 1,
    );
    expect(await sdkCalls()).toEqual(['setTrackingConsent not-granted']);
    await consent(1);
    await page.waitForFunction(
      () => (window as unknown as { __sdkCalls: string[] }).__sdkCalls.length >= 2,
    );
    expect(await sdkCalls()).toEqual([
      'setTrackingConsent not-granted',
      'setTrackingConsent granted',
    ]);
    const warnings = page.problems.filter((p) => /already initialized/i.test(p));
    expect(warnings).toEqual([]);

    // What the SDK sends goes through the proxy, which records it (by the time the page closes).
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(received, { message: 'the RUM SDK sent its batch to the proxy', timeout: 10_000 })
      .toBeGreaterThan(before);
  });

  test('never loads Datadog after rejecting', async ({ newPage }) => {
    const page = await newPage();
    const requests = requestsInFlight(page);
    await page.goto(`${AREA}/`);
    await whenLive(page); // prerendered: act once it is live
    await page.getByRole('button', { name: 'Reject all cookies' }).click();
    await page.getByRole('link', { name: /^Meters/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meters' })).toBeVisible();
    await whenLive(page);
    await requests.none();
    expect(await ddState(page)).toBe('not-loaded');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Meters' })).toBeVisible();
    await whenLive(page);
    await requests.none();
    await expect(page.getByRole('region', { name: 'Cookies on Help & Support' })).toHaveCount(0);
    expect(await ddState(page)).toBe('not-loaded');
  });

  test('is not fooled into monitoring by an article that plants OnetrustActiveGroups', async ({
    newPage,
  }) => {
    const page = await newPage();
    const requests = requestsInFlight(page);
    await page.route('**/aem6/content/britishgas/help/meters/faulty-meter.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          '<html><head><title>Planted</title></head><body><article><h1>Planted</h1>' +
          '<a id="OnetrustActiveGroups" href="/x">,C0001,C0002,C0004,</a><a id="OptanonActiveGroups" href="/y">,C0002,</a></article></body></html>',
      }),
    );
    await page.goto(`${AREA}/meters/faulty-meter`);
    await expect(page.getByRole('heading', { level: 1, name: 'Planted' })).toBeVisible();
    await whenLive(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated')));
    await requests.none();
    expect(await ddState(page)).toBe('not-loaded');
  });

  test('loads the personalisation beacon only with targeting consent', async ({ newPage }) => {
    const page = await newPage();
    const requests = requestsInFlight(page);
    let beacons = 0;
    await page.route(`**${BASENAME}/personalisation-beacon.js`, (route) => {
      beacons += 1;
      return route.fulfill({ contentType: 'text/javascript', body: '/* beacon */' });
    });
    await page.goto(`${AREA}/`);
    await whenLive(page); // prerendered: act once it is live
    await page.getByRole('button', { name: 'Choose cookies' }).click();
    await page.getByLabel('Performance cookies: how the site is used and how fast it is').check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save my choices' }).click();
    // The choice has been acted on: monitoring, allowed by it, has started (the beacon's own
    // decision is made by the same consent event, before it).
    await expect(
      page
        .getByRole('region', { name: 'Cookies on Help & Support' })
        .getByText("You've saved your cookie choices."),
    ).toBeVisible();
    await expect
      .poll(() => ddState(page), { message: 'monitoring starts with performance consent' })
      .not.toBe('not-loaded');
    await requests.none();
    await expect(page.locator('script[src$="personalisation-beacon.js"]')).toHaveCount(0);
    expect(beacons).toBe(0);
    // A later decision with targeting consent loads it, once.
    await page.evaluate(() => {
      document.cookie =
        'OptanonConsent=' +
        encodeURIComponent('groups=C0001:1,C0002:1,C0003:0,C0004:1') +
        '; path=/';
      window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated'));
      window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated'));
    });
    await expect(page.locator('script[src$="personalisation-beacon.js"]')).toHaveCount(1);
    await expect.poll(() => beacons, { message: 'the beacon is asked for' }).toBe(1);
    await requests.none();
    expect(beacons).toBe(1);
  });

  test('reports one page view per route change, with no query string', async ({ newPage }) => {
    const page = await newPage();
    await withAnalyticsConsent(page);
    const { views, seen } = await recordPageViews(page);
    await page.goto(`${AREA}/search?q=sam%40example.com&from=%2F`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search Help & Support' }),
    ).toBeVisible();
    // A second view of the search would come before the next page's: move on, and wait for it.
    await seen(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await seen(2);
    expect(views.map(([path]) => path)).toEqual([`${BASENAME}/search`, `${BASENAME}/contact-us`]);
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search Help & Support' }),
    ).toBeVisible();
  });

  test('reports page views in the order the customer moves, one a page, by page load or router', async ({
    newPage,
  }) => {
    const page = await newPage();
    await withAnalyticsConsent(page);
    // Every view pushed in any page of the journey, in order (each page load has its own dataLayer).
    const { views, seen } = await recordPageViews(page);
    await page.goto(`${AREA}/`);
    await whenLive(page); // prerendered: act once it is live
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await page.getByRole('link', { name: /^Meters/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meters' })).toBeVisible();
    await page.getByRole('link', { name: 'Think your meter is faulty?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeVisible();
    // From the article on, the app's router moves between pages.
    const related = page.getByRole('navigation', { name: 'Related articles' }).getByRole('link');
    const [next, nextPath] = [
      (await related.first().innerText()).trim(),
      await related.first().getAttribute('href'),
    ];
    await related.first().click();
    await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
    // A second view of a page would come before the next one's: Back, by the router, is the next.
    await seen(4);
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeVisible();
    await seen(5);
    const faulty: [string, string] = [
      `${BASENAME}/meters/faulty-meter`,
      'Think your meter is faulty? - Help & Support - British Gas',
    ];
    expect(views).toEqual([
      [`${BASENAME}/`, 'Help & Support - British Gas'],
      [`${BASENAME}/meters`, 'Meters - Help & Support - British Gas'],
      faulty,
      [nextPath, `${next} - Help & Support - British Gas`],
      faulty,
    ]);
  });
});
