/**
 * The smaller findings of issue 29, each as a customer meets it: the cookie banner on a small
 * screen, video cards reached by Tab, a video whose host cannot be reached, the header's "Meter
 * readings", and the deals page.
 */
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  AREA,
  BASE_URL,
  expect,
  expectNoAxeViolations,
  test,
  type NewPage,
} from './support/browser';
import { whenLive } from './support/islands';
import { BASENAME } from '../../src/config/paths';

const SMALL = { width: 320, height: 568 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The landing page's videos, as content/videos.json lists them. */
const VIDEOS = (
  JSON.parse(readFileSync('content/videos.json', 'utf8')) as {
    videos: { title: string; guide: string }[];
  }
).videos;

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Help & Support' });

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b, 'the element is on the page').not.toBeNull();
  return b!;
};

/** Turns on the header's Larger text, as a customer would. */
async function largerText(page: Page) {
  await page.getByRole('button', { name: 'Larger text' }).click();
  await expect(page.locator('html')).toHaveClass(/\blarge-text\b/);
}

test.describe('the cookie banner on a small screen', () => {
  for (const large of [false, true]) {
    test(`takes at most a quarter of a 320x568 screen${large ? ', with Larger text' : ''}`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: SMALL });
      await page.goto(`${AREA}/meters`);
      await whenLive(page);
      if (large) await largerText(page);
      const { height } = await box(banner(page));
      expect(height, `banner ${height}px tall`).toBeLessThanOrEqual(SMALL.height / 4);
      // Its buttons keep their names, and each is whole on the screen.
      for (const name of ['Accept all cookies', 'Reject all cookies', 'Choose cookies']) {
        const b = await box(banner(page).getByRole('button', { name, exact: true }));
        expect(
          b.x >= 0 && b.x + b.width <= SMALL.width,
          `${name} runs off the screen`,
        ).toBeTruthy();
      }
      await expectNoAxeViolations(page);
    });

    // Where the banner has room for its full words (a 390x844 phone, a laptop), every button is
    // still whole on the screen: "Choose cookies" once ran off a phone's edge.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      test(`keeps each button whole at ${viewport.width}x${viewport.height}${large ? ', with Larger text' : ''}`, async ({
        newPage,
      }) => {
        const page = await newPage({ viewport });
        await page.goto(`${AREA}/`);
        await whenLive(page);
        if (large) await largerText(page);
        for (const name of ['Accept all cookies', 'Reject all cookies', 'Choose cookies']) {
          const button = banner(page).getByRole('button', { name, exact: true });
          const b = await box(button);
          expect(
            [b.x >= 0, b.x + b.width <= viewport.width],
            `${name} runs off the screen`,
          ).toEqual([true, true]);
          // Its words fit inside it, not clipped by its edge.
          const fits = await button.evaluate((el) => el.scrollWidth <= el.clientWidth);
          expect(fits, `${name}'s words are cut off`).toBeTruthy();
        }
        await page.context().close();
      });
    }

    test(`never covers the urgent answer for "smell gas"${large ? ', with Larger text' : ''}`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: SMALL });
      await page.goto(`${AREA}/meters`);
      await whenLive(page);
      // The banner is there until the visitor answers it.
      await expect(banner(page)).toBeVisible();
      if (large) await largerText(page);
      await page.goto(`${AREA}/search?q=smell%20gas`);
      const answer = page.locator('.urgent-answer').first();
      await expect(answer.getByRole('link', { name: '0800 111 999' })).toBeVisible();
      await whenLive(page);
      // The banner is in the page (still unanswered): shown clear of the answer, or waiting.
      await expect(page.locator('.consent-banner')).toBeAttached();
      const a = await box(answer);
      const b = (await banner(page).isVisible()) ? await banner(page).boundingBox() : null;
      const overlaps = b !== null && b.y < a.y + a.height && a.y < b.y + b.height;
      expect(overlaps, `the banner (${JSON.stringify(b)}) covers the answer at ${a.y}`).toBe(false);
    });
  }
});

/** A page as a visitor who has already answered the cookie question sees it. */
async function decidedPage(newPage: NewPage, viewport: { width: number; height: number }) {
  const page = await newPage({ viewport });
  await page.context().addCookies([{ name: 'OptanonAlertBoxClosed', value: 'decided', url: AREA }]);
  return page;
}

