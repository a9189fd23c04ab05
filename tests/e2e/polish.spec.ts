import type { Locator, Page } from '@playwright/test';
import { AREA, expect, expectNoAxeViolations, test, type NewPage } from './support/browser';
import { withEnquiryDetailsGiven } from './support/complaints';
import { whenLive } from './support/islands';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A page as a visitor who has already answered the cookie question sees it. */
async function decidedPage(newPage: NewPage, viewport: { width: number; height: number }) {
  const page = await newPage({ viewport });
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
  expect(b, 'the element is on the page').toBeTruthy();
  return b!;
};

test.describe('the cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Help & Support' });

  test('takes at most 30% of a 390x844 phone screen', async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    for (const path of ['/', '/emergencies']) {
      await open(page, path);
      const { height } = await box(banner(page));
      expect(height, `banner ${height}px tall on ${path}`).toBeLessThanOrEqual(0.3 * PHONE.height);
    }
  });

  test('leaves the emergency numbers and the gas advice uncovered on any phone', async ({
    newPage,
  }) => {
    // Down to a 320x568 phone (iPhone SE), and a phone turned sideways.
    for (const viewport of [PHONE, { width: 320, height: 568 }, { width: 844, height: 390 }]) {
      const page = await newPage({ viewport });
      await open(page, '/emergencies');
      const top = (await box(banner(page))).y;
      const hero = page.getByRole('region', { name: 'Emergencies' });
      for (const part of [
        hero.getByText(/^If you smell gas or think there is carbon monoxide, leave the building/),
        hero.getByRole('link', { name: '0330 808 3880' }),
      ]) {
        const b = await box(part);
        expect(
          b.y + b.height,
          `${viewport.width}x${viewport.height}: ${b.y + b.height} runs under the banner at ${top}`,
        ).toBeLessThanOrEqual(top);
      }
      // The article on a gas smell too: its first screen is never covered.
      await open(page, '/emergencies/gas-leak');
      expect((await box(banner(page))).y, 'no banner over the gas article').toBeGreaterThanOrEqual(
        viewport.height,
      );
      await page.context().close();
    }
  });

  test('is reached straight after the skip link', async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await open(page, '/');
    await expect(banner(page)).toBeVisible();
    for (const stop of [
      page.getByRole('link', { name: 'Skip to main content', exact: true }),
      banner(page).getByRole('button', { name: 'Accept all cookies', exact: true }),
      banner(page).getByRole('button', { name: 'Reject all cookies', exact: true }),
      banner(page).getByRole('button', { name: 'Choose cookies', exact: true }),
    ]) {
      await page.keyboard.press('Tab');
      await expect(stop).toBeFocused();
    }
  });

  test('moves focus to its confirmation after "Reject all cookies", then to the page heading', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await open(page, '/meters');
    await banner(page).getByRole('button', { name: 'Reject all cookies' }).click();
    await expect(
      page.locator('p').and(page.getByText("You've rejected additional cookies.", { exact: true })),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Hide cookie message
    await expect(page.locator('h1').and(page.getByText('Meters', { exact: true }))).toBeFocused();
    await expect(banner(page)).toHaveCount(0);
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
  expect(headings.length, `headings on ${where}`).toBeGreaterThan(1);
  for (const h of headings) {
    expect(
      h.size,
      `h${h.level} "${h.text}" ${h.size}px, text ${body}px, on ${where}`,
    ).toBeGreaterThan(body);
  }
  const plain = (level: number) => headings.filter((h) => h.plain && h.level === level);
  for (const level of [1, 2]) {
    // Every plain heading of a level is bigger than every one of the next (true of none).
    const bigger = plain(level).map((h) => h.size);
    const smaller = plain(level + 1).map((h) => h.size);
    expect(Math.min(...bigger), `h${level} > h${level + 1} on ${where}`).toBeGreaterThan(
      Math.max(...smaller),
    );
  }
}

test.describe('type scale', () => {
  const PAGES = ['/', '/bills-and-payments', '/bills-and-payments/understanding-your-bill'];

  for (const viewport of [PHONE, DESKTOP]) {
    test(`keeps every heading larger than the text, and h1 > h2 > h3, at ${viewport.width}px with and without Larger text`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport });
      for (const path of PAGES) {
        await open(page, path);
        await expectHeadingsAboveText(page, path);
      }
      const larger = page.getByRole('button', { name: 'Larger text' });
      await larger.click();
      await expect(larger).toHaveAttribute('aria-pressed', 'true');
      for (const path of PAGES) {
        await open(page, path);
        await expectHeadingsAboveText(page, `${path} with Larger text`);
      }
      // The menu's section headings too.
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('heading').first(),
      ).toBeVisible();
      await expectHeadingsAboveText(page, 'the open menu with Larger text');
    });
  }
});

