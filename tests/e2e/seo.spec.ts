/**
 * PRODUCT.md "SEO and sharing" and SPEC.md §2: title, description, absolute
 * canonical without a trailing slash (one for duplicate routes), Open Graph
 * and Twitter tags, Organization JSON-LD everywhere, WebSite + SearchAction
 * on home, breadcrumbs on nested pages, sitemap.xml and robots.txt.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { allRoutes, siteSettings, slugs } from './support/content.ts';
import { inspectHtml, nodesOfType, type HtmlFacts } from './support/html.ts';
import { SITE_URL } from './support/servers.ts';

async function facts(request: APIRequestContext, page: Page, path: string): Promise<HtmlFacts> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return inspectHtml(page, await response.text());
}

const canonicalOf = (path: string) => (path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`);

const pages: { path: string; canonical: string }[] = [
  { path: '/', canonical: '/' },
  { path: '/about', canonical: '/about' },
  { path: '/services', canonical: '/services' },
  { path: '/services/fragrance-creation', canonical: '/services/fragrance-creation' },
  { path: '/portfolio', canonical: '/portfolio' },
  { path: `/portfolio/${slugs.portfolio[0]}`, canonical: `/portfolio/${slugs.portfolio[0]}` },
  { path: '/blog', canonical: '/blog' },
  { path: '/posts', canonical: '/blog' },
  { path: `/blog/${slugs.posts[0]}`, canonical: `/blog/${slugs.posts[0]}` },
  { path: '/uk-fragrance-manufacturer', canonical: '/uk-fragrance-manufacturer' },
  { path: '/manufacturing-facilities', canonical: '/uk-fragrance-manufacturer' },
  { path: '/tools/freight-calculator', canonical: '/tools/freight-calculator' },
  { path: '/contact', canonical: '/contact' },
  { path: '/privacy-policy', canonical: '/privacy-policy' },
];

test.describe('page metadata', () => {
  for (const { path, canonical } of pages) {
    test(`${path}: title, description, canonical ${canonical}, Open Graph and Twitter`, async ({ request, page }) => {
      // The prerendered page, the rendered page (query string) and a trailing-slash visit all name one canonical.
      for (const address of [path, `${path}${path.includes('?') ? '&' : '?'}utm_source=newsletter`]) {
        const f = await facts(request, page, address);
        expect(f.title, `${address} title`).toBeTruthy();
        expect(f.description?.length ?? 0, `${address} description`).toBeGreaterThan(40);
        expect(f.canonicalCount, `${address} one canonical`).toBe(1);
        expect(f.canonical, `${address} canonical`).toBe(canonicalOf(canonical));
        expect(f.canonical, 'absolute').toMatch(/^https?:\/\//);
        if (canonical !== '/') expect(f.canonical!.endsWith('/'), 'no trailing slash').toBe(false);
        expect(f.meta['og:title'], 'og:title').toBe(f.title);
        expect(f.meta['og:description'], 'og:description').toBe(f.description);
        expect(f.meta['og:url'], 'og:url').toBe(f.canonical);
        expect(f.meta['og:type'], 'og:type').toMatch(/^(website|article)$/);
        expect(f.meta['twitter:card'], 'twitter:card').toMatch(/^summary(_large_image)?$/);
        if (f.meta['og:image']) expect(f.meta['og:image'], 'og:image absolute').toMatch(/^https?:\/\//);
        expect(f.meta.robots ?? '', `${address} indexable`).not.toContain('noindex');
      }
    });
  }

  test('titles are unique to their page and name the company once', async ({ request, page }) => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    const duplicates = new Set(['/posts', '/manufacturing-facilities']);
    for (const path of allRoutes.filter((p) => !duplicates.has(p))) {
      const f = await facts(request, page, path);
      const title = f.title ?? '';
      const mentions = title.split(siteSettings.companyName).length - 1;
      if (mentions > 1) problems.push(`${path}: "${title}" names "${siteSettings.companyName}" ${mentions} times`);
      if (seen.has(title)) problems.push(`${path}: same title as ${seen.get(title)} ("${title}")`);
      seen.set(title, path);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('home: the spec title and a description', async ({ request, page }) => {
    const f = await facts(request, page, '/');
    expect(f.title).toContain('Global Fragrance Manufacturer | UK Headquarters | Full Service Production');
  });
});

test.describe('structured data', () => {
  for (const path of allRoutes) {
    test(`${path}: Organization JSON-LD`, async ({ request, page }) => {
      const f = await facts(request, page, path);
      const organizations = nodesOfType(f.jsonLd, 'Organization');
      expect(organizations.length, 'one Organization').toBeGreaterThanOrEqual(1);
      const org = organizations[0]!;
      expect(org['@context'] ?? 'https://schema.org').toMatch(/schema\.org/);
      expect(org.name).toBe(siteSettings.companyName);
      expect(org.url).toMatch(new RegExp(`^${SITE_URL.replace(/[.:/]/g, '\\$&')}/?$`));
      expect(String(org.logo && typeof org.logo === 'object' ? (org.logo as { url?: string }).url : org.logo)).toMatch(/^https?:\/\//);
      expect(org.sameAs).toEqual(siteSettings.socialLinks.map((link) => link.url));
      const address = org.address as Record<string, string>;
      expect(address['@type']).toBe('PostalAddress');
      expect(address.streetAddress).toBe(siteSettings.address.streetAddress);
      expect(address.addressLocality).toBe(siteSettings.address.locality);
      expect(address.postalCode).toBe(siteSettings.address.postalCode);
      expect(address.addressCountry).toBe('GB');
      const contact = (Array.isArray(org.contactPoint) ? org.contactPoint[0] : org.contactPoint) as Record<string, string>;
      expect(contact['@type']).toBe('ContactPoint');
      expect(contact.contactType).toMatch(/customer service/i);
      expect(contact.telephone).toBe(siteSettings.phone);
      expect(contact.email).toBe(siteSettings.email);
      // Every block is valid JSON.
      expect(f.jsonLd.filter((block) => typeof block === 'object' && block !== null && 'unparsable' in block)).toEqual([]);
    });
  }

  test('home: Organization founded 2004 in the UK, and a WebSite with a SearchAction for /search?q=', async ({ request, page }) => {
    const f = await facts(request, page, '/');
    const org = nodesOfType(f.jsonLd, 'Organization')[0]!;
    expect(String(org.foundingDate)).toMatch(/^2004/);
    const location = JSON.stringify(org.foundingLocation ?? org.address ?? {});
    expect(location).toMatch(/"addressCountry":"(GB|UK|United Kingdom)"/);
    const websites = nodesOfType(f.jsonLd, 'WebSite');
    expect(websites.length).toBe(1);
    const action = websites[0]!.potentialAction as Record<string, unknown>;
    expect(action['@type']).toBe('SearchAction');
    const target = typeof action.target === 'string' ? action.target : (action.target as { urlTemplate: string }).urlTemplate;
    expect(target).toBe(`${SITE_URL}/search?q={search_term_string}`);
    expect(String(action['query-input'])).toContain('name=search_term_string');
    // The SearchAction's target works.
    const search = await request.get('/search?q=glass');
    expect(search.status()).toBe(200);
  });

  test('inner pages have no WebSite block', async ({ request, page }) => {
    const f = await facts(request, page, '/about');
    expect(nodesOfType(f.jsonLd, 'WebSite')).toEqual([]);
  });

  const nested = [
    ['/services/fragrance-creation', 'Services'],
    [`/portfolio/${slugs.portfolio[0]}`, 'Portfolio'],
    [`/blog/${slugs.posts[0]}`, 'Blog'],
    [`/tools/${slugs.tools[0]}`, 'Tools'],
    [`/gallery/${slugs.galleries[0]}`, null],
    [`/video/${slugs.videos[0]}`, null],
  ] as const;
  for (const [path, parent] of nested) {
    test(`${path}: BreadcrumbList from home to the page`, async ({ request, page }) => {
      const f = await facts(request, page, path);
      const lists = nodesOfType(f.jsonLd, 'BreadcrumbList');
      expect(lists.length).toBe(1);
      const items = lists[0]!.itemListElement as { '@type': string; position: number; name: string; item?: string | { '@id': string } }[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      items.forEach((item, index) => {
        expect(item['@type']).toBe('ListItem');
        expect(item.position).toBe(index + 1);
        expect(item.name.length).toBeGreaterThan(0);
      });
      const url = (item: (typeof items)[number]) => (typeof item.item === 'string' ? item.item : item.item?.['@id']);
      expect(url(items[0]!)).toMatch(new RegExp(`^${SITE_URL.replace(/[.:/]/g, '\\$&')}/?$`));
      const last = items.at(-1)!;
      expect(url(last) ?? f.canonical).toBe(f.canonical);
      if (parent) expect(items.map((item) => item.name)).toContain(parent);
    });
  }
});

test.describe('sitemap.xml and robots.txt', () => {
  test('sitemap.xml is XML listing every canonical page once, with <lastmod>', async ({ request, page }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const parsed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length)
          return { error: doc.getElementsByTagName('parsererror')[0]!.textContent ?? 'parse error', urls: [] };
        const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
        return {
          error: null,
          root: doc.documentElement.localName,
          namespace: doc.documentElement.namespaceURI,
          urls: Array.from(doc.getElementsByTagNameNS(ns, 'url')).map((url) => ({
            loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
            lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? '',
          })),
        };
      },
      await response.text(),
    );
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('urlset');
    expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = parsed.urls.map((url) => url.loc);
    expect(new Set(locs).size, 'no duplicates').toBe(locs.length);
    for (const url of parsed.urls) {
      expect(url.loc).toMatch(new RegExp(`^${SITE_URL.replace(/[.:/]/g, '\\$&')}/`));
      if (url.loc !== `${SITE_URL}/`) expect(url.loc.endsWith('/'), url.loc).toBe(false);
      expect(url.lastmod, `${url.loc} lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/);
    }
    // The canonical pages are there; the duplicate addresses and search are not.
    const paths = locs.map((loc) => new URL(loc).pathname);
    for (const duplicate of ['/posts', '/manufacturing-facilities', '/search']) expect(paths).not.toContain(duplicate);
    // Not listed either: the catalogue's comparison and shortlist, a buyer's own pages (noindex).
    const duplicates = new Set([
      '/posts',
      '/manufacturing-facilities',
      '/search',
      '/testimonials-demo',
      '/catalogue/compare',
      '/catalogue/shortlist',
    ]);
    for (const path of allRoutes.filter((p) => !duplicates.has(p))) expect(paths, `sitemap lists ${path}`).toContain(path);
    // Each listed page answers 200 and names itself as canonical.
    for (const path of paths) {
      const f = await facts(request, page, path);
      expect(f.canonical, `${path} is its own canonical`).toBe(canonicalOf(path));
    }
  });

  test('robots.txt names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*/m);
    expect(body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(body).not.toMatch(/^Disallow: \/\s*$/m);
  });
});