test.describe('video cards reached by Tab', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`bring each focused card wholly into view at ${viewport.width} px`, async ({
      newPage,
    }) => {
      const page = await decidedPage(newPage, viewport);
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
          await expect(control, `Tab reaches ${name}`).toBeFocused();
          // The card of the focused control, inside the strip and the screen, once scrolled.
          await expect
            .poll(
              () =>
                page.evaluate(
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
                ),
              { message: `"${name}" is whole in view at ${viewport.width} px`, timeout: 5000 },
            )
            .toBe(true);
        }
      }
    });
  }
});

test.describe('a video whose host cannot be reached', () => {
  test('offers the written guide in the player’s place, with focus on the message', async ({
    newPage,
  }) => {
    const page = await decidedPage(newPage, PHONE);
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.abort());
    await page.goto(`${AREA}/`);
    await whenLive(page);
    const [video] = VIDEOS;
    await page.getByRole('button', { name: `Play video: ${video!.title}` }).click();
    const card = page.locator('.video-card').first();
    const message = card.getByText("This video can't be played just now");
    await expect(message).toBeVisible();
    await expect(message).toBeFocused();
    const guide = card.getByRole('link', { name: `Read the guide instead: ${video!.title}` });
    await expect(guide).toHaveAttribute('href', `${BASENAME}/${video!.guide}`);
    await expect(card.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await guide.click();
    await expect(page).toHaveURL(`${AREA}/${video!.guide}`);
  });
});

test.describe('the header’s "Meter readings"', () => {
  const quickLink = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Meter readings' });

  test('leads, with the form switched off, to a way to give readings and to sign in', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/`);
    await whenLive(page);
    await quickLink(page).click();
    await expect(page).toHaveURL(`${AREA}/submit-meter-read`);
    const give = page.getByRole('link', { name: 'Give us your meter readings' });
    await expect(give).toHaveAttribute('href', '/meterreads');
    const signIn = page.getByRole('link', { name: 'Sign in to give us your readings' });
    await expect(signIn).toHaveAttribute('href', '/sign-in?returnTo=%2Fmeterreads');
    await expectNoAxeViolations(page);
  });

  test('leads to the meter-read form when it is switched on', async ({ newPage, flagged }) => {
    const page = await newPage();
    await page.goto(`${flagged.area}/`);
    await whenLive(page);
    await quickLink(page).click();
    await expect(page).toHaveURL(`${flagged.area}/submit-meter-read`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Submit a meter reading' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send readings' })).toBeVisible();
  });
});

test.describe('the deals page', () => {
  test('is offered in the header to signed-in customers only', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${AREA}/`);
    await whenLive(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your deals' })).toHaveCount(0);

    await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/`);
    await whenLive(page);
    await page.getByRole('banner').getByRole('link', { name: 'Your deals' }).click();
    await expect(page).toHaveURL(`${AREA}/deals`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your deals' })).toBeVisible();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`shows the offers, each with a way to take it, at ${viewport.width} px`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport });
      await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/deals`);
      await expect(page.getByRole('heading', { level: 2, name: 'Offers for you' })).toBeVisible();
      // The local platform's stand-in for the provider's CMS page reads as offers, never as
      // "example" ones (issue 50).
      await expect(page.locator('.deals-body')).not.toContainText(/example/i);
      // Each offer: its heading, what it is, where its price is given, and the way to take it.
      const offers = page.locator('.deals-body > section');
      await expect(offers).toHaveCount(3);
      for (const offer of await offers.all()) {
        await expect(offer.getByRole('heading', { level: 3 })).toHaveText(/^[A-Z]/, {
          useInnerText: true,
        });
        const take = offer.getByRole('link', { name: /^Take this offer: / });
        await expect(take).toHaveAttribute('href', /^https:\/\//);
        // No price is made up: an offer says where its price is given.
        await expect(offer).toContainText(/Price: /, { useInnerText: true });
        await expect(offer).not.toContainText(/£\s*\d/, { useInnerText: true });
      }
      // Sanitised as every CMS page is: no classes or scripts of its own.
      await expect(page.locator('.deals-body [class], .deals-body script')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
