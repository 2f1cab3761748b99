import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  documentPath,
  followRedirects,
  linkHref,
  ownPath,
  pageSlugProblem,
  portfolioSlug,
  redirectFromProblem,
  redirectTargetProblem,
  reservedSegments,
} from './urls.ts';

describe('document addresses (SPEC.md §2)', () => {
  it.each([
    [{ _type: 'post', slug: 'on-oud' }, '/blog/on-oud'],
    [{ _type: 'portfolioItem', slug: 'roja-parfums' }, '/portfolio/roja-parfums'],
    [{ _type: 'portfolioBrand', slug: 'bdxy' }, '/portfolio/bdxy'],
    [{ _type: 'servicePage', slug: 'home-fragrance', placement: 'service' }, '/services/home-fragrance'],
    [{ _type: 'servicePage', slug: 'private-label-fragrance', placement: 'landing' }, '/private-label-fragrance'],
    [{ _type: 'serviceImage', slug: 'gift-with-purchase' }, '/services/gift-with-purchase'],
    [{ _type: 'serviceSection', slug: 'fragrance-componentry', placement: 'service' }, '/services/fragrance-componentry'],
    [{ _type: 'tool', slug: 'freight-calculator' }, '/tools/freight-calculator'],
    [{ _type: 'gallery', slug: 'inside-the-factory' }, '/gallery/inside-the-factory'],
    [{ _type: 'creativePage' }, '/creative'],
    [{ _type: 'aboutPage' }, '/about'],
    [{ _type: 'homePage' }, '/'],
    [{ _type: 'glassPage' }, '/glass'],
    [{ _type: 'faqItem', slug: 'minimum-order' }, '/faq#minimum-order'],
  ] as const)('%j → %s', (hit, url) => {
    expect(documentPath(hit)).toBe(url);
  });
});

describe('portfolio slug rule', () => {
  it.each([
    ['Roja Parfums', 'roja-parfums'],
    ['House of Vision', 'house-of-vision'],
    ['BDXY', 'bdxy'],
    ['Fragrance du Bois', 'fragrance-du-bois'],
    ['  Boadicea — the Victorious!  ', 'boadicea-the-victorious'],
    ['L’Atelier & Co. (London)', 'l-atelier-co-london'],
    ['---', ''],
  ])('%s → %s', (name, slug) => {
    expect(portfolioSlug(name)).toBe(slug);
  });
});

describe('absolute addresses', () => {
  it('absoluteUrl leaves absolute addresses alone', () => {
    expect(absoluteUrl('https://a.example', '/images/x.jpg')).toBe('https://a.example/images/x.jpg');
    expect(absoluteUrl('https://a.example', 'images/x.jpg')).toBe('https://a.example/images/x.jpg');
    expect(absoluteUrl('https://a.example', 'https://cdn.sanity.io/x.jpg')).toBe('https://cdn.sanity.io/x.jpg');
  });
});

