import { id } from './ids.ts';
import type { FigureFact } from '../../app/pages/figure-facts.ts';
import { factStat, image, md, ref, seo, slug, stat, type Doc, type ImagePlaceholder } from './lib.ts';

interface SectionSource {
  eyebrow?: string;
  title: string;
  description: string;
  points?: string[];
  image: ImagePlaceholder;
}

interface ServiceSource {
  slug: string;
  placement: 'service' | 'landing';
  title: string;
  menuTitle?: string;
  eyebrow: string;
  heroTitle: string;
  description: string;
  heroImage: ImagePlaceholder;
  body: string;
  /** A figure's value and label, or a fact it shows from where it is kept (app/pages/figure-facts.ts) and its label. */
  highlights: ([string, string] | { fact: FigureFact; label: string })[];
  capabilities: string[];
  cta: { title: string; text: string; buttonText: string; link?: { _type: 'link'; sitePage: string } };
  relatedCases: string[];
  faqs: string[];
  sections: SectionSource[];
  /** The home carousel card (the six services only). */
  card?: { title: string; shortDescription: string; image: ImagePlaceholder };
  seo: [string, string];
}

/** A service's quick facts (issue 37); each part optional, as on the Studio's form. */
interface FactsSource {
  /** [quantity, unit, per …] */
  minimum?: [number, string, string?];
  /** [from, to, counted from …] */
  weeks?: [number, number, string?];
  ml?: [number, number];
  necks?: string[];
  capacity?: string;
}

/** A row of a sustainability table: [recycled %, from–to], refillable, mono-material, where it is recycled, a note. */
export interface SustainabilitySource {
  name: string;
  recycled?: [number, number?];
  refillable?: boolean;
  monoMaterial?: boolean;
  recyclable?: string;
  note?: string;
}

/** The rows as the Studio stores them (`_key`s are added by the build). */
export function sustainabilityRows(rows: SustainabilitySource[]): Record<string, unknown>[] {
  return rows.map((row) => ({
    _type: 'sustainabilityFact',
    name: row.name,
    ...(row.recycled
      ? { recycledContent: { minPercent: row.recycled[0], ...(row.recycled[1] !== undefined ? { maxPercent: row.recycled[1] } : {}) } }
      : {}),
    ...(row.refillable !== undefined ? { refillable: row.refillable } : {}),
    ...(row.monoMaterial !== undefined ? { monoMaterial: row.monoMaterial } : {}),
    ...(row.recyclable ? { recyclable: row.recyclable } : {}),
    ...(row.note ? { note: row.note } : {}),
  }));
}

/** The line on UK packaging EPR under a sustainability table: what a brand reports, and what we give it to report. */
export const EPR_NOTE =
  'Under the UK’s Extended Producer Responsibility for packaging (EPR), brands that place packaging on the UK market report its materials and weights, and pay fees that depend on how recyclable it is. With every order we give you the weight of each material per unit and its recyclability, ready for your EPR report.';

/**
 * The quick facts of every service and landing page, by slug. The figures are
 * the ones the FAQ, the blog and the pages' own texts already give (private
 * label from 500 units in about ten weeks, candles from 300 per fragrance,
 * boxes from 1,000, glass and closures 6 to 20 weeks, filling 2 to 4 weeks
 * once every component is on site).
 */
const FACTS: Record<string, FactsSource> = {
  'fragrance-creation': {
    weeks: [12, 16, 'brief to approved formula'],
  },
  'fragrance-componentry': {
    minimum: [500, 'units', 'per design on stock glass'],
    weeks: [6, 20, 'approved specification'],
    ml: [5, 100],
    necks: ['FEA 13', 'FEA 15', '18/415'],
  },
  'skincare-componentry': {
    minimum: [1000, 'units', 'per design'],
    weeks: [8, 12, 'approved specification'],
    ml: [15, 100],
    necks: ['18/415', '20/410', '24/410'],
  },
  'home-fragrance': {
    minimum: [300, 'candles', 'per fragrance'],
    weeks: [8, 10, 'approved samples'],
  },
  'secondary-packaging': {
    minimum: [1000, 'boxes', 'per design'],
    weeks: [6, 8, 'approved print proofs'],
  },
  'gift-with-purchase': {
    minimum: [1000, 'units', 'per gift'],
    weeks: [8, 12, 'approved samples'],
    ml: [5, 10],
    necks: ['FEA 13'],
  },
  'uk-fragrance-manufacturer': {
    minimum: [500, 'units', 'per run'],
    weeks: [2, 4, 'every component on site'],
    capacity: '2.5 million bottles a year',
  },
  'private-label-fragrance': {
    minimum: [500, 'units', 'per fragrance'],
    weeks: [10, 14, 'approved artwork'],
    ml: [30, 100],
    necks: ['FEA 15'],
  },
  'fragrance-filling-assembly': {
    minimum: [500, 'units', 'per run'],
    weeks: [2, 4, 'every component on site'],
    ml: [5, 200],
    necks: ['FEA 13', 'FEA 15', 'FEA 20', '18/415'],
    capacity: '6,000 bottles a shift',
  },
  'launch-my-fragrance': {
    minimum: [500, 'units', 'per fragrance'],
  },
};

/** The boxes' materials, as the FAQ on recyclable packaging describes them: FSC board, pulp inserts, finishes named when they cost recyclability. */
const PACKAGING_SUSTAINABILITY: SustainabilitySource[] = [
  {
    name: 'Rigid boxes: FSC greyboard wrapped in FSC paper',
    recycled: [70, 90],
    refillable: false,
    monoMaterial: true,
    recyclable: 'Widely recycled in UK kerbside paper and card collections',
    note: 'Magnetic closures use a magnet that lifts out, so the box stays in the card stream.',
  },
  {
    name: 'Folding cartons: FSC-certified board',
    recycled: [0],
    refillable: false,
    monoMaterial: true,
    recyclable: 'Widely recycled in UK kerbside paper and card collections',
    note: 'Virgin fibre from certified forests, for a clean print surface; recycled-fibre board on request.',
  },
  {
    name: 'Moulded pulp inserts',
    recycled: [100],
    refillable: false,
    monoMaterial: true,
    recyclable: 'Recycled with the box in UK kerbside paper and card collections',
    note: 'Our standard insert since 2021, in place of foam.',
  },
  {
    name: 'Cotton and recycled-fibre papers',
    recycled: [50, 100],
    refillable: false,
    monoMaterial: true,
    recyclable: 'Widely recycled in UK kerbside paper and card collections',
  },
  {
    name: 'Soft-touch or fully laminated board',
    recycled: [30, 50],
    refillable: false,
    monoMaterial: false,
    recyclable: 'Limited: many UK kerbside collections refuse laminated card',
    note: 'A finish that costs recyclability; we say so when you choose it, and suggest a varnish instead.',
  },
  {
    name: 'Cellulose overwrap film',
    recycled: [0],
    refillable: false,
    monoMaterial: true,
    recyclable: 'Not in kerbside recycling: home compostable',
    note: 'In place of plastic cellophane, on request.',
  },
];

