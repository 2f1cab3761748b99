import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/content/paths.server.ts';

export default {
  ssr: true,
  // Every page is prerendered from the content at build time; the server
  // renders the rest (search results, pagination, preview) on request.
  prerender: {
    paths: () => prerenderPaths(),
    concurrency: 4,
  },
} satisfies Config;
