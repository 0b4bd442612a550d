import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Boundaries in apps/web/src (apps/web/SHELL.md): a feature imports another feature only through its index.ts;
// app/ (the shell: App, router, layout, entry) is imported by no feature and by none of lib/, ui/, api/, i18n/;
// those shared folders import no feature; and no import cycles (import-x/no-cycle).
const WEB = 'apps/web/src';
const FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const up = (times) => '\\.\\./'.repeat(times);
const restricted = (patterns) => ['error', { patterns }];
const noApp = (depth) => ({
  regex: `^${up(depth)}app(/|$)`,
  message: 'app/ is the shell: move what you need to lib/ (helpers) or ui/ (components).',
});
const noFeatures = (depth) => ({
  regex: `^${up(depth)}features(/|$)`,
  message: 'Shared code does not depend on a feature.',
});
// The console's calls (adminCalls.ts) are imported by the console only: every other import of them would put the
// console's paths in the storefront's start chunk (issue 36).
const noAdminCalls = {
  regex: '^@shop/contract/adminCalls$',
  message: "The console's calls belong to features/admin; the storefront's start chunk must not carry them.",
};
// A file `depth` folders below features/<name>/ reaches src/ with depth + 2 "../" and another feature with depth + 1.
const featureBoundaries = FEATURES.flatMap((name) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`${WEB}/features/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restricted([
        noApp(depth + 2),
        {
          regex: `^${up(depth + 1)}(?!${name}/)[^./][^/]*/`,
          message: "Import another feature through its index.ts only ('../cart', not '../cart/api'); add what you need there.",
        },
        ...(name === 'admin' ? [] : [noAdminCalls]),
      ]),
    },
  })),
);
const sharedBoundaries = ['lib', 'ui', 'api', 'i18n'].flatMap((dir) =>
  [0, 1].map((depth) => ({
    files: [`${WEB}/${dir}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restricted([noApp(depth + 1), noFeatures(depth + 1), noAdminCalls]) },
  })),
);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  ...sharedBoundaries,
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
