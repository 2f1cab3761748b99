// Lint rules of the whole repository: typescript-eslint, React hooks and
// jsx-a11y for the website; Prettier settles formatting (eslint-config-prettier
// turns off the rules it owns). typescript-eslint reads the TypeScript 6 API
// (`typescript` is @typescript/typescript6); `tsc` is TypeScript 7.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'build/',
      '.cache/',
      '.data/',
      '.react-router/',
      '.scratch/',
      'test-results/',
      'playwright-report/',
      'studio/dist/',
      'studio/.sanity/',
      'app/sanity/sanity.types.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // What reaches the browser never imports a server module (tokens and server code live there).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.route.{ts,tsx}', 'app/root.tsx', 'app/entry.server.tsx', 'app/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.server', '**/*.server.ts', '**/*.server.tsx'],
              message: 'Only routes and other *.server.ts modules may import server modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright's fixtures must be destructured, even when a hook uses none of them.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  prettier,
);
