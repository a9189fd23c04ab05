import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'off',
    },
  },
  // One-way imports (bulletproof-react), by path, whatever the import is written as (alias or
  // relative): shared folders -> features -> app (and the entries beside it); a feature uses
  // another only through its index.ts; and no import cycles anywhere.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/{api,components,config,content,lib,styles}/**/*',
              from: ['./src/features', './src/app', './src/main.tsx', './src/entry-server.tsx'],
              message: 'Shared code never imports features or the app.',
            },
            {
              target: './src/features/**/*',
              from: ['./src/app', './src/main.tsx', './src/entry-server.tsx'],
              message: 'Features never import the app shell.',
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
  pluginQuery.configs['flat/recommended'],
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*', 'scripts/**/*'],
    rules: { 'no-console': 'off' },
  },
);
