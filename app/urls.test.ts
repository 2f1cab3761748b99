import { describe, expect, it } from 'vitest';
import { absoluteUrl, documentPath, portfolioSlug } from './urls.ts';

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
