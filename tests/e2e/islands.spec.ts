/**
 * Issues 19 and 26: on the reading pages (landing, categories, emergencies, contact us, articles,
 * search) only the islands come alive, on preact/compat (decisions 025 and 026). Each island is
 * tried as a customer meets it before its code has arrived (held back here) and once it is alive,
 * with no warning logged.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AREA, collectWarnings, useBrowser } from './support/browser';
import { allAlive, heldBack, loaderEntry } from './support/islands';
import { absolute, BASENAME, paths } from '../../src/config/paths';
import { CONTENT_PATHS } from '../../src/config/content-paths';

const browser = useBrowser();
const READING_PAGES = [
  '/',
  '/emergencies',
  '/bills-and-payments',
  '/contact-us',
  '/meters/faulty-meter',
  '/search?q=boiler',
];
/** The islands each reading page has, in the page's order (src/lib/island.tsx). */
const ISLANDS: Record<string, string[]> = {
  '/': [
    'consent-banner',
    'consent-effects',
    'header',
    'outage-banner',
    'search-box',
    'video-strip',
  ],
  '/emergencies': ['consent-effects', 'header', 'page-feedback', 'consent-banner'],
  '/bills-and-payments': [
    'consent-banner',
    'consent-effects',
    'header',
    'search-box',
    'page-feedback',
  ],
  // Each phone line says whether it is open now.
  '/contact-us': [
    'consent-banner',
    'consent-effects',
    'header',
    'opening-status',
    'opening-status',
  ],
  '/meters/faulty-meter': [
    'consent-banner',
    'consent-effects',
    'header',
    'article-updates',
    'search-box',
    'page-feedback',
  ],
  '/search?q=boiler': ['consent-banner', 'consent-effects', 'header', 'search'],
};

const beforeLive = (path: string, options: { signedIn?: boolean } = {}) =>
  heldBack(browser, path, options);

