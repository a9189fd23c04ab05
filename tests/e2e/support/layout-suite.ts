import { AREA, axeViolations, expect, test } from './browser';
import { whenLive } from './islands';
import {
  layoutProblems,
  openPage,
  PAGES,
  setBrowserTextSize,
  smallTargets,
  TEXT_200_WIDTHS,
  WIDTHS,
} from './layout';

/*
 * Each page as a person sees it, at four widths and with "Larger text", then on a phone with the
 * browser's own text size at 200% (WCAG 2.2 1.4.4 and 1.4.10, issue 50): it never scrolls
 * sideways, no two texts are drawn over each other, every control is big enough to tap, every
 * phone number is whole in view (at 200% it may break between its groups, never inside one), and
 * headings stay larger than the text under them. One spec file per group of pages, so each stays
 * well inside the runner's time limit.
 */
export function layoutSuite(group: (typeof PAGES)[number]['group']) {
  test.describe(`layout of the ${group} pages at every width, with Larger text and at 200% text`, () => {
    for (const entry of PAGES.filter((p) => p.group === group)) {
      test(entry.name, async ({ newPage }) => {
        const page = await newPage({ viewport: { width: WIDTHS.at(-1)!, height: 900 } });
        // tsx names inner functions with a helper the page does not have (esbuild's keepNames).
        await page.addInitScript('window.__name = (f) => f');
        await page.goto(`${AREA}/`);
        // The cookie banner floats over the page by design and has its own checks
        // (polish.spec.ts): answered and its confirmation hidden, as a customer would.
        await page.getByRole('button', { name: 'Reject all cookies' }).click();
        await page.getByRole('button', { name: 'Hide cookie message' }).click();
        await openPage(page, AREA, entry);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The page as it settles: alive, and the answered banner gone (it is measured over the
        // page by consent-banner.spec.ts; here it would be text over text by design).
        await whenLive(page);
        await expect(page.getByRole('region', { name: 'Cookies on Help & Support' })).toBeHidden();
        const problems: string[] = [];
        const measure = async (largeText: boolean) => {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            const found = [...(await layoutProblems(page)), ...(await smallTargets(page))];
            problems.push(
              ...found.map((p) => `${width} px${largeText ? ', larger text' : ''}: ${p}`),
            );
          }
        };
        await measure(false);
        await page.getByRole('button', { name: 'Larger text' }).click();
        await expect(page.locator('html')).toHaveClass(/\blarge-text\b/);
        await measure(true);
        // The browser's text at 200%, as a person's own setting makes it (not our Larger text,
        // which goes off again): on phones only, where it is hardest (the run stays short).
        await page.getByRole('button', { name: 'Larger text' }).click();
        await expect(page.locator('html')).not.toHaveClass(/\blarge-text\b/);
        await setBrowserTextSize(page, 200);
        for (const width of TEXT_200_WIDTHS) {
          await page.setViewportSize({ width, height: 640 });
          // axe in full on the smallest phone (its target-size rule among them), as every route
          // is at the default size; the size of targets on the next.
          const found = [
            ...(await layoutProblems(page, { phonesMayWrap: true })),
            ...(width === TEXT_200_WIDTHS[0]
              ? (await axeViolations(page)).map((v) => `axe: ${v}`)
              : await smallTargets(page)),
          ];
          problems.push(...found.map((p) => `${width} px, 200% text: ${p}`));
        }
        expect(problems, `${entry.name} (${page.url()})`).toEqual([]);
        expect(page.problems).toEqual([]);
      });
    }
  });
}
