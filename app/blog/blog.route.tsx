import { loadBlogPage } from './blog.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import { CardGrid } from '../ui/card-grid.tsx';
import { NextStep } from '../ui/contact-cta.tsx';
import { ListingHeader } from '../ui/page-header.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { blogPagePath } from '../urls.ts';
import type { Route } from './+types/blog.route.ts';

import { handle as stylesheets } from './stylesheet.ts';
import { withQueryParams } from '../route-handle.ts';

export { links } from './stylesheet.ts';
export const handle = withQueryParams(stylesheets, ['page']);

const intro = 'Notes from the studio and the factory floor: ingredients, glass, packaging and what it takes to launch a fragrance.';

/** /blog and /posts: posts newest first, a page at a time (`?page=2`). */
export function loader({ request }: Route.LoaderArgs) {
  return loadBlogPage(new URL(request.url).searchParams.get('page'));
}

// /blog and /posts are one page: both name /blog as canonical (later pages their own ?page=).
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page ?? 1;
  return pageMeta(rootData(matches), blogPagePath(page), { title: page > 1 ? `Blog, page ${page}` : 'Blog', description: intro });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page, pages, items } = loaderData;
  return (
    <>
      <ListingHeader listing={{ title: 'Blog', eyebrow: 'Journal', intro, path: '/blog' }} />
      <section className="section container" aria-label="Posts">
        {items.length === 0 ? <p className="lead">New posts are on their way.</p> : <CardGrid items={items} opensPage />}
        <Pagination page={page} pages={pages} label="Blog pages" pageLink={blogPagePath} previous="Newer posts" next="Older posts" />
      </section>
      <NextStep
        title="Ask the people who write these"
        text="Our perfumers, designers and regulatory team write these posts. Ask about your own project, and one of them answers within two working days."
        buttonText="Ask your question"
        links={[
          { label: 'Our services', to: '/services' },
          { label: 'Questions and answers', to: '/faq' },
        ]}
      />
    </>
  );
}
