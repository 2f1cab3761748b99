/** The blog's loaders: the paginated listing, a post with its author and related posts, and the RSS feed. */
import { initials } from '../ui/initials.ts';
import { data, redirect } from 'react-router';
import { BLOG_PAGE_SIZE } from '../constants.ts';
import { siteConfig } from '../env.server.ts';
import { queryOr, requireDocument } from '../sanity/fetch.server.ts';
import { contentAvailability } from '../request.server.ts';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { prepareRichText } from '../sanity/portable-text.server.ts';
import { feedPostsQuery, postQuery, postsQuery } from '../sanity/queries.ts';
import { seoData } from '../seo/seo.server.ts';
import { escapeXml } from '../seo/xml.ts';
import { loadSiteContent } from '../shell/shell.server.ts';
import type { CardItem } from '../ui/card-grid.tsx';
import { formatDate, joinFacts, titleFromSlug } from '../ui/format.ts';
import { readingMinutes } from '../ui/portable-text.ts';
import { categoryTitle } from './categories.ts';
import { absoluteUrl, blogPagePath, documentPath } from '../urls.ts';

const cardImage = (value: SanityImage | null | undefined) =>
  image(value, { width: 480, height: 600, sizes: '(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw' });

/**
 * /blog and /posts: posts newest first, BLOG_PAGE_SIZE to a page (`?page=2`); a page number that is not one goes back to /blog.
 * While the posts cannot be read, no page number is "not found": the page says the content is unavailable.
 */
export async function loadBlogPage(pageParam: string | null) {
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) throw redirect(blogPagePath(1), 301);
  if (page === 1 && pageParam !== null) throw redirect(blogPagePath(1), 301);
  const start = (page - 1) * BLOG_PAGE_SIZE;
  const { value: rows, unavailable } = await contentAvailability(() => queryOr('posts', postsQuery, {}, []));
  const all = rows.flatMap((post) => (post?.slug && post.title ? [{ ...post, slug: post.slug, title: post.title }] : []));
  const pages = Math.max(1, Math.ceil(all.length / BLOG_PAGE_SIZE));
  if (unavailable) return { page, pages: page, items: [], unavailable };
  if (page > pages) throw data(null, { status: 404 });
  const items: CardItem[] = all.slice(start, start + BLOG_PAGE_SIZE).map((post) => ({
    to: documentPath({ _type: 'post', slug: post.slug }),
    title: post.title,
    meta: joinFacts([post.category && categoryTitle(post.category), formatDate(post.publishedAt)]),
    text: post.excerpt ?? null,
    image: cardImage(post.image),
  }));
  return { page, pages, items, unavailable };
}

/** /blog/{slug}: the post, its author, reading time and related posts (or the latest ones). */
export async function loadPost(slug: string) {
  const path = documentPath({ _type: 'post', slug });
  const { content: post, unavailable } = await requireDocument(`post ${slug}`, postQuery, { slug });
  const title = post?.title ?? titleFromSlug(slug);
  const body = prepareRichText(post?.body);
  const teasers = (post?.related?.length ? post.related : (post?.latest ?? [])).flatMap((teaser) =>
    teaser?.slug && teaser.title ? [{ ...teaser, slug: teaser.slug, title: teaser.title }] : [],
  );
  return data(
    {
      path,
      unavailable,
      seo: seoData(post?.seo, title, post?.excerpt),
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
      // Labels as the Studio lists them ("Fragrance creation"), never the stored value ("fragrance-creation").
      categories: (post?.categories ?? []).flatMap((category) => (category ? [categoryTitle(category)] : [])),
      image: image(post?.image, { width: 1200, height: 675, sizes: '(min-width: 80rem) 1200px, 100vw' }),
      body,
      author: post?.author?.name
        ? {
            name: post.author.name,
            role: post.author.role ?? null,
            bio: post.author.bio ?? null,
            image: image(post.author.image, { width: 96, height: 96, sizes: '96px' }),
            // Shown in the picture's place when there is none (decision 0036); made here, so the page's script has no rule for it.
            initials: initials(post.author.name),
          }
        : null,
      related: teasers.map((teaser): CardItem => ({
        to: documentPath({ _type: 'post', slug: teaser.slug }),
        title: teaser.title,
        meta: formatDate(teaser.publishedAt),
        text: teaser.excerpt ?? null,
        image: cardImage(teaser.image),
      })),
    },
    { status: unavailable ? 503 : 200 },
  );
}

/** /blog/rss.xml: the 20 newest posts as RSS 2.0. */
export async function loadFeed(): Promise<string> {
  const { siteUrl } = siteConfig();
  const [{ site }, rows] = await Promise.all([loadSiteContent(), queryOr('rss', feedPostsQuery, {}, [])]);
  const posts = rows.flatMap((post) =>
    post?.slug && post.title && post.publishedAt ? [{ ...post, slug: post.slug, title: post.title, publishedAt: post.publishedAt }] : [],
  );
  const items = posts.map((post) => {
    const url = absoluteUrl(siteUrl, documentPath({ _type: 'post', slug: post.slug }));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      ...(post.author ? [`      <dc:creator>${escapeXml(post.author)}</dc:creator>`] : []),
      ...(post.categories ?? []).flatMap((category) =>
        category ? [`      <category>${escapeXml(categoryTitle(category))}</category>`] : [],
      ),
      ...(post.excerpt ? [`      <description>${escapeXml(post.excerpt)}</description>`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
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
}
