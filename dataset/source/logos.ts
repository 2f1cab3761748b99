import { id } from './ids.ts';
import { image, ref, type Doc } from './lib.ts';
import { portfolioSlugs as caseSlugs } from './portfolio.ts';

const portfolioSlugs = new Set(caseSlugs);

// Client logos of the home page's strip: the portfolio cases and other
// (fictional) clients. Only some link out.
const LOGOS: { slug: string; name: string; url?: string }[] = [
  { slug: 'roja-parfums', name: 'Roja Parfums', url: 'https://www.rojaparfums.com' },
  { slug: 'ormonde-jayne', name: 'Ormonde Jayne', url: 'https://www.ormondejayne.com' },
  { slug: 'house-of-vision', name: 'House of Vision' },
  { slug: 'boadicea', name: 'Boadicea' },
  { slug: 'bdxy', name: 'BDXY' },
  { slug: 'atelier-noor', name: 'Atelier Noor' },
  { slug: 'house-of-brandt', name: 'House of Brandt' },
  { slug: 'fragrance-du-bois', name: 'Fragrance Du Bois' },
  { slug: 'flannels', name: 'Flannels', url: 'https://www.flannels.com' },
  { slug: 'maison-verrier', name: 'Maison Verrier' },
  { slug: 'hollow-oak-candles', name: 'Hollow Oak Candles' },
  { slug: 'ilse-and-wren', name: 'Ilse & Wren' },
  { slug: 'saltmarsh-apothecary', name: 'Saltmarsh Apothecary' },
  { slug: 'nordvik-parfums', name: 'Nordvik Parfums' },
];

export const logos: Doc[] = LOGOS.map((logo, index) => ({
  _id: id.logo(logo.slug),
  _type: 'logo',
  name: logo.name,
  image: image('logo', 'logo', `logo-${logo.slug}`, `The ${logo.name} wordmark`, {
    label: logo.name,
    tone: index % 2 === 0 ? 'noir' : 'deep',
  }),
  ...(logo.url ? { url: logo.url } : {}),
  // A client with a case on the site: the logo opens it.
  ...(portfolioSlugs.has(logo.slug) ? { caseStudy: ref(id.portfolio(logo.slug)) } : {}),
  displayOrder: (index + 1) * 10,
}));
