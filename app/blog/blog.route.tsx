import { data, Link, redirect } from 'react-router';
import { CardGrid } from '../ui/card-grid.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { BLOG_PAGE_SIZE } from '../constants.ts';
import { fetchContent } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { formatDate } from '../pages/services.server.ts';
import { postsQuery } from '../sanity/queries.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/blog.route.ts';

const intro = 'Notes from the studio and the factory floor: ingredients, glass, packaging and what it takes to launch a fragrance.';

interface PostRow {
  title: string;
  slug: string;
  excerpt?: string | null;
  publishedAt?: string | null;
  author?: string | null;
  image?: SanityImage | null;
}

/** /blog and /posts: posts newest first, BLOG_PAGE_SIZE to a page (`?page=2`). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get('page');
  const page = raw === null ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1) throw redirect('/blog', 301);
  if (page === 1 && raw !== null) throw redirect('/blog', 301);
  const start = (page - 1) * BLOG_PAGE_SIZE;
  const all = await fetchContent<PostRow[]>('posts', postsQuery, {}, []);
  const posts = all.slice(start, start + BLOG_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(all.length / BLOG_PAGE_SIZE));
  if (page > pages) throw data(null, { status: 404 });
  return {
    page,
    pages,
    items: posts.map((post) => ({
      to: `/blog/${post.slug}`,
      title: post.title,
      meta: [formatDate(post.publishedAt), post.author].filter(Boolean).join(' · '),
      text: post.excerpt ?? null,
      image: image(post.image, { width: 480, height: 600, sizes: '(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw' }),
    })),
  };
}

// /blog and /posts are one page: both name /blog as canonical (later pages their own ?page=).
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page ?? 1;
  return pageMeta(rootData(matches), page > 1 ? `/blog?page=${page}` : '/blog', { title: page > 1 ? `Blog, page ${page}` : 'Blog', description: intro });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page, pages, items } = loaderData;
  return (
    <>
      <PageHeader title="Blog" eyebrow="Journal" intro={intro} trail={[{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }]} />
      <section className="section container" aria-label="Posts">
        {items.length === 0 ? <p className="lead">New posts are on their way.</p> : <CardGrid items={items} />}
        {pages > 1 && (
          <nav className="pagination" aria-label="Blog pages">
            {page > 1 ? (
              <Link to={page === 2 ? '/blog' : `/blog?page=${page - 1}`} rel="prev" className="button button--outline">
                Newer posts
              </Link>
            ) : (
              <span />
            )}
            <span className="pagination__count">
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <Link to={`/blog?page=${page + 1}`} rel="next" className="button button--outline">
                Older posts
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </>
  );
}
