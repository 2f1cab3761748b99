import { id } from './ids.ts';
import { image, md, ref, seo, slug, type ArtKind, type ArtTone, type Doc, type ImagePlaceholder, type SizeName } from './lib.ts';

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
  /** The story: the brief, the approach, the results (the schema has no separate results field). */
  body: string;
  services: string[];
  year: number;
  /** The card (4:5) and the case hero (16:9). */
  card: ImagePlaceholder;
  hero: ImagePlaceholder;
  /** "What we made": one picture per piece, none repeated in the gallery. */
  items: ItemSource[];
  /** The gallery: three scenes of the making, distinct from the pieces above. */
  gallery: ImagePlaceholder[];
}

type Shot = [kind: ArtKind, variant: string, alt: string];

/** A picture of a case: the caption is for gallery pictures, the label is a name drawn on the object (a bottle, a box). */
const shot = (
  caseSlug: string,
  name: string,
  size: SizeName,
  tone: ArtTone,
  [kind, variant, alt]: Shot,
  extra: { caption?: string; label?: string } = {},
): ImagePlaceholder => image(kind, size, `portfolio-${caseSlug}-${name}`, alt, { tone, variant, ...extra });

// The nine cases of SPEC.md, in the spec's order. Each slug is the card rule
// applied to the name (see portfolioSlug in app/urls.ts).
const CASES: CaseSource[] = [
  {
    slug: 'roja-parfums',
    name: 'Roja Parfums',
    tone: 'noir',
    features: ['Glass', 'Componentry', 'Secondary packaging', 'Filling & assembly'],
    description: 'Heavy-base flacons, faceted caps and lacquered coffrets for a house where every detail is expected to be exceptional.',
    tagline: 'Haute parfumerie, finished by hand',
    body: `## The brief

Create packaging worthy of a collection positioned at the very top of the market, where a customer expects the bottle to feel as precious as what it holds.

## Our approach

We developed an extra-flint flacon with a 14 mm heavy base and a faceted zamac cap weighted to 92 g, then paired it with a lacquered rigid coffret lined in suede-touch paper.

- Bespoke glass with a polished, sharp-edged base
- Faceted zamac cap with a gold-plated finish
- Lacquered coffret with a magnetic closure
- Hand finishing and final inspection in our assembly room

> Every bottle is inspected under daylight lamps before it is boxed. At this level, a single bubble in the glass is a rejection.

## Results

- Every flacon inspected under daylight lamps before it is boxed
- Every coffret’s lid checked by hand for the same soft magnetic close
- Each run made to the specification agreed for the first`,
    services: ['fragrance-componentry', 'secondary-packaging', 'fragrance-filling-assembly'],
    year: 2023,
    card: shot(
      'roja-parfums',
      'card',
      'product',
      'noir',
      [
        'bottle',
        'facet facet-cap gold heavy plinth',
        'A faceted heavy-base flacon with a gold faceted cap, engraved Roja Parfums, on a black plinth',
      ],
      { label: 'Roja Parfums' },
    ),
    hero: shot('roja-parfums', 'hero', 'wide', 'noir', [
      'bottle-group',
      'family facet facet-cap gold steps',
      'Three faceted flacons of graded sizes with gold faceted caps on stepped black stone',
    ]),
    items: [
      {
        slug: 'roja-parfums-heavy-base-flacon',
        title: 'Heavy-base flacon and faceted cap',
        description: 'A 100 ml extra-flint flacon with a polished 14 mm base and a 92 g faceted zamac cap, plated in soft gold.',
        components: ['Extra-flint glass', 'Zamac cap', 'FEA 15 pump'],
        services: ['fragrance-componentry'],
        year: 2023,
        image: shot('roja-parfums', 'flacon', 'product', 'noir', [
          'bottle',
          'facet facet-cap gold heavy ledge',
          'The heavy-base faceted flacon with its gold cap on a black ledge',
        ]),
      },
      {
        slug: 'roja-parfums-lacquered-coffret',
        title: 'Lacquered coffret',
        description: 'A rigid coffret in black lacquer with a magnetic lid and a moulded pulp cradle that holds the flacon upright.',
        components: ['Rigid box', 'Lacquer finish', 'Moulded pulp insert'],
        services: ['secondary-packaging'],
        year: 2023,
        image: shot('roja-parfums', 'coffret', 'product', 'noir', [
          'box',
          'open black gold facet facet-cap',
          'A black lacquered coffret opened, its gold-bordered lid standing behind, the faceted flacon inside',
        ]),
      },
    ],
    gallery: [
      shot(
        'roja-parfums',
        'cap-inspection',
        'scene',
        'noir',
        ['cap', 'grid', 'Perfume caps in gold, silver, white and black laid out in rows on a dark surface'],
        { caption: 'Caps laid out for checking' },
      ),
      shot(
        'roja-parfums',
        'foil',
        'scene',
        'noir',
        ['box', 'foil black gold', 'Close view of black lacquered board with a blind-embossed frame and the name in gold foil'],
        { caption: 'Foil on black lacquer', label: 'Roja Parfums' },
      ),
      shot(
        'roja-parfums',
        'glass',
        'scene',
        'noir',
        ['bottle', 'facet heavy empty bare floor', 'An empty faceted flacon before filling, its heavy base catching the light'],
        { caption: 'The flacon before filling' },
      ),
    ],
  },
  {
    slug: 'ormonde-jayne',
    name: 'Ormonde Jayne',
    tone: 'champagne',
    features: ['glass ', 'Secondary  packaging'],
    description:
      'A refined bottle and box family with champagne-toned decoration, built to sit calmly across a large and growing collection.',
    tagline: 'A quiet signature across a whole collection',
    body: `## The brief

Bring a growing collection together with packaging that feels consistent on the counter yet lets each fragrance keep its own character.

## Our approach

One bottle shape in three capacities, decorated with a champagne metallised band, and a box system where a single colour change on the inside of the lid tells each fragrance apart.

- One bespoke glass shape in 30, 50 and 120 ml
- Metallised band applied by hand
- Rigid boxes with a coloured inner lid for each fragrance

## Results

- The whole collection in one bottle family, brought in fragrance by fragrance without a gap on shelf
- A new fragrance changes only the inner-lid colour, so it needs no new glass or outer box
- One outer box serves every scent`,
    services: ['fragrance-componentry', 'secondary-packaging'],
    year: 2022,
    card: shot(
      'ormonde-jayne',
      'card',
      'product',
      'champagne',
      ['bottle', 'arch gold cylinder-cap plinth', 'An arched flacon with a gold cap, engraved Ormonde Jayne, on a champagne plinth'],
      { label: 'Ormonde Jayne' },
    ),
    hero: shot('ormonde-jayne', 'hero', 'wide', 'champagne', [
      'box',
      'inner-lids ivory arch gold',
      'Three ivory boxes opened in a row, each lid lined in its own colour, a flacon with a gold cap in each',
    ]),
    items: [
      {
        slug: 'ormonde-jayne-bottle-family',
        title: 'Bottle family in three sizes',
        description: 'One bespoke shape in 30, 50 and 120 ml, finished with a hand-applied champagne metallised band.',
        components: ['Bespoke glass', 'Metallised band', 'Zamac cap'],
        services: ['fragrance-componentry'],
        year: 2022,
        image: shot('ormonde-jayne', 'family', 'product', 'champagne', [
          'bottle-group',
          'family arch gold cylinder-cap floor',
          'The arched flacon in three sizes with gold caps, largest to smallest',
        ]),
      },
      {
        slug: 'ormonde-jayne-box-system',
        title: 'One box, a colour for each scent',
        description: 'An ivory rigid box with a gold foil frame; the inside of the lid carries the colour of the fragrance.',
        components: ['Rigid box', 'Foil blocking', 'Coloured inner lid'],
        services: ['secondary-packaging'],
        year: 2022,
        image: shot('ormonde-jayne', 'boxes', 'product', 'champagne', [
          'box',
          'stack ivory gold three',
          'Three ivory rigid boxes with gold foil frames, stacked',
        ]),
      },
    ],
    gallery: [
      shot(
        'ormonde-jayne',
        'colours',
        'scene',
        'champagne',
        ['swatch', 'papers', 'Paper samples and colour chips for the inner lids laid out on the studio table'],
        { caption: 'Choosing a colour for each scent' },
      ),
      shot(
        'ormonde-jayne',
        'banding',
        'scene',
        'champagne',
        ['bottle', 'arch gold cylinder-cap sweep floor', 'An arched flacon with a gold cap on a pale sweep, its shadow cast beside it'],
        { caption: 'One flacon, finished' },
      ),
      shot(
        'ormonde-jayne',
        'lineup',
        'scene',
        'ivory',
        ['bottle-group', 'row arch gold cylinder-cap slab', 'A row of finished arched flacons on an ivory slab'],
        { caption: 'The collection, side by side' },
      ),
    ],
  },
  {
    slug: 'house-of-vision',
    name: 'House of Vision',
    tone: 'rose',
    features: [' Fragrance creation', 'Glass', 'Gift with purchase'],
    description:
      'A debut collection of four fragrances composed in our laboratory, launched in decorated stock glass within five months of the first brief.',
    tagline: 'A debut collection in five months',
    body: `## The brief

Launch a four-fragrance collection in time for the autumn trading season, on a start-up budget, without looking like a start-up.

## Our approach

Our perfumers composed four fragrances around a shared vanilla and iris accord. We decorated a stock 50 ml bottle with a graded rose lacquer and a screen-printed logo, and designed a miniature set as a gift with purchase for the launch.

1. Four bespoke fragrances, approved in three rounds
2. Decorated stock glass, so no tooling costs
3. A 4 × 5 ml discovery set as gift with purchase

## Results

- On shelf 21 weeks after the first meeting, in time for the autumn season
- No mould costs: the decorated stock bottle saved about £28,000 in tooling
- One in four launch customers came back for a full size within two months`,
    services: ['fragrance-creation', 'fragrance-componentry', 'gift-with-purchase'],
    year: 2024,
    card: shot(
      'house-of-vision',
      'card',
      'product',
      'rose',
      ['bottle', 'rect lacquer-rose gold cube-cap plinth', 'A rose-lacquered flacon with a gold cube cap on a pale plinth'],
      { label: 'House of Vision' },
    ),
    hero: shot('house-of-vision', 'hero', 'wide', 'rose', [
      'bottle-group',
      'graded rect gold cube-cap four steps',
      'Four lacquered flacons graded from rose to pale champagne, gold caps, on stepped plinths',
    ]),
    items: [
      {
        slug: 'house-of-vision-debut-collection',
        title: 'Debut collection',
        description: 'Four fragrances in decorated 50 ml stock bottles with a graded rose lacquer and a screen-printed logo.',
        components: ['Stock glass', 'Graded lacquer', 'Screen print'],
        services: ['fragrance-creation', 'fragrance-componentry'],
        year: 2024,
        image: shot('house-of-vision', 'collection', 'product', 'rose', [
          'bottle-group',
          'graded rect gold cube-cap four floor',
          'The four lacquered flacons of the collection in a row',
        ]),
      },
      {
        slug: 'house-of-vision-discovery-set',
        title: 'Launch discovery set',
        description: 'Four 5 ml miniatures in a folding coffret, given with every full-size purchase during the launch month.',
        components: ['Miniatures', 'Folding coffret', 'Moulded pulp insert'],
        services: ['gift-with-purchase'],
        year: 2024,
        image: shot('house-of-vision', 'discovery', 'product', 'rose', [
          'box',
          'coffret rose gold',
          'An open rose coffret holding miniature flacons in a pulp insert',
        ]),
      },
    ],
    gallery: [
      shot(
        'house-of-vision',
        'accord',
        'scene',
        'rose',
        ['swatch', 'ingredients', 'Vanilla pods, rose petals, resin tears and a slice of wood laid out beside colour chips'],
        { caption: 'The materials of the shared accord' },
      ),
      shot(
        'house-of-vision',
        'lacquer',
        'scene',
        'rose',
        ['bottle', 'rect lacquer-blush gold cube-cap window', 'A blush-lacquered flacon in window light'],
        { caption: 'The palest grade of the lacquer' },
      ),
      shot(
        'house-of-vision',
        'minis',
        'scene',
        'rose',
        ['bottle-group', 'minis rect gold cube-cap four slab', 'Four 5 ml miniatures with gold caps on a rose slab'],
        { caption: 'Miniatures for the launch' },
      ),
    ],
  },
  {
    slug: 'boadicea',
    name: 'Boadicea',
    tone: 'deep',
    features: ['Glass', 'Componentry', 'filling  &  assembly'],
    description:
      'Sculpted metal-clad bottles filled, crimped and finished in our Hertfordshire facility for a British house with a bold, regal identity.',
    tagline: 'Regal, sculptural, British',
    body: `## The brief

Produce a sculptural, metal-clad bottle at volume without losing the hand-finished quality the brand is known for.

## Our approach

We sourced the metal cladding from a specialist workshop, engineered the fit around a bespoke glass inner, and set up a dedicated cell on our line where each bottle is filled, crimped, clad and inspected.

- Bespoke glass inner with a concealed pump
- Metal cladding fitted by hand
- Filling and crimping on a dedicated line cell

## Results

- Filled, crimped, clad and inspected on one dedicated cell
- The cladding fitted on a jig designed for this bottle
- Every bottle traceable to its glass lot, cladding batch and shift`,
    services: ['fragrance-componentry', 'fragrance-filling-assembly', 'uk-fragrance-manufacturer'],
    year: 2021,
    card: shot(
      'boadicea',
      'card',
      'product',
      'deep',
      [
        'bottle',
        'square gunmetal stepped-cap plinth',
        'A square flacon with a gunmetal stepped cap, engraved Boadicea, on a deep green plinth',
      ],
      { label: 'Boadicea' },
    ),
    hero: shot('boadicea', 'hero', 'wide', 'deep', [
      'bottle-group',
      'family square lacquer-ink gunmetal stepped-cap steps',
      'Three dark metal-clad square flacons of graded sizes with gunmetal stepped caps on pale stone steps',
    ]),
    items: [
      {
        slug: 'boadicea-metal-clad-flacon',
        title: 'Metal-clad flacon',
        description: 'A bespoke glass inner dressed in sculpted metal cladding, filled and fitted by hand on a dedicated line cell.',
        components: ['Bespoke glass', 'Metal cladding', 'Concealed pump'],
        services: ['fragrance-componentry', 'fragrance-filling-assembly'],
        year: 2021,
        image: shot('boadicea', 'flacon', 'product', 'deep', [
          'bottle',
          'square lacquer-ink gunmetal stepped-cap plinth',
          'The square flacon clad in dark metal, with its gunmetal stepped cap',
        ]),
      },
      {
        slug: 'boadicea-line-cell',
        title: 'A dedicated line cell',
        description: 'A cell on our line set up for this bottle alone: filling, crimping, cladding and inspection in one place.',
        components: ['Vacuum filler', 'Crimping head', 'Daylight inspection'],
        services: ['fragrance-filling-assembly', 'uk-fragrance-manufacturer'],
        year: 2021,
        image: shot('boadicea', 'cell', 'product', 'deep', [
          'machine',
          'crimping',
          'The crimping head of the line cell closing the pump collar on a flacon',
        ]),
      },
    ],
    gallery: [
      shot(
        'boadicea',
        'filling',
        'scene',
        'deep',
        ['machine', 'filling', 'Filling nozzles lowered into a row of flacons on the line cell'],
        { caption: 'Filled on a dedicated cell' },
      ),
      shot(
        'boadicea',
        'capping',
        'scene',
        'deep',
        ['machine', 'capping', 'A rotary capper seating caps on filled flacons on the line cell'],
        { caption: 'Capped on the cell' },
      ),
      shot(
        'boadicea',
        'despatch',
        'scene',
        'deep',
        ['warehouse', 'despatch', 'Boxed bottles lined up on the packing table, a wrapped pallet behind'],
        { caption: 'Packed for the house’s stores' },
      ),
    ],
  },
  {
    slug: 'bdxy',
    name: 'BDXY',
    tone: 'sage',
    features: ['FRAGRANCE CREATION', 'Glass', 'Secondary packaging'],
    description: 'Gender-neutral fragrances in minimal glass and recycled-board cartons for a young brand that sells mostly online.',
    tagline: 'Minimal, modern, made to ship',
    body: `## The brief

Create fragrances and packaging for a direct-to-consumer brand where the unboxing is filmed and shared, and where every parcel has to survive the post.

## Our approach

Three fragrances composed around clean musks, a matte-lacquered stock bottle and a recycled-board carton that doubles as the shipping box, with a pulp insert that passed our drop tests at 1.2 metres.

- Three fragrances, composed and refined in two rounds
- Matte lacquer on stock glass
- Mailer carton with a plastic-free pulp insert

## Results

- Breakages in the post fell to 1 in 4,000 parcels, from 1 in 150 with the old packaging
- No outer shipping box: a saving of 38 g of board and a box per order
- The unboxing film passed 2 million views in its first month`,
    services: ['fragrance-creation', 'secondary-packaging'],
    year: 2024,
    card: shot(
      'bdxy',
      'card',
      'product',
      'sage',
      [
        'bottle',
        'cylinder lacquer-sage silver cylinder-cap plinth',
        'A sage matte-lacquered cylinder flacon with a silver cap on a pale plinth',
      ],
      { label: 'BDXY' },
    ),
    hero: shot('bdxy', 'hero', 'wide', 'sage', [
      'bottle-group',
      'family cylinder lacquer-sage silver cylinder-cap floor',
      'Three sage matte-lacquered flacons of graded sizes with silver caps',
    ]),
    items: [
      {
        slug: 'bdxy-mailer-carton',
        title: 'Mailer carton',
        description: 'A recycled-board carton that is both the retail box and the shipping box, with a pulp insert tested to 1.2 m drops.',
        components: ['Recycled board', 'Moulded pulp insert'],
        services: ['secondary-packaging'],
        year: 2024,
        image: shot('bdxy', 'mailer', 'product', 'sage', [
          'box',
          'mailer kraft cylinder lacquer-sage silver cylinder-cap',
          'An open kraft mailer box with a pulp insert holding the sage flacon',
        ]),
      },
      {
        slug: 'bdxy-matte-bottle',
        title: 'Matte-lacquered stock bottle',
        description: 'A 50 ml stock cylinder sprayed in a soft-touch sage lacquer, with a brushed silver cap.',
        components: ['Stock glass', 'Matte lacquer', 'Aluminium cap'],
        services: ['fragrance-componentry'],
        year: 2024,
        image: shot('bdxy', 'bottle', 'product', 'sage', [
          'bottle',
          'cylinder lacquer-sage silver cylinder-cap floor',
          'The sage matte-lacquered flacon with its silver cap, standing alone',
        ]),
      },
    ],
    gallery: [
      shot(
        'bdxy',
        'musks',
        'scene',
        'sage',
        ['lab', 'bench', 'A beaker of musk accord and a pipette on the laboratory bench beside dipped blotters'],
        { caption: 'Composing around clean musks' },
      ),
      shot(
        'bdxy',
        'drop-test',
        'scene',
        'sage',
        ['warehouse', 'pallet', 'Stretch-wrapped pallets of mailer cartons ready for the fulfilment centre'],
        { caption: 'Mailers on their way to fulfilment' },
      ),
      shot(
        'bdxy',
        'labelling',
        'scene',
        'sage',
        ['machine', 'labelling', 'The labeller: a reel of labels feeding a row of flacons on the line'],
        { caption: 'Labelled on the line' },
      ),
    ],
  },
  {
    slug: 'atelier-noor',
    name: 'Atelier Noor',
    tone: 'amber',
    features: ['Fragrance creation', 'Componentry', 'Secondary packaging'],
    description: 'An amber-toned fragrance and body care ritual with matching glass, refillable jars and a coffret made to be kept.',
    tagline: 'A ritual of light and amber',
    body: `## The brief

Design a fragrance and body care ritual for an independent studio brand inspired by late-afternoon light, with packaging that customers refill rather than replace.

## Our approach

An amber eau de parfum, a matching body oil and a refillable body cream, in amber glass with brushed brass caps, presented in a linen-wrapped coffret.

- Bespoke eau de parfum and body oil
- Refillable glass jar with a lift-out inner pot
- Linen-wrapped coffret with a moulded pulp insert

## Results

- 41% of body cream sales in the first year were refills
- The coffret became the brand’s best-selling gift, at Christmas and Eid
- One glass colour and one cap across three products kept minimum orders low`,
    services: ['fragrance-creation', 'skincare-componentry', 'secondary-packaging'],
    year: 2025,
    card: shot(
      'atelier-noor',
      'card',
      'product',
      'amber',
      [
        'bottle',
        'rect amber-glass brass cylinder-cap plinth',
        'An amber glass flacon with a brass cap, engraved Atelier Noor, on a warm plinth',
      ],
      { label: 'Atelier Noor' },
    ),
    hero: shot('atelier-noor', 'hero', 'wide', 'amber', [
      'skincare',
      'range',
      'The ritual in a row: a pump bottle, a dropper bottle and a jar with matching caps in late-afternoon light',
    ]),
    items: [
      {
        slug: 'atelier-noor-ritual-set',
        title: 'The ritual set',
        description: 'Eau de parfum, body oil and refillable body cream in amber glass with brushed brass caps.',
        components: ['Amber glass', 'Brass caps', 'Refillable jar'],
        services: ['fragrance-creation', 'skincare-componentry'],
        year: 2025,
        image: shot('atelier-noor', 'ritual', 'product', 'amber', [
          'skincare',
          'pair',
          'A dropper bottle of body oil and a jar of body cream with matching caps',
        ]),
      },
      {
        slug: 'atelier-noor-linen-coffret',
        title: 'Linen coffret',
        description: 'A linen-wrapped rigid coffret with a foil-blocked lid, designed to be kept as a keepsake box.',
        components: ['Rigid box', 'Linen wrap', 'Foil blocking'],
        services: ['secondary-packaging'],
        year: 2025,
        image: shot(
          'atelier-noor',
          'coffret',
          'product',
          'amber',
          ['box', 'gift linen gold', 'A linen-wrapped coffret with a gold foil frame and the name on its lid, tied with a ribbon'],
          { label: 'Atelier Noor' },
        ),
      },
    ],
    gallery: [
      shot(
        'atelier-noor',
        'refill',
        'scene',
        'amber',
        ['skincare', 'refill', 'The body cream jar open, its lid aside, beside a refill pod with a foil lid'],
        { caption: 'Refill, rather than replace' },
      ),
      shot(
        'atelier-noor',
        'eau-de-parfum',
        'scene',
        'amber',
        ['bottle', 'rect amber-glass brass cylinder-cap window', 'The amber eau de parfum in window light'],
        { caption: 'Late-afternoon light, in glass' },
      ),
      shot(
        'atelier-noor',
        'materials',
        'scene',
        'amber',
        ['swatch', 'ingredients', 'Raw materials for the amber accord: resin tears, vanilla pods, sandalwood and petals'],
        { caption: 'Amber, vanilla and sandalwood' },
      ),
    ],
  },
  {
    slug: 'house-of-brandt',
    name: 'House of Brandt',
    tone: 'ivory',
    features: ['Secondary packaging', 'Componentry'],
    description:
      'A unified packaging system across fragrance and skincare, with frosted glass, soft-touch boxes and one calm colour palette.',
    tagline: 'One family, from flacon to face cream',
    body: `## The brief

Bring a fragrance line and a new skincare range into one visual family, with finishes that feel soft, calm and tactile.

## Our approach

Frosted glass across both ranges, caps in the same soft-touch lacquer, and folding cartons printed on a cotton-fibre board with a blind-embossed monogram.

- Frosted glass for fragrance, serum and cream
- Soft-touch lacquered caps, colour matched across formats
- Cotton-fibre cartons with blind embossing

## Results

- One cap colour matched to within ΔE 1.0 across glass, metal and plastic parts
- Skincare launched into the same 40 doors as the fragrance, on one planogram
- Carton weight cut by 18% after moving to the cotton-fibre board`,
    services: ['secondary-packaging', 'skincare-componentry'],
    year: 2023,
    card: shot(
      'house-of-brandt',
      'card',
      'product',
      'ivory',
      [
        'bottle',
        'oval frosted silver pebble-cap plinth',
        'A frosted oval flacon with a pebble cap, engraved House of Brandt, on an ivory plinth',
      ],
      { label: 'House of Brandt' },
    ),
    hero: shot('house-of-brandt', 'hero', 'wide', 'ivory', [
      'skincare',
      'airless',
      'A frosted airless pump bottle and a cream jar with matching caps on ivory stone',
    ]),
    items: [
      {
        slug: 'house-of-brandt-skincare-range',
        title: 'Skincare range',
        description: 'Frosted glass jars and droppers with soft-touch caps, colour matched to the fragrance line.',
        components: ['Frosted glass', 'Soft-touch caps', 'Droppers'],
        services: ['skincare-componentry'],
        year: 2023,
        image: shot('house-of-brandt', 'skincare', 'product', 'ivory', [
          'skincare',
          'dropper',
          'A frosted dropper bottle of serum with a soft-touch collar and bulb',
        ]),
      },
      {
        slug: 'house-of-brandt-cartons',
        title: 'Cotton-fibre cartons',
        description: 'Folding cartons on cotton-fibre board with a blind-embossed monogram, one size per format.',
        components: ['Cotton-fibre board', 'Blind embossing'],
        services: ['secondary-packaging'],
        year: 2023,
        image: shot('house-of-brandt', 'cartons', 'product', 'ivory', [
          'box',
          'carton ivory silver oval frosted',
          'An ivory folding carton with a silver foil mark beside the frosted oval flacon',
        ]),
      },
    ],
    gallery: [
      shot(
        'house-of-brandt',
        'emboss',
        'scene',
        'ivory',
        ['box', 'foil white silver', 'Close view of white cotton-fibre board, blind-embossed, with the name in silver foil'],
        { caption: 'Blind emboss on cotton board', label: 'House of Brandt' },
      ),
      shot(
        'house-of-brandt',
        'fragrance',
        'scene',
        'stone',
        ['bottle-group', 'family oval frosted silver pebble-cap slab', 'The frosted oval flacon in three sizes on a stone slab'],
        { caption: 'The fragrance line, frosted' },
      ),
      shot('house-of-brandt', 'jars', 'scene', 'ivory', ['skincare', 'jar', 'Two frosted cream jars with soft-touch lids'], {
        caption: 'Face cream, in the same glass',
      }),
    ],
  },
  {
    slug: 'fragrance-du-bois',
    name: 'Fragrance Du Bois',
    tone: 'amber',
    features: ['Home fragrance', 'Fragrance creation', 'Glass'],
    description:
      'Oud-led home fragrance in heavy smoked glass: candles and diffusers that carry the house’s fine fragrances into the room.',
    tagline: 'Oud for the home',
    body: `## The brief

Translate a collection of oud-based fine fragrances into candles and diffusers that perform as well as they smell.

## Our approach

We adapted three fine fragrances for wax and diffuser bases, tuning load and wick until each candle burned cleanly for sixty hours, and designed a smoked-glass vessel that becomes a vase when the candle is finished.

- Three fragrances adapted for candle and diffuser
- 60-hour burn, tested to BS EN 15494
- Bespoke smoked-glass vessel with a wooden lid

## Results

- Each scent’s wax load and wick tuned for an even burn to the last centimetre
- Scent throw assessed by our panel before each scent was approved
- The vessel made to be kept as a vase once the candle is finished`,
    services: ['home-fragrance', 'fragrance-creation', 'fragrance-componentry'],
    year: 2022,
    card: shot(
      'fragrance-du-bois',
      'card',
      'product',
      'amber',
      ['candle', 'candle smoked wood-lid unlit', 'A candle in a smoked glass vessel with its turned wooden lid beside it'],
      { label: 'Du Bois' },
    ),
    hero: shot('fragrance-du-bois', 'hero', 'wide', 'noir', [
      'candle',
      'pair lit smoked',
      'A lit candle in smoked glass beside a reed diffuser, on a dark set',
    ]),
    items: [
      {
        slug: 'fragrance-du-bois-candle',
        title: 'Smoked-glass candle',
        description: 'A 60-hour candle in a bespoke smoked-glass vessel with a turned wooden lid.',
        components: ['Bespoke glass', 'Wooden lid', 'Rapeseed wax'],
        services: ['home-fragrance'],
        year: 2022,
        image: shot('fragrance-du-bois', 'candle', 'product', 'amber', [
          'candle',
          'candle smoked wood-lid lit',
          'The smoked-glass candle lit, its wooden lid resting beside it',
        ]),
      },
      {
        slug: 'fragrance-du-bois-diffuser',
        title: 'Reed diffuser',
        description: 'A 250 ml diffuser in the same smoked glass, with oil-darkened rattan reeds.',
        components: ['Smoked glass', 'Rattan reeds', 'Diffuser base'],
        services: ['home-fragrance'],
        year: 2022,
        image: shot('fragrance-du-bois', 'diffuser', 'product', 'amber', [
          'candle',
          'diffuser',
          'A reed diffuser with its rattan reeds fanned out',
        ]),
      },
    ],
    gallery: [
      shot(
        'fragrance-du-bois',
        'burn-test',
        'scene',
        'amber',
        ['candle', 'row lit smoked', 'Five candles in smoked glass burning side by side in the burn-test room'],
        { caption: 'Sixty hours in the burn room' },
      ),
      shot(
        'fragrance-du-bois',
        'oud',
        'scene',
        'amber',
        ['lab', 'organ', 'Blotters dipped in the oud accord in a glass on the perfumer’s bench, tiers of vials behind'],
        { caption: 'Oud, on blotters' },
      ),
      shot(
        'fragrance-du-bois',
        'pouring',
        'scene',
        'stone',
        ['candle', 'row unlit smoked', 'A row of freshly poured candles setting in smoked glass'],
        { caption: 'Poured and left to set' },
      ),
    ],
  },
  {
    slug: 'flannels',
    name: 'Flannels',
    tone: 'stone',
    features: ['Gift with purchase', 'Filling & assembly', 'home fragrance'],
    description:
      'Seasonal gifts with purchase and a private label home fragrance edit, packed to the retailer’s rules and delivered store by store.',
    tagline: 'Retail, at the speed of the season',
    body: `## The brief

Deliver seasonal gifts with purchase to every store on a fixed date, and develop a small home fragrance edit under the retailer's own label.

## Our approach

Branded cosmetic pouches and travel candles for the Christmas promotion, packed by store and booked into each delivery slot, and a private label edit of two candles and a diffuser.

- Gift with purchase designed, produced and delivered to store
- Private label candles and diffuser
- Packed to the retailer's routing guide

## Results

- Gifts packed by store, to the retailer’s routing guide
- Each delivery booked into its store’s slot, with proof of delivery the same day
- The private label edit made alongside, in the same smoked glass`,
    services: ['gift-with-purchase', 'home-fragrance', 'private-label-fragrance'],
    year: 2024,
    card: shot(
      'flannels',
      'card',
      'product',
      'stone',
      ['candle', 'travel', 'A travel candle in a tin beside a stone-coloured cosmetic pouch'],
      { label: 'Flannels' },
    ),
    hero: shot('flannels', 'hero', 'wide', 'stone', [
      'warehouse',
      'racking',
      'An aisle of racking stacked with stretch-wrapped pallets of gift cartons',
    ]),
    items: [
      {
        slug: 'flannels-christmas-gift',
        title: 'Christmas gift with purchase',
        description: 'A branded pouch with a travel candle, packed by store and delivered on the first morning of the promotion.',
        components: ['Cosmetic pouch', 'Travel candle'],
        services: ['gift-with-purchase'],
        year: 2024,
        image: shot('flannels', 'gift', 'product', 'stone', [
          'candle',
          'gift-trio',
          'The gift: a miniature flacon, a cosmetic pouch and a travel candle',
        ]),
      },
      {
        slug: 'flannels-private-label-candles',
        title: 'Private label candle edit',
        description: 'Candles and a diffuser under the retailer’s own label, in clear glass with stone-coloured bands.',
        components: ['Clear glass', 'Printed band', 'Diffuser'],
        services: ['home-fragrance', 'private-label-fragrance'],
        year: 2024,
        image: shot('flannels', 'candles', 'product', 'stone', ['candle', 'pair clear', 'A candle in clear glass beside a reed diffuser']),
      },
    ],
    gallery: [
      shot(
        'flannels',
        'packing',
        'scene',
        'stone',
        ['warehouse', 'despatch', 'Boxed gifts lined up on the packing table, an open shipping carton at one end'],
        { caption: 'Packed by store' },
      ),
      shot(
        'flannels',
        'pallets',
        'scene',
        'stone',
        ['warehouse', 'pallet', 'Stretch-wrapped pallets of labelled cartons waiting for their delivery slots'],
        { caption: 'Booked into every delivery slot' },
      ),
      shot('flannels', 'pouches', 'scene', 'rose', ['candle', 'travel', 'A travel candle and a rose cosmetic pouch on a pale slab'], {
        caption: 'The pouch, in the season’s colour',
      }),
    ],
  },
];