describe('reading pages: only their islands come alive', () => {
  it('asks for the islands’ code, never the app’s, and brings each island to life', async () => {
    const islands = await loaderEntry('/');
    const app = await loaderEntry('/make-a-complaint-select-type');
    assert.notEqual(islands, app);
    for (const path of READING_PAGES) {
      const page = await browser.newPage();
      const warnings = collectWarnings(page);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(`${AREA}${path}`);
      await allAlive(page);
      await page.waitForLoadState('networkidle');
      assert.ok(scripts.includes(islands), `${path} asks for the islands' entry`);
      assert.ok(!scripts.includes(app), `${path} does not ask for the app's entry`);
      const names = await page.evaluate(() =>
        [...document.querySelectorAll('[data-island]')].map((e) => e.getAttribute('data-island')),
      );
      assert.deepEqual(names, ISLANDS[path], path);
      assert.deepEqual(warnings, [], path);
      await page.close();
    }
  });

  it('brings the islands to life on the very elements that were built (no hydration mismatch)', async () => {
    for (const [path, signedIn] of [
      ...READING_PAGES.map((p) => [p, false] as const),
      ['/', true],
    ] as const) {
      const { page, warnings, release, asked } = await beforeLive(path, { signedIn });
      for (let waited = 0; !asked() && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.ok(asked(), `${path} asked for its code`);
      const built = await page.evaluate(() => {
        const all = [...document.querySelectorAll('[data-island] *')];
        all.forEach((e) => ((e as unknown as { built: boolean }).built = true));
        return all.length;
      });
      await release();
      // Every element built into an island is still in the page: none was thrown away and made
      // again, which is what a runtime does when its first render differs from the HTML.
      const kept = await page.evaluate(
        () =>
          [...document.querySelectorAll('[data-island] *')].filter(
            (e) => (e as unknown as { built?: boolean }).built,
          ).length,
      );
      assert.equal(kept, built, `${path}${signedIn ? ' signed in' : ''}: built elements kept`);
      assert.deepEqual(warnings, [], path);
      await page.close();
    }
  });
});

describe('each island, before and after it is alive', () => {
  it('header: quick links and Sign in work before; Menu and Larger text once alive', async () => {
    const { page, warnings, release } = await beforeLive('/bills-and-payments');
    const header = page.getByRole('banner');
    // Before: links are links; the tools that need the code are not offered yet.
    assert.equal(
      await header.getByRole('link', { name: 'Sign in' }).getAttribute('href'),
      `/sign-in?returnTo=${encodeURIComponent(absolute(paths.category('bills-and-payments')))}`,
    );
    assert.equal(
      (await header.getByRole('navigation', { name: 'Quick links' }).getByRole('link').count()) > 0,
      true,
    );
    assert.equal(await header.getByRole('button', { name: 'Menu' }).isVisible(), false);
    assert.equal(await header.getByRole('button', { name: 'Larger text' }).isVisible(), false);
    await release();
    // After: the menu opens and Escape closes it, back on the Menu button.
    const menu = header.getByRole('button', { name: 'Menu' });
    await menu.click();
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    await header.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Menu');
    // Larger text: on, and still on for the next page of the visit.
    await header.getByRole('button', { name: 'Larger text' }).click();
    assert.equal(
      await page.evaluate(() => document.documentElement.classList.contains('large-text')),
      true,
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Emergencies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Emergencies' }).waitFor();
    await allAlive(page);
    assert.equal(
      await page.getByRole('button', { name: 'Larger text' }).getAttribute('aria-pressed'),
      'true',
    );
    assert.equal(
      await page.evaluate(() => document.documentElement.classList.contains('large-text')),
      true,
    );
    assert.deepEqual(warnings, []);
  });

  it('header: a signed-in customer is offered Sign out once it is alive', async () => {
    const { page, warnings, release } = await beforeLive('/', { signedIn: true });
    // The built page cannot know who is signed in.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await release();
    const signOut = page.getByRole('banner').getByRole('link', { name: 'Sign out' });
    await signOut.waitFor();
    assert.match(
      (await signOut.getAttribute('href')) ?? '',
      new RegExp(`^/sign-out\\?returnTo=${encodeURIComponent(`${BASENAME}/`)}$`),
    );
    assert.deepEqual(warnings, []);
  });

  it('search box: a plain search before; suggestions, the emergency number first, once alive', async () => {
    const before = await beforeLive('/');
    // Before: the form is a form, to the search page with the words and where they came from.
    const words = before.page.getByLabel('What do you need help with?');
    await words.fill('meter reading');
    // The box's own press, which gives up after playwright's 30 s: the page's keyboard has no
    // limit, and a navigation while the page's code is held back once left it waiting for good.
    await words.press('Enter');
    // The search page's own code is held back too: its address is what counts here.
    await before.page.waitForURL(/\/search\?/, { waitUntil: 'commit' });
    const url = new URL(before.page.url());
    assert.equal(url.searchParams.get('q'), 'meter reading');
    assert.equal(url.searchParams.get('from'), `${BASENAME}/`);
    // The search page's code goes on before the page is closed: a page closed with its code
    // still held back once hung the whole file in CI (page.close has no time limit).
    await before.release();
    await before.page.close();

    const { page, warnings, release } = await beforeLive('/');
    await release();
    const box = page.getByRole('combobox', { name: 'What do you need help with?' });
    await box.fill('I smell gas');
    const urgent = page.getByRole('link', { name: '0800 111 999' }).first();
    await urgent.waitFor();
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor();
    // The number comes before any suggestion.
    const [numberTop, firstOptionTop] = await Promise.all([
      urgent.evaluate((e) => e.getBoundingClientRect().top),
      options.first().evaluate((e) => e.getBoundingClientRect().top),
    ]);
    assert.ok(numberTop < firstOptionTop, 'the emergency number first');
    const chosen = (await options.first().innerText()).trim();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.getByRole('heading', { level: 1, name: chosen }).waitFor();
    assert.deepEqual(warnings, []);
  });

  it('consent banner: in the page before it is alive (a choice then is kept); asked and remembered', async () => {
    const { page, warnings, release } = await beforeLive('/contact-us');
    const banner = page.getByRole('region', { name: 'Cookies on Help & Support' });
    // Painted with the page, before any code: a visitor who has not chosen is asked at once.
    await banner.getByRole('button', { name: 'Reject all cookies' }).click();
    assert.equal(await banner.getByText("You've rejected additional cookies.").count(), 0);
    await release();
    // The tap is played again once the banner is alive: the choice is made and said.
    await page.waitForFunction(
      () => document.activeElement?.textContent === "You've rejected additional cookies.",
    );
    await page.reload();
    await allAlive(page);
    assert.equal(await banner.count(), 0, 'not asked again');
    assert.deepEqual(warnings, []);
  });

  it('videos: Play once alive opens the player (a Play before is kept: prerender.spec.ts)', async () => {
    const { page, warnings, release } = await beforeLive('/');
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
    );
    await release();
    await page
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click();
    await page.locator('.video-card iframe').first().waitFor();
    assert.deepEqual(warnings, []);
  });

  it('page feedback: a "No" before it is alive opens the form once it is', async () => {
    const { page, warnings, release } = await beforeLive('/emergencies');
    await page.getByRole('button', { name: 'No this page is not useful' }).click();
    await release();
    await page.getByRole('group', { name: 'What went wrong?' }).waitFor();
    assert.deepEqual(warnings, []);
  });

  it('outage banner: none before; the notice once alive, when there is one', async () => {
    const { page, warnings, release } = await beforeLive('/');
    await page.route(`**${CONTENT_PATHS.outage}`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          title: 'Power cuts in Leeds',
          message: '<p>Engineers are on site.</p>',
        }),
      }),
    );
    assert.equal(await page.locator('.outage-banner').count(), 0);
    await release();
    await page.getByRole('heading', { name: 'Power cuts in Leeds' }).waitFor();
    await page.getByRole('button', { name: 'Power cuts in Leeds' }).click();
    await page.getByText('Engineers are on site.').waitFor();
    assert.deepEqual(warnings, []);
  });
});
