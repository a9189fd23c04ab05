import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { builtInContent } from './scripts/built-in-content.ts';
import { ISLANDS_ALIASES } from './scripts/islands-aliases.ts';
import { parseEnv } from './src/config/env-schema.ts';

const ISLANDS_TESTS_DIR = 'tests/unit/islands';

// What both projects share (each extends it): the settings, the `@` alias, JSX, and the set-up.
export default defineConfig({
  plugins: [react()],
  define: {
    __APP_ENV__: JSON.stringify(parseEnv({})),
    ...builtInContent(fileURLToPath(new URL('./content', import.meta.url))),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['tests/support/setup.ts'],
    // A test waits for its outcome (tests/support/setup.ts); this only caps a test that never gets
    // there. On a machine busy with browser tests a page's first render takes seconds.
    testTimeout: 20_000,
    // One worker per core. Vitest's default keeps a core back (one less than the machine has),
    // which on a two-core CI machine ran the 108 files one at a time: 400 s against 250 (issue 42).
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      // Everything else, on React, as the app runs it.
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, `${ISLANDS_TESTS_DIR}/**`],
        },
      },
      // The islands as the reading pages run them (decision 025): on preact/compat, with their own
      // router, compiled as their build compiles them (vite.islands.config.ts).
      {
        extends: true,
        resolve: {
          alias: [
            ...ISLANDS_ALIASES,
            // Testing Library's act, when React has none (preact/compat has not).
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            // Testing Library as ES modules, whose imports Vite resolves (the aliases above): the
            // tests resolve packages as Node does, which finds its CommonJS build, whose
            // require('react') no alias reaches.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'islands',
          include: [`${ISLANDS_TESTS_DIR}/**/*.test.{ts,tsx}`],
          // Through Vite, never loaded by Node as it is (whatever Vitest would guess of that file),
          // so that Testing Library renders with preact/compat, as the code under test does.
          // React Query too, for the islands that fetch (search).
          server: { deps: { inline: ['@testing-library/react', '@tanstack/react-query'] } },
        },
      },
    ],
  },
});
