import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Boundaries in apps/web/src (apps/web/SHELL.md): the storefront's features and the console (console/) import each
// other only through their index.ts; app/ (the shell: App, router, layout, entry) is imported by no feature, not by
// the console and by none of lib/, ui/, api/, i18n/; those shared folders import no feature and not the console; and
// no import cycles (import-x/no-cycle).
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
  regex: `^${up(depth)}(features|console)(/|$)`,
  message: 'Shared code does not depend on a feature or on the console.',
});
const consoleByIndex = (depth) => ({
  regex: `^${up(depth)}console/`,
  message: "Import the console through its index.ts only ('../../console'); add what you need there.",
});
// api/ and i18n/ are shared through their index.ts (their public surface). ui/ has none: each component is its own
// module, because a barrel of them put zod, Radix and input-otp into the start chunk (docs/decisions/041-shared-surfaces.md).
const sharedByIndex = (depth) => ({
  regex: `^${up(depth)}(api|i18n)/`,
  message: "Import api/ and i18n/ through their index.ts ('../../api', not '../../api/client'); add what you need there.",
});
// The console's calls (adminCalls.ts) are imported by the console only: every other import of them would put the
// console's paths in the storefront's start chunk (docs/decisions/014-start-javascript.md).
const noAdminCalls = {
  regex: '^@shop/contract/adminCalls$',
  message: "The console's calls belong to console/; the storefront's start chunk must not carry them.",
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
        consoleByIndex(depth + 2),
        sharedByIndex(depth + 2),
        noAdminCalls,
      ]),
    },
  })),
);
// A file `depth` folders below console/ reaches src/ with depth + 1 "../".
const consoleBoundaries = [0, 1, 2].map((depth) => ({
  files: [`${WEB}/console/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': restricted([
      noApp(depth + 1),
      {
        regex: `^${up(depth + 1)}features/[^/]+/`,
        message: "Import a feature through its index.ts only ('../../features/orders'); add what you need there.",
      },
      sharedByIndex(depth + 1),
    ]),
  },
}));
// The shell (app/) and the entries use api/'s and i18n/'s public surface too.
const shellBoundaries = [
  { files: [`${WEB}/*.{ts,tsx}`], rules: { 'no-restricted-imports': restricted([sharedByIndex(0)]) } },
  ...[0, 1].map((depth) => ({
    files: [`${WEB}/app/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restricted([sharedByIndex(depth + 1)]) },
  })),
];
const sharedBoundaries = ['lib', 'ui', 'api', 'i18n'].flatMap((dir) =>
  [0, 1].map((depth) => ({
    files: [`${WEB}/${dir}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restricted([noApp(depth + 1), noFeatures(depth + 1), noAdminCalls]) },
  })),
);

// Layers in apps/server/src (docs/architecture.md): db/ knows no HTTP and no domain (it throws typed errors that
// http/ maps); http/, jobs/ and integrations/ are infrastructure the modules use, and none of them reaches into a
// module; the demo seed sits above the modules and only the entry (main.ts) and tests use it; production code
// imports no test support.
const SERVER = 'apps/server/src';
const layer = (target, from, message) => ({ target: `${SERVER}/${target}`, from: from.map((f) => `${SERVER}/${f}`), message });
const serverLayers = [
  layer(
    'db',
    ['http', 'modules', 'integrations', 'jobs', 'seed', 'plugins', 'app.ts', 'web'],
    'db/ is the bottom layer: throw a typed error here and map it in http/.',
  ),
  layer(
    'http',
    ['modules', 'jobs', 'seed', 'plugins', 'app.ts', 'web'],
    'http/ is infrastructure: a module registers itself with it, not the other way.',
  ),
  layer('jobs', ['modules', 'seed', 'plugins', 'app.ts', 'web'], 'jobs/ is infrastructure: a module registers its job handlers with it.'),
  layer(
    'integrations',
    ['modules', 'jobs', 'seed', 'plugins', 'app.ts', 'web'],
    "An integration speaks to one provider; the module that uses it holds the shop's rules.",
  ),
  layer('modules', ['seed', 'plugins', 'app.ts', 'web'], 'Modules do not depend on the demo seed or on the app that composes them.'),
  ...['db', 'http', 'jobs', 'integrations', 'modules', 'seed', 'plugins', 'web', 'config.ts', 'app.ts', 'main.ts'].map((target) =>
    layer(target, ['test', 'compat'], 'Test support is for tests only.'),
  ),
];

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
  ...consoleBoundaries,
  ...shellBoundaries,
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
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', `${WEB}/test/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: WEB, from: `${WEB}/test`, message: 'Test support is for tests only.' }] },
      ],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // Packages are not read: one of PGlite's bundles overflows the parser's stack.
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverLayers }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ConditionalExpression[test.right.value='ar'][consequent.type='MemberExpression'][consequent.property.name=/Ar$/]",
          message: "Pick a row's column in the caller's language with localized(row, 'name', lang) (http/i18n.ts).",
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
