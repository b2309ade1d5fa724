import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features stay independent: shared code lives in shared/, composition in app/.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'features and shared code must not import from app/' }] },
      ],
    },
  },
  {
    // The composition root: only the app folder and the entry point may wire app/ together.
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
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
