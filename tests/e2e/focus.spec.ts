/**
 * Issue 29: every control a keyboard reaches stays readable while it has the focus, and shows it
 * has it. Green buttons once went blank on focus (white text on an inherited white), and axe does
 * not look at focused states. This walks every page of the area by Tab at a phone's and a
 * desktop's width and checks, for each focused element, the contrast of its text on its
 * background (at least 4.5:1, WCAG 1.4.3) and a visible focus indicator (WCAG 2.4.7).
 */
import type { Page } from '@playwright/test';
import { AREA, BASE_URL, expect, test } from './support/browser';
import { whenLive } from './support/islands';
import { openPage, PAGES } from './support/layout';
import { BASENAME } from '../../src/config/paths';

/** Far more than any page has: the walk ends when the focus comes back round. */
const MAX_TABS = 250;

/** What is wrong with the focused element, or null: contrast and a visible indicator. */
const focusProblem = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // Tab never lands on tabindex="-1": a heading the app focused on moving to a page (for
    // screen readers, with no ring, as a page load starts at the top) is not a control.
    if (!el || el === document.body || el.tabIndex < 0) return null;
    const rgba = (value: string) => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
      return m
        ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]
        : null;
    };
    // The colour behind the element: its own, else its ancestors', blended down to the page.
    const backgroundOf = (start: Element) => {
      const layers: number[][] = [];
      for (let node: Element | null = start; node; node = node.parentElement) {
        const c = rgba(getComputedStyle(node).backgroundColor);
        if (c && c[3]! > 0) {
          layers.push(c);
          if (c[3] === 1) break;
        }
      }
      let [r, g, b] = [255, 255, 255];
      for (const [lr, lg, lb, a] of layers.reverse()) {
        r = lr! * a! + r * (1 - a!);
        g = lg! * a! + g * (1 - a!);
        b = lb! * a! + b * (1 - a!);
      }
      return [r, g, b];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const style = getComputedStyle(el);
    const back = backgroundOf(el);
    const fore = rgba(style.color)!;
    const text = [0, 1, 2].map((i) => fore[i]! * fore[3]! + back[i]! * (1 - fore[3]!));
    const [l1, l2] = [luminance(text), luminance(back)].sort((a, b) => b - a);
    const contrast = (l1! + 0.05) / (l2! + 0.05);
    const outline = rgba(style.outlineColor);
    const outlined =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      outline !== null &&
      outline[3]! > 0;
    const shadowed = style.boxShadow !== 'none';
    // A link or button painted yellow behind its text is GOV.UK's indicator too.
    const yellow = back[0]! > 240 && back[1]! > 190 && back[2]! < 110;
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).value || '').trim().slice(0, 40)}"`;
    const problems = [
      contrast < 4.5 &&
        `text contrast ${contrast.toFixed(2)}:1 (${style.color} on rgb(${back.map(Math.round).join(', ')}))`,
      !outlined && !shadowed && !yellow && 'no visible focus indicator',
    ].filter(Boolean);
    return problems.length > 0 ? `${name}: ${problems.join('; ')}` : null;
  });

/** Tabs through the whole page once, and lists every focused element's problem. */
async function walk(page: Page) {
  const problems: string[] = [];
  const seen = new Set<unknown>();
  for (let i = 0; i < MAX_TABS; i += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement as (Element & { __walked?: number }) | null;
      if (!el || el === document.body) return 'body';
      if (el.tagName === 'IFRAME') return 'iframe';
      el.__walked ??= Math.random();
      return el.__walked;
    });
    if (seen.has(id)) break;
    seen.add(id);
    if (id === 'body' || id === 'iframe') continue;
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
  }
  return { problems, reached: seen.size };
}

test.describe('focus you can read, on every page, by Tab alone', () => {
  for (const width of [390, 1280]) {
    // The deals page, reached by signing in, has a test of its own below.
    for (const entry of PAGES.filter((p) => p.name !== 'deals')) {
      test(`${entry.name} at ${width} px`, async ({ newPage }) => {
        const page = await newPage({ viewport: { width, height: 900 } });
        // tsx names the checking functions with a helper the page does not have.
        await page.addInitScript('window.__name = (f) => f');
        await openPage(page, AREA, entry);
        await whenLive(page);
        const { problems, reached } = await walk(page);
        expect(reached, `${entry.name}: the keyboard reaches the page's controls`).toBeGreaterThan(
          3,
        );
        expect(problems, `${entry.name} at ${width} px`).toEqual([]);
        await page.close();
      });
    }
  }
});

test.describe('focus you can read where only signed-in customers go', () => {
  for (const width of [390, 1280]) {
    test(`the deals page, with the signed-in header, at ${width} px`, async ({ newPage }) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      await page.addInitScript('window.__name = (f) => f');
      await page.goto(`${BASE_URL}/sign-in?returnTo=${BASENAME}/deals`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your deals' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Example offers' })).toBeVisible();
      await whenLive(page);
      const { problems, reached } = await walk(page);
      expect(reached, "the keyboard reaches the deals page's controls").toBeGreaterThan(3);
      expect(problems, `deals at ${width} px`).toEqual([]);
      await page.close();
    });
  }
});
