import { loadPost } from './blog.server.ts';
import { blogPostingJsonLd } from '../seo/json-ld.ts';
import { metaWithBreadcrumbs, rootData } from '../seo/meta.ts';
import { CardGrid } from '../ui/card-grid.tsx';
import { joinFacts } from '../ui/format.ts';
import { Breadcrumbs } from '../ui/page-header.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { RichText } from '../ui/rich-text.tsx';
import type { Route } from './+types/post.route.ts';

export { handle, links } from './stylesheet.ts';

/** /blog/{slug}: the post, its author, reading time and related posts. */
export function loader({ params }: Route.LoaderArgs) {
  return loadPost(params.slug);
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
        {post.categories.length > 0 && <span className="eyebrow">{joinFacts(post.categories)}</span>}
        <h1>{post.title}</h1>
        {post.excerpt && <p className="lead">{post.excerpt}</p>}
        <p className="post__meta">
          {post.author && <span>By {post.author.name}</span>}
          {post.date && <time dateTime={post.publishedAt ?? undefined}>{post.date}</time>}
          <span>{post.minutes} min read</span>
        </p>
      </header>
      {post.image && (
        <div className="container post__image">
          <ResponsiveImage image={post.image} priority />
        </div>
      )}
      <div className="container post__body">
        <RichText value={post.body} />
        {post.author && (
          <aside className="author-card" aria-label="About the author">
            {post.author.image ? (
              <ResponsiveImage image={{ ...post.author.image, alt: `Portrait of ${post.author.name}` }} className="author-card__image" />
            ) : (
              <span className="author-card__image author-card__image--monogram" aria-hidden="true">
                {post.author.initials}
              </span>
            )}
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