const SUSTAINABILITY: Record<string, SustainabilitySource[]> = {
  'secondary-packaging': PACKAGING_SUSTAINABILITY,
};

/** The catalogue ranges a service offers (dataset/source/components.ts): its page links to the catalogue filtered to them. */
const CATALOGUE_RANGES: Record<string, string[]> = {
  'fragrance-componentry': ['albury', 'hatfield', 'wadesmill', 'roydon', 'amwell', 'thundridge', 'standon', 'bengeo', 'tewin'],
  'skincare-componentry': ['wadesmill', 'hunsdon', 'widford'],
};

/** The quick facts as the Studio stores them. */
function quickFacts(facts: FactsSource | undefined): Record<string, unknown> {
  if (!facts) return {};
  const { minimum, weeks, ml, necks, capacity } = facts;
  return {
    quickFacts: {
      _type: 'serviceFacts',
      ...(minimum ? { minimumOrder: { quantity: minimum[0], unit: minimum[1], ...(minimum[2] ? { basis: minimum[2] } : {}) } } : {}),
      ...(weeks ? { leadTime: { minWeeks: weeks[0], maxWeeks: weeks[1], ...(weeks[2] ? { startsFrom: weeks[2] } : {}) } } : {}),
      ...(ml ? { sizeRange: { minMl: ml[0], maxMl: ml[1] } } : {}),
      ...(necks ? { neckFinishes: necks } : {}),
      ...(capacity ? { capacity } : {}),
    },
  };
}

