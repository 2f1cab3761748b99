import { loadFeed } from './blog.server.ts';

/** /blog/rss.xml: the 20 newest posts as RSS 2.0. */
export async function loader() {
  return new Response(await loadFeed(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
