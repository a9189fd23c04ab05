import type { Page } from '@playwright/test';
import {
  AREA,
  BUILT_IN_QUICK_LINKS,
  BASE_URL,
  expect,
  expectNoAxeViolations,
  offlineReady,
  test,
} from './support/browser';
import { KEPT_PAGES_CACHE } from '../../src/lib/offline-pages';
import { fillDetails } from './support/complaints';
import { whenLive } from './support/islands';
import { absolute, BASENAME, paths } from '../../src/config/paths';

/** A first visit online, until the service worker has the area, then the network goes off. */
async function visitThenGoOffline(page: Page) {
  await page.goto(`${AREA}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await offlineReady(page);
  await page.context().setOffline(true);
}

/** The page's main part gives the gas and power emergency numbers, as links to call them. */
async function expectEmergencyNumbers(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '0800 111 999' }).first()).toHaveAttribute(
    'href',
    'tel:0800111999',
  );
  await expect(main.getByRole('link', { name: '105', exact: true }).first()).toHaveAttribute(
    'href',
    'tel:105',
  );
}

test.describe('offline', () => {
  test('opens the emergencies page with no connection, and gives the numbers on any other page', async ({
    newPage,
  }) => {
    const page = await newPage({ serviceWorkers: 'allow' });
    await visitThenGoOffline(page);
    // A page never visited before, straight from the precache: prerendered, so no script needed.
    await page.goto(`${AREA}/emergencies`);
    await expect(page.getByRole('heading', { level: 1, name: 'Emergencies' })).toBeVisible();
    await expectEmergencyNumbers(page);

    // The landing page and a category too.
    await page.goto(`${AREA}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await page.goto(`${AREA}/meters`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meters' })).toBeVisible();

    // A page whose content needs the network opens from the app shell, says why, and gives the
    // numbers; it fills in by itself once the connection is back.
    await page.goto(`${AREA}/meters/faulty-meter`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expectEmergencyNumbers(page);
    await page.context().setOffline(false);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeVisible();

    // An address the area does not know, offline: the numbers here rather than the browser's
    // own error page (page-not-found is outside the area, so not ours to serve).
    await page.context().setOffline(true);
    await page.goto(`${AREA}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expectEmergencyNumbers(page);
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/page-not-found.html`);
    expect(page.problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });

  test('opens "What to do if you smell gas" with its steps, after a first visit to the landing page only', async ({
    newPage,
  }) => {
    const page = await newPage({ serviceWorkers: 'allow' });
    await visitThenGoOffline(page);
    await page.goto(`${AREA}/emergencies/gas-leak`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What to do if you smell gas' }),
    ).toBeVisible();
    const steps = page
      .getByRole('main')
      .getByRole('list')
      .filter({ hasText: 'Open doors and windows' });
    await expect
      .poll(() => steps.getByRole('listitem').count(), { message: 'the safety steps are there' })
      .toBeGreaterThanOrEqual(5);
    await expect(
      page.getByRole('main').getByRole('link', { name: '0800 111 999' }).first(),
    ).toHaveAttribute('href', 'tel:0800111999');
    // The other emergency articles, contact us and the list of every topic are kept too.
    for (const [path, heading] of [
      ['/emergencies/carbon-monoxide', /carbon monoxide/i],
      ['/emergencies/power-cut', /power cut/i],
      ['/emergencies/water-leak', /leak/i],
      ['/contact-us', /contact us/i],
      ['/search', 'Search Help & Support'],
    ] as const) {
      await page.goto(`${AREA}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'All help topics' })).toBeVisible();
  });

  test('keeps every article opened, and lists what is kept where a page needs the connection', async ({
    newPage,
  }) => {
    const page = await newPage({ serviceWorkers: 'allow' });
    await page.goto(`${AREA}/`);
    await offlineReady(page);
    // Opened online once, with the service worker looking after the area.
    await page.goto(`${AREA}/breakdowns/radiators-cold`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const title = await heading.innerText();
    await expect
      .poll(
        () =>
          page.evaluate(
            async ([name, url]) => Boolean(await (await caches.open(name!)).match(url!)),
            [KEPT_PAGES_CACHE, `${AREA}/breakdowns/radiators-cold`],
          ),
        { message: 'the article opened is kept' },
      )
      .toBe(true);
    await page.context().setOffline(true);
    await page.goto(`${AREA}/breakdowns/radiators-cold`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // One never opened: it says it needs the connection, and links to what can be read.
    await page.goto(`${AREA}/meters/economy-7-meters`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    const kept = page.getByRole('region', { name: 'You can still read these pages' });
    await expect(kept.getByRole('link', { name: 'What to do if you smell gas' })).toBeVisible();
    await kept.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('says plainly when finding an address or sending needs the connection, and keeps every word', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await expect(page.getByRole('heading', { level: 1, name: 'A bit about you' })).toBeVisible();
    // The connection goes once the step is alive (its code cannot arrive offline: decision 039).
    await whenLive(page);
    await page.context().setOffline(true);
    await page.getByLabel('Postcode').fill('LS1 4AB');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(
      page.getByText("You're offline, so we can't look up addresses").first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().setOffline(false);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Subject').selectOption('Dispute Bill/Balance');
    const box = page.getByRole('textbox', { name: /Tell us about your/ });
    const words = 'My bill doubled in March and nobody has explained why.';
    await box.fill(words);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Send complaint' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByText("You're offline, so this hasn't been sent")).toBeVisible();
    await expect(page.getByText(/technical problems/), 'not blamed on us').toHaveCount(0);
    await expect(box).toHaveValue(words);
    await expectNoAxeViolations(page);
    // Back online, the same press sends it.
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(page).toHaveURL(`${AREA}/confirmation`);
    await expect(page.getByText('What happens next').first()).toBeVisible();
  });

  test('keeps the header links, Larger text and Menu on a page opened offline', async ({
    newPage,
  }) => {
    const page = await newPage({ serviceWorkers: 'allow' });
    await visitThenGoOffline(page);
    await page.goto(`${AREA}/meters/faulty-meter`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link')).toHaveText(BUILT_IN_QUICK_LINKS, { useInnerText: true });
    await expect(page.getByRole('button', { name: 'Larger text' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Boiler breakdowns' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows the gas emergency number first for "I smell gas" with the network off', async ({
    newPage,
  }) => {
    const page = await newPage({ serviceWorkers: 'allow' });
    await visitThenGoOffline(page);
    await page.goto(`${AREA}${paths.search('I smell gas', absolute(paths.home()))}`);
    const tel = page
      .getByRole('region', { name: 'If you smell gas' })
      .getByRole('link', { name: '0800 111 999' });
    await expect(tel).toBeVisible();
    await expect(tel).toHaveAttribute('href', 'tel:0800111999');
    await expect
      .poll(
        async () => {
          const box = (await tel.boundingBox())!;
          return box.y + box.height;
        },
        { message: 'the number is in the first screen (its bottom edge)' },
      )
      .toBeLessThanOrEqual(844);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'You’re offline: search will work once you’re back online.' }),
    ).toBeVisible();
    // The list of every topic shows in the results' place, with the other ways to get help: once.
    await expect(page.getByRole('heading', { name: 'All help topics' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Other ways to get help' })).toHaveCount(1);
  });

  test('keeps pages and code only: no API or content responses, nothing personal, no monitoring code', async ({
    newPage,
  }) => {
    const page = await newPage({ serviceWorkers: 'allow' });
    // A signed-in customer, so there is personal data about to be cached if any were.
    await page.goto(`${BASE_URL}/sign-in`);
    await page.goto(`${AREA}/meters/faulty-meter`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeVisible();
    await offlineReady(page);
    await page.goto(`${AREA}/search?q=meter`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) {
          urls.push(new URL(req.url).pathname);
        }
      }
      return urls;
    });
    expect(cached, 'emergencies is kept').toContain(`${BASENAME}/emergencies`);
    expect(cached, 'the app shell is kept').toContain(`${BASENAME}/app-shell.html`);
    expect(
      cached.some((u) => /\/assets\/style-.*\.css$/.test(u)),
      'the stylesheet is kept',
    ).toBe(true);
    // Pages and code of the area only: nothing from the API, the content service or sign-in,
    // and no query string (search words) kept as a page.
    const pages = cached.filter((u) => !u.startsWith(`${BASENAME}/assets/`));
    expect(
      pages.filter((u) => !u.startsWith(`${BASENAME}/`) || /sign-in|customer|\?/i.test(u)),
    ).toEqual([]);
    const search = await page.evaluate(async () =>
      (
        await Promise.all(
          (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
        )
      )
        .flat()
        .map((r) => new URL(r.url).search)
        .filter((q) => q.includes('q=')),
    );
    expect(search, 'no search words kept').toEqual([]);
    expect(
      cached.filter((u) => /datadog|\/monitoring-/i.test(u)),
      'monitoring code loads only after consent',
    ).toEqual([]);
  });

  test('is always fetched fresh, so a new version reaches the next visit', async () => {
    const res = await fetch(`${AREA}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type') ?? '').toMatch(/javascript/);
    const source = await res.text();
    // Takes over at once and clears the previous version's files (Workbox's skipWaiting,
    // clientsClaim and cleanupOutdatedCaches), so no tab is kept on an old version.
    expect(source).toMatch(/skipWaiting\(\)/);
    expect(source).toMatch(/clients\.claim\(\)/);
  });
});
