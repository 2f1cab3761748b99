import { robotsTxt } from './site-paths.server.ts';

/** robots.txt: everything may be crawled but search results; the sitemap is named. */
export function loader() {
  return new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