interface CaseResults {
  /** A figure and what it counts, each restating the story's "Results" (the first is the card's line). */
  outcomes: [figure: string, counts: string][];
  launchDateMet?: boolean;
  retailers?: string[];
  awards?: string[];
  /**
   * Only on the cases whose brands are invented for the demo: a quote is never
   * put in the mouth of a real company (testimonials.ts keeps the same rule).
   */
  quote?: { quote: string; name: string; role: string };
}

/**
 * The cases of real houses (the demo's portfolio names them as a manufacturer's would): their stories say what was
 * made and how, and carry no figure, outcome or quote, which would be invented facts about a real company
 * (dataset.test.ts holds them to it). The other cases' brands are invented for the demo.
 */
export const REAL_BRAND_CASES = ['roja-parfums', 'ormonde-jayne', 'boadicea', 'fragrance-du-bois', 'flannels'];

const RESULTS: Record<string, CaseResults> = {
  'roja-parfums': { outcomes: [] },
  'ormonde-jayne': { outcomes: [] },
  'house-of-vision': {
    outcomes: [
      ['21 weeks', 'from the first meeting to shelf'],
      ['£28,000', 'of tooling saved with decorated stock glass'],
      ['1 in 4', 'launch customers back for a full size'],
    ],
    launchDateMet: true,
    retailers: ['Its Marylebone boutique', 'Its own online shop'],
    quote: {
      quote:
        'We came with four ideas and a season to hit. We left with four fragrances, a decorated bottle that needed no mould, and a launch that made the autumn windows.',
      name: 'Priya Raman',
      role: 'Creative Director',
    },
  },
  boadicea: { outcomes: [] },
  bdxy: {
    outcomes: [
      ['1 in 4,000', 'parcels with a breakage, from 1 in 150'],
      ['38 g', 'of board saved on every order'],
      ['2 million', 'views of the unboxing film in its first month'],
    ],
    retailers: ['Its own online shop'],
    awards: ['Shortlisted for sustainable e-commerce packaging, 2024'],
    quote: {
      quote:
        'Our customers used to write to us about broken bottles. Now they film the unboxing. The carton is the shipping box, and it arrives whole.',
      name: 'Daniel Achebe',
      role: 'Operations Director',
    },
  },
  'atelier-noor': {
    outcomes: [
      ['41%', 'of body cream sales in the first year were refills'],
      ['3', 'products on one glass colour and one cap'],
    ],
    launchDateMet: true,
    retailers: ['Its Knightsbridge boutique', 'Its own online shop'],
    quote: {
      quote:
        'We wanted a ritual people would refill rather than replace. Four in ten of the creams we sell are refills, and the coffret is still on our customers’ dressing tables.',
      name: 'Amara Osei',
      role: 'Founder',
    },
  },
  'house-of-brandt': {
    outcomes: [
      ['40', 'doors carrying fragrance and skincare on one planogram'],
      ['ΔE 1.0', 'at most between caps of glass, metal and plastic'],
      ['18%', 'lighter cartons in cotton-fibre board'],
    ],
    launchDateMet: true,
    quote: {
      quote:
        'Fragrance and skincare finally look like one house. The cap on a cream jar matches the cap on the bottle, whatever it is made of.',
      name: 'Greta Lund',
      role: 'Head of Product',
    },
  },
  'fragrance-du-bois': { outcomes: [] },
  flannels: { outcomes: [] },
};

