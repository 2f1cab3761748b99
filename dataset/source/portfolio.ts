import { id } from './ids.ts';
import { image, md, ref, seo, slug, type ArtTone, type Doc, type ImagePlaceholder } from './lib.ts';

interface ItemSource {
  slug: string;
  title: string;
  description: string;
  components: string[];
  services: string[];
  year: number;
  image: ImagePlaceholder;
}

interface CaseSource {
  slug: string;
  name: string;
  tone: ArtTone;
  /** As an editor typed them: the site cleans whitespace and case. */
  features: string[];
  description: string;
  tagline: string;
  body: string;
  services: string[];
  year: number;
  items: ItemSource[];
  extraGallery: ImagePlaceholder[];
}

// The nine cases of SPEC.md, in the spec's order. Each slug is the card rule
// applied to the name (see portfolioSlug in app/urls.ts).
const CASES: CaseSource[] = [
  {
    slug: 'roja-parfums',
    name: 'Roja Parfums',
    tone: 'noir',
    features: ['Bespoke Glass', 'Caps & Closures', 'Secondary Packaging', 'Filling & Assembly'],
    description: 'Heavy-base flacons, faceted caps and lacquered coffrets for a house where every detail is expected to be exceptional.',
    tagline: 'Haute parfumerie, finished by hand',
    body: `## The brief

Create packaging worthy of a collection positioned at the very top of the market, where a customer expects the bottle to feel as precious as what it holds.

## What we made

We developed an extra-flint flacon with a 14 mm heavy base and a faceted zamac cap weighted to 92 g, then paired it with a lacquered rigid coffret lined in suede-touch paper.

- Bespoke glass with a polished, sharp-edged base
- Faceted zamac cap with a gold-plated finish
- Lacquered coffret with a magnetic closure
- Hand finishing and final inspection in our assembly room

> Every bottle is inspected under daylight lamps before it is boxed. At this level, a single bubble in the glass is a rejection.`,
    services: ['fragrance-componentry', 'secondary-packaging', 'fragrance-filling-assembly'],
    year: 2023,
    items: [
      {
        slug: 'roja-parfums-heavy-base-flacon',
        title: 'Heavy-base flacon and faceted cap',
        description: 'A 100 ml extra-flint flacon with a polished 14 mm base and a 92 g faceted zamac cap, plated in soft gold.',
        components: ['Extra-flint glass', 'Zamac cap', 'FEA 15 pump'],
        services: ['fragrance-componentry'],
        year: 2023,
        image: image(
          'bottle',
          'product',
          'portfolio-roja-parfums-flacon',
          'Faceted gold cap on a heavy-base clear perfume flacon against black',
          { tone: 'noir' },
        ),
      },
      {
        slug: 'roja-parfums-lacquered-coffret',
        title: 'Lacquered coffret',
        description: 'A rigid coffret in deep lacquer with a magnetic lid and a moulded pulp cradle that holds the flacon upright.',
        components: ['Rigid box', 'Lacquer finish', 'Moulded pulp insert'],
        services: ['secondary-packaging'],
        year: 2023,
        image: image('box', 'product', 'portfolio-roja-parfums-coffret', 'Black lacquered coffret opened to reveal a perfume flacon', {
          tone: 'noir',
        }),
      },
    ],
    extraGallery: [
      image('studio', 'scene', 'portfolio-roja-parfums-finishing', 'Gloved hands inspecting a faceted perfume cap under a daylight lamp', {
        tone: 'noir',
      }),
    ],
  },
  {
    slug: 'ormonde-jayne',
    name: 'Ormonde Jayne',
    tone: 'champagne',
    features: ['bespoke glass ', 'Secondary  packaging', 'Decoration'],
    description:
      'A refined bottle and box family with champagne-toned decoration, built to sit calmly across a large and growing collection.',
    tagline: 'A quiet signature across a whole collection',
    body: `## The brief

Bring a growing collection together with packaging that feels consistent on the counter yet lets each fragrance keep its own character.

## What we made

One bottle shape in three capacities, decorated with a champagne metallised band, and a box system where a single colour change on the inside of the lid tells each fragrance apart.

- One bespoke glass shape in 30, 50 and 120 ml
- Metallised band applied by hand
- Rigid boxes with a coloured inner lid for each fragrance`,
    services: ['fragrance-componentry', 'secondary-packaging'],
    year: 2022,
    items: [
      {
        slug: 'ormonde-jayne-bottle-family',
        title: 'Bottle family in three sizes',
        description: 'One bespoke shape in 30, 50 and 120 ml, finished with a hand-applied champagne metallised band.',
        components: ['Bespoke glass', 'Metallised band', 'Zamac cap'],
        services: ['fragrance-componentry'],
        year: 2022,
        image: image(
          'bottle-group',
          'product',
          'portfolio-ormonde-jayne-family',
          'Three perfume bottles of graded sizes with champagne metallic bands',
          { tone: 'champagne' },
        ),
      },
    ],
    extraGallery: [
      image('box', 'scene', 'portfolio-ormonde-jayne-boxes', 'Ivory rigid boxes with coloured inner lids laid open in a row', {
        tone: 'ivory',
      }),
    ],
  },
  {
    slug: 'house-of-vision',
    name: 'House of Vision',
    tone: 'rose',
    features: [' Fragrance Creation', 'Stock Glass', 'Gift With Purchase'],
    description:
      'A debut collection of four fragrances composed in our laboratory, launched in decorated stock glass within five months of the first brief.',
    tagline: 'A debut collection in five months',
    body: `## The brief

Launch a four-fragrance collection in time for the autumn trading season, on a start-up budget, without looking like a start-up.

## What we made

Our perfumers composed four fragrances around a shared vanilla and iris accord. We decorated a stock 50 ml bottle with a graded rose lacquer and a screen-printed logo, and designed a miniature set as a gift with purchase for the launch.

1. Four bespoke fragrances, approved in three rounds
2. Decorated stock glass, so no tooling costs
3. A 4 × 5 ml discovery set as gift with purchase

The collection was on shelf 21 weeks after the first meeting.`,
    services: ['fragrance-creation', 'fragrance-componentry', 'gift-with-purchase'],
    year: 2024,
    items: [
      {
        slug: 'house-of-vision-debut-collection',
        title: 'Debut collection',
        description: 'Four fragrances in decorated 50 ml stock bottles with a graded rose lacquer and a screen-printed logo.',
        components: ['Stock glass', 'Graded lacquer', 'Screen print'],
        services: ['fragrance-creation', 'fragrance-componentry'],
        year: 2024,
        image: image('bottle-group', 'product', 'portfolio-house-of-vision-collection', 'Four rose-lacquered perfume bottles in a row', {
          tone: 'rose',
        }),
      },
      {
        slug: 'house-of-vision-discovery-set',
        title: 'Launch discovery set',
        description: 'Four 5 ml miniatures in a folding carton, given with every full-size purchase during the launch month.',
        components: ['Miniatures', 'Folding carton'],
        services: ['gift-with-purchase'],
        year: 2024,
        image: image('box', 'product', 'portfolio-house-of-vision-discovery', 'Open discovery set with four miniature perfume bottles', {
          tone: 'rose',
        }),
      },
    ],
    extraGallery: [],
  },
  {
    slug: 'boadicea',
    name: 'Boadicea',
    tone: 'deep',
    features: ['Bespoke Glass', 'Caps  &  Closures', 'filling & assembly'],
    description:
      'Sculpted metal-clad bottles filled, crimped and finished in our Hertfordshire facility for a British house with a bold, regal identity.',
    tagline: 'Regal, sculptural, British',
    body: `## The brief

Produce a sculptural, metal-clad bottle at volume without losing the hand-finished quality the brand is known for.

## What we made

We sourced the metal cladding from a specialist workshop, engineered the fit around a bespoke glass inner, and set up a dedicated cell on our line where each bottle is filled, crimped, clad and inspected.

- Bespoke glass inner with a concealed pump
- Metal cladding fitted by hand
- Filling and crimping on a dedicated line cell`,
    services: ['fragrance-componentry', 'fragrance-filling-assembly', 'uk-fragrance-manufacturer'],
    year: 2021,
    items: [
      {
        slug: 'boadicea-metal-clad-flacon',
        title: 'Metal-clad flacon',
        description: 'A bespoke glass inner dressed in sculpted metal cladding, filled and fitted by hand on a dedicated line cell.',
        components: ['Bespoke glass', 'Metal cladding', 'Concealed pump'],
        services: ['fragrance-componentry', 'fragrance-filling-assembly'],
        year: 2021,
        image: image('bottle', 'product', 'portfolio-boadicea-flacon', 'Sculpted metal-clad perfume bottle on a deep green background', {
          tone: 'deep',
        }),
      },
    ],
    extraGallery: [
      image('factory', 'scene', 'portfolio-boadicea-line', 'Metal-clad bottles on a dedicated filling cell', { tone: 'deep' }),
    ],
  },
  {
    slug: 'bdxy',
    name: 'BDXY',
    tone: 'sage',
    features: ['FRAGRANCE CREATION', 'Stock glass', 'Secondary Packaging'],
    description: 'Gender-neutral fragrances in minimal glass and recycled-board cartons for a young brand that sells mostly online.',
    tagline: 'Minimal, modern, made to ship',
    body: `## The brief

Create fragrances and packaging for a direct-to-consumer brand where the unboxing is filmed and shared, and where every parcel has to survive the post.

## What we made

Three fragrances composed around clean musks, a matte-lacquered stock bottle and a recycled-board carton that doubles as the shipping box, with a pulp insert that passed our drop tests at 1.2 metres.

- Three fragrances, composed and refined in two rounds
- Matte lacquer on stock glass
- Mailer carton with a plastic-free pulp insert`,
    services: ['fragrance-creation', 'secondary-packaging'],
    year: 2024,
    items: [
      {
        slug: 'bdxy-mailer-carton',
        title: 'Mailer carton',
        description: 'A recycled-board carton that is both the retail box and the shipping box, with a pulp insert tested to 1.2 m drops.',
        components: ['Recycled board', 'Moulded pulp insert'],
        services: ['secondary-packaging'],
        year: 2024,
        image: image('box', 'product', 'portfolio-bdxy-mailer', 'Sage recycled-board mailer box holding a matte perfume bottle', {
          tone: 'sage',
        }),
      },
    ],
    extraGallery: [
      image('bottle', 'scene', 'portfolio-bdxy-bottles', 'Matte-lacquered perfume bottles in soft sage light', { tone: 'sage' }),
    ],
  },
  {
    slug: 'atelier-noor',
    name: 'Atelier Noor',
    tone: 'amber',
    features: ['Fragrance Creation', 'Skincare Componentry', 'Secondary Packaging'],
    description: 'An amber-toned fragrance and body care ritual with matching glass, refillable jars and a coffret made to be kept.',
    tagline: 'A ritual of light and amber',
    body: `## The brief

Design a fragrance and body care ritual for an independent studio brand inspired by late-afternoon light, with packaging that customers refill rather than replace.

## What we made

An amber eau de parfum, a matching body oil and a refillable body cream, in amber glass with brushed brass caps, presented in a linen-wrapped coffret.

- Bespoke eau de parfum and body oil
- Refillable glass jar with a lift-out inner pot
- Linen-wrapped coffret with a moulded pulp insert`,
    services: ['fragrance-creation', 'skincare-componentry', 'secondary-packaging'],
    year: 2025,
    items: [
      {
        slug: 'atelier-noor-ritual-set',
        title: 'The ritual set',
        description: 'Eau de parfum, body oil and refillable body cream in amber glass with brushed brass caps.',
        components: ['Amber glass', 'Brass caps', 'Refillable jar'],
        services: ['fragrance-creation', 'skincare-componentry'],
        year: 2025,
        image: image(
          'bottle-group',
          'product',
          'portfolio-atelier-noor-ritual',
          'Amber glass perfume bottle, body oil and jar with brass caps',
          { tone: 'amber' },
        ),
      },
      {
        slug: 'atelier-noor-linen-coffret',
        title: 'Linen coffret',
        description: 'A linen-wrapped rigid coffret with a foil-blocked lid, designed to be kept as a keepsake box.',
        components: ['Rigid box', 'Linen wrap', 'Foil blocking'],
        services: ['secondary-packaging'],
        year: 2025,
        image: image('box', 'product', 'portfolio-atelier-noor-coffret', 'Linen-wrapped coffret with a gold foil monogram', {
          tone: 'amber',
        }),
      },
    ],
    extraGallery: [],
  },
  {
    slug: 'house-of-brandt',
    name: 'House of Brandt',
    tone: 'ivory',
    features: ['Secondary Packaging', 'Skincare Componentry', 'decoration'],
    description:
      'A unified packaging system across fragrance and skincare, with frosted glass, soft-touch boxes and one calm colour palette.',
    tagline: 'One family, from flacon to face cream',
    body: `## The brief

Bring a fragrance line and a new skincare range into one visual family, with finishes that feel soft, calm and tactile.

## What we made

Frosted glass across both ranges, caps in the same soft-touch lacquer, and folding cartons printed on a cotton-fibre board with a blind-embossed monogram.

- Frosted glass for fragrance, serum and cream
- Soft-touch lacquered caps, colour matched across formats
- Cotton-fibre cartons with blind embossing`,
    services: ['secondary-packaging', 'skincare-componentry'],
    year: 2023,
    items: [
      {
        slug: 'house-of-brandt-skincare-range',
        title: 'Skincare range',
        description: 'Frosted glass jars and droppers with soft-touch caps, colour matched to the fragrance line.',
        components: ['Frosted glass', 'Soft-touch caps', 'Droppers'],
        services: ['skincare-componentry'],
        year: 2023,
        image: image(
          'glass',
          'product',
          'portfolio-house-of-brandt-skincare',
          'Frosted glass jar and dropper bottle with ivory soft-touch caps',
          { tone: 'ivory' },
        ),
      },
    ],
    extraGallery: [
      image('box', 'scene', 'portfolio-house-of-brandt-cartons', 'Blind-embossed cotton-fibre cartons stacked on stone', { tone: 'stone' }),
    ],
  },
  {
    slug: 'fragrance-du-bois',
    name: 'Fragrance Du Bois',
    tone: 'amber',
    features: ['Home Fragrance', 'Fragrance Creation', 'Bespoke Glass'],
    description:
      'Oud-led home fragrance in heavy smoked glass: candles and diffusers that carry the house’s fine fragrances into the room.',
    tagline: 'Oud for the home',
    body: `## The brief

Translate a collection of oud-based fine fragrances into candles and diffusers that perform as well as they smell.

## What we made

We adapted three fine fragrances for wax and diffuser bases, tuning load and wick until each candle burned cleanly for sixty hours, and designed a smoked-glass vessel that becomes a vase when the candle is finished.

- Three fragrances adapted for candle and diffuser
- 60-hour burn, tested to BS EN 15494
- Bespoke smoked-glass vessel with a wooden lid`,
    services: ['home-fragrance', 'fragrance-creation', 'fragrance-componentry'],
    year: 2022,
    items: [
      {
        slug: 'fragrance-du-bois-candle',
        title: 'Smoked-glass candle',
        description: 'A 60-hour candle in a bespoke smoked-glass vessel with a turned wooden lid.',
        components: ['Bespoke glass', 'Wooden lid', 'Rapeseed wax'],
        services: ['home-fragrance'],
        year: 2022,
        image: image('candle', 'product', 'portfolio-fragrance-du-bois-candle', 'Candle in smoked amber glass with a turned wooden lid', {
          tone: 'amber',
        }),
      },
    ],
    extraGallery: [
      image('candle', 'scene', 'portfolio-fragrance-du-bois-room', 'Lit candle and reed diffuser on a dark wooden sideboard', {
        tone: 'noir',
      }),
    ],
  },
  {
    slug: 'flannels',
    name: 'Flannels',
    tone: 'stone',
    features: ['Gift With Purchase', 'Private Label', 'home fragrance'],
    description:
      'Seasonal gifts with purchase and a private label home fragrance edit, packed to the retailer’s rules and delivered store by store.',
    tagline: 'Retail, at the speed of the season',
    body: `## The brief

Deliver seasonal gifts with purchase to every store on a fixed date, and develop a small home fragrance edit under the retailer's own label.

## What we made

Branded cosmetic pouches and travel candles for the Christmas promotion, packed by store and booked into each delivery slot, and a private label edit of two candles and a diffuser.

- Gift with purchase designed, produced and delivered to store
- Private label candles and diffuser
- Packed to the retailer's routing guide`,
    services: ['gift-with-purchase', 'home-fragrance', 'private-label-fragrance'],
    year: 2024,
    items: [
      {
        slug: 'flannels-christmas-gift',
        title: 'Christmas gift with purchase',
        description: 'A branded pouch with a travel candle, packed by store and delivered on the first morning of the promotion.',
        components: ['Cosmetic pouch', 'Travel candle'],
        services: ['gift-with-purchase'],
        year: 2024,
        image: image('candle', 'product', 'portfolio-flannels-gift', 'Travel candle beside a stone-coloured cosmetic pouch', {
          tone: 'stone',
        }),
      },
    ],
    extraGallery: [
      image('factory', 'scene', 'portfolio-flannels-packing', 'Gift sets packed by store into labelled cartons', { tone: 'stone' }),
    ],
  },
];

