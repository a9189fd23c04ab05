/**
 * The smaller findings of issue 29, each as a customer meets it: the cookie banner on a small
 * screen, video cards reached by Tab, a video whose host cannot be reached, the header's "Meter
 * readings", and the deals page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { AREA, BASE_URL, expectNoAxeViolations, useBrowser } from './support/browser';
import { whenLive } from './support/islands';
import { BASENAME } from '../../src/config/paths';

const browser = useBrowser();
const SMALL = { width: 320, height: 568 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const FLAGGED_AREA = `${process.env.FLAGGED_BASE_URL!}${BASENAME}`;

/** The landing page's videos, as content/videos.json lists them. */
const VIDEOS = (
  JSON.parse(readFileSync('content/videos.json', 'utf8')) as {
    videos: { title: string; guide: string }[];
  }
).videos;

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Help & Support' });

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  assert.ok(b, 'the element is on the page');
  return b;
};

/** Turns on the header's Larger text, as a customer would. */
async function largerText(page: Page) {
  await page.getByRole('button', { name: 'Larger text' }).click();
  await page.waitForFunction(() => document.documentElement.classList.contains('large-text'));
}

describe('the cookie banner on a small screen', () => {
  for (const large of [false, true]) {
    it(`takes at most a quarter of a 320x568 screen${large ? ', with Larger text' : ''}`, async () => {
      const page = await browser.newPage({ viewport: SMALL });
      await page.goto(`${AREA}/meters`);
      await whenLive(page);
      if (large) await largerText(page);
      const { height } = await box(banner(page));
      assert.ok(height <= SMALL.height / 4, `banner ${height}px tall`);
      // Its buttons keep their names, and each is whole on the screen.
      for (const name of ['Accept all cookies', 'Reject all cookies', 'Choose cookies']) {
        const b = await box(banner(page).getByRole('button', { name, exact: true }));
        assert.ok(b.x >= 0 && b.x + b.width <= SMALL.width, `${name} runs off the screen`);
      }
      await expectNoAxeViolations(page);
    });

    // Where the banner has room for its full words (a 390x844 phone, a laptop), every button is
    // still whole on the screen: "Choose cookies" once ran off a phone's edge.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      it(`keeps each button whole at ${viewport.width}x${viewport.height}${large ? ', with Larger text' : ''}`, async () => {
        const page = await browser.newPage({ viewport });
        await page.goto(`${AREA}/`);
        await whenLive(page);
        if (large) await largerText(page);
        for (const name of ['Accept all cookies', 'Reject all cookies', 'Choose cookies']) {
          const button = banner(page).getByRole('button', { name, exact: true });
          const b = await box(button);
          assert.ok(b.x >= 0 && b.x + b.width <= viewport.width, `${name} runs off the screen`);
          // Its words fit inside it, not clipped by its edge.
          const fits = await button.evaluate((el) => el.scrollWidth <= el.clientWidth);
          assert.ok(fits, `${name}'s words are cut off`);
        }
        await page.context().close();
      });
    }

    it(`never covers the urgent answer for "smell gas"${large ? ', with Larger text' : ''}`, async () => {
      const page = await browser.newPage({ viewport: SMALL });
      await page.goto(`${AREA}/meters`);
      await whenLive(page);
      // The banner is there until the visitor answers it.
      await banner(page).waitFor();
      if (large) await largerText(page);
      await page.goto(`${AREA}/search?q=smell%20gas`);
      const answer = page.locator('.urgent-answer').first();
      await answer.getByRole('link', { name: '0800 111 999' }).waitFor();
      await whenLive(page);
      // The banner is in the page (still unanswered): shown clear of the answer, or waiting.
      await page.locator('.consent-banner').waitFor({ state: 'attached' });
      const a = await box(answer);
      const b = (await banner(page).isVisible()) ? await banner(page).boundingBox() : null;
      const overlaps = b !== null && b.y < a.y + a.height && a.y < b.y + b.height;
      assert.ok(!overlaps, `the banner (${JSON.stringify(b)}) covers the answer at ${a.y}`);
    });
  }
});

/** A page as a visitor who has already answered the cookie question sees it. */
async function decidedPage(viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  await page.context().addCookies([{ name: 'OptanonAlertBoxClosed', value: 'decided', url: AREA }]);
  return page;
}

