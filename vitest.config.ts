import { defineConfig } from 'vitest/config';

// Kept apart from the website's Vite config: the React Router plugin breaks Vitest.
export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'studio/**', 'tests/e2e/**', 'build/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
