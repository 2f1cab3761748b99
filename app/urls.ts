/**
 * Every address of the site in one place: where each kind of document lives,
 * the slug rule of portfolio cases, the pages whose address is fixed, and the
 * permanent redirects of SPEC.md §2. The routes, search, the sitemap, the
 * feed, the Studio's Presentation tool and the dataset's validation all read
 * it, so a change of address is one change here. It imports nothing: the
 * Studio bundles it too.
 */

/** A document as far as its address depends on it. */
export interface Addressable {
  _type: string;
  slug?: string | null;
  /** Service pages: `landing` pages live at the root, the others under /services. */
  placement?: string | null;
}

/** The pages that exist once, each shown from one document type. */
export const singletonPages = {
  '/about': { type: 'aboutPage', title: 'About' },
  '/glass': { type: 'glassPage', title: 'Glass' },
  '/creative': { type: 'creativePage', title: 'Creative' },
} as const;

export type SingletonPath = keyof typeof singletonPages;

/**
 * Landing pages at the root that share the service layout, and the service
 * page each shows. Two addresses show one page: /manufacturing-facilities
 * names /uk-fragrance-manufacturer as its canonical address.
 */
export const landingPages: Record<string, string> = {
  '/uk-fragrance-manufacturer': 'uk-fragrance-manufacturer',
  '/manufacturing-facilities': 'uk-fragrance-manufacturer',
  '/private-label-fragrance': 'private-label-fragrance',
  '/fragrance-filling-assembly': 'fragrance-filling-assembly',
  '/launch-my-fragrance': 'launch-my-fragrance',
};

/** The page the home page's "Start Your Project" opens (SPEC.md): it starts with the brief's first question. */
export const launchPath = '/launch-my-fragrance';

/** The component catalogue (issue 38): its listing, a part at `/catalogue/{slug}`, and its two pages of the buyer's own. */
export const cataloguePath = '/catalogue';
export const comparePath = '/catalogue/compare';
export const shortlistPath = '/catalogue/shortlist';
/** The shortlist's change for the page's script (JSON), beside the form's own post to shortlistPath. */
export const shortlistApiPath = '/api/shortlist';

/** The catalogue filtered to ranges (the glass and service pages' links). */
export const catalogueRangesPath = (slugs: string[]) =>
  slugs.length ? `${cataloguePath}?${new URLSearchParams(slugs.map((slug) => ['range', slug]))}` : cataloguePath;

/** A sample request in the brief, carrying parts of the catalogue. */
export const sampleRequestPath = (parts: string[]) =>
  `/contact?${new URLSearchParams([['kind', 'samples'], ...parts.map((part) => ['part', part])])}`;

/** The brief (/contact), with the kind of project already chosen. */
export const briefPath = (kind?: string) => (kind ? `/contact?${new URLSearchParams({ kind })}` : '/contact');

/** The policies: `page` documents at the root, linked from the footer. */
export const policyPages = [
  { label: 'Privacy policy', path: '/privacy-policy' },
  { label: 'Terms and conditions', path: '/terms-and-conditions' },
  { label: 'Quality policy', path: '/quality-policy' },
] as const;

/** Listing and singleton pages whose address does not come from content, in the sitemap's order. */
export const fixedPages = [
  '/',
  '/about',
  '/services',
  '/glass',
  '/creative',
  '/portfolio',
  '/catalogue',
  '/blog',
  '/tools',
  '/galleries',
  '/videos',
  '/contact',
  '/faq',
] as const;

const encode = (slug: string | null | undefined) => (slug ? encodeURIComponent(slug) : '');

/**
 * Where a document is shown (SPEC.md §2: FAQ answers open at their anchor,
 * landing services live at the root, a portfolio project on its brand's
 * page). Without a slug, the listing its kind belongs to.
 */
export function documentPath(doc: Addressable): string {
  const slug = encode(doc.slug);
  switch (doc._type) {
    case 'post':
      return slug ? `/blog/${slug}` : '/blog';
    case 'portfolioItem':
    case 'portfolioBrand':
      return slug ? `/portfolio/${slug}` : '/portfolio';
    case 'servicePage':
    case 'serviceImage':
    case 'serviceSection':
      if (!slug) return '/services';
      return doc.placement === 'landing' ? `/${slug}` : `/services/${slug}`;
    case 'tool':
      return slug ? `/tools/${slug}` : '/tools';
    case 'component':
      return slug ? `${cataloguePath}/${slug}` : cataloguePath;
    case 'componentRange':
      return slug ? `${cataloguePath}?${new URLSearchParams({ range: doc.slug ?? '' })}` : cataloguePath;
    case 'gallery':
      return slug ? `/gallery/${slug}` : '/galleries';
    case 'video':
      return slug ? `/video/${slug}` : '/videos';
    case 'page':
      return slug ? `/${slug}` : '/';
    case 'faqItem':
      return slug ? `/faq#${slug}` : '/faq';
    case 'creativePage':
      return '/creative';
    case 'aboutPage':
      return '/about';
    case 'glassPage':
      return '/glass';
    default:
      return '/';
  }
}

/** An absolute URL on the site, without a trailing slash (except the home page's `/`). */
export function canonicalUrl(siteUrl: string, path: string): string {
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  return `${siteUrl}${clean}`;
}

/** An address as it must be outside the site (feeds, structured data, link previews): absolute, on the site's origin unless it has its own. */
export function absoluteUrl(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A page of the blog listing: the first is /blog itself. */
export function blogPagePath(page: number): string {
  return page > 1 ? `/blog?page=${page}` : '/blog';
}

/** The portfolio card slug rule (PRODUCT.md): name lowercased, each run of non-alphanumerics one hyphen, none at either end. */
export function portfolioSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The permanent redirects of SPEC.md §2. `:slug` carries over. */
export interface Redirect {
  from: string;
  to: string;
}

const shortServices = [
  'fragrance-creation',
  'fragrance-componentry',
  'skincare-componentry',
  'home-fragrance',
  'secondary-packaging',
  'gift-with-purchase',
];

export const redirects: Redirect[] = [
  ...shortServices.map((slug) => ({ from: slug, to: `/services/${slug}` })),
  { from: 'gifts-with-purchase', to: '/services/gift-with-purchase' },
  { from: 'post/:slug', to: '/blog/:slug' },
];

/** Where a path redirects to, or null. Paths are given without a trailing slash. */
export function redirectTarget(pathname: string): string | null {
  const path = pathname.replace(/^\/+/, '');
  for (const redirect of redirects) {
    if (redirect.from.includes(':slug')) {
      const prefix = redirect.from.replace(':slug', '');
      const slug = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      if (slug && !slug.includes('/')) return redirect.to.replace(':slug', slug);
    } else if (path === redirect.from) {
      return redirect.to;
    }
  }
  return null;
}

/**
 * The page address a loader runs for. Client navigations and prerendering ask
 * for `/about.data` (and `/_.data` for the home page); this gives `/about`.
 */
export function pagePath(request: Request): string {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '');
  if (pathname === '/_') return '/';
  return pathname.replace(/\/+$/, '') || '/';
}

/** The results page: the search box's form goes there without the page's script, and Enter with no result chosen. */
export const searchPath = '/search';

/** A page of the results for `q` (the first without a number, as the search box's form sends it). */
export function searchPagePath(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `${searchPath}?${params}`;
}

/** Where the browser's search asks for results (a fixed query on the server: the browser never sends GROQ). */
export const searchApiPath = '/api/search';
