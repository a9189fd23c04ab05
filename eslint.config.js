import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { islandModules } from './scripts/island-modules.mjs';

// Every feature folder (src/features/<name>): a new one is held to the same rules at once.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * What a feature offers the others: its index, and for search a second entry of what it gives
 * forms (forms.ts), so a page with only a search box, the landing page above all, does not load
 * the data layer those bring.
 */
const PUBLIC_ENTRIES = ['index.ts', 'forms.ts'];

/**
 * The modules an island can reach run on preact/compat in the reading pages (decisions 025, 026),
 * so they may use only what that runtime has. Which modules, and what it lacks, are worked out
 * here from the code and the installed packages, so neither list goes stale by hand.
 */
const ISLAND_MODULES = islandModules(fileURLToPath(new URL('.', import.meta.url)));
const ISLANDS_RUNTIME = 'The islands run on preact/compat (decisions 025, 026)';
/** The named exports of a React package that its preact/compat stand-in does not have. */
async function missingInCompat(reactPackage, compatPackage) {
  const compat = new Set(Object.keys(await import(compatPackage)));
  return Object.keys(await import(reactPackage)).filter(
    (name) => name !== 'default' && !compat.has(name),
  );
}
const notInCompat = async (reactPackage, compatPackage) => ({
  name: reactPackage,
  importNames: await missingInCompat(reactPackage, compatPackage),
  message: `${ISLANDS_RUNTIME}, and ${compatPackage} has no such export.`,
});
const ISLANDS_RESTRICTED_IMPORTS = [
  {
    name: 'react-router-dom',
    message: `${ISLANDS_RUNTIME}, with a router of their own: import routing from '@/lib/routing'.`,
  },
  {
    name: 'react',
    importNames: ['useId'],
    message: `${ISLANDS_RUNTIME}, which numbers useId's ids differently from React: an island's ids would not match its HTML.`,
  },
  await notInCompat('react', 'preact/compat'),
  await notInCompat('react-dom', 'preact/compat'),
  await notInCompat('react-dom/client', 'preact/compat/client'),
].filter((path) => path.importNames?.length !== 0);

/**
 * One zod, zod/mini, written one way, in every runtime: the browser (the app, the islands, the
 * service worker), the platform (server/, serving/), the build (scripts/, deploy/, the Vite
 * configurations) and the tests and bench (issue 42). One statement, on every file (below), and
 * kept beside the islands' own restricted imports. Classic zod ('zod', 'zod/v4') puts its chainable API, which cannot be tree-shaken,
 * on top of the same core: every form step loaded 17 KB gzip more with it (the details step 173
 * KB, 156 with zod/mini). zod/mini's `z.core` has the core's types.
 */
const ONE_ZOD = {
  regex: '^zod(?!/mini$)(?:/.*)?$',
  message:
    "Use zod/mini (import * as z from 'zod/mini'): one zod everywhere (issue 42); classic zod's chainable API cost every form step 17 KB gzip more.",
};
/**
 * The browser's zod speaks no language: its forms show only our own words, so it need not carry
 * zod's. The platform alone loads English, for its error documents (server/zod-english.ts).
 */
const NO_ZOD_LOCALE_MESSAGE =
  "The browser loads no zod locale: a form shows only our own words. The platform's English is server/zod-english.ts.";
const NO_ZOD_LOCALE = [
  "ImportDeclaration[source.value='zod/mini'] ImportSpecifier[imported.name='locales']",
  "MemberExpression[object.name='z'][property.name='locales']",
].map((selector) => ({ selector, message: NO_ZOD_LOCALE_MESSAGE }));

/**
 * Tests that prove their point (issue 42). An assertion always runs: none guarded by an `if`, a
 * ternary or `&&` (vitest's own rules hold the `expect`s; these the browser tests' `assert`s and
 * the helpers named `expect…`).
 */
const ASSERTION =
  "CallExpression:matches([callee.object.name='assert'], [callee.name='assert'], [callee.name=/^expect[A-Z]/])";
