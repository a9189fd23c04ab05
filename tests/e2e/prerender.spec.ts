import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { chromium, type Page } from 'playwright-core';
import { paths } from '../../src/config/paths';
import { AREA, collectWarnings, publishedAfterBuild, useBrowser } from './support/browser';
import { CHROMIUM_ARGS } from './support/chromium.mjs';
import { whenLive } from './support/islands';

const browser = useBrowser();

/** A page in a browser with JavaScript switched off, as someone on a page not yet live sees it. */
async function withoutJavaScript(use: (page: Page) => Promise<void>) {
  const b = await chromium.launch({ executablePath: process.env.CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await b.newContext({ javaScriptEnabled: false });
    await use(await context.newPage());
  } finally {
    await b.close();
  }
}

/** Waits, a little at a time, for `ok` to hold. */
async function expectSoon(ok: () => boolean, what: string, ms = 10_000) {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error(`Not seen within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('first paint without JavaScript', () => {
  for (const [path, heading] of [
    ['/', 'Help & Support'],
    ['/emergencies', 'Emergencies'],
    ['/bills-and-payments', 'Bills and payments'],
    ['/contact-us', 'Contact us'],
    ['/make-a-complaint-select-type', 'What is your complaint about?'],
  ] as const) {
    it(`serves ${path} as complete HTML`, async () => {
      await withoutJavaScript(async (page) => {
        await page.goto(`${AREA}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        assert.match(await page.title(), / - British Gas$/);
        // Styled without JavaScript: the one stylesheet is in the HTML.
        const bg = await page
          .locator('header')
          .evaluate((el) => getComputedStyle(el).backgroundColor);
        assert.equal(bg, 'rgb(11, 42, 74)');
      });
    });
  }
});

describe('numbers to call without JavaScript', () => {
  it('serves the ways to contact us built into Contact us: there without JavaScript, and offline', async () => {
    await withoutJavaScript(async (page) => {
      await page.goto(`${AREA}${paths.contactUs()}`);
      const [line] = (
        JSON.parse(readFileSync('content/contact.json', 'utf8')) as {
          phoneLines: { number: string }[];
        }
      ).phoneLines;
      assert.equal(
        await page.getByRole('link', { name: line!.number }).getAttribute('href'),
        `tel:${line!.number.replace(/ /g, '')}`,
      );
      await page.getByRole('heading', { name: /the Energy Ombudsman/ }).waitFor();
    });
  });

  it('serves the gas emergency number on Emergencies', async () => {
    await withoutJavaScript(async (page) => {
      await page.goto(`${AREA}${paths.category('emergencies')}`);
      assert.equal(
        await page.getByRole('link', { name: '0800 111 999' }).first().getAttribute('href'),
        'tel:0800111999',
      );
    });
  });
});

describe('code after the first paint', () => {
  it('asks for no code before a reading page has painted its largest content, then comes alive', async () => {
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
      const page = await browser.newPage();
      const warnings = collectWarnings(page);
      await page.goto(`${AREA}${path}`);
      // Live: the header's Larger text is offered only once the page's code runs.
      await page.getByRole('button', { name: 'Larger text' }).waitFor();
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
      assert.ok(paints.length > 0, `${path}: a largest paint was reported`);
      assert.ok(Number.isFinite(firstCode), `${path}: its code was asked for`);
      assert.ok(
        firstCode >= Math.max(...paints),
        `${path}: code asked for at ${firstCode} ms, before the largest paint at ${Math.max(...paints)} ms`,
      );
      assert.deepEqual(warnings, [], `no warnings (CSP, hydration) on ${path}`);
      await page.close();
    }
  });
});

