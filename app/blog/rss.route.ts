import { siteConfig } from '../env.server.ts';
import { fetchContent } from '../sanity/fetch.server.ts';
import { feedPostsQuery } from '../sanity/queries.ts';
import { loadShell } from '../shell/shell.server.ts';

interface FeedPost {
  title: string;
  slug: string;
  excerpt?: string | null;
  publishedAt: string;
  author?: string | null;
  categories?: string[] | null;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** /blog/rss.xml: the 20 newest posts as RSS 2.0. */
export async function loader() {
  const { siteUrl } = siteConfig();
  const [{ site }, posts] = await Promise.all([loadShell(), fetchContent<FeedPost[]>('rss', feedPostsQuery, {}, [])]);
  const items = posts.map((post) => {
    const url = `${siteUrl}/blog/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      ...(post.author ? [`      <dc:creator>${escapeXml(post.author)}</dc:creator>`] : []),
      ...(post.categories ?? []).map((category) => `      <category>${escapeXml(category)}</category>`),
      ...(post.excerpt ? [`      <description>${escapeXml(post.excerpt)}</description>`] : []),
      '    </item>',
    ].join('\n');
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.companyName} Blog`)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    '    <language>en-GB</language>',
    `    <atom:link href="${escapeXml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(posts[0] ? [`    <lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
