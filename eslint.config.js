import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = [
  'help',
  'search',
  'complaints',
  'contact',
  'meter-read',
  'deals',
  'auth',
  'consent',
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
      // One-way imports (bulletproof-react): shared -> features -> app; features never reach
      // into each other, they use what a feature exposes from its index.ts.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.map((f) => `@/features/${f}/*`),
              message: "Import another feature only through its index: '@/features/<name>'.",
            },
            { group: ['@/app', '@/app/*'], message: 'Nothing imports from the app shell.' },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
              message: "Import another feature only through its index: '@/features/<name>'.",
            },
            { group: ['@/app', '@/app/*'], message: 'Features never import the app shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/{api,components,config,content,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/*', '@/app', '@/app/*'],
              message: 'Shared code never imports features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  pluginQuery.configs['flat/recommended'],
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*', 'scripts/**/*'],
    rules: { 'no-console': 'off' },
  },
);
