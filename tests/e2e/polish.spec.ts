import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AREA, useBrowser } from './support/browser';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Goes to a page and waits until it is live (most are prerendered, and come to life later). */
async function open(page: Page, path: string) {
  await page.goto(`${AREA}${path}`);
  await page.waitForLoadState('networkidle');
}

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
