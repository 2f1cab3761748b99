import { id } from './ids.ts';
import { image, seo, slug, type ArtKind, type ArtTone, type Doc, type SizeName } from './lib.ts';

type Picture = [ArtKind, SizeName, ArtTone, string, string];

const GALLERIES: { slug: string; title: string; description: string; publishedAt: string; pictures: Picture[] }[] = [
  {
    slug: 'inside-the-factory',
    title: 'Inside the Factory',
    description:
      'A walk through our Hertfordshire facility: compounding, filling, crimping and the hand-finishing room where limited editions are completed.',
    publishedAt: '2026-06-12',
    pictures: [
      ['factory', 'scene', 'stone', 'The main filling hall with two automated lines', 'The filling hall, Ware'],
      ['lab', 'scene', 'ivory', 'Fragrance concentrate being weighed on a calibrated balance', 'Compounding to the gram'],
      ['factory', 'scene', 'champagne', 'Chilled fragrance passing through a filtration unit', 'Chilled to −5 °C and filtered'],
      ['factory', 'scene', 'ivory', 'Bottles queued at the vacuum filling heads', 'Vacuum filling'],
      ['cap', 'scene', 'noir', 'Caps being fitted to filled perfume bottles', 'Capping by hand for heavy zamac caps'],
      ['studio', 'scene', 'rose', 'A finisher tying silk cord around a bottle neck', 'The hand-finishing room'],
      ['box', 'scene', 'deep', 'Boxed perfumes stacked on a pallet ready for despatch', 'Ready for despatch'],
      ['factory', 'scene', 'stone', 'Quality inspector checking bottles under daylight lamps', 'Final inspection under daylight lamps'],
    ],
  },
  {
    slug: 'glass-and-closures',
    title: 'Glass & Closures',
    description:
      'Flacons, caps and collars from our stock and bespoke ranges: extra-flint glass, heavy bases, zamac, wood and lacquered finishes.',
    publishedAt: '2026-04-03',
    pictures: [
      ['glass', 'product', 'ivory', 'Extra-flint flacon with a polished heavy base', 'Extra-flint, 12 mm heavy base'],
      ['cap', 'product', 'champagne', 'Brushed gold zamac cap on a square flacon', 'Brushed zamac, 84 g'],
      ['glass', 'product', 'rose', 'Rose-lacquered bottle with a graded finish', 'Graded rose lacquer'],
      ['cap', 'product', 'amber', 'Turned walnut cap on an amber glass bottle', 'Turned walnut'],
      ['glass', 'product', 'sage', 'Frosted glass bottle with a soft green tint', 'Acid-etched frosting'],
      ['bottle', 'product', 'noir', 'Black lacquered bottle with a gold collar', 'Black lacquer and gold collar'],
      ['glass', 'product', 'stone', 'Three bottle prototypes in resin and glass', 'From resin prototype to glass'],
    ],
  },
  {
    slug: 'the-creative-studio',
    title: 'The Creative Studio',
    description:
      'Sketches, swatches and prototypes from our creative studio, where bottles, boxes and brand worlds take shape before anything is made.',
    publishedAt: '2026-02-18',
    pictures: [
      ['studio', 'scene', 'ivory', 'Design table covered with bottle sketches and paper samples', 'Where every project starts'],
      ['swatch', 'scene', 'champagne', 'Foil swatches in muted metallic shades', 'Forty shades of foil'],
      ['pattern', 'scene', 'deep', 'Embossed pattern developed for a rigid box wrap', 'A pattern for a box wrap'],
      ['box', 'scene', 'rose', 'White structural samples of a coffret', 'White samples before print'],
      ['swatch', 'scene', 'sage', 'Paper and board samples fanned out on a table', 'The paper library'],
      ['bottle', 'scene', 'amber', 'Prototype bottle beside its technical drawing', 'Prototype and drawing'],
      ['pattern', 'scene', 'noir', 'Monogram pattern printed on black paper', 'Monogram studies'],
    ],
  },
];

export const gallerySlugs = GALLERIES.map((gallery) => gallery.slug);

export const galleries: Doc[] = GALLERIES.map((gallery, index) => ({
  _id: id.gallery(gallery.slug),
  _type: 'gallery',
  title: gallery.title,
  slug: slug(gallery.slug),
  description: gallery.description,
  images: gallery.pictures.map(([kind, size, tone, alt, caption], position) =>
    image(kind, size, `gallery-${gallery.slug}-${position + 1}`, alt, { tone, caption }),
  ),
  publishedAt: gallery.publishedAt,
  displayOrder: (index + 1) * 10,
  seo: seo(`${gallery.title} | Gallery | Ashcombe & Vale`, gallery.description),
}));