const ALWAYS_ASSERT = ['IfStatement', 'ConditionalExpression', 'LogicalExpression'].map(
  (guard) => ({
    selector: `${guard} ${ASSERTION}`,
    message:
      'An assertion always runs (issue 42): assert what is expected in each case, so the test fails when the thing is missing.',
  }),
);
/** The area's base path comes from config/paths.ts (BASENAME, absolute, paths), never by hand. */
const BASE_PATH_MESSAGE =
  "Build the area's addresses from src/config (BASENAME, paths, CONTENT_PATHS), never by hand (issue 42); a hostile address too: `${BASENAME}/..%2f`.";
const NO_HAND_BASE_PATH = [
  { selector: 'Literal[value=/\\/help-and-support/]', message: BASE_PATH_MESSAGE },
  { selector: 'TemplateElement[value.raw=/\\/help-and-support/]', message: BASE_PATH_MESSAGE },
];
/**
 * A browser test waits for the outcome it checks, never for time (issues 42, 47): no fixed wait,
 * and no loop of its own around a timer, which is a fixed wait repeated. Playwright's web-first
 * assertions wait for what they check (`await expect(locator).toHaveText(…)`); for anything else,
 * `expect.poll(() => value).toBe(…)` or `expect(async () => …).toPass()`. A server made slow on
 * purpose takes its delay from support/network.ts.
 */
const WAIT_MESSAGE =
  'Wait for the outcome, never for time (issues 42, 47): assert on the thing itself with a web-first assertion, expect.poll or toPass; a slow server by design is support/network.ts.';
const NO_FIXED_WAIT = [
  "CallExpression[callee.property.name='waitForTimeout']",
  'CallExpression[callee.name=/^set(Timeout|Interval)$/]',
  'CallExpression[callee.property.name=/^set(Timeout|Interval)$/]',
  'ImportSpecifier[imported.name=/^set(Timeout|Interval)$/]',
].map((selector) => ({ selector, message: WAIT_MESSAGE }));
/**
 * The browser tests run on @playwright/test (issue 47): its runner, fixtures and assertions; not
 * node's test runner or assert, nor playwright-core's bare API.
 */
const BROWSER_TEST_IMPORTS = [
  {
    name: 'node:test',
    message:
      'Browser tests run on @playwright/test: test and expect from tests/e2e/support/browser.ts.',
  },
  ...['node:assert', 'node:assert/strict', 'assert'].map((name) => ({
    name,
    message:
      "Assert with Playwright's expect (web-first for the page: it waits for what it checks).",
  })),
  {
    name: 'playwright-core',
    message: 'Import from @playwright/test (types too), whose runner drives the browser.',
  },
];
/** Whoever asserts for a test is named so (`expectNoAxeViolations`), so lint sees it assert. */
const ASSERTING_HELPERS = ['^expect[A-Z]', '^expectNo'];

/**
 * The folders' one direction (issue 42): what each folder may not import. The app is built on by
 * everything else and imports none of it; serving/ holds what the build, the platform and nginx
 * share (the layout of dist/, the security headers); the build is on top.
 */
const APP_SHARED = ['./config', './api', './lib'];
const FOLDER_ZONES = [
  {
    target: './src/**/*',
    from: ['./serving', './server', './deploy', './scripts'],
    message:
      'The app (src/) imports nothing outside src/: serving/, the platform, nginx and the build are built on it, never the reverse.',
  },
  {
    target: './serving/**/*',
    from: ['./server', './deploy', './scripts'],
    message:
      'serving/ is what the build, the platform and nginx share: it imports none of them, they import it.',
  },
  {
    target: './serving/**/*',
    from: './src',
    except: APP_SHARED,
    message: 'serving/ takes from the app only its shared folders (src/config, src/api, src/lib).',
  },
  {
    target: ['./server/**/*', './deploy/**/*'],
    from: './scripts',
    message:
      'The platform and nginx never import the build (scripts/): what they share with it is in serving/.',
  },
  {
    target: './server/**/*',
    from: './deploy',
    message: "The platform does not import nginx's configuration: what they share is in serving/.",
  },
  {
    target: './deploy/**/*',
    from: './server',
    message: "nginx's configuration does not import the platform: what they share is in serving/.",
  },
  {
    target: ['./server/**/*', './deploy/**/*'],
    from: './src',
    except: [...APP_SHARED, './for-servers.ts'],
    message:
      "The platform and nginx take from the app its shared folders (src/config, src/api, src/lib) and what src/for-servers.ts gives them, never a feature's insides.",
  },
];

