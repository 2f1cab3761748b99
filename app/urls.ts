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

/** Private label (issue 52): its price, its calculator, and the minimum a part has in its runs. */
export const privateLabelPath = '/private-label-fragrance';

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
export const briefPath = (kind?: string, sample?: string) =>
  kind ? `/contact?${new URLSearchParams({ kind, ...(sample ? { sample } : {}) })}` : '/contact';

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
      // An editor's page may be nested (`events/luxe-pack-monaco-2026`): each segment is encoded, not the slashes.
      return doc.slug ? `/${doc.slug.split('/').map(encodeURIComponent).join('/')}` : '/';
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

/**
 * The first segments of the route table's own addresses (routes.ts): its pages, their folders, its resources, the
 * framework's. An editor's page or redirect never takes an address that starts with one of them, so no page of the
 * content can stand in for a fixed page or hide a folder of them; `urls.test.ts` holds routes.ts to this list.
 */
export const reservedSegments = [
  ...new Set([
    ...fixedPages.map((path) => path.slice(1)).filter(Boolean),
    ...Object.keys(singletonPages).map((path) => path.slice(1)),
    ...Object.keys(landingPages).map((path) => path.slice(1)),
    ...policyPages.map(({ path }) => path.slice(1)),
    ...redirects.map((redirect) => redirect.from.split('/')[0]!),
    'services',
    'portfolio',
    'catalogue',
    'blog',
    'posts',
    'tools',
    'gallery',
    'galleries',
    'video',
    'videos',
    'testimonials-demo',
    'contact',
    'enquiry-files',
    'search',
    'api',
    'sitemap.xml',
    'robots.txt',
    // The build's files, the content service's images and files, the framework's own.
    'assets',
    'images',
    'files',
    'favicon.svg',
    'defaults',
    '__manifest',
    // The languages' prefixes (PRODUCT.md: /fr, /ar).
    'fr',
    'ar',
  ]),
];

/** The longest slug an editor's page may have, and how deep it may be nested. */
export const PAGE_SLUG_MAX_LENGTH = 200;
export const PAGE_SLUG_MAX_SEGMENTS = 4;

/**
 * Why an editor's page may not be at this slug (its address without the leading `/`), or null when it may: one or
 * more lowercase segments of letters, digits and single hyphens, joined by `/`, not too long or deep, and not
 * starting with a segment of the route table's (`reservedSegments`). A policy's own slug is its page's.
 */
export function pageSlugProblem(slug: string): string | null {
  if (slug === '') return 'Give the page an address.';
  if (slug.length > PAGE_SLUG_MAX_LENGTH) return `Keep the address under ${PAGE_SLUG_MAX_LENGTH} characters.`;
  if (slug.startsWith('/') || slug.endsWith('/'))
    return 'Write the address without a slash at its start or end, like events/luxe-pack-2026.';
  const segments = slug.split('/');
  if (segments.length > PAGE_SLUG_MAX_SEGMENTS) return `Nest the address at most ${PAGE_SLUG_MAX_SEGMENTS} levels deep.`;
  if (!segments.every((segment) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment)))
    return 'Use lowercase letters, digits and single hyphens, with a slash between levels, like events/luxe-pack-2026.';
  if (policyPages.some(({ path }) => path === `/${slug}`)) return null;
  if (reservedSegments.includes(segments[0]!))
    return `/${segments[0]} is one of the site's own addresses: choose another, like events/${segments.at(-1)}.`;
  return null;
}

/** The document types with a page of their own, whose address follows their slug. */
export const addressedTypes = ['portfolioBrand', 'post', 'servicePage', 'tool', 'gallery', 'video', 'component', 'page'] as const;

/**
 * Where a published document's own page is, or null when it has none: an editor's page only at a slug the rule
 * allows, and not a policy's (its page keeps the route table's address whatever its slug).
 */
export function publishedAddress(doc: Addressable): string | null {
  if (!doc.slug || !(addressedTypes as readonly string[]).includes(doc._type)) return null;
  if (doc._type === 'page' && (pageSlugProblem(doc.slug) !== null || policyPages.some(({ path }) => path === `/${doc.slug}`))) return null;
  return documentPath(doc);
}

/** An editor's redirect: from an address of the site, to a page of it or a https address; 301 when permanent. */
export interface EditorRedirect {
  from: string;
  /** Where it goes: a path on the site (`/blog/new`) or a https URL; null when its target no longer exists. */
  to: string | null;
  permanent: boolean;
}

/**
 * Why a redirect may not start at this address, or null: a path of the site (a leading `/`, no query or fragment,
 * no trailing slash) that no page of the route table answers, so the spec's addresses and redirects always win.
 */
