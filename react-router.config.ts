import type { Config } from '@react-router/dev/config';
import { readConfig } from './app/env.server.ts';

export default {
  // Every page is rendered by the server: kept in the page store (server/page-store.ts) and
  // re-rendered when its content changes, or rendered per request (queries, previews, forms).
  ssr: true,
  // BUILD_DIR lets a second build (a developer's, beside the test suite's) live elsewhere.
  buildDirectory: readConfig(process.env, { check: true }).buildDir,
} satisfies Config;
