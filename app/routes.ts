import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { redirects } from './seo/redirects.ts';

/** The route table of SPEC.md §2, in its order. */
export default [
  index('home/home.route.tsx'),
  route('about', 'pages/singleton-page.route.tsx', { id: 'about' }),
  route('services', 'pages/services.route.tsx'),
  route('services/:slug', 'pages/service.route.tsx', { id: 'service' }),
  // The same page at two addresses; both name /uk-fragrance-manufacturer as canonical.
  route('uk-fragrance-manufacturer', 'pages/service.route.tsx', { id: 'uk-fragrance-manufacturer' }),
  route('manufacturing-facilities', 'pages/service.route.tsx', { id: 'manufacturing-facilities' }),
  route('private-label-fragrance', 'pages/service.route.tsx', { id: 'private-label-fragrance' }),
  route('fragrance-filling-assembly', 'pages/service.route.tsx', { id: 'fragrance-filling-assembly' }),
  route('launch-my-fragrance', 'pages/service.route.tsx', { id: 'launch-my-fragrance' }),
  route('glass', 'pages/singleton-page.route.tsx', { id: 'glass' }),
  route('creative', 'pages/singleton-page.route.tsx', { id: 'creative' }),
  route('portfolio', 'portfolio/portfolio.route.tsx'),
  route('portfolio/:slug', 'portfolio/portfolio-case.route.tsx'),
  // /posts is the same page as /blog, with /blog as canonical.
  route('blog', 'blog/blog.route.tsx', { id: 'blog' }),
  route('posts', 'blog/blog.route.tsx', { id: 'posts' }),
  route('blog/rss.xml', 'blog/rss.route.ts'),
  route('blog/:slug', 'blog/post.route.tsx'),
  route('tools', 'tools/tools.route.tsx'),
  route('tools/:slug', 'tools/tool.route.tsx'),
  route('galleries', 'media/galleries.route.tsx'),
  route('gallery/:slug', 'media/gallery.route.tsx'),
  route('videos', 'media/videos.route.tsx'),
  route('video/:id', 'media/video.route.tsx'),
  route('testimonials-demo', 'home/testimonials-demo.route.tsx'),
  route('contact', 'contact/contact.route.tsx'),
  route('contact/thank-you', 'contact/thank-you.route.tsx'),
  route('privacy-policy', 'pages/policy.route.tsx', { id: 'privacy-policy' }),
  route('terms-and-conditions', 'pages/policy.route.tsx', { id: 'terms-and-conditions' }),
  route('quality-policy', 'pages/policy.route.tsx', { id: 'quality-policy' }),
  route('faq', 'pages/faq.route.tsx'),
  route('search', 'search/search.route.tsx'),
  route('sitemap.xml', 'seo/sitemap.route.ts'),
  route('robots.txt', 'seo/robots.route.ts'),
  // SPEC.md §2 "Redirects": 301 from the server, a replaced history entry in the browser.
  ...redirects.map((redirect) => route(redirect.from, 'seo/redirect.route.ts', { id: `redirect${redirect.from.replace(/[/:]/g, '-')}` })),
  route('*', 'shell/not-found.route.tsx'),
] satisfies RouteConfig;
