/**
 * Issues 19 and 26: on the reading pages (landing, categories, emergencies, contact us, articles,
 * search) only the islands come alive, on preact/compat (decisions 025 and 026). Each island is
 * tried as a customer meets it before its code has arrived (held back here) and once it is alive,
 * with no warning logged.
 */
import { AREA, collectWarnings, expect, test, type NewPage } from './support/browser';
import { allAlive, heldBack, loaderEntry } from './support/islands';
import { absolute, BASENAME, paths } from '../../src/config/paths';
import { CONTENT_PATHS } from '../../src/config/content-paths';

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

const beforeLive = (newPage: NewPage, path: string, options: { signedIn?: boolean } = {}) =>
  heldBack(newPage, path, options);

test.describe('reading pages: only their islands come alive', () => {
  test('asks for the islands’ code, never the app’s, and brings each island to life', async ({
    newPage,
  }) => {
    const islands = await loaderEntry('/');
    const app = await loaderEntry('/make-a-complaint-select-type');
    expect(islands).not.toBe(app);
    for (const path of READING_PAGES) {
      const page = await newPage();
      const warnings = collectWarnings(page);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(`${AREA}${path}`);
      // Loaded, and every island alive: the page has asked for all the code it runs.
      await allAlive(page);
      expect(scripts, `${path} asks for the islands' entry`).toContain(islands);
      expect(scripts, `${path} does not ask for the app's entry`).not.toContain(app);
      const names = await page.evaluate(() =>
        [...document.querySelectorAll('[data-island]')].map((e) => e.getAttribute('data-island')),
      );
      expect(names, path).toEqual(ISLANDS[path]);
      expect(warnings, path).toEqual([]);
      await page.close();
    }
  });

  test('brings the islands to life on the very elements that were built (no hydration mismatch)', async ({
    newPage,
  }) => {
    for (const [path, signedIn] of [
      ...READING_PAGES.map((p) => [p, false] as const),
      ['/', true],
    ] as const) {
      const { page, warnings, release, asked } = await beforeLive(newPage, path, { signedIn });
      await expect
        .poll(asked, { message: `${path} asked for its code`, timeout: 10_000 })
        .toBe(true);
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
      expect(kept, `${path}${signedIn ? ' signed in' : ''}: built elements kept`).toBe(built);
      expect(warnings, path).toEqual([]);
      await page.close();
    }
  });
});

