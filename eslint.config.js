import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webLayers } from './eslint/web-layers.js';

// A server module's import of another module's file other than its index.ts ('../<m>/<file>').
const moduleBoundary = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?!index(\\.js)?$).+',
  message: "import another module only through its public index.ts ('../<module>')",
};
const nestedModuleBoundary = {
  regex: '^\\.\\./\\.\\./(?!\\.)[^/]+/(?!index(\\.js)?$).+',
  message: "import another module only through its public index.ts ('../../<module>')",
};
const sqlMessage = 'SQL lives in a repository (or an analytics query file), not in a service or route';
const noSqlImports = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: sqlMessage },
  { regex: '(^|/)(db/rows|analytics-sql)$', importNames: ['rowsOf'], message: sqlMessage },
];
const noStatements = [
  {
    selector:
      'CallExpression[callee.property.name=/^(execute|select|selectDistinct|insert|update|delete)$/][callee.object.name=/^(db|tx)$/]',
    message: sqlMessage,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(execute|select|selectDistinct|insert|update|delete)$/][callee.object.property.name='db']",
    message: sqlMessage,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, web: webLayers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // app -> features -> shared, no feature -> feature (docs/web-resources.md).
      'web/layers': 'error',
      // Outside its own folder a resource is used through its index.ts only.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/shared/resources/*/*'], message: 'import a resource from @/shared/resources/<resource> (its index.ts)' }],
        },
      ],
    },
  },
  {
    // A screen's tests render it under the app's real error page, to check what the user sees.
    files: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    rules: { 'web/layers': ['error', { allowFeatures: ['errors'] }] },
  },
  {
    // Server modules meet only at each other's public index.ts (docs/architecture.md): never a
    // repository, service file or helper of another module. Shared pieces live outside modules/
    // (db/, lib/, access/, mail/) and may be imported from anywhere.
    files: ['apps/server/src/modules/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleBoundary] }] },
  },
  {
    // The same rule one folder down (modules/<m>/<folder>/): '../..' is modules/.
    files: ['apps/server/src/modules/*/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nestedModuleBoundary] }] },
  },
  {
    // One data-access style: SQL lives in repositories (and analytics' query files); services and
    // routes call those and hold none.
    files: ['apps/server/src/modules/*/*.service.ts', 'apps/server/src/modules/*/*.routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [moduleBoundary, ...noSqlImports] }],
      'no-restricted-syntax': ['error', ...noStatements],
    },
  },
  {
    // These tests wire several modules by hand, as the app does, so they build another module's
    // repository (or use its engine fixtures) directly.
    files: [
      'apps/server/src/modules/hubspot/hubspot-owner-writer.test.ts',
      'apps/server/src/modules/hubspot/hubspot-resume.test.ts',
      'apps/server/src/modules/csv-import/csv-imports-interrupted.test.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // Commands and browser tests report figures on the console.
    files: ['scripts/**/*.mjs', 'apps/server/build.mjs', 'apps/web/compress-dist.mjs', 'bench/**/*.mjs', 'apps/web/e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
