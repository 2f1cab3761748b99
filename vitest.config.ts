import { defineConfig } from 'vitest/config';

// Kept apart from the website's Vite config: the React Router plugin breaks Vitest.
export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // The Studio's own tests are its schema's plain functions (studio/schemaTypes/lib); not its packages or build.
    exclude: ['node_modules/**', 'studio/node_modules/**', 'studio/dist/**', 'tests/e2e/**', 'build/**'],
    testTimeout: 30_000,
    // Stylesheets processed as for the site: a page carries their text inline (app/document.server.ts).
    css: true,
    // Unit tests of the app run against the embedded lake's configuration, as `npm start` sets it.
    env: { SANITY_PROJECT_ID: 'local', CONTENT_LAKE: 'embedded' },
    hookTimeout: 60_000,
    // Both cores: Vitest's default leaves one free (one worker on these two-core machines), and the suite is mostly
    // waiting on servers it starts, so two files at a time take about half as long.
    maxWorkers: 2,
    // server/flood.test.ts measures the heap after a full collection.
    execArgv: ['--expose-gc'],
  },
});
