import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { paths } from '../../src/config/paths';
import {
  AREA,
  collectWarnings,
  expect,
  publishedAfterBuild,
  test,
  type NewPage,
} from './support/browser';
import { whenLive } from './support/islands';

/** A page with JavaScript switched off, as someone on a page not yet live sees it. */
const withoutJavaScript = (newPage: NewPage) => newPage({ javaScriptEnabled: false });

test.describe('first paint without JavaScript', () => {
  for (const [path, heading] of [
    ['/', 'Help & Support'],
    ['/emergencies', 'Emergencies'],
    ['/bills-and-payments', 'Bills and payments'],
    ['/contact-us', 'Contact us'],
    ['/make-a-complaint-select-type', 'What is your complaint about?'],
  ] as const) {
    test(`serves ${path} as complete HTML`, async ({ newPage }) => {
      const page = await withoutJavaScript(newPage);
      await page.goto(`${AREA}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/ - British Gas$/);
      // Styled without JavaScript: the one stylesheet is in the HTML.
      await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(11, 42, 74)');
    });
  }
});

test.describe('numbers to call without JavaScript', () => {
  test('serves the ways to contact us built into Contact us: there without JavaScript, and offline', async ({
    newPage,
  }) => {
    const page = await withoutJavaScript(newPage);
    await page.goto(`${AREA}${paths.contactUs()}`);
    const [line] = (
      JSON.parse(readFileSync('content/contact.json', 'utf8')) as {
        phoneLines: { number: string }[];
      }
    ).phoneLines;
    await expect(page.getByRole('link', { name: line!.number })).toHaveAttribute(
      'href',
      `tel:${line!.number.replace(/ /g, '')}`,
    );
    await expect(page.getByRole('heading', { name: /the Energy Ombudsman/ })).toBeVisible();
  });

  test('serves the gas emergency number on Emergencies', async ({ newPage }) => {
    const page = await withoutJavaScript(newPage);
    await page.goto(`${AREA}${paths.category('emergencies')}`);
    await expect(page.getByRole('link', { name: '0800 111 999' }).first()).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
  });
});

test.describe('code after the first paint', () => {
  test('asks for no code before a reading page has painted its largest content, then comes alive', async ({
    newPage,
  }) => {
    for (const path of [
      '/',
      '/emergencies',
      '/bills-and-payments',
      '/contact-us',
      '/make-a-complaint-select-type',
      '/meters/faulty-meter',
      // With words: the platform writes the results into the page (decision 034).
      '/search?q=meter%20reading',
    ]) {
      const page = await newPage();
      const warnings = collectWarnings(page);
      await page.goto(`${AREA}${path}`);
      // Live: the header's Larger text is offered only once the page's code runs.
      await expect(page.getByRole('button', { name: 'Larger text' })).toBeVisible();
      const { paints, firstCode } = await page.evaluate(async () => {
        const entries = await new Promise<PerformanceEntryList>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        });
        const code = performance
          .getEntriesByType('resource')
          .filter((e) => /\.js$/.test(new URL(e.name).pathname));
        return {
          paints: entries.map((e) => e.startTime),
          firstCode: Math.min(...code.map((e) => e.startTime)),
        };
      });
      expect(paints.length, `${path}: a largest paint was reported`).toBeGreaterThan(0);
      expect(Number.isFinite(firstCode), `${path}: its code was asked for`).toBe(true);
      expect(
        firstCode,
        `${path}: code asked for at ${firstCode} ms, before the largest paint at ${Math.max(...paints)} ms`,
      ).toBeGreaterThanOrEqual(Math.max(...paints));
      expect(warnings, `no warnings (CSP, hydration) on ${path}`).toEqual([]);
      await page.close();
    }
  });
});

test.describe('hydration', () => {
  test('brings the prerendered pages to life without mismatch warnings', async ({ newPage }) => {
    for (const [path, reading] of [
      ['/', true],
      ['/emergencies', true],
      ['/meters', true],
      ['/contact-us', true],
      ['/make-a-complaint-select-energy', false],
    ] as const) {
      const page = await newPage();
      const warnings = collectWarnings(page);
      await page.goto(`${AREA}${path}`);
      await whenLive(page);
      await expect(page.getByRole('button', { name: 'Larger text' })).toBeVisible();
      // A complaint question is the app's: its router handles a link without a page load. A
      // reading page's links load the next page (only its islands are alive, decision 025).
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Make a complaint' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'What is your complaint about?' }),
      ).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
        path,
      ).toBe(reading ? undefined : 1);
      expect(warnings, `no hydration warnings on ${path}`).toEqual([]);
      await page.close();
    }
  });

  test('lands an answer given before the page was live on the next step, code or no code', async ({
    newPage,
  }) => {
    // Continue pressed with the page's code failing to arrive: the browser sends the form itself,
    // to the answer's step (early-taps.spec.ts).
    const page = await newPage();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${AREA}/`);
    await page.goto(`${AREA}/make-a-complaint-select-type`);
    await page.getByRole('radio', { name: 'Energy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'How do you pay for your energy?' }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${AREA}/make-a-complaint-select-energy?complaintType=energy`);
    // Back is the question.
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What is your complaint about?' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  });

  test('keeps the words typed into the search box before the page was live', async ({
    newPage,
  }) => {
    // A slow phone: the built page is readable, and typed into, before its code arrives (held
    // back here until the words are in the box).
    const page = await newPage();
    const held: (() => Promise<void>)[] = [];
    let live = false;
    await page.route(/\/assets\/.*\.js$/, (route) =>
      live ? route.continue() : held.push(() => route.continue()),
    );
    await page.goto(`${AREA}/`, { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'What do you need help with?' });
    await box.fill('meter');
    live = true;
    await Promise.all(held.map((go) => go()));
    // Live: the header's tools are shown once the page's code runs.
    await expect(page.getByRole('button', { name: 'Larger text' })).toBeVisible();
    await expect(box).toHaveValue('meter');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    // The address the search was sent to, as data: the words it carries.
    expect(new URL(page.url()).searchParams.get('q')).toBe('meter');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    expect(page.problems).toEqual([]);
  });

  /**
   * A page whose code is held back until `tap` has been done on it: the code was asked for (the
   * page had painted) and had not arrived when the customer tapped.
   */
  async function tapBeforeLive(newPage: NewPage, path: string, tap: (page: Page) => Promise<void>) {
    const page = await newPage();
    const warnings = collectWarnings(page);
    const held: (() => Promise<void>)[] = [];
    let live = false;
    await page.route(/\/assets\/.*\.js$/, (route) =>
      live ? route.continue() : held.push(() => route.continue()),
    );
    // Not waiting for "load": the page's load waits for the code held back here.
    await page.goto(`${AREA}${path}`, { waitUntil: 'commit' });
    await expect
      .poll(() => held.length > 0, { message: `${path} asks for its code`, timeout: 10_000 })
      .toBe(true);
    await tap(page);
    await expect(
      page.getByRole('button', { name: 'Larger text' }),
      'not live when tapped',
    ).toBeHidden();
    live = true;
    await Promise.all(held.map((go) => go()));
    return { page, warnings };
  }

  test('stays where the customer scrolled to before the page was live', async ({ newPage }) => {
    // Where the customer scrolled to, read before the page's code is let in.
    let scrolled = 0;
    const { page, warnings } = await tapBeforeLive(newPage, '/bills-and-payments', async (p) => {
      await p.getByRole('contentinfo').scrollIntoViewIfNeeded();
      scrolled = await p.evaluate(() => window.scrollY);
    });
    expect(scrolled, `scrolled down (${scrolled})`).toBeGreaterThan(500);
    await expect(page.locator('.site-header__tool--waiting')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY), 'not moved when it came alive').toBe(
      scrolled,
    );
    expect(warnings).toEqual([]);
  });

  test('plays a video whose Play was tapped before the page was live', async ({ newPage }) => {
    const { page, warnings } = await tapBeforeLive(newPage, '/', async (p) => {
      // The video host answers (playing asks it whether it can be reached).
      await p.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
      );
      await p
        .getByRole('button', { name: /^Play video: / })
        .first()
        .click();
    });
    await expect(page.locator('.video-card iframe'), 'one video plays, the one tapped').toHaveCount(
      1,
    );
    expect(warnings).toEqual([]);
  });

  test('sends a "Yes" given before the page was live', async ({ newPage }) => {
    const sent: string[] = [];
    const { page, warnings } = await tapBeforeLive(newPage, '/bills-and-payments', async (p) => {
      p.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('article-feedback')) sent.push(r.url());
      });
      await p.getByRole('button', { name: 'Yes this page is useful' }).click();
    });
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    expect(sent, 'sent once').toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  test('renders other pages over a shell made for their route, fetching what they need at once', async ({
    newPage,
  }) => {
    const page = await newPage();
    const warnings = collectWarnings(page);
    const categoryRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/categories.json')) categoryRequests.push(r.url());
    });
    // An article published after the build: the build wrote no page for it (decision 026).
    await publishedAfterBuild(page, 'meters', 'new-meter-guide', 'A new meter guide');
    await page.route('**/aem6/content/britishgas/help/meters/new-meter-guide.html', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<html><head><title>A new meter guide</title></head><body><article><h1>A new meter guide</h1><p>New.</p></article></body></html>',
      }),
    );
    const res = await page.goto(`${AREA}/meters/new-meter-guide`);
    const html = await res!.text();
    expect(html).not.toContain('A new meter guide');
    // The shell: header, footer and the loading state, and the article's code and data named.
    expect(html).toMatch(/<div id="root" data-shell>/);
    expect(html).toMatch(/Loading…/);
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="[^"]+\/article-page-[^"]+\.js">/,
    );
    expect(html).toMatch(
      /<link rel="preload" as="fetch" crossorigin href="[^"]+categories\.json">/,
    );
    // The article shown by the app, alive (it asked for the list before it could show it).
    await expect(page.getByRole('heading', { level: 1, name: 'A new meter guide' })).toBeVisible();
    await whenLive(page);
    // Rendered over the shell, not beside it; the preloaded list is the one the page used.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(categoryRequests, categoryRequests.join(', ')).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  test('sends routes that only look like articles the generic shell', async ({ newPage }) => {
    const page = await newPage();
    // complaints/:complaint ranks above :category/:article; no such form was built.
    // The HTML as sent (read apart from the page, which goes on to page-not-found).
    const html = await (await fetch(`${AREA}/complaints/no-such-form`)).text();
    await page.goto(`${AREA}/complaints/no-such-form`);
    expect(html).toMatch(/<div id="root" data-shell>/);
    expect(html).not.toMatch(/article-page|categories\.json/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
});

test.describe('the shell without JavaScript', () => {
  test('still gives the header, the footer and the emergency numbers', async ({ newPage }) => {
    const page = await withoutJavaScript(newPage);
    await page.goto(`${AREA}/confirmation`);
    // Not an endless "Loading…": the page says it needs JavaScript (no-javascript.spec.ts).
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' }),
    ).toBeVisible();
    await expect(page.getByText('Loading…')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '0800 111 999' }),
    ).toHaveAttribute('href', 'tel:0800111999');
  });
});