export const portfolioSlugs = CASES.map((portfolioCase) => portfolioCase.slug);

export const portfolio: Doc[] = CASES.flatMap((portfolioCase, order) => {
  const caseId = id.portfolio(portfolioCase.slug);
  const cardImage = image('bottle', 'product', `portfolio-${portfolioCase.slug}-card`, `${portfolioCase.name} portfolio image`, {
    tone: portfolioCase.tone,
    label: portfolioCase.name,
  });
  const heroImage = image(
    'bottle-group',
    'scene',
    `portfolio-${portfolioCase.slug}-hero`,
    `${portfolioCase.name} bottles and packaging arranged on stone`,
    {
      tone: portfolioCase.tone,
    },
  );
  const brand: Doc = {
    _id: caseId,
    _type: 'portfolioBrand',
    name: portfolioCase.name,
    slug: slug(portfolioCase.slug),
    features: portfolioCase.features,
    image: cardImage,
    description: portfolioCase.description,
    displayOrder: (order + 1) * 10,
    tagline: portfolioCase.tagline,
    heroImage,
    body: md(portfolioCase.body),
    gallery: [...portfolioCase.items.map((item) => item.image), ...portfolioCase.extraGallery],
    services: portfolioCase.services.map((serviceSlug) => ref(id.service(serviceSlug))),
    year: portfolioCase.year,
    seo: seo(`${portfolioCase.name} | Portfolio | Ashcombe & Vale`, portfolioCase.description),
  };
  const items: Doc[] = portfolioCase.items.map((item, index) => ({
    _id: id.portfolioItem(item.slug),
    _type: 'portfolioItem',
    title: item.title,
    brand: ref(caseId),
    image: item.image,
    description: item.description,
    components: item.components,
    services: item.services.map((serviceSlug) => ref(id.service(serviceSlug))),
    year: item.year,
    displayOrder: (order + 1) * 10 + index,
  }));
  return [brand, ...items];
});
