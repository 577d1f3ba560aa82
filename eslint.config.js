import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Server bundles built for a side e2e run (E2E_SERVER_BUNDLE).
      'apps/server/dist-*/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // Generated from schema.graphql by `npm run codegen:graphql` (codegen.ts).
      'apps/server/src/graphql/resolvers.generated.ts',
      'apps/web/src/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Promises with type information: a promise nobody awaits or handles loses its failure
    // (an unhandled rejection) and its ordering; one passed where a callback's result is
    // ignored (an event handler, a forEach) does both silently.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'codegen.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Tests assert on shapes they have just checked; `!` there says "the test would fail".
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Imports flow shared → features → app (STYLE.md): features never import each other
    // nor the app shell; shared code never imports a feature or the shell.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(auth|cart|catalog|checkout|account|wishlist|orders|payment)/',
              message:
                'Features never import each other: move shared code to lib/, hooks/ or components/.',
            },
            { regex: '^(\\.\\./)+app/', message: 'Features never import the app shell.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{lib,hooks,components,config,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)/',
              message: 'Shared code never imports a feature or the shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
