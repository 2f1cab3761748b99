import { siteConfig } from '../env.server.ts';

/** robots.txt: everything may be crawled but search results; the sitemap is named. */
export function loader() {
  const { siteUrl } = siteConfig();
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /search', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
