import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  AREA,
  BUILT_IN_QUICK_LINKS,
  BASE_URL,
  expectNoAxeViolations,
  offlineReady,
  useBrowser,
} from './support/browser';
import { KEPT_PAGES_CACHE } from '../../src/lib/offline-pages';
import { fillDetails } from './support/complaints';
import { whenLive } from './support/islands';
import { absolute, BASENAME, paths } from '../../src/config/paths';

const browser = useBrowser();

/** A first visit online, until the service worker has the area, then the network goes off. */
async function visitThenGoOffline(page: Page) {
  await page.goto(`${AREA}/`);
  await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
  await offlineReady(page);
  await page.context().setOffline(true);
}

async function emergencyNumbersIn(page: Page) {
  const main = page.getByRole('main');
  return {
    gas: await main.getByRole('link', { name: '0800 111 999' }).first().getAttribute('href'),
    power: await main.getByRole('link', { name: '105', exact: true }).first().getAttribute('href'),
  };
}

describe('offline', () => {
  it('opens the emergencies page with no connection, and gives the numbers on any other page', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await visitThenGoOffline(page);
    // A page never visited before, straight from the precache: prerendered, so no script needed.
    await page.goto(`${AREA}/emergencies`);
    await page.getByRole('heading', { level: 1, name: 'Emergencies' }).waitFor();
    assert.deepEqual(await emergencyNumbersIn(page), { gas: 'tel:0800111999', power: 'tel:105' });

    // The landing page and a category too.
    await page.goto(`${AREA}/`);
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    await page.goto(`${AREA}/meters`);
    await page.getByRole('heading', { level: 1, name: 'Meters' }).waitFor();

    // A page whose content needs the network opens from the app shell, says why, and gives the
    // numbers; it fills in by itself once the connection is back.
    await page.goto(`${AREA}/meters/faulty-meter`);
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    assert.deepEqual(await emergencyNumbersIn(page), { gas: 'tel:0800111999', power: 'tel:105' });
    await page.context().setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }).waitFor();

    // An address the area does not know, offline: the numbers here rather than the browser's
    // own error page (page-not-found is outside the area, so not ours to serve).
    await page.context().setOffline(true);
    await page.goto(`${AREA}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    assert.deepEqual(await emergencyNumbersIn(page), { gas: 'tel:0800111999', power: 'tel:105' });
    await page.context().setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(page.url(), `${BASE_URL}/page-not-found.html`);
    assert.deepEqual(
      page.problems.filter((p) => !/Failed to load resource/.test(p)),
      [],
    );
  });

  it('opens "What to do if you smell gas" with its steps, after a first visit to the landing page only', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await visitThenGoOffline(page);
    await page.goto(`${AREA}/emergencies/gas-leak`);
    await page.getByRole('heading', { level: 1, name: 'What to do if you smell gas' }).waitFor();
    const steps = page
      .getByRole('main')
      .getByRole('list')
      .filter({ hasText: 'Open doors and windows' });
    assert.ok((await steps.getByRole('listitem').count()) >= 5, 'the safety steps are there');
    assert.equal(
      await page
        .getByRole('main')
        .getByRole('link', { name: '0800 111 999' })
        .first()
        .getAttribute('href'),
      'tel:0800111999',
    );
    // The other emergency articles, contact us and the list of every topic are kept too.
    for (const [path, heading] of [
      ['/emergencies/carbon-monoxide', /carbon monoxide/i],
      ['/emergencies/power-cut', /power cut/i],
      ['/emergencies/water-leak', /leak/i],
      ['/contact-us', /contact us/i],
      ['/search', 'Search Help & Support'],
    ] as const) {
      await page.goto(`${AREA}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.getByRole('region', { name: 'All help topics' }).waitFor();
  });

  it('keeps every article opened, and lists what is kept where a page needs the connection', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto(`${AREA}/`);
    await offlineReady(page);
    // Opened online once, with the service worker looking after the area.
    await page.goto(`${AREA}/breakdowns/radiators-cold`);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    await page.waitForFunction(
      async ([name, url]) => Boolean(await (await caches.open(name!)).match(url!)),
      [KEPT_PAGES_CACHE, `${AREA}/breakdowns/radiators-cold`],
    );
    await page.context().setOffline(true);
    await page.goto(`${AREA}/breakdowns/radiators-cold`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // One never opened: it says it needs the connection, and links to what can be read.
    await page.goto(`${AREA}/meters/economy-7-meters`);
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    const kept = page.getByRole('region', { name: 'You can still read these pages' });
    await kept.getByRole('link', { name: 'What to do if you smell gas' }).waitFor();
    await kept.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('says plainly when finding an address or sending needs the connection, and keeps every word', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/complaints/gas-and-electricity`);
    await page.getByRole('heading', { level: 1, name: 'A bit about you' }).waitFor();
    // The connection goes once the step is alive (its code cannot arrive offline: decision 039).
    await whenLive(page);
    await page.context().setOffline(true);
    await page.getByLabel('Postcode').fill('LS1 4AB');
    await page.getByRole('button', { name: 'Find address' }).click();
    await page.getByText("You're offline, so we can't look up addresses").first().waitFor();
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
    await alert.getByText("You're offline, so this hasn't been sent").waitFor();
    assert.equal(await page.getByText(/technical problems/).count(), 0, 'not blamed on us');
    assert.equal(await box.inputValue(), words);
    await expectNoAxeViolations(page);
    // Back online, the same press sends it.
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await page.waitForURL(`${AREA}/confirmation`);
    await page.getByText('What happens next').first().waitFor();
  });

  it('keeps the header links, Larger text and Menu on a page opened offline', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await visitThenGoOffline(page);
    await page.goto(`${AREA}/meters/faulty-meter`);
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    assert.deepEqual(await quick.getByRole('link').allInnerTexts(), BUILT_IN_QUICK_LINKS);
    await page.getByRole('button', { name: 'Larger text' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Boiler breakdowns' })
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it('shows the gas emergency number first for "I smell gas" with the network off', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await visitThenGoOffline(page);
    await page.goto(`${AREA}${paths.search('I smell gas', absolute(paths.home()))}`);
    const tel = page
      .getByRole('region', { name: 'If you smell gas' })
      .getByRole('link', { name: '0800 111 999' });
    await tel.waitFor();
    assert.equal(await tel.getAttribute('href'), 'tel:0800111999');
    const box = (await tel.boundingBox())!;
    assert.ok(box.y + box.height <= 844, `the number is in the first screen (y=${box.y})`);
    await page
      .getByRole('status')
      .filter({ hasText: 'You’re offline: search will work once you’re back online.' })
      .waitFor();
    // The list of every topic shows in the results' place, with the other ways to get help: once.
    await page.getByRole('heading', { name: 'All help topics' }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Other ways to get help' }).count(), 1);
  });

  it('keeps pages and code only: no API or content responses, nothing personal, no monitoring code', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    // A signed-in customer, so there is personal data about to be cached if any were.
    await page.goto(`${BASE_URL}/sign-in`);
    await page.goto(`${AREA}/meters/faulty-meter`);
    await page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }).waitFor();
    await offlineReady(page);
    await page.goto(`${AREA}/search?q=meter`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) {
          urls.push(new URL(req.url).pathname);
        }
      }
      return urls;
    });
    assert.ok(cached.includes(`${BASENAME}/emergencies`), 'emergencies is kept');
    assert.ok(cached.includes(`${BASENAME}/app-shell.html`), 'the app shell is kept');
    assert.ok(
      cached.some((u) => /\/assets\/style-.*\.css$/.test(u)),
      'the stylesheet is kept',
    );
    // Pages and code of the area only: nothing from the API, the content service or sign-in,
    // and no query string (search words) kept as a page.
    const pages = cached.filter((u) => !u.startsWith(`${BASENAME}/assets/`));
    assert.deepEqual(
      pages.filter((u) => !u.startsWith(`${BASENAME}/`) || /sign-in|customer|\?/i.test(u)),
      [],
    );
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
    assert.deepEqual(search, [], 'no search words kept');
    assert.deepEqual(
      cached.filter((u) => /datadog|\/monitoring-/i.test(u)),
      [],
      'monitoring code loads only after consent',
    );
  });

  it('is always fetched fresh, so a new version reaches the next visit', async () => {
    const res = await fetch(`${AREA}/sw.js`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
    const source = await res.text();
    // Takes over at once and clears the previous version's files (Workbox's skipWaiting,
    // clientsClaim and cleanupOutdatedCaches), so no tab is kept on an old version.
    assert.match(source, /skipWaiting\(\)/);
    assert.match(source, /clients\.claim\(\)/);
  });
});
