import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webLayers } from './eslint/web-layers.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**'] },
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
        { patterns: [{ group: ['@/shared/resources/*/*'], message: 'import a resource from @/shared/resources/<resource> (its index.ts)' }] },
      ],
    },
  },
  {
    // A screen's tests render it under the app's real error page, to check what the user sees.
    files: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    rules: { 'web/layers': ['error', { allowFeatures: ['errors'] }] },
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
