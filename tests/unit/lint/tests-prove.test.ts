// @vitest-environment node
import { ESLint } from 'eslint';
import { BASENAME } from '@/config/paths';

/**
 * Tests that prove their point (issues 42, 47), as ESLint holds them (eslint.config.js): no
 * assertion that runs only sometimes, no browser test that waits for time or asserts nothing or
 * runs on anything but @playwright/test, and no base path by hand. Linted with the project's own
 * configuration, as snippets placed at real tests' paths.
 */
const UNIT = 'tests/unit/features/contact/contact-us-page.test.tsx';
const INTEGRATION = 'tests/integration/server/search-gaps.test.ts';
const BROWSER = 'tests/e2e/help.spec.ts';
const BROWSER_SUPPORT = 'tests/e2e/support/browser.ts';
/** The browser tests' plain JavaScript (which Chromium they drive). */
const BROWSER_SCRIPT = 'tests/e2e/support/chromium.mjs';

const eslint = new ESLint({ cwd: process.cwd() });

async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => ({ rule: m.ruleId, severity: m.severity, text: m.message }));
}
const rules = async (code: string, filePath: string) =>
  (await messages(code, filePath)).map((m) => m.rule);

const VITEST = "import { expect, it } from 'vitest';\n";
const PLAYWRIGHT = "import { expect, test } from './support/browser';\n\n";

describe('an assertion always runs, in lint', { timeout: 60_000 }, () => {
  it.each([UNIT, INTEGRATION])('forbids `if (…) expect(…)` in %s', async (path) => {
    const code = `${VITEST}it('checks a line', () => {\n  const line = [''].find(Boolean);\n  if (line) expect(line).toBe('x');\n});\n`;
    expect(await rules(code, path)).toEqual(
      expect.arrayContaining(['vitest/no-conditional-expect', 'vitest/no-conditional-in-test']),
    );
  });

  it('forbids an expect behind && or a ternary', async () => {
    const code = `${VITEST}it('checks', () => {\n  const n = Number('1');\n  n > 0 && expect(n).toBe(1);\n  n > 1 ? expect(n).toBe(2) : null;\n});\n`;
    const found = await rules(code, UNIT);
    expect(found.filter((rule) => rule === 'vitest/no-conditional-expect')).toHaveLength(2);
  });

  it.each([
    ['an if', '  if (n > 0) expect(n).toBe(1);\n'],
    ['&&', '  n > 0 && expect(n).toBeTruthy();\n'],
    ['a ternary', '  n > 0 ? expect(n).toBeTruthy() : null;\n'],
  ])('forbids a browser test’s expect behind %s', async (_, line) => {
    const code = `${PLAYWRIGHT}test('checks', () => {\n  const n = Number('1');\n${line}});\n`;
    const found = (await messages(code, BROWSER)).filter(
      (m) => m.rule === 'playwright/no-conditional-expect',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 2 });
  });

  it('forbids a helper named expect… behind an if, in a browser test', async () => {
    const code = `${PLAYWRIGHT}declare const expectNoAxeViolations: (n: number) => void;\ntest('checks', () => {\n  const n = Number('1');\n  expect(n).toBe(1);\n  if (n > 0) expectNoAxeViolations(n);\n});\n`;
    const found = (await messages(code, BROWSER)).filter((m) => m.rule === 'no-restricted-syntax');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 2, text: expect.stringContaining('always runs') });
  });

  it('lets an assertion run in every case, with what is expected in each', async () => {
    const unit = `${VITEST}it('checks', () => {\n  const n = Number('1');\n  expect(n > 0 ? 'some' : 'none').toBe('some');\n});\n`;
    const browser = `${PLAYWRIGHT}test('checks', () => {\n  const n = Number('1');\n  expect(n).toBe(n > 0 ? 1 : 0);\n});\n`;
    expect(await messages(unit, UNIT)).toEqual([]);
    expect(await messages(browser, BROWSER)).toEqual([]);
  });
});

