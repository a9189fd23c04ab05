import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AREA, useBrowser } from './support/browser';
import { layoutProblems, PAGES, smallTargets, WIDTHS } from './support/layout';

const browser = useBrowser();

/*
 * Each page as a person sees it, at four widths and with "Larger text": it never scrolls
 * sideways, no two texts are drawn over each other, every control is big enough to tap, and
 * headings stay larger than the text under them.
 */
describe('layout at every width and with larger text', () => {
  for (const { name, path } of PAGES) {
    it(name, async () => {
      const page = await browser.newPage({ viewport: { width: WIDTHS.at(-1)!, height: 900 } });
      // tsx names inner functions with a helper the page does not have (esbuild's keepNames).
      await page.addInitScript('window.__name = (f) => f');
      await page.goto(`${AREA}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The cookie banner floats over the page by design; it is checked on its own.
      const reject = page.getByRole('button', { name: 'Reject all cookies' });
      if (await reject.isVisible()) await reject.click();
      const problems: string[] = [];
      for (const largeText of [false, true]) {
        if (largeText) await page.getByRole('button', { name: 'Larger text' }).click();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const found = [...(await layoutProblems(page)), ...(await smallTargets(page))];
          problems.push(
            ...found.map((p) => `${width} px${largeText ? ', larger text' : ''}: ${p}`),
          );
        }
      }
      assert.deepEqual(problems, [], `${name} (${page.url()})`);
      assert.deepEqual(page.problems, []);
    });
  }
});
