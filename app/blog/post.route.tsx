import { data } from 'react-router';
import { CardGrid } from '../ui/card-grid.tsx';
import { Breadcrumbs } from '../ui/page-header.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { RichText } from '../ui/rich-text.tsx';
import { UnavailableNotice } from '../ui/unavailable-notice.tsx';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { formatDate } from '../pages/services.server.ts';
import { requiredContent, seoData, titleFromSlug, type PageSeoResult } from '../sanity/page.server.ts';
import { postQuery } from '../sanity/queries.ts';
import { readingMinutes } from '../ui/portable-text.ts';
import { prepareRichText } from '../sanity/portable-text.server.ts';
import { blogPostingJsonLd } from '../seo/json-ld.ts';
import { metaWithBreadcrumbs, rootData } from '../seo/meta.ts';
import type { Route } from './+types/post.route.ts';

interface Teaser {
  title: string;
  slug: string;
  excerpt?: string | null;
  publishedAt?: string | null;
  image?: SanityImage | null;
}

interface PostDoc {
  title: string;
  slug: string;
  excerpt?: string | null;
  publishedAt?: string | null;
  _updatedAt?: string | null;
  categories?: string[] | null;
  body?: unknown;
  author?: { name: string; role?: string | null; bio?: string | null; image?: SanityImage | null } | null;
  image?: SanityImage | null;
  related?: Teaser[] | null;
  latest?: Teaser[] | null;
  seo?: PageSeoResult | null;
}

/** /blog/{slug}: the post, its author, reading time and related posts. */
export async function loader({ params }: Route.LoaderArgs) {
  const path = `/blog/${params.slug}`;
  const { content: post, unavailable } = await requiredContent<PostDoc>(`post ${params.slug}`, postQuery, { slug: params.slug });
  const title = post?.title ?? titleFromSlug(params.slug);
  const body = prepareRichText(post?.body);
  const related = post?.related?.length ? post.related : (post?.latest ?? []);
  const seo = seoData(post?.seo, title, post?.excerpt);
  return data(
    {
      path,
      unavailable,
      seo,
      trail: [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: title, path },
      ],
      title,
      excerpt: post?.excerpt ?? null,
      publishedAt: post?.publishedAt ?? null,
      modifiedAt: post?._updatedAt ?? post?.publishedAt ?? null,
      date: formatDate(post?.publishedAt),
      minutes: readingMinutes(body),
      categories: post?.categories ?? [],
      image: image(post?.image, { width: 1200, height: 675, sizes: '(min-width: 80rem) 1200px, 100vw' }),
      body,
      author: post?.author
        ? { name: post.author.name, role: post.author.role ?? null, bio: post.author.bio ?? null, image: image(post.author.image, { width: 96, height: 96, sizes: '96px' }) }
        : null,
      related: related.map((teaser) => ({
        to: `/blog/${teaser.slug}`,
        title: teaser.title,
        meta: formatDate(teaser.publishedAt),
        text: teaser.excerpt ?? null,
        image: image(teaser.image, { width: 480, height: 600, sizes: '(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw' }),
      })),
    },
    { status: unavailable ? 503 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootData(matches);
  const tags = metaWithBreadcrumbs(matches, loaderData, { type: 'article' });
  if (!loaderData || !root || loaderData.unavailable) return tags;
  return [
    ...tags,
    ...(loaderData.publishedAt ? [{ property: 'article:published_time', content: loaderData.publishedAt }] : []),
    { 'script:ld+json': blogPostingJsonLd(root.site, root.siteUrl, loaderData) },
  ];
};

export default function Post({ loaderData: post }: Route.ComponentProps) {
  return (
    <article className="post">
      <header className="container post__header">
        <Breadcrumbs trail={post.trail} />
        {post.categories.length > 0 && <span className="eyebrow">{post.categories.join(' · ')}</span>}
        <h1>{post.title}</h1>
        {post.excerpt && <p className="lead">{post.excerpt}</p>}
        <p className="post__meta">
          {post.author && <span>By {post.author.name}</span>}
          {post.date && <time dateTime={post.publishedAt ?? undefined}>{post.date}</time>}
          <span>{post.minutes} min read</span>
        </p>
      </header>
      {post.unavailable && <UnavailableNotice />}
      {post.image && (
        <div className="container post__image">
          <ResponsiveImage image={post.image} priority />
        </div>
      )}
      <div className="container post__body">
        <RichText value={post.body} />
        {post.author && (
          <aside className="author-card" aria-label="About the author">
            {post.author.image && <ResponsiveImage image={{ ...post.author.image, alt: `Portrait of ${post.author.name}` }} className="author-card__image" />}
            <div>
              <p className="author-card__name">{post.author.name}</p>
              {post.author.role && <p className="card__meta">{post.author.role}</p>}
              {post.author.bio && <p className="author-card__bio">{post.author.bio}</p>}
            </div>
          </aside>
        )}
      </div>
      {post.related.length > 0 && (
        <section className="section section--stone" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title">Keep reading</h2>
            <CardGrid items={post.related} headingLevel="h3" />
          </div>
        </section>
      )}
    </article>
  );
}