describe(
  'a browser test runs on @playwright/test and asserts, in lint',
  { timeout: 60_000 },
  () => {
    it.each([
      ["node's test runner", "import { it } from 'node:test';\n"],
      ["node's assert", "import assert from 'node:assert/strict';\n"],
      ["playwright-core's bare API", "import type { Page } from 'playwright-core';\n"],
    ])('forbids %s', async (_, line) => {
      const code = `${line}export const x = 1;\n`;
      for (const path of [BROWSER, BROWSER_SUPPORT]) {
        const found = (await messages(code, path)).filter(
          (m) => m.rule === 'no-restricted-imports',
        );
        expect(found, path).toHaveLength(1);
      }
    });

    it('forbids a test that asserts nothing: one that only waits', async () => {
      const code = `${PLAYWRIGHT}test('opens', async ({ page }) => {\n  await page.goto('/');\n  await page.getByRole('heading').waitFor();\n});\n`;
      const found = await rules(code, BROWSER);
      expect(found).toContain('playwright/expect-expect');
    });

    it('counts a helper named expect… as the test’s assertion', async () => {
      const code = `import { test } from './support/browser';\n\ndeclare const expectNoAxeViolations: (p: unknown) => Promise<void>;\n\ntest('opens', async ({ page }) => {\n  await page.goto('/');\n  await expectNoAxeViolations(page);\n});\n`;
      expect(await messages(code, BROWSER)).toEqual([]);
    });

    it('forbids reading the page once and comparing: the assertion waits for the outcome', async () => {
      const code = `${PLAYWRIGHT}test('shows', async ({ page }) => {\n  expect(await page.getByRole('heading').isVisible()).toBe(true);\n  expect(await page.getByRole('link').textContent()).toBe('Home');\n});\n`;
      const found = (await rules(code, BROWSER)).filter(
        (rule) => rule === 'playwright/prefer-web-first-assertions',
      );
      expect(found).toHaveLength(2);
    });
  },
);

describe('a browser test waits for the outcome, not for time, in lint', { timeout: 60_000 }, () => {
  const WAITS = `import type { Page } from '@playwright/test';\nexport async function settle(page: Page) {\n  await page.waitForTimeout(200);\n}\n`;

  it.each([BROWSER, BROWSER_SUPPORT])('forbids waitForTimeout in %s', async (path) => {
    const found = (await messages(WAITS, path)).filter((m) => m.rule === 'no-restricted-syntax');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 2, text: expect.stringContaining('outcome') });
  });

  it.each([
    ['a sleep', 'await new Promise((resolve) => setTimeout(resolve, 100));'],
    ['a polling loop', 'while (!done()) await new Promise((r) => setTimeout(r, 50));'],
    ['a timer from node:timers', 'await timers.setTimeout(100);'],
    ['an interval', 'setInterval(() => undefined, 100);'],
  ])('forbids %s in a browser test or its support', async (_, line) => {
    const code = `import * as timers from 'node:timers/promises';\ndeclare const done: () => boolean;\nexport async function settle() {\n  ${line}\n}\n`;
    for (const path of [BROWSER, BROWSER_SUPPORT]) {
      const found = (await messages(code, path)).filter((m) => m.rule === 'no-restricted-syntax');
      expect(found, path).toHaveLength(1);
      expect(found[0]!.text).toContain('expect.poll');
    }
  });

  it('forbids importing a timer to wait with', async () => {
    const code = `import { setTimeout as sleep } from 'node:timers/promises';\nexport const settle = () => sleep(100);\n`;
    const found = (await messages(code, BROWSER)).filter((m) => m.rule === 'no-restricted-syntax');
    expect(found).toHaveLength(1);
  });

  it('lets it wait for an outcome, and a server be slow on purpose', async () => {
    const code = `import { expect, type Page } from '@playwright/test';\nimport { delay } from './support/network';\nexport async function settle(page: Page) {\n  await expect(page.getByRole('heading')).toBeVisible();\n  await expect.poll(() => page.evaluate(() => document.title)).toBe('Home');\n  await page.route('**/search', async (route) => {\n    await delay(5000);\n    await route.continue();\n  });\n}\n`;
    expect(await messages(code, BROWSER)).toEqual([]);
  });
});

describe('the base path comes from config, in lint', { timeout: 60_000 }, () => {
  const hand = `${BASENAME}/meters`;

  it.each([
    ['a string', `export const url = '${hand}';\n`],
    ['a template', `const id = 'x';\nexport const url = \`${hand}/\${id}\`;\n`],
    ['a content path', `export const url = '/content${hand}/header.json';\n`],
  ])('forbids the base path written in %s', async (_, code) => {
    for (const path of [UNIT, INTEGRATION, BROWSER, BROWSER_SUPPORT, BROWSER_SCRIPT]) {
      const found = (await messages(code, path)).filter((m) => m.rule === 'no-restricted-syntax');
      expect(found, path).toHaveLength(1);
      expect(found[0]!.text).toContain('src/config');
    }
  });

  it('lets tests build it from BASENAME and paths, hostile addresses too', async () => {
    const code = `import { BASENAME, paths } from '@/config/paths';\nexport const urls = [\`\${BASENAME}\${paths.category('meters')}\`, \`\${BASENAME}/..%2f\`];\n`;
    expect(await messages(code, UNIT)).toEqual([]);
    expect(
      await messages(code.replace('@/config/paths', '../../src/config/paths'), BROWSER),
    ).toEqual([]);
  });

  it('leaves the source alone: the app writes its base path once, in config', async () => {
    const code = `export const BASENAME = '${BASENAME}';\n`;
    expect(await messages(code, 'src/config/paths.ts')).toEqual([]);
  });
});