export function redirectFromProblem(from: string): string | null {
  if (!from.startsWith('/') || from.startsWith('//')) return 'Start the address with one /, like /old-campaign.';
  if (from.length > PAGE_SLUG_MAX_LENGTH + 1) return `Keep the address under ${PAGE_SLUG_MAX_LENGTH} characters.`;
  if (from === '/' || from.endsWith('/')) return 'Write the address without a slash at its end.';
  if (/[?#\s%\\]/.test(from) || from.split('/').some((segment) => segment === '.' || segment === '..'))
    return 'Use only the address itself: no spaces, ?, #, % or dot segments.';
  if (from !== from.toLowerCase()) return 'Write the address in lowercase: the site answers every address in lowercase.';
  const first = from.slice(1).split('/')[0]!;
  // The route table's own pages and redirects are never overridden; a renamed document's old address in one of its
  // folders (/blog/old-post) is the one exception: no page is there any more.
  if (reservedSegments.includes(first) && !/^\/(blog|portfolio|services|tools|gallery|video|catalogue)\/[a-z0-9-]+$/.test(from))
    return `${from} is one of the site's own addresses, which always answer as they are.`;
  return null;
}

/** Where a redirect may go: a path of the site, or a https address (never a script, another scheme or //host). */
export function redirectTargetProblem(to: string): string | null {
  if (to.startsWith('/')) return to.startsWith('//') || /[\s\\]/.test(to) ? 'Start an address of the site with one /.' : null;
  try {
    const url = new URL(to);
    return url.protocol === 'https:' && url.hostname.includes('.') ? null : 'Use an address of the site (/…) or a https:// address.';
  } catch {
    return 'Use an address of the site (/…) or a https:// address.';
  }
}

/** An address of the site written in full (`https://www.example.com/blog/x`) as its path, or null for another site's. */
export function ownPath(url: string, siteUrl: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(siteUrl).origin && parsed.pathname.startsWith('/') && !parsed.pathname.startsWith('//')
      ? `${parsed.pathname}${parsed.search}`
      : null;
  } catch {
    return null;
  }
}

/**
 * Where an address goes through the editors' redirects, followed to the end in one hop; null when none starts
 * there, or when they go round in a loop (the site ignores a loop; the Studio refuses one).
 */
export function followRedirects(from: string, table: readonly EditorRedirect[]): { to: string; permanent: boolean } | null {
  const byFrom = new Map(table.filter((redirect) => redirect.to !== null).map((redirect) => [redirect.from, redirect]));
  const first = byFrom.get(from);
  if (!first) return null;
  let current: EditorRedirect = first;
  const seen = new Set([from]);
  let permanent = current.permanent;
  for (let hops = 0; hops < 20; hops++) {
    const to: string = current.to!;
    const next: EditorRedirect | undefined = to.startsWith('/') ? byFrom.get(to.split(/[?#]/)[0]!) : undefined;
    if (!next) return { to, permanent };
    if (seen.has(next.from)) return null;
    seen.add(next.from);
    // A chain is permanent only when every step of it is.
    permanent &&= next.permanent;
    current = next;
  }
  return null;
}

/** The route table's pages an editor may link to (a link in content: a card, a call to action, a footer link). */
export const linkablePages = [
  { title: 'Home', path: '/' },
  { title: 'About', path: '/about' },
  { title: 'Services', path: '/services' },
  { title: 'Launch my fragrance', path: launchPath },
  { title: 'Glass', path: '/glass' },
  { title: 'Creative', path: '/creative' },
  { title: 'Portfolio', path: '/portfolio' },
  { title: 'Component catalogue', path: cataloguePath },
  { title: 'Blog', path: '/blog' },
  { title: 'Tools', path: '/tools' },
  { title: 'Galleries', path: '/galleries' },
  { title: 'Videos', path: '/videos' },
  { title: 'FAQ', path: '/faq' },
  { title: 'Contact and brief', path: '/contact' },
  // A call to action may open the brief with its answers chosen (issue 52: "Request a discovery set").
  { title: 'The brief, asking for the discovery set', path: briefPath('samples', 'discovery-set') },
  ...policyPages.map(({ label, path }) => ({ title: label, path })),
] as const;

/** A link as content holds it: a document (it moves with its slug), one of the route table's pages, or a https URL. */
export interface ContentLink {
  label?: string | null;
  /** As a query reads it: any field may be missing (a draft, a document deleted since). */
  document?: { _type?: string | null; slug?: string | null; placement?: string | null } | null;
  sitePage?: string | null;
  url?: string | null;
}

/** Where a link in content goes now, or null when it goes nowhere (its document gone, nothing chosen). */
export function linkHref(link: ContentLink | null | undefined): string | null {
  if (!link) return null;
  if (link.document?._type) return documentPath({ ...link.document, _type: link.document._type });
  if (link.sitePage && linkablePages.some((page) => page.path === link.sitePage)) return link.sitePage;
  if (link.url && redirectTargetProblem(link.url) === null && !link.url.startsWith('/')) return link.url;
  return null;
}
