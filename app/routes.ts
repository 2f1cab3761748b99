import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { redirects } from './seo/redirects.ts';

/** The route table of SPEC.md §2, in its order. */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/singleton-page.tsx', { id: 'about' }),
  route('services', 'routes/services.tsx'),
  route('services/:slug', 'routes/service.tsx', { id: 'service' }),
  // The same page at two addresses; both name /uk-fragrance-manufacturer as canonical.
  route('uk-fragrance-manufacturer', 'routes/service.tsx', { id: 'uk-fragrance-manufacturer' }),
  route('manufacturing-facilities', 'routes/service.tsx', { id: 'manufacturing-facilities' }),
  route('private-label-fragrance', 'routes/service.tsx', { id: 'private-label-fragrance' }),
  route('fragrance-filling-assembly', 'routes/service.tsx', { id: 'fragrance-filling-assembly' }),
  route('launch-my-fragrance', 'routes/service.tsx', { id: 'launch-my-fragrance' }),
  route('glass', 'routes/singleton-page.tsx', { id: 'glass' }),
  route('creative', 'routes/singleton-page.tsx', { id: 'creative' }),
  route('portfolio', 'routes/portfolio.tsx'),
  route('portfolio/:slug', 'routes/portfolio-case.tsx'),
  // /posts is the same page as /blog, with /blog as canonical.
  route('blog', 'routes/blog.tsx', { id: 'blog' }),
  route('posts', 'routes/blog.tsx', { id: 'posts' }),
  route('blog/rss.xml', 'routes/rss.ts'),
  route('blog/:slug', 'routes/post.tsx'),
  route('tools', 'routes/tools.tsx'),
  route('tools/:slug', 'routes/tool.tsx'),
  route('galleries', 'routes/galleries.tsx'),
  route('gallery/:slug', 'routes/gallery.tsx'),
  route('videos', 'routes/videos.tsx'),
  route('video/:id', 'routes/video.tsx'),
  route('testimonials-demo', 'routes/testimonials-demo.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('contact/thank-you', 'routes/contact-thank-you.tsx'),
  route('privacy-policy', 'routes/policy.tsx', { id: 'privacy-policy' }),
  route('terms-and-conditions', 'routes/policy.tsx', { id: 'terms-and-conditions' }),
  route('quality-policy', 'routes/policy.tsx', { id: 'quality-policy' }),
  route('faq', 'routes/faq.tsx'),
  route('search', 'routes/search.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // SPEC.md §2 "Redirects": 301 from the server, a replaced history entry in the browser.
  ...redirects.map((redirect) => route(redirect.from, 'routes/redirect.ts', { id: `redirect${redirect.from.replace(/[/:]/g, '-')}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
