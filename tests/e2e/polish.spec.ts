import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { AREA, expectNoAxeViolations, useBrowser } from './support/browser';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A page as a visitor who has already answered the cookie question sees it. */
async function decidedPage(viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  await page.context().addCookies([{ name: 'OptanonAlertBoxClosed', value: 'decided', url: AREA }]);
  return page;
}

/** Goes to a page and waits until it is live (most are prerendered, and come to life later). */
async function open(page: Page, path: string) {
  await page.goto(`${AREA}${path}`);
  await page.waitForLoadState('networkidle');
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  assert.ok(b, 'the element is on the page');
  return b;
};

describe('the cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Help & Support' });

  it('takes at most 30% of a 390x844 phone screen', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const path of ['/', '/emergencies']) {
      await open(page, path);
      const { height } = await box(banner(page));
      assert.ok(height <= 0.3 * PHONE.height, `banner ${height}px tall on ${path}`);
    }
  });

  it('leaves the emergency numbers and the gas advice uncovered on a phone', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await open(page, '/emergencies');
    const top = (await box(banner(page))).y;
    const hero = page.getByRole('region', { name: 'Emergencies' });
    for (const part of [
      hero.getByText(/^If you smell gas or think there is carbon monoxide, leave the building/),
      hero.getByRole('link', { name: '0330 808 3880' }),
    ]) {
      const b = await box(part);
      assert.ok(b.y + b.height <= top, `${b.y + b.height} runs under the banner at ${top}`);
    }
  });

  it('is reached straight after the skip link', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await open(page, '/');
    await banner(page).waitFor();
    const stops: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    assert.deepEqual(stops, [
      'Skip to main content',
      'Accept all cookies',
      'Reject all cookies',
      'Choose cookies',
    ]);
  });

  it('moves focus to its confirmation after "Reject all cookies", then to the page heading', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await open(page, '/meters');
    await banner(page).getByRole('button', { name: 'Reject all cookies' }).click();
    const focused = () =>
      page.evaluate(() => ({
        text: document.activeElement?.textContent?.trim(),
        tag: document.activeElement?.tagName,
      }));
    assert.deepEqual(await focused(), { text: "You've rejected additional cookies.", tag: 'P' });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Hide cookie message
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    assert.deepEqual(await focused(), { text: 'Meters', tag: 'H1' });
    assert.equal(await banner(page).count(), 0);
  });
});

/** Font sizes of the visible headings, and of the largest body paragraph text, on a page. */
function typeSizes(page: Page) {
  // No named functions inside: the test runner's transform would wrap them in a helper the page
  // does not have.
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll('h1, h2, h3, main p:not(.lead), main li')].filter(
      (el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
      },
    );
    const headings = shown
      .filter((el) => /^H[1-3]$/.test(el.tagName))
      .map((h) => ({
        level: Number(h.tagName[1]),
        text: h.textContent?.trim() ?? '',
        size: parseFloat(getComputedStyle(h).fontSize),
        // Headings with no class of their own show the type scale's level sizes.
        plain: !h.getAttribute('class'),
      }));
    const body = Math.max(
      ...shown
        .filter((el) => !/^H[1-3]$/.test(el.tagName))
        .map((el) => parseFloat(getComputedStyle(el).fontSize)),
    );
    return { headings, body };
  });
}

async function expectHeadingsAboveText(page: Page, where: string) {
  const { headings, body } = await typeSizes(page);
  assert.ok(headings.length > 1, `headings on ${where}`);
  for (const h of headings) {
    assert.ok(h.size > body, `h${h.level} "${h.text}" ${h.size}px, text ${body}px, on ${where}`);
  }
  const plain = (level: number) => headings.filter((h) => h.plain && h.level === level);
  for (const level of [1, 2]) {
    const bigger = plain(level).map((h) => h.size);
    const smaller = plain(level + 1).map((h) => h.size);
    if (bigger.length && smaller.length) {
      assert.ok(
        Math.min(...bigger) > Math.max(...smaller),
        `h${level} > h${level + 1} on ${where}`,
      );
    }
  }
}

describe('type scale', () => {
  const PAGES = ['/', '/bills-and-payments', '/bills-and-payments/understanding-your-bill'];

  for (const viewport of [PHONE, DESKTOP]) {
    it(`keeps every heading larger than the text, and h1 > h2 > h3, at ${viewport.width}px with and without Larger text`, async () => {
      const page = await browser.newPage({ viewport });
      for (const path of PAGES) {
        await open(page, path);
        await expectHeadingsAboveText(page, path);
      }
      const larger = page.getByRole('button', { name: 'Larger text' });
      await larger.click();
      assert.equal(await larger.getAttribute('aria-pressed'), 'true');
      for (const path of PAGES) {
        await open(page, path);
        await expectHeadingsAboveText(page, `${path} with Larger text`);
      }
      // The menu's section headings too.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('heading')
        .first()
        .waitFor();
      await expectHeadingsAboveText(page, 'the open menu with Larger text');
    });
  }
});

describe('layout polish', () => {
  for (const viewport of [{ width: 320, height: 640 }, PHONE, DESKTOP]) {
    it(`shows every quick link whole, and no page scrolls sideways, at ${viewport.width}px`, async () => {
      const page = await decidedPage(viewport);
      await open(page, '/');
      const links = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
      await links.first().waitFor();
      for (const link of await links.all()) {
        const seen = await link.evaluate((a) => {
          const r = a.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          return (
            r.left >= 0 &&
            r.right <= window.innerWidth &&
            a.contains(document.elementFromPoint(x, y))
          );
        });
        assert.ok(seen, `${await link.textContent()} is cut off`);
      }
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth),
        viewport.width,
        'the page is as wide as the screen',
      );
    });
  }
});
