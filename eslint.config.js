import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const FEATURES = 'apps/web/src/features';

/** Escapes a name for a regular expression. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The folders under `dir` (itself first), as paths relative to it ('' for itself). */
function foldersOf(dir) {
  const below = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
  return ['', ...below];
}

/**
 * The web features' zones, built from the folder list (a feature created today is guarded
 * today): a file of one feature may not import another feature, nor the app shell. An import
 * is a relative path, so each folder of a feature gets the patterns for its own depth: from
 * `features/cart/components/`, `../../orders/…` is another feature where `../orders/…` is
 * cart's own folder.
 */
function featureZones() {
  const root = join(import.meta.dirname, FEATURES);
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return features.flatMap((feature) => {
    const others = `(${features
      .filter((other) => other !== feature)
      .map(literal)
      .join('|')})(/|$)`;
    return foldersOf(join(root, feature)).map((folder) => {
      const depth = folder === '' ? 0 : folder.split('/').length;
      return {
        files: [`${FEATURES}/${feature}/${folder === '' ? '' : `${folder}/`}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  // Up to features/ and into another, or any path through features/<other>.
                  regex: `^(\\./)?(\\.\\./){${depth + 1}}${others}|(^|/)features/${others}`,
                  message:
                    'Features never import each other: move shared code to lib/, hooks/ or components/.',
                },
                { regex: '^(\\.\\./)+app/', message: 'Features never import the app shell.' },
              ],
            },
          ],
        },
      };
    });
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Server bundles built for a side e2e run (E2E_SERVER_BUNDLE).
      'apps/server/dist-*/**',
      // The web app's server build (docs/spec/server-rendering.md).
      'apps/web/dist-ssr/**',
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
  // Imports flow shared → features → app (STYLE.md): features never import each other
  // nor the app shell; shared code never imports a feature or the shell.
  ...featureZones(),
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