test.describe('each island, before and after it is alive', () => {
  test('header: quick links and Sign in work before; Menu and Larger text once alive', async ({
    newPage,
  }) => {
    const { page, warnings, release } = await beforeLive(newPage, '/bills-and-payments');
    const header = page.getByRole('banner');
    // Before: links are links; the tools that need the code are not offered yet.
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?returnTo=${encodeURIComponent(absolute(paths.category('bills-and-payments')))}`,
    );
    await expect(
      header.getByRole('navigation', { name: 'Quick links' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Larger text' })).toBeHidden();
    await release();
    // After: the menu opens and Escape closes it, back on the Menu button.
    const menu = header.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(menu).toHaveText('Menu');
    // Larger text: on, and still on for the next page of the visit.
    await header.getByRole('button', { name: 'Larger text' }).click();
    await expect(page.locator('html')).toHaveClass(/\blarge-text\b/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Emergencies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Emergencies' })).toBeVisible();
    await allAlive(page);
    await expect(page.getByRole('button', { name: 'Larger text' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('html')).toHaveClass(/\blarge-text\b/);
    expect(warnings).toEqual([]);
  });

  test('header: a signed-in customer is offered Sign out once it is alive', async ({ newPage }) => {
    const { page, warnings, release } = await beforeLive(newPage, '/', { signedIn: true });
    // The built page cannot know who is signed in.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await release();
    const signOut = page.getByRole('banner').getByRole('link', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    await expect(signOut).toHaveAttribute(
      'href',
      new RegExp(`^/sign-out\\?returnTo=${encodeURIComponent(`${BASENAME}/`)}$`),
    );
    expect(warnings).toEqual([]);
  });

  test('search box: a plain search before; suggestions, the emergency number first, once alive', async ({
    newPage,
  }) => {
    const before = await beforeLive(newPage, '/');
    // Before: the form is a form, to the search page with the words and where they came from.
    const words = before.page.getByLabel('What do you need help with?');
    await words.fill('meter reading');
    // The box's own press, which gives up after playwright's 30 s: the page's keyboard has no
    // limit, and a navigation while the page's code is held back once left it waiting for good.
    await words.press('Enter');
    // The search page's own code is held back too: its address is what counts here.
    await expect(before.page).toHaveURL(/\/search\?/);
    // The address the form was sent to, as data: what it carries.
    const url = new URL(before.page.url());
    expect(url.searchParams.get('q')).toBe('meter reading');
    expect(url.searchParams.get('from')).toBe(`${BASENAME}/`);
    // The search page's code goes on before the page is closed: a page closed with its code
    // still held back once hung the whole file in CI (page.close has no time limit).
    await before.release();
    await before.page.close();

    const { page, warnings, release } = await beforeLive(newPage, '/');
    await release();
    const box = page.getByRole('combobox', { name: 'What do you need help with?' });
    await box.fill('I smell gas');
    const urgent = page.getByRole('link', { name: '0800 111 999' }).first();
    await expect(urgent).toBeVisible();
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    // The number comes before any suggestion.
    const [numberTop, firstOptionTop] = await Promise.all([
      urgent.evaluate((e) => e.getBoundingClientRect().top),
      options.first().evaluate((e) => e.getBoundingClientRect().top),
    ]);
    expect(numberTop, 'the emergency number first').toBeLessThan(firstOptionTop);
    const chosen = (await options.first().innerText()).trim();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test('consent banner: in the page before it is alive (a choice then is kept); asked and remembered', async ({
    newPage,
  }) => {
    const { page, warnings, release } = await beforeLive(newPage, '/contact-us');
    const banner = page.getByRole('region', { name: 'Cookies on Help & Support' });
    // Painted with the page, before any code: a visitor who has not chosen is asked at once.
    await banner.getByRole('button', { name: 'Reject all cookies' }).click();
    await expect(banner.getByText("You've rejected additional cookies.")).toHaveCount(0);
    await release();
    // The tap is played again once the banner is alive: the choice is made and said.
    await expect(
      page.getByText("You've rejected additional cookies.", { exact: true }),
    ).toBeFocused();
    await page.reload();
    await allAlive(page);
    await expect(banner, 'not asked again').toHaveCount(0);
    expect(warnings).toEqual([]);
  });

  test('videos: Play once alive opens the player (a Play before is kept: prerender.spec.ts)', async ({
    newPage,
  }) => {
    const { page, warnings, release } = await beforeLive(newPage, '/');
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
    );
    await release();
    await page
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click();
    await expect(page.locator('.video-card iframe').first()).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test('page feedback: a "No" before it is alive opens the form once it is', async ({
    newPage,
  }) => {
    const { page, warnings, release } = await beforeLive(newPage, '/emergencies');
    await page.getByRole('button', { name: 'No this page is not useful' }).click();
    await release();
    await expect(page.getByRole('group', { name: 'What went wrong?' })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test('outage banner: none before; the notice once alive, when there is one', async ({
    newPage,
  }) => {
    const { page, warnings, release } = await beforeLive(newPage, '/');
    await page.route(`**${CONTENT_PATHS.outage}`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          title: 'Power cuts in Leeds',
          message: '<p>Engineers are on site.</p>',
        }),
      }),
    );
    await expect(page.locator('.outage-banner')).toHaveCount(0);
    await release();
    await expect(page.getByRole('heading', { name: 'Power cuts in Leeds' })).toBeVisible();
    await page.getByRole('button', { name: 'Power cuts in Leeds' }).click();
    await expect(page.getByText('Engineers are on site.')).toBeVisible();
    expect(warnings).toEqual([]);
  });
});
