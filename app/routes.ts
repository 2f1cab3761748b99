import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { landingPages, policyPages, redirects, searchApiPath, shortlistApiPath, singletonPages } from './urls.ts';

/** A route for one of the fixed addresses of urls.ts; the id is the address, as several share a module. */
const page = (path: string, file: string) => route(path.slice(1), file, { id: path.slice(1) });
const singleton = (path: keyof typeof singletonPages) => page(path, 'pages/singleton-page.route.tsx');

/** The route table of SPEC.md §2, in its order. */
export default [
  index('home/home.route.tsx'),
  singleton('/about'),
  route('services', 'pages/services.route.tsx'),
  route('services/:slug', 'pages/service.route.tsx', { id: 'service' }),
  // Landing pages with the service layout (two addresses show one page, with one canonical).
  ...Object.keys(landingPages).map((path) => page(path, 'pages/service.route.tsx')),
  singleton('/glass'),
  singleton('/creative'),
  route('portfolio', 'portfolio/portfolio.route.tsx'),
  route('portfolio/:slug', 'portfolio/portfolio-case.route.tsx'),
  // The component catalogue (issue 38): the list, a comparison and the shortlist, then a part.
  route('catalogue', 'catalogue/catalogue.route.tsx'),
  route('catalogue/compare', 'catalogue/compare.route.tsx'),
  route('catalogue/shortlist', 'catalogue/shortlist.route.tsx'),
  route('catalogue/:slug', 'catalogue/part.route.tsx'),
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
  route('enquiry-files/:sha', 'contact/attachment.route.ts'),
  ...policyPages.map((policy) => page(policy.path, 'pages/policy.route.tsx')),
  route('faq', 'pages/faq.route.tsx'),
  route('search', 'search/search.route.tsx'),
  route(searchApiPath.slice(1), 'search/search-api.route.ts'),
  route(shortlistApiPath.slice(1), 'catalogue/shortlist-api.route.ts'),
  route('sitemap.xml', 'seo/sitemap.route.ts'),
  route('robots.txt', 'seo/robots.route.ts'),
  // SPEC.md §2 "Redirects": 301 from the server, a replaced history entry in the browser.
  ...redirects.map((redirect) => route(redirect.from, 'seo/redirect.route.ts', { id: `redirect${redirect.from.replace(/[/:]/g, '-')}` })),
  // Every other address: an editor's page there (app/urls.ts says which addresses may be one), or not found.
  route('*', 'pages/page.route.tsx'),
] satisfies RouteConfig;