test.describe('layout polish', () => {
  for (const viewport of [{ width: 320, height: 640 }, PHONE, DESKTOP]) {
    test(`shows every quick link whole, and no page scrolls sideways, at ${viewport.width}px`, async ({
      newPage,
    }) => {
      const page = await decidedPage(newPage, viewport);
      await open(page, '/');
      const links = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
      await expect(links.first()).toBeVisible();
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
        expect(seen, `${await link.textContent()} is cut off`).toBe(true);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the page is as wide as the screen',
      ).toBe(viewport.width);
    });
  }

  test('starts the landing tiles’ descriptions on one line across each row', async ({
    newPage,
  }) => {
    const page = await decidedPage(newPage, DESKTOP);
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
    expect(rows.length, 'tiles sit in rows').toBeGreaterThan(1);
    expect(
      rows.every((r) => r.length > 1),
      'tiles sit in rows',
    ).toBe(true);
    for (const tops of rows) {
      expect(
        Math.max(...tops) - Math.min(...tops),
        `descriptions at ${tops.join(', ')}`,
      ).toBeLessThan(1);
    }
  });

  test('puts the meters cards’ titles at the top of each card', async ({ newPage }) => {
    const page = await decidedPage(newPage, DESKTOP);
    await open(page, '/meters');
    const cards = page.getByRole('region', { name: 'Meter help' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const offsets: number[] = [];
    for (const card of await cards.all()) {
      const link = card.getByRole('link');
      offsets.push((await box(link)).y - (await box(card)).y);
    }
    expect(offsets.length).toBeGreaterThan(2);
    const plain = offsets.slice(0, -1); // the last card starts with an icon
    expect(
      Math.max(...plain) - Math.min(...plain),
      `title offsets ${plain.join(', ')}`,
    ).toBeLessThan(1);
  });

  for (const [path, viewport] of [
    ['/meters', PHONE],
    ['/bills-and-payments/understanding-your-bill', DESKTOP],
  ] as const) {
    test(`sets the current breadcrumb on the links' baseline on ${path} at ${viewport.width}px`, async ({
      newPage,
    }) => {
      const page = await decidedPage(newPage, viewport);
      await open(page, path);
      const bottoms = await page.getByRole('navigation', { name: 'Breadcrumb' }).evaluate((nav) =>
        [...nav.querySelectorAll('li > *')].map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el.firstChild!);
          return range.getClientRects()[0]!.bottom;
        }),
      );
      expect(bottoms.length).toBeGreaterThan(1);
      for (const b of bottoms)
        expect(Math.abs(b - bottoms[0]!), bottoms.join(', ')).toBeLessThan(0.5);
    });
  }

  test("centres each radio on its label's first line, with and without Larger text", async ({
    newPage,
  }) => {
    for (const larger of [false, true]) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await decidedPage(newPage, viewport);
        if (larger) {
          await page.addInitScript(() => sessionStorage.setItem('hs-large-text', '1'));
        }
        await open(page, '/make-a-complaint-select-type');
        const radios = page.getByRole('radio');
        await expect(radios).toHaveCount(4);
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
          expect(
            Math.abs(offset),
            `radio ${offset}px off its label's line at ${where}`,
          ).toBeLessThanOrEqual(2);
        }
        await page.close();
      }
    }
  });

  test("centres the cookie choices' boxes on their labels' first lines", async ({ newPage }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage({ viewport });
      await open(page, '/');
      await page.getByRole('button', { name: 'Choose cookies' }).click();
      const boxes = page.getByRole('checkbox');
      await expect(boxes).toHaveCount(2);
      for (const checkbox of await boxes.all()) {
        const offset = await checkbox.evaluate((input) => {
          const range = document.createRange();
          range.selectNodeContents(document.querySelector(`label[for="${input.id}"]`)!);
          const line = range.getClientRects()[0]!;
          const r = input.getBoundingClientRect();
          return r.top + r.height / 2 - (line.top + line.height / 2);
        });
        expect(
          Math.abs(offset),
          `box ${offset}px off its label at ${viewport.width}px`,
        ).toBeLessThanOrEqual(2);
      }
      await page.close();
    }
  });

  test('keeps the alert’s Dismiss button clear of its message on a wide screen', async ({
    newPage,
  }) => {
    const page = await decidedPage(newPage, DESKTOP);
    await withEnquiryDetailsGiven(page);
    await page.route('**/v1/leads', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(`${AREA}/complaints/enquiry-pay-as-you-go/query`);
    await page.getByRole('textbox', { name: 'Tell us about your enquiry' }).fill('No supply.');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'technical problems' });
    await expect(message).toBeVisible();
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
      expect(
        apart,
        `Dismiss (${JSON.stringify(button)}) overlaps the text at ${JSON.stringify(r)}`,
      ).toBe(true);
    }
  });
});