describe('hydration', () => {
  it('brings the prerendered pages to life without mismatch warnings', async () => {
    for (const [path, reading] of [
      ['/', true],
      ['/emergencies', true],
      ['/meters', true],
      ['/contact-us', true],
      ['/make-a-complaint-select-energy', false],
    ] as const) {
      const page = await browser.newPage();
      const warnings = collectWarnings(page);
      await page.goto(`${AREA}${path}`);
      await whenLive(page);
      await page.getByRole('button', { name: 'Larger text' }).waitFor();
      // A complaint question is the app's: its router handles a link without a page load. A
      // reading page's links load the next page (only its islands are alive, decision 025).
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Make a complaint' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'What is your complaint about?' })
        .waitFor();
      assert.equal(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
        reading ? undefined : 1,
        path,
      );
      assert.deepEqual(warnings, [], `no hydration warnings on ${path}`);
      await page.close();
    }
  });

  it('keeps an answer given before the page was live', async () => {
    // Continue pressed before the page's code has arrived (held back here): the browser sends
    // the form itself.
    let sentTo = '';
    {
      const page = await browser.newPage();
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto(`${AREA}/make-a-complaint-select-type`);
      await page.getByRole('radio', { name: 'Energy' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/complaintType=energy/);
      sentTo = page.url();
      await page.context().close();
    }
    // Once the page is live it acts on the answer, and Back does not return to the sent form.
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    await page.goto(sentTo);
    await page
      .getByRole('heading', { level: 1, name: 'How do you pay for your energy?' })
      .waitFor();
    assert.equal(page.url(), `${AREA}/make-a-complaint-select-energy`);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
  });

  it('keeps the words typed into the search box before the page was live', async () => {
    // A slow phone: the built page is readable, and typed into, before its code arrives (held
    // back here until the words are in the box).
    const page = await browser.newPage();
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
    await page.getByRole('button', { name: 'Larger text' }).waitFor();
    assert.equal(await box.inputValue(), 'meter');
    await box.press('Enter');
    await page.waitForURL(/\/search\?/);
    assert.equal(new URL(page.url()).searchParams.get('q'), 'meter');
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    assert.deepEqual(page.problems, []);
  });

  /**
   * A page whose code is held back until `tap` has been done on it: the code was asked for (the
   * page had painted) and had not arrived when the customer tapped.
   */
  async function tapBeforeLive(path: string, tap: (page: Page) => Promise<void>) {
    const page = await browser.newPage();
    const warnings = collectWarnings(page);
    const held: (() => Promise<void>)[] = [];
    let live = false;
    await page.route(/\/assets\/.*\.js$/, (route) =>
      live ? route.continue() : held.push(() => route.continue()),
    );
    // Not waiting for "load": the page's load waits for the code held back here.
    await page.goto(`${AREA}${path}`, { waitUntil: 'commit' });
    await expectSoon(() => held.length > 0, `${path} asks for its code`);
    await tap(page);
    assert.equal(
      await page.getByRole('button', { name: 'Larger text' }).isVisible(),
      false,
      'not live when tapped',
    );
    live = true;
    await Promise.all(held.map((go) => go()));
    return { page, warnings };
  }

  it('stays where the customer scrolled to before the page was live', async () => {
    const { page, warnings } = await tapBeforeLive('/bills-and-payments', (p) =>
      p.getByRole('contentinfo').scrollIntoViewIfNeeded(),
    );
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 500, `scrolled down (${scrolled})`);
    await page.waitForFunction(() => !document.querySelector('.site-header__tool--waiting'));
    assert.equal(
      await page.evaluate(() => window.scrollY),
      scrolled,
      'not moved when it came alive',
    );
    assert.deepEqual(warnings, []);
  });

  it('plays a video whose Play was tapped before the page was live', async () => {
    const { page, warnings } = await tapBeforeLive('/', async (p) => {
      // The video host answers (playing asks it whether it can be reached).
      await p.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
      );
      await p
        .getByRole('button', { name: /^Play video: / })
        .first()
        .click();
    });
    await page.locator('.video-card iframe').first().waitFor();
    assert.equal(
      await page.locator('.video-card iframe').count(),
      1,
      'one video plays, the one tapped',
    );
    assert.deepEqual(warnings, []);
  });

  it('sends a "Yes" given before the page was live', async () => {
    const sent: string[] = [];
    const { page, warnings } = await tapBeforeLive('/bills-and-payments', async (p) => {
      p.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('article-feedback')) sent.push(r.url());
      });
      await p.getByRole('button', { name: 'Yes this page is useful' }).click();
    });
    await page.getByText('Thank you for your feedback.').waitFor();
    assert.equal(sent.length, 1, 'sent once');
    assert.deepEqual(warnings, []);
  });

  it('renders other pages over a shell made for their route, fetching what they need at once', async () => {
    const page = await browser.newPage();
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
    assert.ok(!html.includes('A new meter guide'));
    // The shell: header, footer and the loading state, and the article's code and data named.
    assert.match(html, /<div id="root" data-shell>/);
    assert.match(html, /Loading…/);
    assert.match(
      html,
      /<link rel="modulepreload" crossorigin href="[^"]+\/article-page-[^"]+\.js">/,
    );
    assert.match(html, /<link rel="preload" as="fetch" crossorigin href="[^"]+categories\.json">/);
    await page.getByRole('heading', { level: 1, name: 'A new meter guide' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Rendered over the shell, not beside it; the preloaded list is the one the page used.
    assert.equal(await page.getByRole('banner').count(), 1);
    assert.equal(await page.getByRole('contentinfo').count(), 1);
    assert.equal(await page.getByText('Loading…').count(), 0);
    assert.equal(categoryRequests.length, 1, categoryRequests.join(', '));
    assert.deepEqual(warnings, []);
  });

  it('sends routes that only look like articles the generic shell', async () => {
    const page = await browser.newPage();
    // complaints/:complaint ranks above :category/:article; no such form was built.
    // The HTML as sent (read apart from the page, which goes on to page-not-found).
    const html = await (await fetch(`${AREA}/complaints/no-such-form`)).text();
    await page.goto(`${AREA}/complaints/no-such-form`);
    assert.match(html, /<div id="root" data-shell>/);
    assert.doesNotMatch(html, /article-page|categories\.json/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});

describe('the shell without JavaScript', () => {
  it('still gives the header, the footer and the emergency numbers', async () => {
    await withoutJavaScript(async (page) => {
      await page.goto(`${AREA}/confirmation`);
      // Not an endless "Loading…": the page says it needs JavaScript (no-javascript.spec.ts).
      await page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' }).waitFor();
      assert.equal(await page.getByText('Loading…').isVisible(), false);
      await page.getByRole('link', { name: 'Contact us' }).first().waitFor();
      assert.equal(
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: '0800 111 999' })
          .getAttribute('href'),
        'tel:0800111999',
      );
    });
  });
});
