import type { Config } from '@react-router/dev/config';
import { readConfig } from './app/env.server.ts';
import { prerenderPaths } from './app/seo/site-paths.server.ts';

export default {
  ssr: true,
  // BUILD_DIR lets a second build (a developer's, beside the test suite's) live elsewhere.
  buildDirectory: readConfig(process.env, { check: true }).buildDir,
  // Every page is prerendered from the content at build time; the server
  // renders the rest (search results, pagination, preview) on request.
  prerender: {
    paths: () => prerenderPaths(),
    concurrency: 4,
  },
} satisfies Config;