describe("editors' pages and redirects: one rule owns the addresses", () => {
  it('takes nested lowercase slugs, and refuses the route table’s own addresses with a reason', () => {
    for (const slug of ['luxe-pack-monaco-2026', 'events/luxe-pack-monaco-2026', 'markets/gcc/riyadh', 'privacy-policy'])
      expect(pageSlugProblem(slug), slug).toBeNull();
    for (const slug of [
      '',
      '/leading',
      'trailing/',
      'Upper-Case',
      'double--hyphen',
      'a/../b',
      'a%2Fb',
      'spaces here',
      'x'.repeat(2048),
      'a/b/c/d/e',
      'about',
      'blog/my-post',
      'catalogue/pack',
      'api/anything',
      'images/x',
      'enquiry-files/abc',
      'tools',
      'fragrance-creation',
      'post/old',
      'fr/accueil',
      '__manifest',
    ])
      expect(pageSlugProblem(slug), slug).not.toBeNull();
    expect(pageSlugProblem('catalogue/pack')).toBe("/catalogue is one of the site's own addresses: choose another, like events/pack.");
  });

  it('holds the route table to the reserved segments: no fixed route can be taken by a page', async () => {
    const { default: routes } = await import('./routes.ts');
    const paths = (routes as { path?: string }[])
      .map((route) => route.path)
      .filter((path): path is string => Boolean(path) && path !== '*');
    for (const path of paths) expect(reservedSegments, path).toContain(path.split('/')[0]);
  });

  it('lets a redirect start at an address no page of the route table answers, never at one it does, never hostile', () => {
    for (const from of ['/old-campaign', '/events/2025', '/blog/renamed-post', '/portfolio/old-name'])
      expect(redirectFromProblem(from), from).toBeNull();
    for (const from of [
      'old',
      '//evil.example',
      '/about',
      '/contact',
      '/blog',
      '/services',
      '/x/',
      '/x?y=1',
      '/A',
      '/x/../about',
      '/%2F',
      '/',
      '/tools/x/y',
    ])
      expect(redirectFromProblem(from), from).not.toBeNull();
    for (const to of ['/blog/new', 'https://register.example.com/luxe-pack']) expect(redirectTargetProblem(to), to).toBeNull();
    for (const to of [
      'javascript:alert(1)',
      '//evil.example',
      'http://plain.example',
      'data:text/html,x',
      'mailto:x@y.z',
      'https://localhost',
    ])
      expect(redirectTargetProblem(to), to).not.toBeNull();
  });

  it("reads the site's own address written in full as its path, so a chain or a loop through it is seen", () => {
    const site = 'https://www.example.com';
    expect(ownPath('https://www.example.com/blog/x?page=2', site)).toBe('/blog/x?page=2');
    expect(ownPath('https://register.example.com/luxe-pack', site)).toBeNull();
    expect(ownPath('http://www.example.com/blog/x', site)).toBeNull();
    expect(ownPath('not a url', site)).toBeNull();
    const table = [
      { from: '/a', to: ownPath('https://www.example.com/b', site), permanent: true },
      { from: '/b', to: '/a', permanent: true },
    ];
    expect(followRedirects('/a', table)).toBeNull();
  });

  it('follows a chain to its end in one hop, permanent only when every step is, and ignores a loop', () => {
    const table = [
      { from: '/a', to: '/b', permanent: true },
      { from: '/b', to: '/c', permanent: true },
      { from: '/c', to: '/blog/final', permanent: false },
      { from: '/loop-1', to: '/loop-2', permanent: true },
      { from: '/loop-2', to: '/loop-1', permanent: true },
      { from: '/gone', to: null, permanent: true },
      { from: '/out', to: 'https://example.com/x', permanent: true },
    ];
    expect(followRedirects('/a', table)).toEqual({ to: '/blog/final', permanent: false });
    expect(followRedirects('/b', table.slice(0, 2))).toEqual({ to: '/c', permanent: true });
    expect(followRedirects('/loop-1', table)).toBeNull();
    expect(followRedirects('/gone', table)).toBeNull();
    expect(followRedirects('/nowhere', table)).toBeNull();
    expect(followRedirects('/out', table)).toEqual({ to: 'https://example.com/x', permanent: true });
  });

  it('resolves a link in content: a document where it is now, a page of the site, a https address, or nothing', () => {
    expect(linkHref({ document: { _type: 'post', slug: 'new-name' } })).toBe('/blog/new-name');
    expect(linkHref({ document: { _type: 'page', slug: 'events/monaco' } })).toBe('/events/monaco');
    expect(linkHref({ sitePage: '/contact' })).toBe('/contact');
    expect(linkHref({ sitePage: '/no-such-page' })).toBeNull();
    expect(linkHref({ url: 'https://example.com/' })).toBe('https://example.com/');
    expect(linkHref({ url: 'javascript:alert(1)' })).toBeNull();
    expect(linkHref({ document: null })).toBeNull();
  });
});