export default tseslint.config(
  { ignores: ['dist', 'var', 'node_modules', 'coverage', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['error', 'warn', 'log'] }],
      'no-restricted-imports': ['error', { patterns: [ONE_ZOD] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_ZOD_LOCALE] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
  },
  // Whether there is a connection is one rule (lib/connection.ts): the browser's word alone can
  // be wrong (a page opened offline in Chromium 150 says it is online).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/connection.ts', 'src/sw/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'navigator',
          property: 'onLine',
          message: 'Use isOnline() or useOnline() (lib/connection.ts, lib/use-online.ts).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'off',
    },
  },
  // One-way imports, by path, whatever the import is written as (alias or relative).
  // Between the folders (issue 42), each imports only those before it, so no circle can form:
  //   src/ (the app) <- serving/ <- server/ (the platform), deploy/ (nginx) <- scripts/ (the build)
  // with server/ and deploy/ side by side (neither imports the other: what they share with the
  // build is in serving/), and taking from src/ only its shared folders and src/for-servers.ts.
  // Inside src/ (bulletproof-react): shared folders -> features -> app (and the entries beside
  // it); a feature uses another only through its index.ts. And no import cycles anywhere.
  {
    files: [
      'src/**/*.{ts,tsx}',
      'serving/**/*.ts',
      'server/**/*.ts',
      'deploy/**/*.{ts,mjs}',
      'scripts/**/*.{ts,mjs}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FOLDER_ZONES,
            {
              target: './src/{api,components,config,content,lib,styles}/**/*',
              from: [
                './src/features',
                './src/app',
                './src/main.tsx',
                './src/entry-server.tsx',
                './src/islands',
                './src/entry-islands.tsx',
              ],
              message: 'Shared code never imports features, the app or the islands’ runtime.',
            },
            {
              target: './src/features/**/*',
              from: [
                './src/app',
                './src/main.tsx',
                './src/entry-server.tsx',
                './src/islands',
                './src/entry-islands.tsx',
              ],
              message: 'Features never import the app shell or the islands’ runtime.',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}/**/*`,
              from: './src/features',
              except: [
                `./${feature}`,
                ...features
                  .filter((f) => f !== feature)
                  .flatMap((f) => PUBLIC_ENTRIES.map((entry) => `./${f}/${entry}`)),
              ],
              message:
                "Import another feature only through its index, '@/features/<name>' (or its forms entry).",
            })),
          ],
        },
      ],
    },
  },
  // What an island's code may import: the islands' runtime has no react-router and not all of
  // React. The seam (lib/routing.ts) and the islands' own stand-ins are where those are mapped.
  {
    files: ISLAND_MODULES,
    ignores: ['src/lib/routing.ts', 'src/islands/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ISLANDS_RESTRICTED_IMPORTS, patterns: [ONE_ZOD] },
      ],
    },
  },
  pluginQuery.configs['flat/recommended'],
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*', 'scripts/**/*'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    plugins: { vitest },
    rules: {
      'vitest/no-conditional-expect': 'error',
      'vitest/no-conditional-in-test': 'error',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs}'],
    rules: { 'no-restricted-syntax': ['error', ...ALWAYS_ASSERT, ...NO_HAND_BASE_PATH] },
  },
  {
    files: ['tests/e2e/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-syntax': ['error', ...ALWAYS_ASSERT, ...NO_HAND_BASE_PATH, ...NO_FIXED_WAIT],
      'no-restricted-imports': ['error', { paths: BROWSER_TEST_IMPORTS, patterns: [ONE_ZOD] }],
    },
  },
  // The browser tests on @playwright/test (issue 47): every test asserts, every call that acts or
  // asserts on the page is awaited, and what the page shows is checked by an assertion that waits
  // for it, never read once and compared.
  {
    files: ['tests/e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ASSERTING_HELPERS }],
      'playwright/no-conditional-expect': 'error',
      // A test may walk a table of cases and branch on each one's data; its assertions never
      // depend on a branch (no-conditional-expect above, and ALWAYS_ASSERT).
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-skipped-test': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-wait-for-selector': 'error',
      'playwright/no-networkidle': 'error',
      'playwright/no-useless-await': 'error',
      'playwright/prefer-web-first-assertions': 'error',
      'playwright/valid-expect': 'error',
      'playwright/missing-playwright-await': 'error',
    },
  },
);