const SERVICES: ServiceSource[] = [
  {
    slug: 'fragrance-creation',
    placement: 'service',
    title: 'Fragrance creation',
    eyebrow: 'Bespoke perfumery',
    heroTitle: 'A signature scent, composed for your brand',
    description:
      'Our perfumers translate a brief, a mood board or a single memory into a finished fragrance, with accords, mods and stability testing handled in our Hertfordshire laboratory.',
    heroImage: image(
      'lab',
      'hero',
      'service-fragrance-creation-hero',
      'A perfumer’s organ: three shelves of amber and clear vials above a bench with blotters, a beaker and a pipette',
      { tone: 'amber', variant: 'organ', hotspot: { x: 0.55, y: 0.5, width: 0.6, height: 0.7 } },
    ),
    body: `## From brief to formula

Every fragrance starts with a conversation. We ask about the customer you are dressing, the shelf you are aiming for and the price you need to reach, then our perfumers build a short collection of directions for you to smell side by side.

You choose a direction, we refine it in rounds of mods (usually three, rarely more than five), and the final formula is locked only when it has passed stability, compatibility and IFRA checks in the bottle you will actually sell it in.

## What you receive

- Two to four initial directions, presented as blotters and wearable samples
- Up to five rounds of refinement on your chosen direction
- Accelerated stability testing at 5 °C, 25 °C and 40 °C over eight weeks
- An IFRA Certificate of Conformity and full allergen declaration
- Exclusive use of the fragrance for your brand: we never sell it to anyone else, and the formula stays confidential with us, as the [FAQ](/faq#do-i-own-my-fragrance-formula) explains

## Working with naturals

We keep a library of more than 1,400 raw materials, including Grasse absolutes, Calabrian bergamot and sustainably sourced sandalwood. Where a natural is scarce or its price volatile, we tell you at the brief stage and offer a faithful alternative, so there are no surprises at reorder.`,
    highlights: [
      ['1,400+', 'raw materials in our library'],
      ['8 weeks', 'stability testing'],
      ['3–5', 'rounds of refinement'],
    ],
    capabilities: [
      'Fine fragrance',
      'Home fragrance',
      'Body and hair mists',
      'Scent for retail spaces',
      'Fragrance matching and reformulation',
    ],
    cta: {
      title: 'Tell us about the scent you imagine',
      text: 'Send us a brief, a mood board or simply a few words. We reply within two working days.',
      buttonText: 'Start a brief',
    },
    relatedCases: ['roja-parfums', 'boadicea', 'fragrance-du-bois'],
    faqs: ['how-long-does-fragrance-development-take', 'do-i-own-my-fragrance-formula', 'can-you-match-an-existing-fragrance'],
    sections: [
      {
        eyebrow: 'The brief',
        title: 'We start with your customer, not with a formula',
        description:
          'A brief with us is a working session, not a form. We explore the story of the brand, the price point and the markets you will sell in, because each of these shapes the palette a perfumer can use.',
        points: [
          'Mood boards and scent references welcome',
          'Target cost per kilo agreed up front',
          'Regulatory markets confirmed at the start',
        ],
        image: image(
          'swatch',
          'scene',
          'service-fragrance-creation-brief',
          'A mood board for a brief laid out on the table: papers, a foil proof, rose petals, vanilla pods, sandalwood and resin',
          { tone: 'stone' },
        ),
      },
      {
        eyebrow: 'The laboratory',
        title: 'Mods, blotters and wear tests',
        description:
          'Each direction is compounded in our own laboratory and worn by a trained panel before it reaches you. Feedback is recorded against the same vocabulary every time, so refinements are precise rather than guesswork.',
        image: image(
          'lab',
          'scene',
          'service-fragrance-creation-lab',
          'Close on the laboratory bench: dipped blotters in a glass, a beaker of concentrate and a pipette, vials behind',
          { tone: 'stone', variant: 'bench' },
        ),
      },
      {
        eyebrow: 'Ready for production',
        title: 'A formula that behaves in the bottle',
        description:
          'Before sign-off the fragrance is aged in your chosen glass with your chosen pump, under heat, cold and light. Colour, clarity and scent are checked at each stage, so the bottle on the shelf smells like the sample you approved.',
        image: image(
          'lab',
          'scene',
          'service-fragrance-creation-stability',
          'A stability cabinet with a glass door: three shelves of amber and clear fragrance samples and a temperature readout',
          { tone: 'champagne', variant: 'stability' },
        ),
      },
    ],
    card: {
      title: 'Fragrance creation',
      shortDescription: 'Bespoke fragrances composed by our perfumers, from first brief to a stable, compliant formula.',
      image: image(
        'lab',
        'scene',
        'service-card-fragrance-creation',
        'Fragrance blotters fanned in a glass on the perfumer’s bench, a beaker and a pipette beside, vials behind',
        { tone: 'amber', variant: 'bench' },
      ),
    },
    seo: [
      'Bespoke fragrance creation | Ashcombe & Vale',
      'Bespoke fragrance development for luxury and niche brands: briefs, mods, stability testing and IFRA documentation in our UK laboratory.',
    ],
  },
  {
    slug: 'fragrance-componentry',
    placement: 'service',
    title: 'Fragrance componentry',
    eyebrow: 'Glass, caps and pumps',
    heroTitle: 'Every part of the bottle, made to feel considered',
    description:
      'Stock and bespoke glass, weighted caps, collars and crimp pumps, sourced from the glassworks and metal shops we have audited ourselves and matched so they fit first time.',
    heroImage: image(
      'bottle-group',
      'hero',
      'service-fragrance-componentry-hero',
      'Three clear flacons of graded sizes with gold collars and black caps on an ivory stone slab',
      { tone: 'ivory', variant: 'family rect gold black-cap cube-cap slab', hotspot: { x: 0.5, y: 0.6, width: 0.6, height: 0.7 } },
    ),
    body: `## Components that fit together

A bottle is only as good as the way its parts meet. We specify glass, pump, collar and cap as one system, then check neck finish, dip tube length and cap fit on physical samples before anything is ordered at volume.

## Stock or bespoke

Our stock range covers every part of a fragrance pack, from miniatures to heavy-base flacons, ready to decorate in short runs: the [catalogue](/catalogue) lists each part with its sizes and what fits it. When a brand needs a shape of its own, we design and tool a bespoke mould with one of our partner glassworks in France, Italy or Poland.

- **Glass:** flint, extra-flint and coloured, with heavy bases up to 20 mm
- **Closures:** zamac, wood, Surlyn and recycled aluminium caps
- **Pumps:** FEA 15 crimp and screw-neck pumps with metal or plastic collars
- **Decoration:** lacquering, frosting, metallisation, screen printing and hot foil

> Customers pick up the cap before they smell the perfume. The weight of it in the hand is the first promise a brand makes.

Read more about choosing between stock and bespoke glass on our [blog](/blog/bespoke-or-stock-glass).`,
    highlights: [
      { fact: 'catalogueParts', label: 'stock components' },
      ['300+', 'bespoke moulds'],
      { fact: 'minimumOrder', label: 'units minimum on stock glass' },
    ],
    capabilities: [
      'Stock and bespoke glass',
      'Zamac, wood and Surlyn caps',
      'Crimp and screw pumps',
      'Collars and overcaps',
      'Glass decoration',
    ],
    cta: {
      title: 'Looking for a bottle that is yours alone?',
      text: 'Tell us the capacity, the feeling and the quantity. We will come back with samples and costs.',
      buttonText: 'Request samples',
    },
    relatedCases: ['ormonde-jayne', 'house-of-vision', 'bdxy'],
    faqs: ['what-is-your-minimum-order-quantity', 'how-long-does-a-bespoke-bottle-take'],
    sections: [
      {
        eyebrow: 'Glass',
        title: 'Flacons with weight and clarity',
        description:
          'We work with extra-flint glass for brilliance and heavy bases that catch the light. Each bespoke bottle is drawn, modelled and prototyped before the mould is cut, so you hold it before you commit.',
        points: ['3D renders within ten working days', 'Resin and glass prototypes', 'Neck finishes FEA 13, 15 and 18'],
        image: image(
          'bottle',
          'scene',
          'service-fragrance-componentry-glass',
          'An empty heavy-base flacon of clear flint glass catching window light on a stone plinth',
          { tone: 'stone', variant: 'rect heavy empty bare window plinth' },
        ),
      },
      {
        eyebrow: 'Closures',
        title: 'Caps that close with a satisfying click',
        description:
          'Zamac for weight, natural wood for warmth, Surlyn for depth of colour. Every cap is fitted with an inner that suits your pump and tested for pull-off force, so it stays on in the bag and lifts off easily in the hand.',
        image: image(
          'cap',
          'scene',
          'service-fragrance-componentry-caps',
          'Perfume caps in gold, silver and black laid out in a grid on a dark surface, seen from above',
          { tone: 'noir', variant: 'grid' },
        ),
      },
      {
        eyebrow: 'Decoration',
        title: 'Finishes applied by hand and by machine',
        description:
          'From a single colour of screen print to graded lacquer and hot-foil logos, we decorate glass and caps in-house and with specialist partners, with colour matched to your Pantone references and signed off on physical drawdowns.',
        image: image(
          'bottle',
          'scene',
          'service-fragrance-componentry-decoration',
          'A rose-lacquered flacon with a gold sphere cap on a pale plinth',
          { tone: 'rose', variant: 'rect lacquer-rose gold sphere-cap plinth' },
        ),
      },
    ],
    card: {
      title: 'Fragrance componentry',
      shortDescription: 'Stock and bespoke glass, caps, collars and pumps that fit together first time.',
      image: image(
        'cap',
        'scene',
        'service-card-fragrance-componentry',
        'A flacon shown assembled beside its parts: the bare bottle, the spray pump with its collar, and the cap',
        { tone: 'champagne', variant: 'exploded' },
      ),
    },
    seo: [
      'Perfume bottles, caps and pumps | Ashcombe & Vale',
      'Stock and bespoke perfume glass, zamac caps, collars and pumps, specified as one system and decorated to your brand.',
    ],
  },
  {
    slug: 'skincare-componentry',
    placement: 'service',
    title: 'Skincare componentry',
    eyebrow: 'Jars, droppers and airless',
    heroTitle: 'Packaging that protects the formula and flatters the brand',
    description:
      'Glass jars, dropper bottles, airless pumps and refill systems for skincare and body care, chosen for compatibility with your formula and finished to sit beside your fragrance.',
    heroImage: image(
      'skincare',
      'hero',
      'service-skincare-componentry-hero',
      'A skincare range in glass: an airless pump bottle, a dropper bottle and a jar with matching caps',
      { tone: 'sage', variant: 'range', hotspot: { x: 0.5, y: 0.6, width: 0.6, height: 0.7 } },
    ),
    body: `## Chosen for the formula

Skincare packaging has a job beyond looking good: it must keep actives stable, dispense the right dose and survive a year in a warm bathroom. We test compatibility with your formula before recommending a pack, and we share the results with your chemist.

## The range

- Thick-wall glass jars from 15 ml to 100 ml, with refillable inner pots
- Dropper bottles with glass or soft-touch pipettes
- Airless pumps in glass and post-consumer recycled plastic
- Tubes with metallised or soft-touch finishes
- Refill pouches and cartridges for returning customers

## Designed to be refilled

More than half of the skincare packs we supplied last year were refillable. A refill should feel like part of the ritual, not a compromise, so we design the outer pack to last and the refill to click in cleanly.`,
    highlights: [
      ['15–100 ml', 'jar capacities'],
      ['60%', 'of skincare packs refillable'],
      { fact: 'leadTime', label: 'from approved specification' },
    ],
    capabilities: ['Glass jars', 'Dropper bottles', 'Airless pumps', 'Tubes', 'Refill systems'],
    cta: {
      title: 'Launching skincare alongside your fragrance?',
      text: 'Send us your fragrance pack. We will send skincare samples in matching finishes, so both ranges sit together on the counter.',
      buttonText: 'Request matched samples',
    },
    relatedCases: ['house-of-brandt', 'atelier-noor'],
    faqs: ['what-is-your-minimum-order-quantity', 'can-you-supply-refillable-packaging'],
    sections: [
      {
        eyebrow: 'Compatibility',
        title: 'Tested with your formula before you commit',
        description:
          'Serums, oils and creams can react with plastics, seals and coatings. We fill candidate packs with your formula and age them, checking weight loss, colour and function, before a recommendation reaches you.',
        image: image(
          'skincare',
          'scene',
          'service-skincare-componentry-testing',
          'Six dropper bottles of serum with numbered labels, lined up for compatibility testing',
          { tone: 'sage', variant: 'row' },
        ),
      },
      {
        eyebrow: 'Finish',
        title: 'One family of finishes across the range',
        description:
          'Frosting, soft-touch lacquer and metallised caps are matched between your skincare and fragrance components, so a jar, a dropper and a flacon look as though they were made together, because they were.',
        points: ['Pantone-matched lacquers', 'Matching cap finishes across formats', 'Printed and foiled decoration'],
        image: image(
          'skincare',
          'scene',
          'service-skincare-componentry-finish',
          'A frosted glass dropper bottle and jar with matching caps',
          { tone: 'ivory', variant: 'pair' },
        ),
      },
      {
        eyebrow: 'Refill',
        title: 'Refills customers are happy to buy',
        description:
          'Inner pots that lift out cleanly, cartridges that click home and pouches that pour without spilling. We prototype the refill journey with real hands before the tooling is signed off.',
        image: image(
          'skincare',
          'scene',
          'service-skincare-componentry-refill',
          'An open refillable jar of cream, its lid set aside, beside a refill pod with a peel-off foil lid',
          { tone: 'stone', variant: 'refill' },
        ),
      },
    ],
    card: {
      title: 'Skincare componentry',
      shortDescription: 'Jars, droppers and airless packs tested with your formula and finished to match.',
      image: image('skincare', 'scene', 'service-card-skincare-componentry', 'Two glass cream jars with matching lids on a sage set', {
        tone: 'sage',
        variant: 'jar',
      }),
    },
    seo: [
      'Luxury skincare packaging | Ashcombe & Vale',
      'Glass jars, droppers, airless pumps and refill systems for premium skincare, tested for compatibility with your formula.',
    ],
  },
  {
    slug: 'home-fragrance',
    placement: 'service',
    title: 'Home fragrance',
    eyebrow: 'Candles, diffusers and sprays',
    heroTitle: 'Your signature scent, carried into the home',
    description:
      'Hand-poured candles, reed diffusers, room sprays and wax melts, developed with fragrance loads that perform and vessels that outlive the scent.',
    heroImage: image('candle', 'hero', 'service-home-fragrance-hero', 'A lit candle in a smoked glass vessel beside a reed diffuser', {
      tone: 'amber',
      variant: 'pair lit smoked',
      hotspot: { x: 0.5, y: 0.6, width: 0.6, height: 0.7 },
    }),
    body: `## Performance you can smell across the room

Home fragrance is judged on throw: how far the scent travels, cold and lit. We adapt your fine fragrance for wax and diffuser bases, balancing load, wick and vessel until the burn is clean and the room fills within minutes.

## Formats

- **Candles:** rapeseed and coconut wax blends, single and triple wick, 180 g to 1.2 kg
- **Reed diffusers:** 100 ml to 500 ml, with natural rattan or fibre reeds
- **Room sprays:** alcohol and water-based, in glass with a fine mist pump
- **Wax melts:** clamshells and bars, in recyclable card

## Safety, built in

Every candle is burn-tested to BS EN 15494 and BS EN 15426 standards, and we supply CLP labelling text for each fragrance and format, ready for your artwork.`,
    highlights: [
      ['10–12%', 'typical candle fragrance load'],
      ['BS EN 15494', 'burn-tested'],
      { fact: 'minimumOrder', label: 'candles minimum per scent' },
    ],
    capabilities: ['Hand-poured candles', 'Reed diffusers', 'Room sprays', 'Wax melts', 'CLP labelling'],
    cta: {
      title: 'Bring your scent home',
      text: 'Tell us the formats you have in mind and we will send burn-tested samples.',
      buttonText: 'Request samples',
    },
    relatedCases: ['fragrance-du-bois', 'flannels'],
    faqs: ['what-fragrance-load-should-a-candle-have', 'what-is-your-minimum-order-quantity'],
    sections: [
      {
        eyebrow: 'Candles',
        title: 'Poured by hand, tested by the hour',
        description:
          'Each candle recipe is burned in a draught-free room for its full life, with the melt pool, soot and throw recorded every four hours. Only when it burns cleanly to the end do we scale it up.',
        image: image(
          'candle',
          'scene',
          'service-home-fragrance-candles',
          'Five hand-poured candles cooling in a row of ribbed clear glass vessels',
          { tone: 'stone', variant: 'row unlit clear ribbed' },
        ),
      },
      {
        eyebrow: 'Diffusers',
        title: 'A scent that lasts the season',
        description:
          'Our diffuser bases are tuned for an even release over twelve weeks or more. We match reed count, vessel neck and base to the fragrance, so the last month smells like the first.',
        image: image(
          'candle',
          'scene',
          'service-home-fragrance-diffuser',
          'A reed diffuser in an amber glass bottle, its rattan reeds fanned out',
          { tone: 'amber', variant: 'diffuser amber-glass' },
        ),
      },
    ],
    card: {
      title: 'Home fragrance',
      shortDescription: 'Candles, diffusers and room sprays developed for clean burn and generous throw.',
      image: image(
        'candle',
        'scene',
        'service-card-home-fragrance',
        'A lit candle in a black glass vessel, its gold lid resting beside it',
        { tone: 'noir', variant: 'candle black gold-lid lit' },
      ),
    },
    seo: [
      'Luxury candle and diffuser manufacturing | Ashcombe & Vale',
      'Private label candles, reed diffusers, room sprays and wax melts for luxury brands, burn-tested and CLP-labelled in the UK.',
    ],
  },
  {
    slug: 'secondary-packaging',
    placement: 'service',
    title: 'Secondary packaging',
    eyebrow: 'Boxes, coffrets and inserts',
    heroTitle: 'The box is where the ritual begins',
    description:
      'Rigid boxes, folding cartons, coffrets and inserts, engineered around your bottle and finished with foils, embossing and papers that feel as good as they look.',
    heroImage: image(
      'box',
      'hero',
      'service-secondary-packaging-hero',
      'A deep green rigid box with a gold foil border, its lid lifted to show the flacon inside',
      { tone: 'deep', variant: 'open green gold', hotspot: { x: 0.5, y: 0.6, width: 0.6, height: 0.7 } },
    ),
    body: `## Engineered around the bottle

A good box holds the bottle still, opens in the right order and protects it in transit. We start from the bottle's technical drawing and build white samples for you to handle before a single sheet is printed.

## Materials and finishes

- FSC-certified boards and papers, including cotton and recycled fibre stocks
- Hot foil, blind and multi-level embossing, debossing and spot UV
- Moulded pulp, card and recyclable foam-free inserts
- Magnetic closures, ribbon pulls and drawer boxes

## Plastic-free by default

Every insert we have designed since 2021 is plastic-free unless a brand asks otherwise. Moulded pulp now protects heavy glass as well as foam ever did, and it recycles with the box.`,
    highlights: [['100%', 'FSC-certified board'], ['0', 'plastic in standard inserts'], { fact: 'leadTime', label: 'typical production' }],
    capabilities: ['Rigid boxes', 'Folding cartons', 'Coffrets and gift sets', 'Moulded pulp inserts', 'Foiling and embossing'],
    cta: {
      title: 'A white sample of your box',
      text: 'Send us your bottle drawing and we will send back a white sample, cut to fit it.',
      buttonText: 'Request a white sample',
    },
    relatedCases: ['roja-parfums', 'house-of-brandt', 'flannels'],
    faqs: ['is-your-packaging-recyclable', 'what-is-your-minimum-order-quantity'],
    sections: [
      {
        eyebrow: 'Structure',
        title: 'White samples before print',
        description:
          'We engineer the structure first, in plain board, so you can test the opening, the fit of the bottle and the weight of the lid. Only then do we move to printed proofs.',
        image: image(
          'box',
          'scene',
          'service-secondary-packaging-structure',
          'Unprinted white samples: a closed rigid box and an open one with its moulded pulp insert',
          { tone: 'ivory', variant: 'samples' },
        ),
      },
      {
        eyebrow: 'Finish',
        title: 'Foil, emboss and paper that catches the light',
        description:
          'Our finishing partners hold foils in more than forty shades. We proof each finish on your chosen stock, side by side, so you approve what will actually be produced.',
        points: ['Foil and emboss proofs on press', 'Paper and board library to hand', 'Colour matched to Pantone and physical references'],
        image: image(
          'box',
          'scene',
          'service-secondary-packaging-finish',
          'Close view of ivory paper with a blind-embossed frame and a name blocked in gold foil',
          { tone: 'champagne', variant: 'foil ivory gold', label: 'Maison Orlé' },
        ),
      },
      {
        eyebrow: 'Coffrets',
        title: 'Gift sets that make the season',
        description:
          'Discovery sets, coffrets and advent calendars built to be kept. We plan them with your commercial calendar so they land in store on time for Christmas and Mother’s Day.',
        image: image(
          'box',
          'scene',
          'service-secondary-packaging-coffret',
          'An open rose coffret holding three miniature flacons in a moulded pulp insert',
          { tone: 'rose', variant: 'coffret rose gold' },
        ),
      },
    ],
    card: {
      title: 'Secondary packaging',
      shortDescription: 'Rigid boxes, cartons and coffrets engineered around your bottle and finished by hand.',
      image: image('box', 'scene', 'service-card-secondary-packaging', 'Three deep green rigid boxes with gold foil borders, stacked', {
        tone: 'deep',
        variant: 'stack green gold three',
      }),
    },
    seo: [
      'Luxury perfume boxes and packaging | Ashcombe & Vale',
      'Rigid boxes, folding cartons, coffrets and plastic-free inserts for luxury fragrance and beauty brands.',
    ],
  },
  {
    slug: 'gift-with-purchase',
    placement: 'service',
    title: 'Gift with purchase',
    eyebrow: 'Promotional gifts',
    heroTitle: 'Gifts customers keep long after the promotion',
    description:
      'Miniatures, pouches, candles and discovery sets designed to your brand and delivered to your warehouse or retail partners on the date the promotion starts.',
    heroImage: image(
      'box',
      'hero',
      'service-gift-with-purchase-hero',
      'A rose gift box tied with a ribbon, three miniature flacons with gold caps beside it',
      { tone: 'rose', variant: 'gift minis rose', hotspot: { x: 0.5, y: 0.65, width: 0.6, height: 0.7 } },
    ),
    body: `## Gifts worth keeping

A gift with purchase works when customers keep it on the dressing table and remember where it came from. We design gifts that carry the same quality cues as the full-size product: real glass, weighty caps, good paper.

## From idea to distribution centre

1. We propose three gift concepts within a week of your brief
2. You approve samples and costs
3. We produce, pack and label to your retailer's routing guide
4. We deliver to one warehouse or to every store, on a booked date

## Popular formats

- 5 ml and 10 ml miniatures with a matching cap
- Vials on branded cards
- Cosmetic pouches and wash bags
- Travel candles and scented sachets
- Discovery sets in folding cartons`,
    highlights: [
      ['7 days', 'to first concepts'],
      { fact: 'minimumOrder', label: 'units minimum' },
      ['On time', 'delivered to the booked date'],
    ],
    capabilities: ['Miniatures and vials', 'Pouches and bags', 'Travel candles', 'Discovery sets', 'Retailer compliance'],
    cta: {
      title: 'A gift costed for your promotion',
      text: 'Tell us the date, the quantity and the spend threshold. We will design a gift around it and price it per unit.',
      buttonText: 'Plan a gift',
    },
    relatedCases: ['flannels', 'house-of-vision'],
    faqs: ['what-is-your-minimum-order-quantity', 'do-you-deliver-to-retailers'],
    sections: [
      {
        eyebrow: 'Concepts',
        title: 'Three ideas within a week',
        description:
          'Every promotion starts with a budget per unit and a date. Inside a week we come back with three concepts at different price points, each with a sample or render you can show your buyer.',
        image: image(
          'candle',
          'scene',
          'service-gift-with-purchase-concepts',
          'Three gift ideas side by side: a miniature flacon, a cosmetic pouch and a travel candle',
          { tone: 'champagne', variant: 'gift-trio' },
        ),
      },
      {
        eyebrow: 'Delivery',
        title: 'Packed to the retailer’s rules',
        description:
          'Department stores each have their own labelling, carton and booking rules. We pack to them, book the delivery slot and send you proof of delivery, so the gift is on the counter the morning the promotion starts.',
        image: image(
          'warehouse',
          'scene',
          'service-gift-with-purchase-delivery',
          'Pallets of labelled shipping cartons, stretch-wrapped and ready for the carrier, racking behind',
          { tone: 'stone', variant: 'pallet' },
        ),
      },
      {
        eyebrow: 'Miniatures',
        title: 'Full-size quality at 5 ml',
        description:
          'Our miniatures use real glass and metal caps, filled on the same line as full-size bottles. Customers feel the quality of the brand before they buy the big one.',
        image: image(
          'bottle-group',
          'scene',
          'service-gift-with-purchase-miniatures',
          'A row of five 5 ml miniature flacons with gold caps',
          { tone: 'rose', variant: 'minis rect gold cube-cap floor' },
        ),
      },
    ],
    card: {
      title: 'Gift with purchase',
      shortDescription: 'Miniatures, pouches and discovery sets delivered for the day your promotion starts.',
      image: image('candle', 'scene', 'service-card-gift-with-purchase', 'A travel candle in a tin beside a zipped cosmetic pouch', {
        tone: 'rose',
        variant: 'travel',
      }),
    },
    seo: [
      'Gift with purchase manufacturing | Ashcombe & Vale',
      'Fragrance miniatures, pouches, travel candles and discovery sets for gift-with-purchase promotions, delivered to retailer routing guides.',
    ],
  },
  {
    slug: 'uk-fragrance-manufacturer',
    placement: 'landing',
    title: 'Our factory',
    menuTitle: 'Our factory',
    eyebrow: 'Our factory in Ware',
    heroTitle: 'Made in Hertfordshire, shipped worldwide',
    description:
      'Our 42,000 sq ft facility in Ware houses fragrance compounding, maceration, filtration, filling, assembly and packing under one roof, certified to ISO 22716 cosmetic GMP.',
    heroImage: image(
      'machine',
      'hero',
      'landing-uk-fragrance-manufacturer-hero',
      'The filling hall: a bottle line running through three machines, stainless tanks along the wall',
      { tone: 'stone', variant: 'hall', hotspot: { x: 0.5, y: 0.55, width: 0.6, height: 0.7 } },
    ),
    body: `## One site, every stage

Fragrance arrives as a formula and leaves as a finished, boxed product on a pallet. Between those two points, nothing leaves our site: compounding, maceration, chilling, filtration, filling, crimping, capping, boxing and cellophane wrapping all happen in Ware.

## Certified and audited

- ISO 22716 cosmetic good manufacturing practice
- ISO 9001 quality management
- SMETA audited for ethical trade
- HMRC-approved premises for duty-suspended alcohol

## Capacity

Two automated lines fill up to 6,000 bottles a shift, and a hand-finishing room takes care of the small, intricate runs that luxury houses ask for: hand-tied cords, wax seals and numbered editions.`,
    highlights: [
      ['42,000 sq ft', 'facility in Hertfordshire'],
      ['6,000', 'bottles filled per shift'],
      ['ISO 22716', 'cosmetic GMP'],
    ],
    capabilities: [
      'Compounding',
      'Maceration and chilling',
      'Filtration',
      'Filling and crimping',
      'Hand finishing',
      'Duty-suspended storage',
    ],
    cta: {
      title: 'Come and see the factory',
      text: 'We welcome brand visits by appointment; most clients visit before their first production run.',
      buttonText: 'Book a visit',
    },
    relatedCases: ['roja-parfums', 'ormonde-jayne', 'boadicea'],
    faqs: ['can-i-visit-your-factory', 'are-you-iso-certified'],
    sections: [
      {
        eyebrow: 'Compounding',
        title: 'Every batch weighed and recorded',
        description:
          'Formulas are compounded on calibrated balances against a batch record, and every raw material lot is traceable from delivery to the bottle it ends up in.',
        image: image(
          'lab',
          'scene',
          'landing-uk-fragrance-manufacturer-compounding',
          'Raw materials in amber and clear bottles on tiered shelves above the compounding bench, with a beaker and a pipette',
          { tone: 'stone', variant: 'organ' },
        ),
      },
      {
        eyebrow: 'Filling',
        title: 'Automated lines and a hand-finishing room',
        description:
          'Volume runs go through our automated fill, crimp and cap lines; limited editions and intricate finishes go to a team of twelve who have finished bottles for some of the most demanding houses in perfumery.',
        image: image(
          'machine',
          'scene',
          'landing-uk-fragrance-manufacturer-filling',
          'An automated line seen from the side: empty flacons pass the filler and the capper and leave filled and capped',
          { tone: 'ivory', variant: 'line' },
        ),
      },
    ],
    seo: [
      'Our factory: UK fragrance manufacturer | Ashcombe & Vale',
      'A UK fragrance manufacturer with compounding, filling, assembly and packing under one ISO 22716 certified roof in Hertfordshire.',
    ],
  },
  {
    slug: 'private-label-fragrance',
    placement: 'landing',
    title: 'Private label fragrance',
    menuTitle: 'Private label',
    eyebrow: 'Your brand, our expertise',
    heroTitle: 'Launch a fragrance range under your own name',
    description:
      'A curated library of finished fragrances, bottles and boxes, ready to carry your brand in as little as ten weeks and from 500 units per scent.',
    heroImage: image(
      'bottle-group',
      'hero',
      'landing-private-label-fragrance-hero',
      'A row of identical unbranded flacons with gold caps, waiting for their labels',
      { tone: 'champagne', variant: 'row rect gold cube-cap', hotspot: { x: 0.5, y: 0.6, width: 0.6, height: 0.7 } },
    ),
    body: `## A faster route to market

Private label lets you launch with proven fragrances and stock components, then personalise the parts your customers see: name, label, decoration and box. It is how many of our clients launched their first collection before moving to bespoke.

## How it works

1. Choose from more than 120 finished fragrances in our library
2. Pick a bottle, cap and box from our stock range
3. Approve your artwork and decoration proofs
4. We fill, assemble and deliver in as little as ten weeks

## Room to grow

Because the fragrances are ours, we keep them in production for you. When you are ready for an exclusive scent or a bespoke bottle, your existing range carries on without interruption.`,
    highlights: [
      ['120+', 'finished fragrances'],
      { fact: 'leadTime', label: 'from approved artwork to launch' },
      { fact: 'minimumOrder', label: 'units per scent' },
    ],
    capabilities: ['Fragrance library', 'Stock bottles and caps', 'Label and print design', 'Filling and assembly', 'Compliance documents'],
    cta: {
      title: 'Smell the library',
      text: 'We will send a discovery set of our most requested fragrances.',
      buttonText: 'Request a discovery set',
      // The brief opens with the set chosen, not empty (issue 52).
      link: { _type: 'link', sitePage: '/contact?kind=samples&sample=discovery-set' },
    },
    relatedCases: ['flannels', 'atelier-noor'],
    faqs: ['what-is-your-minimum-order-quantity', 'what-is-the-difference-between-private-label-and-bespoke'],
    sections: [
      {
        eyebrow: 'The library',
        title: '120 fragrances, ready to make yours',
        description:
          'Florals, woods, ambers, citrus colognes and gourmands, each already stability tested and documented. Smell them as a discovery set and shortlist in your own time.',
        image: image(
          'box',
          'scene',
          'landing-private-label-fragrance-library',
          'A discovery set: six numbered sample vials in an open linen box',
          { tone: 'ivory', variant: 'vials linen nofoil' },
        ),
      },
      {
        eyebrow: 'Your brand',
        title: 'Decorated to look bespoke',
        description:
          'A screen-printed name, a foiled label or a custom-coloured cap turns a stock bottle into something that looks made for you, at a fraction of the cost of new tooling.',
        image: image(
          'bottle',
          'scene',
          'landing-private-label-fragrance-branding',
          'A stock flacon dressed with a printed label carrying the brand’s name',
          { tone: 'champagne', variant: 'rect label gold cube-cap plinth', label: 'Verdelle' },
        ),
      },
    ],
    seo: [
      'Private label fragrance manufacturer, UK | Ashcombe & Vale',
      'Private label perfume from 500 units: finished fragrances, stock bottles and boxes, branded for you and filled in the UK.',
    ],
  },
  {
    slug: 'fragrance-filling-assembly',
    placement: 'landing',
    title: 'Fragrance filling & assembly',
    menuTitle: 'Filling & assembly',
    eyebrow: 'Contract filling',
    heroTitle: 'Filled, crimped and boxed with care',
    description:
      'Contract filling and assembly for brands that supply their own fragrance or components: from 500-unit limited editions to runs of 100,000, with full batch traceability.',
    heroImage: image(
      'machine',
      'hero',
      'landing-fragrance-filling-assembly-hero',
      'A crimping head closes the pump collar on a flacon as the line carries bottles past',
      { tone: 'stone', variant: 'crimping', hotspot: { x: 0.5, y: 0.5, width: 0.6, height: 0.7 } },
    ),
    body: `## Bring your own, or let us source

Some brands arrive with fragrance concentrate and components already bought; others want us to handle everything. We work either way, and we check incoming goods against your specification before anything touches the line.

## What we do

- Maceration, chilling and filtration of finished fragrance
- Vacuum filling to a precise level, bottle after bottle
- Crimping, collaring and capping, including magnetic caps
- Labelling, boxing, cellophane wrapping and shrink sleeves
- Gift set and coffret assembly by hand

## Traceable by batch

Each bottle carries a batch code linking it to the fragrance lot, the components and the shift that filled it. If you ever need to answer a question from a retailer or a regulator, we can answer it in minutes.`,
    highlights: [
      ['500–100,000', 'units per run'],
      ['±0.5 ml', 'fill tolerance'],
      ['100%', 'batch traceability'],
    ],
    capabilities: [
      'Maceration and filtration',
      'Vacuum filling',
      'Crimping and capping',
      'Labelling and boxing',
      'Cellophane wrapping',
      'Hand assembly',
    ],
    cta: {
      title: 'A filling quote in three working days',
      text: 'Tell us the quantities and the components, and we will price the filling, the assembly and the packing.',
      buttonText: 'Request a filling quote',
    },
    relatedCases: ['boadicea', 'bdxy'],
    faqs: ['can-you-fill-fragrance-we-supply', 'what-is-your-minimum-order-quantity'],
    sections: [
      {
        eyebrow: 'Filling',
        title: 'Precise, clean, consistent',
        description:
          'Vacuum fillers bring every bottle to the same level, whatever the glass tolerance. Fill heights are checked by eye and by weight at the start of each shift and every hour after.',
        image: image(
          'machine',
          'scene',
          'landing-fragrance-filling-assembly-filling',
          'Six filling nozzles lowered into a row of flacons, fragrance running into each; filled bottles move on down the belt',
          { tone: 'champagne', variant: 'filling' },
        ),
      },
      {
        eyebrow: 'Assembly',
        title: 'Hands that finish the details',
        description:
          'Ribbons, cords, wax seals and numbered editions are finished by hand in our assembly room, where every bottle is inspected under daylight lamps before it is boxed.',
        image: image(
          'box',
          'scene',
          'landing-fragrance-filling-assembly-hand-finishing',
          'A rigid gift box tied with a satin ribbon and a flat bow',
          { tone: 'rose', variant: 'gift linen' },
        ),
      },
    ],
    seo: [
      'Fragrance filling and assembly services, UK | Ashcombe & Vale',
      'Contract perfume filling, crimping, capping, labelling and boxing in the UK, from 500 units, with full batch traceability.',
    ],
  },
  {
    slug: 'launch-my-fragrance',
    placement: 'landing',
    title: 'Launch my fragrance',
    eyebrow: 'Start your project',
    heroTitle: 'From first idea to first order, one team beside you',
    description:
      'Whether this is your first fragrance or your fiftieth, we plan the scent, the bottle, the box and the launch date with you, and tell you honestly what each choice costs.',
    heroImage: image(
      'studio',
      'hero',
      'landing-launch-my-fragrance-hero',
      'A design desk from above: a pencil sketch of a flacon with construction lines, a pencil, colour chips and mood cards',
      { tone: 'ivory', variant: 'sketch', hotspot: { x: 0.45, y: 0.5, width: 0.6, height: 0.8 } },
    ),
    body: `## A plan you can take to your board

Launching a fragrance means dozens of decisions with long lead times. In your first meeting with us we map them onto a single timeline and a budget, so you know what is decided when and what it costs.

## The path most launches take

1. **Discovery:** your brand, customer, channels and budget
2. **Fragrance:** directions, refinements and stability
3. **Packaging:** bottle, cap and box, stock or bespoke
4. **Compliance:** IFRA, safety assessment, labelling and CPNP or SCPN notification
5. **Production:** filling, assembly and delivery to your warehouse

Most launches take between six and nine months. Our [development process tool](/tools/development-process) shows a realistic timeline for your start date, and the [cost calculator](/tools/cost-calculator) gives a first idea of unit costs.

> We would rather tell you a launch date we can keep than one you want to hear.`,
    highlights: [
      ['6–9 months', 'typical launch'],
      ['1 team', 'from brief to delivery'],
      ['20+ years', 'launching fragrances'],
    ],
    capabilities: ['Launch planning', 'Fragrance creation', 'Packaging design', 'Regulatory compliance', 'Production and logistics'],
    cta: {
      title: 'Your launch timeline, in one call',
      text: 'Book a call with Sophie Brennan, who looks after new brands. Bring your ideas; she will bring a timeline.',
      buttonText: 'Book a call',
    },
    relatedCases: ['house-of-vision', 'atelier-noor', 'boadicea'],
    faqs: ['how-long-does-fragrance-development-take', 'do-you-work-with-start-up-brands', 'what-do-i-need-before-contacting-you'],
    sections: [
      {
        eyebrow: 'Discovery',
        title: 'Your brand, understood',
        description:
          'We start with a half-day workshop, at our studio or yours, covering customer, channel, price and ambition. You leave with a launch plan and a budget range, whether or not you go on to work with us.',
        image: image(
          'swatch',
          'scene',
          'landing-launch-my-fragrance-workshop',
          'Deckle-edged papers, colour chips and foil cards fanned out on the studio table',
          { tone: 'ivory', variant: 'papers' },
        ),
      },
      {
        eyebrow: 'Launch',
        title: 'Delivered on the date you announced',
        description:
          'We book production slots as soon as packaging is approved and hold them for you. When the date is public, we protect it.',
        image: image(
          'warehouse',
          'scene',
          'landing-launch-my-fragrance-delivery',
          'Finished, boxed perfumes lined up on the packing table, a shipping carton open and a wrapped pallet behind',
          { tone: 'ivory', variant: 'despatch' },
        ),
      },
    ],
    seo: [
      'Launch your own fragrance brand | Ashcombe & Vale',
      'Plan and launch your own fragrance with one UK team: scent, bottle, box, compliance and production, on a timeline you can trust.',
    ],
  },
];