/** A case's results as the schema stores them. */
function caseResults(caseSlug: string): Record<string, unknown> {
  const results = RESULTS[caseSlug];
  if (!results) throw new Error(`portfolio: no results for ${caseSlug}`);
  return {
    outcomes: results.outcomes.map(([figure, counts], index) => ({ _key: `outcome-${index + 1}`, _type: 'outcome', figure, counts })),
    ...(results.launchDateMet === undefined ? {} : { launchDateMet: results.launchDateMet }),
    ...(results.retailers ? { retailers: results.retailers } : {}),
    ...(results.awards ? { awards: results.awards } : {}),
    ...(results.quote ? { clientQuote: { ...results.quote } } : {}),
  };
}

export const portfolioSlugs = CASES.map((portfolioCase) => portfolioCase.slug);

export const portfolio: Doc[] = CASES.flatMap((portfolioCase, order) => {
  const caseId = id.portfolio(portfolioCase.slug);
  const brand: Doc = {
    _id: caseId,
    _type: 'portfolioBrand',
    name: portfolioCase.name,
    slug: slug(portfolioCase.slug),
    features: portfolioCase.features,
    image: portfolioCase.card,
    description: portfolioCase.description,
    displayOrder: (order + 1) * 10,
    tagline: portfolioCase.tagline,
    heroImage: portfolioCase.hero,
    body: md(portfolioCase.body),
    gallery: portfolioCase.gallery,
    services: portfolioCase.services.map((serviceSlug) => ref(id.service(serviceSlug))),
    year: portfolioCase.year,
    ...caseResults(portfolioCase.slug),
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
