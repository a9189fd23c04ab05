import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { AREA, expectNoAxeViolations, useBrowser } from './support/browser';
import { withEnquiryDetailsGiven } from './support/complaints';
import { whenLive } from './support/islands';

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
  await whenLive(page);
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

  it('leaves the emergency numbers and the gas advice uncovered on any phone', async () => {
    // Down to a 320x568 phone (iPhone SE), and a phone turned sideways.
    for (const viewport of [PHONE, { width: 320, height: 568 }, { width: 844, height: 390 }]) {
      const page = await browser.newPage({ viewport });
      await open(page, '/emergencies');
      const top = (await box(banner(page))).y;
      const hero = page.getByRole('region', { name: 'Emergencies' });
      for (const part of [
        hero.getByText(/^If you smell gas or think there is carbon monoxide, leave the building/),
        hero.getByRole('link', { name: '0330 808 3880' }),
      ]) {
        const b = await box(part);
        assert.ok(
          b.y + b.height <= top,
          `${viewport.width}x${viewport.height}: ${b.y + b.height} runs under the banner at ${top}`,
        );
      }
      // The article on a gas smell too: its first screen is never covered.
      await open(page, '/emergencies/gas-leak');
      assert.ok((await box(banner(page))).y >= viewport.height, 'no banner over the gas article');
      await page.context().close();
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
    // Every plain heading of a level is bigger than every one of the next (true of none).
    const bigger = plain(level).map((h) => h.size);
    const smaller = plain(level + 1).map((h) => h.size);
    assert.ok(Math.min(...bigger) > Math.max(...smaller), `h${level} > h${level + 1} on ${where}`);
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

  it('starts the landing tiles’ descriptions on one line across each row', async () => {
    const page = await decidedPage(DESKTOP);
    await open(page, '/');
    const rows = await page.evaluate(() => {
      const byRow = new Map<number, number[]>();
      for (const tile of document.querySelectorAll('.tile')) {
        const row = Math.round(tile.getBoundingClientRect().top);
        const description = tile.querySelector('.tile__description')!.getBoundingClientRect().top;
        byRow.set(row, [...(byRow.get(row) ?? []), description]);
      }
      return [...byRow.values()];
    });
    assert.ok(rows.length > 1 && rows.every((r) => r.length > 1), 'tiles sit in rows');
    for (const tops of rows) {
      assert.ok(Math.max(...tops) - Math.min(...tops) < 1, `descriptions at ${tops.join(', ')}`);
    }
  });

  it('puts the meters cards’ titles at the top of each card', async () => {
    const page = await decidedPage(DESKTOP);
    await open(page, '/meters');
    const cards = page.getByRole('region', { name: 'Meter help' }).getByRole('listitem');
    const offsets: number[] = [];
    for (const card of await cards.all()) {
      const link = card.getByRole('link');
      offsets.push((await box(link)).y - (await box(card)).y);
    }
    assert.ok(offsets.length > 2);
    const plain = offsets.slice(0, -1); // the last card starts with an icon
    assert.ok(Math.max(...plain) - Math.min(...plain) < 1, `title offsets ${plain.join(', ')}`);
  });

  for (const [path, viewport] of [
    ['/meters', PHONE],
    ['/bills-and-payments/understanding-your-bill', DESKTOP],
  ] as const) {
    it(`sets the current breadcrumb on the links' baseline on ${path} at ${viewport.width}px`, async () => {
      const page = await decidedPage(viewport);
      await open(page, path);
      const bottoms = await page.getByRole('navigation', { name: 'Breadcrumb' }).evaluate((nav) =>
        [...nav.querySelectorAll('li > *')].map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el.firstChild!);
          return range.getClientRects()[0]!.bottom;
        }),
      );
      assert.ok(bottoms.length > 1);
      for (const b of bottoms) assert.ok(Math.abs(b - bottoms[0]!) < 0.5, bottoms.join(', '));
    });
  }

  it("centres each radio on its label's first line, with and without Larger text", async () => {
    for (const larger of [false, true]) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await decidedPage(viewport);
        if (larger) {
          await page.addInitScript(() => sessionStorage.setItem('hs-large-text', '1'));
        }
        await open(page, '/make-a-complaint-select-type');
        const radios = page.getByRole('radio');
        assert.equal(await radios.count(), 4);
        for (const radio of await radios.all()) {
          const offset = await radio.evaluate((input) => {
            const label = document.querySelector(`label[for="${input.id}"]`)!;
            const range = document.createRange();
            range.selectNodeContents(label);
            const line = range.getClientRects()[0]!;
            const r = input.getBoundingClientRect();
            return r.top + r.height / 2 - (line.top + line.height / 2);
          });
          const where = `${viewport.width}px${larger ? ' with Larger text' : ''}`;
          assert.ok(Math.abs(offset) <= 2, `radio ${offset}px off its label's line at ${where}`);
        }
        await page.close();
      }
    }
  });

  it("centres the cookie choices' boxes on their labels' first lines", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      await open(page, '/');
      await page.getByRole('button', { name: 'Choose cookies' }).click();
      const boxes = page.getByRole('checkbox');
      assert.equal(await boxes.count(), 2);
      for (const checkbox of await boxes.all()) {
        const offset = await checkbox.evaluate((input) => {
          const range = document.createRange();
          range.selectNodeContents(document.querySelector(`label[for="${input.id}"]`)!);
          const line = range.getClientRects()[0]!;
          const r = input.getBoundingClientRect();
          return r.top + r.height / 2 - (line.top + line.height / 2);
        });
        assert.ok(Math.abs(offset) <= 2, `box ${offset}px off its label at ${viewport.width}px`);
      }
      await page.close();
    }
  });

  it('keeps the alert’s Dismiss button clear of its message on a wide screen', async () => {
    const page = await decidedPage(DESKTOP);
    await withEnquiryDetailsGiven(page);
    await page.route('**/v1/leads', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go/query`);
    await page.getByRole('textbox', { name: 'Tell us about your enquiry' }).fill('No supply.');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'technical problems' });
    await message.waitFor({ timeout: 20000 });
    const dismiss = page.getByRole('button', { name: 'Dismiss this message' });
    const text = await message.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()].map((r) => ({
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
      }));
    });
    const button = await box(dismiss);
    for (const r of text) {
      const apart =
        r.right <= button.x ||
        r.left >= button.x + button.width ||
        r.bottom <= button.y ||
        r.top >= button.y + button.height;
      assert.ok(
        apart,
        `Dismiss (${JSON.stringify(button)}) overlaps the text at ${JSON.stringify(r)}`,
      );
    }
  });
});