export const serviceSlugs = SERVICES.filter((service) => service.placement === 'service').map((service) => service.slug);
export const landingSlugs = SERVICES.filter((service) => service.placement === 'landing').map((service) => service.slug);

export const services: Doc[] = SERVICES.flatMap((service, order) => {
  const page: Doc = {
    _id: id.service(service.slug),
    _type: 'servicePage',
    title: service.title,
    slug: slug(service.slug),
    placement: service.placement,
    ...(service.menuTitle ? { menuTitle: service.menuTitle } : {}),
    eyebrow: service.eyebrow,
    heroTitle: service.heroTitle,
    description: service.description,
    heroImage: service.heroImage,
    body: md(service.body),
    highlights: service.highlights.map((item) => (Array.isArray(item) ? stat(item[0], item[1]) : factStat(item.fact, item.label))),
    ...quickFacts(FACTS[service.slug]),
    ...(SUSTAINABILITY[service.slug]
      ? { sustainability: sustainabilityRows(SUSTAINABILITY[service.slug]!), sustainabilityNote: EPR_NOTE }
      : {}),
    ...(CATALOGUE_RANGES[service.slug]
      ? { catalogueRanges: CATALOGUE_RANGES[service.slug]!.map((range) => ref(id.componentRange(range))) }
      : {}),
    capabilities: service.capabilities,
    cta: service.cta,
    relatedCases: service.relatedCases.map((caseSlug) => ref(`portfolio-${caseSlug}`)),
    faqs: service.faqs.map((faqSlug) => ref(id.faq(faqSlug))),
    displayOrder: (order + 1) * 10,
    seo: seo(service.seo[0], service.seo[1]),
  };
  const sections: Doc[] = service.sections.map((section, index) => ({
    _id: id.serviceSection(service.slug, index),
    _type: 'serviceSection',
    service: ref(id.service(service.slug)),
    ...(section.eyebrow ? { eyebrow: section.eyebrow } : {}),
    title: section.title,
    description: section.description,
    ...(section.points ? { points: section.points } : {}),
    image: section.image,
    imagePosition: index % 2 === 0 ? 'right' : 'left',
    displayOrder: (index + 1) * 10,
  }));
  const cards: Doc[] = service.card
    ? [
        {
          _id: id.serviceCard(service.slug),
          _type: 'serviceImage',
          title: service.card.title,
          image: service.card.image,
          shortDescription: service.card.shortDescription,
          slug: slug(service.slug),
          displayOrder: (order + 1) * 10,
        },
      ]
    : [];
  return [page, ...sections, ...cards];
});
