import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { meterPortalPlugin } from './eslint/noComputedWrite.js';
import { serverDirection } from './eslint/serverDirection.js';

/** The project's own rules. */
const meterPortal = { rules: { ...meterPortalPlugin.rules, 'server-direction': serverDirection } };

const domGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history'];
const react = ['react', 'react-dom', 'react-dom/*', 'jotai', 'jotai/*', '@tanstack/react-*', 'react-i18next', 'react-toastify'];

/**
 * HTTP clients and i18next instances are made in one place, the element runtime kit (and the CLI's own context),
 * so every element gets the same connection, session sharing, defaults and per-instance isolation.
 */
const runtimeKit = 'src/app/runtime/kit/**';
const madeInKit = 'is made in the element runtime kit (src/app/runtime/kit/): use createElementRuntime or its parts.';
const kitOnly = {
  'no-restricted-syntax': [
    'error',
    { selector: "ImportSpecifier[imported.name='createHttpClient']", message: `An HTTP client ${madeInKit}` },
    {
      selector: "MemberExpression[object.name='i18next'][property.name='createInstance']",
      message: `An i18next instance ${madeInKit}`,
    },
    {
      selector: "ImportDeclaration[source.value='i18next'] > ImportSpecifier[imported.name='createInstance']",
      message: `An i18next instance ${madeInKit}`,
    },
  ],
};

const httpCall = '/^(get|post|put|patch|delete|request|download)$/';
const throughContract = 'goes through the contract: callEndpoint/downloadEndpoint, or a query of src/queries.';
/** No screen, element or command calls the HTTP client by path: every call names a contract endpoint. */
const contractCalls = [
  {
    selector: `CallExpression[callee.object.name='http'][callee.property.name=${httpCall}]`,
    message: `An API call ${throughContract}`,
  },
  {
    selector: `CallExpression[callee.object.property.name='http'][callee.property.name=${httpCall}]`,
    message: `An API call ${throughContract}`,
  },
];

/** Import boundaries of ARCHITECTURE.md: arrows point one way. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', 'test-results', 'server/db/migrations', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: { ...reactHooks.configs.recommended.rules, ...pluginQuery.configs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Tests and their helpers make their own, with fakes.
    ignores: [
      runtimeKit,
      'cli/createCliContext.ts',
      // the server renders its own answers' texts, once for the whole process
      'server/http/messages.ts',
      'tests/**',
      '**/*.test.{ts,tsx}',
      '**/test-utils/**',
      '**/testing/**',
    ],
    rules: kitOnly,
  },
  {
    files: ['src/{app,features,components,queries}/**/*.{ts,tsx}', 'src/core/auth/**/*.ts', 'elements/**/*.{ts,tsx}', 'cli/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils/**', '**/testing/**', runtimeKit, 'cli/createCliContext.ts'],
    rules: { 'no-restricted-syntax': ['error', ...kitOnly['no-restricted-syntax'].slice(1), ...contractCalls] },
  },
  {
    files: [runtimeKit, 'cli/createCliContext.ts'],
    rules: { 'no-restricted-syntax': ['error', ...contractCalls] },
  },
  {
    // Handlers ask repositories, which apply the caller's company scope; a route never applies it by hand.
    files: ['server/modules/**/*Routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='scope'][callee.property.name='where']",
          message: 'Company scope belongs in a repository (server/modules/<resource>/<resource>Repository.ts).',
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      ...restrict([
        { group: react, message: 'src/core is framework-free: no React here.' },
        { group: ['**/app/**', '**/features/**', '**/components/**', '**/elements/**', '**/server/**', '**/cli/**', '**/tests/**'], message: 'src/core imports nothing above it.' },
      ]),
      'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: 'src/core must not touch DOM globals; take an adapter as a parameter.' }))],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/app/**', '**/elements/**', '**/server/**', '**/cli/**', '**/tests/**'], message: 'features import components and core only.' }]),
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/app/**', '**/features/**', '**/elements/**', '**/server/**', '**/cli/**', '**/tests/**'], message: 'components import core only.' }]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      { group: react, message: 'The server never imports React.' },
      // src/core/telegrams (the wireless M-Bus decoder) is pure too: the server decodes with it as the CLI does.
      { group: ['**/src/app/**', '**/src/features/**', '**/src/components/**', '**/src/core/http/**', '**/src/core/auth/**', '**/elements/**', '**/cli/**', '**/tests/**'], message: 'server imports src/core/contract, src/core/domain and src/core/telegrams only.' },
    ]),
  },
  {
    // server files import down the layers of eslint/serverLayers.js (docs/architecture.md, "Server direction")
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/db/migrations/**'],
    plugins: { 'meter-portal': meterPortal },
    rules: { 'meter-portal/server-direction': 'error' },
  },
  {
    // request data never becomes a property path: computed writes take closed keys, or go through the helper
    files: ['server/**/*.ts'],
    ignores: ['server/data/setOwnProperty.ts'],
    plugins: { 'meter-portal': meterPortal },
    rules: { 'meter-portal/no-computed-write': 'error' },
  },
  {
    files: ['cli/**/*.ts'],
    rules: restrict([
      { group: react, message: 'The CLI never imports React.' },
      { group: ['**/src/app/**', '**/src/features/**', '**/src/components/**', '**/elements/**', '**/server/**', '**/tests/**'], message: 'cli imports src/core only.' },
    ]),
  },
);
