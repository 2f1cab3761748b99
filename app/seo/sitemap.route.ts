import { siteConfig } from '../env.server.ts';
import { sitemapPaths } from './site-paths.server.ts';
import { canonicalUrl } from './meta.ts';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** sitemap.xml: every canonical page, with when its content last changed. */
export async function loader() {
  const { siteUrl } = siteConfig();
  const entries = (await sitemapPaths()).map(
    (page) => `  <url><loc>${escapeXml(canonicalUrl(siteUrl, page.path))}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}</url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
