import type { ImageProps } from '../sanity/images.ts';

/** A built-in picture from public/defaults/, shown when the content service cannot be reached. */
function builtIn(name: string, width: number, height: number, alt: string, sizes: string): ImageProps {
  return { src: `/defaults/${name}.jpg`, srcSet: `/defaults/${name}.jpg ${width}w`, sizes, width, height, alt };
}

export const defaultImages = {
  hero: builtIn('hero', 1600, 792, '', '100vw'),
  about: builtIn('about', 1200, 900, 'Perfume bottles with gold caps in the studio', '(min-width: 64rem) 45vw, 100vw'),
  service: builtIn('service', 1200, 800, '', '(min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 85vw'),
};

/**
 * The home page's built-in texts (SPEC.md §2: "Default texts and images are
 * used for hero, about, services and call to action when content is missing").
 */
export const defaultHome = {
  heroEyebrow: 'UK fragrance & packaging manufacturer',
  heroTitle: 'Fragrance, made beautifully',
  heroSubtitle:
    'From the first accord to the finished, boxed bottle: creation, private label, filling, glass and packaging for luxury and niche brands.',
  servicesTitle: 'Our services',
  servicesDescription: 'Everything a fragrance brand needs, made under one roof in the United Kingdom.',
  portfolioTitle: 'Selected work',
  portfolioDescription: 'Fragrances, bottles and packaging we have made for luxury and niche houses.',
  portfolioFallbackText: 'Our portfolio is being updated. Ask us for case studies relevant to your project.',
  contactCtaTitle: 'Your brief, answered in two working days',
  contactCtaDescription:
    'Tell us about your fragrance, your brand and your launch date. An account manager replies by name, with the next steps.',
  contactCtaButtonText: 'Start a brief',
};

/** SPEC.md §2, home section 3. */
export const defaultTrustTiles = [
  { value: '20+', label: 'Years Experience' },
  { value: '1,000+', label: 'Stock Components' },
  { value: '300+', label: 'Bespoke Moulds' },
  { value: 'Global', label: 'Manufacturing' },
];

export const defaultAbout = {
  title: 'A British house of fragrance and packaging',
  description:
    'Perfumers, designers, engineers and finishers work side by side, so a brand has one team from the first brief to the finished bottle.',
  linkText: 'About us',
};

export const defaultServiceCards: { id: string; title: string; description: string; slug: string; image: null }[] = [
  {
    id: 'fragrance-creation',
    title: 'Fragrance creation',
    description: 'Bespoke fragrances composed by our perfumers.',
    slug: 'fragrance-creation',
    image: null,
  },
  {
    id: 'fragrance-componentry',
    title: 'Fragrance componentry',
    description: 'Glass, caps, collars and pumps that fit first time.',
    slug: 'fragrance-componentry',
    image: null,
  },
  {
    id: 'skincare-componentry',
    title: 'Skincare componentry',
    description: 'Jars, droppers and airless packs for skincare.',
    slug: 'skincare-componentry',
    image: null,
  },
  {
    id: 'home-fragrance',
    title: 'Home fragrance',
    description: 'Candles, diffusers and room sprays.',
    slug: 'home-fragrance',
    image: null,
  },
  {
    id: 'secondary-packaging',
    title: 'Secondary packaging',
    description: 'Rigid boxes, cartons and coffrets.',
    slug: 'secondary-packaging',
    image: null,
  },
  {
    id: 'gift-with-purchase',
    title: 'Gift with purchase',
    description: 'Minis, sets and gifts that sell the full size.',
    slug: 'gift-with-purchase',
    image: null,
  },
];
