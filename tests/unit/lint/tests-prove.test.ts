// @vitest-environment node
import { ESLint } from 'eslint';
import { BASENAME } from '@/config/paths';

/**
 * Tests that prove their point (issue 42), as ESLint holds them (eslint.config.js): no assertion
 * that runs only sometimes, no browser test that waits for time, and no base path by hand. Linted
 * with the project's own configuration, as snippets placed at real tests' paths.
 */
const UNIT = 'tests/unit/features/contact/contact-us-page.test.tsx';
const INTEGRATION = 'tests/integration/server/search-gaps.test.ts';
const BROWSER = 'tests/e2e/help.spec.ts';
const BROWSER_SUPPORT = 'tests/e2e/support/browser.ts';
/** The browser tests' runner, plain JavaScript. */
const BROWSER_RUNNER = 'tests/e2e/run.mjs';

const eslint = new ESLint({ cwd: process.cwd() });

async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => ({ rule: m.ruleId, severity: m.severity, text: m.message }));
}
const rules = async (code: string, filePath: string) =>
  (await messages(code, filePath)).map((m) => m.rule);

const VITEST = "import { expect, it } from 'vitest';\n";
const NODE_TEST = "import assert from 'node:assert/strict';\nimport { it } from 'node:test';\n";

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
    ['an if', '  if (n > 0) assert.equal(n, 1);\n'],
    ['&&', '  n > 0 && assert.ok(n);\n'],
    ['a ternary', '  n > 0 ? assert.ok(n) : null;\n'],
    ['an if, in a helper named expect…', '  if (n > 0) expectNoAxeViolations(n);\n'],
  ])('forbids a browser test’s assert behind %s', async (_, line) => {
    const code = `${NODE_TEST}declare const expectNoAxeViolations: (n: number) => void;\nit('checks', () => {\n  const n = Number('1');\n${line}});\n`;
    const found = (await messages(code, BROWSER)).filter((m) => m.rule === 'no-restricted-syntax');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 2, text: expect.stringContaining('always runs') });
  });

  it('lets an assertion run in every case, with what is expected in each', async () => {
    const unit = `${VITEST}it('checks', () => {\n  const n = Number('1');\n  expect(n > 0 ? 'some' : 'none').toBe('some');\n});\n`;
    const browser = `${NODE_TEST}it('checks', () => {\n  const n = Number('1');\n  assert.equal(n, n > 0 ? 1 : 0);\n});\n`;
    expect(await messages(unit, UNIT)).toEqual([]);
    expect(await messages(browser, BROWSER)).toEqual([]);
  });
});

describe('a browser test waits for the outcome, not for time, in lint', { timeout: 60_000 }, () => {
  const WAITS = `import type { Page } from 'playwright-core';\nexport async function settle(page: Page) {\n  await page.waitForTimeout(200);\n}\n`;

  it.each([BROWSER, BROWSER_SUPPORT])('forbids waitForTimeout in %s', async (path) => {
    const found = (await messages(WAITS, path)).filter((m) => m.rule === 'no-restricted-syntax');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 2, text: expect.stringContaining('outcome') });
  });

  it('lets it wait for an outcome', async () => {
    const code = `import type { Page } from 'playwright-core';\nexport async function settle(page: Page) {\n  await page.getByRole('heading').waitFor();\n}\n`;
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
    for (const path of [UNIT, INTEGRATION, BROWSER, BROWSER_SUPPORT, BROWSER_RUNNER]) {
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
