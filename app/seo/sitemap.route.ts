import { sitemapXml } from './site-paths.server.ts';

/** sitemap.xml: every canonical page, with when its content last changed. */
export async function loader() {
  return new Response(await sitemapXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