describe('video cards reached by Tab', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`bring each focused card wholly into view at ${viewport.width} px`, async () => {
      const page = await decidedPage(viewport);
      await page.goto(`${AREA}/`);
      await whenLive(page);
      // From the link before the strip, Tab through every card: its Play button, then its guide.
      await page.getByRole('navigation', { name: 'More help' }).getByRole('link').last().focus();
      for (const video of VIDEOS) {
        for (const control of [
          page.getByRole('button', { name: `Play video: ${video.title}` }),
          page.getByRole('link', { name: `Read the guide: ${video.title}`, exact: true }),
        ]) {
          await page.keyboard.press('Tab');
          const name = await control.evaluate((el) => el.textContent);
          assert.ok(
            await control.evaluate((el) => el === document.activeElement),
            `Tab reaches ${name}`,
          );
          // The card of the focused control, inside the strip and the screen, once scrolled.
          const whole = await page
            .waitForFunction(
              ([width, height]) => {
                const card = document.activeElement?.closest('li');
                const strip = card?.closest('ul');
                if (!card || !strip) return false;
                const c = card.getBoundingClientRect();
                const s = strip.getBoundingClientRect();
                return (
                  c.left >= s.left - 0.5 &&
                  c.right <= s.right + 0.5 &&
                  c.left >= 0 &&
                  c.right <= width! &&
                  c.top >= 0 &&
                  c.bottom <= height!
                );
              },
              [viewport.width, viewport.height],
              { timeout: 5000 },
            )
            .then(
              () => true,
              () => false,
            );
          assert.ok(whole, `"${name}" is cut off at ${viewport.width} px`);
        }
      }
    });
  }
});

describe('a video whose host cannot be reached', () => {
  it('offers the written guide in the player’s place, with focus on the message', async () => {
    const page = await decidedPage(PHONE);
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.abort());
    await page.goto(`${AREA}/`);
    await whenLive(page);
    const [video] = VIDEOS;
    await page.getByRole('button', { name: `Play video: ${video!.title}` }).click();
    const card = page.locator('.video-card').first();
    const message = card.getByText("This video can't be played just now");
    await message.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'P');
    assert.match((await page.evaluate(() => document.activeElement?.textContent)) ?? '', /can't/);
    const guide = card.getByRole('link', { name: `Read the guide instead: ${video!.title}` });
    assert.equal(await guide.getAttribute('href'), `${BASENAME}/${video!.guide}`);
    assert.equal(await card.locator('iframe').count(), 0);
    await expectNoAxeViolations(page);
    await guide.click();
    await page.waitForURL(`${AREA}/${video!.guide}`);
  });
});

describe('the header’s "Meter readings"', () => {
  const quickLink = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Meter readings' });

  it('leads, with the form switched off, to a way to give readings and to sign in', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    await whenLive(page);
    await quickLink(page).click();
    await page.waitForURL(`${AREA}/submit-meter-read`);
    const give = page.getByRole('link', { name: 'Give us your meter readings' });
    assert.equal(await give.getAttribute('href'), '/meterreads');
    const signIn = page.getByRole('link', { name: 'Sign in to give us your readings' });
    assert.equal(await signIn.getAttribute('href'), '/sign-in?returnTo=%2Fmeterreads');
    await expectNoAxeViolations(page);
  });

  it('leads to the meter-read form when it is switched on', async () => {
    const page = await browser.newPage();
    await page.goto(`${FLAGGED_AREA}/`);
    await whenLive(page);
    await quickLink(page).click();
    await page.waitForURL(`${FLAGGED_AREA}/submit-meter-read`);
    await page.getByRole('heading', { level: 1, name: 'Submit a meter reading' }).waitFor();
    await page.getByRole('button', { name: 'Send readings' }).waitFor();
  });
});

describe('the deals page', () => {
  it('is offered in the header to signed-in customers only', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/`);
    await whenLive(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Your deals' }).count(), 0);

    await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/`);
    await whenLive(page);
    await page.getByRole('banner').getByRole('link', { name: 'Your deals' }).click();
    await page.waitForURL(`${AREA}/deals`);
    await page.getByRole('heading', { level: 1, name: 'Your deals' }).waitFor();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows example offers, each with a way to take it, at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/deals`);
      await page.getByRole('heading', { level: 2, name: 'Example offers' }).waitFor();
      await page.getByText('These are example offers.').waitFor();
      // Each offer: its heading, what it is, where its price is given, and the way to take it.
      const offers = page.locator('.deals-body > section');
      assert.equal(await offers.count(), 3);
      for (const offer of await offers.all()) {
        assert.match(
          await offer.getByRole('heading', { level: 3 }).innerText(),
          /^Example offer: /,
        );
        const take = offer.getByRole('link', { name: /^Take this offer: / });
        assert.match((await take.getAttribute('href')) ?? '', /^https:\/\//);
        // No price is made up: an example offer says where its price is given.
        assert.match(await offer.innerText(), /Price: /);
        assert.doesNotMatch(await offer.innerText(), /£\s*\d/);
      }
      // Sanitised as every CMS page is: no classes or scripts of its own.
      assert.equal(await page.locator('.deals-body [class], .deals-body script').count(), 0);
      await expectNoAxeViolations(page);
    });
  }
});
