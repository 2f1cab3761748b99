import { id } from './ids.ts';
import { image, md, ref, seo, slug, stat, type Doc, type ImagePlaceholder } from './lib.ts';

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
  highlights: [string, string][];
  capabilities: string[];
  cta: { title: string; text: string; buttonText: string };
  relatedCases: string[];
  faqs: string[];
  sections: SectionSource[];
  /** The home carousel card (the six services only). */
  card?: { title: string; shortDescription: string; image: ImagePlaceholder };
  seo: [string, string];
}

const SERVICES: ServiceSource[] = [
  {
    slug: 'fragrance-creation',
    placement: 'service',
    title: 'Fragrance Creation',
    eyebrow: 'Bespoke perfumery',
    heroTitle: 'A signature scent, composed for your brand',
    description:
      'Our perfumers translate a brief, a mood board or a single memory into a finished fragrance, with accords, mods and stability testing handled in our Hertfordshire laboratory.',
    heroImage: image(
      'lab',
      'hero',
      'service-fragrance-creation-hero',
      'A perfumer’s organ of amber glass vials beneath warm studio light',
      { tone: 'amber', hotspot: { x: 0.55, y: 0.5, width: 0.6, height: 0.7 } },
    ),
    body: `## From brief to formula

Every fragrance starts with a conversation. We ask about the customer you are dressing, the shelf you are aiming for and the price you need to reach, then our perfumers build a short collection of directions for you to smell side by side.

You choose a direction, we refine it in rounds of mods (usually three, rarely more than five), and the final formula is locked only when it has passed stability, compatibility and IFRA checks in the bottle you will actually sell it in.

## What you receive

- Two to four initial directions, presented as blotters and wearable samples
- Up to five rounds of refinement on your chosen direction
- Accelerated stability testing at 5 °C, 25 °C and 40 °C over eight weeks
- An IFRA Certificate of Conformity and full allergen declaration
- Exclusive ownership of the formula for your brand

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
          'studio',
          'scene',
          'service-fragrance-creation-brief',
          'Mood board, fabric swatches and fragrance blotters on a stone table',
        ),
      },
      {
        eyebrow: 'The laboratory',
        title: 'Mods, blotters and wear tests',
        description:
          'Each direction is compounded in our own laboratory and worn by a trained panel before it reaches you. Feedback is recorded against the same vocabulary every time, so refinements are precise rather than guesswork.',
        image: image('lab', 'scene', 'service-fragrance-creation-lab', 'Glass beakers and a precision balance on the laboratory bench', {
          tone: 'stone',
        }),
      },
      {
        eyebrow: 'Ready for production',
        title: 'A formula that behaves in the bottle',
        description:
          'Before sign-off the fragrance is aged in your chosen glass with your chosen pump, under heat, cold and light. Colour, clarity and scent are checked at each stage, so the bottle on the shelf smells like the sample you approved.',
        image: image(
          'swatch',
          'scene',
          'service-fragrance-creation-stability',
          'Row of amber and clear fragrance samples during stability testing',
          { tone: 'champagne' },
        ),
      },
    ],
    card: {
      title: 'Fragrance Creation',
      shortDescription: 'Bespoke fragrances composed by our perfumers, from first brief to a stable, compliant formula.',
      image: image('swatch', 'scene', 'service-card-fragrance-creation', 'Fragrance blotters fanned over raw material swatches', {
        tone: 'amber',
      }),
    },
    seo: [
      'Bespoke Fragrance Creation | Ashcombe & Vale',
      'Bespoke fragrance development for luxury and niche brands: briefs, mods, stability testing and IFRA documentation in our UK laboratory.',
    ],
  },
  {
    slug: 'fragrance-componentry',
    placement: 'service',
    title: 'Fragrance Componentry',
    eyebrow: 'Glass, caps and pumps',
    heroTitle: 'Every part of the bottle, made to feel considered',
    description:
      'Stock and bespoke glass, weighted caps, collars and crimp pumps, sourced from the glassworks and metal shops we have audited ourselves and matched so they fit first time.',
    heroImage: image(
      'bottle-group',
      'hero',
      'service-fragrance-componentry-hero',
      'A group of clear perfume bottles with gold collars and black caps on ivory stone',
      { tone: 'ivory' },
    ),
    body: `## Components that fit together

A bottle is only as good as the way its parts meet. We specify glass, pump, collar and cap as one system, then check neck finish, dip tube length and cap fit on physical samples before anything is ordered at volume.

## Stock or bespoke

Our stock range covers more than 1,000 components, from 15 ml travel sprays to 200 ml heavy-base flacons, ready to decorate in runs from 500 units. When a brand needs a shape of its own, we design and tool a bespoke mould with one of our partner glassworks in France, Italy or Poland.

- **Glass:** flint, extra-flint and coloured, with heavy bases up to 20 mm
- **Closures:** zamac, wood, Surlyn and recycled aluminium caps
- **Pumps:** FEA 15 crimp and screw-neck pumps with metal or plastic collars
- **Decoration:** lacquering, frosting, metallisation, screen printing and hot foil

> Customers pick up the cap before they smell the perfume. The weight of it in the hand is the first promise a brand makes.

Read more about choosing between stock and bespoke glass on our [blog](/blog/bespoke-or-stock-glass).`,
    highlights: [
      ['1,000+', 'stock components'],
      ['300+', 'bespoke moulds'],
      ['500', 'units minimum on stock glass'],
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
        image: image('glass', 'scene', 'service-fragrance-componentry-glass', 'Heavy-base flint glass bottle catching soft window light', {
          tone: 'stone',
        }),
      },
      {
        eyebrow: 'Closures',
        title: 'Caps that close with a satisfying click',
        description:
          'Zamac for weight, natural wood for warmth, Surlyn for depth of colour. Every cap is fitted with an inner that suits your pump and tested for pull-off force, so it stays on in the bag and lifts off easily in the hand.',
        image: image('cap', 'scene', 'service-fragrance-componentry-caps', 'Brushed gold and black zamac perfume caps arranged in a grid', {
          tone: 'noir',
        }),
      },
      {
        eyebrow: 'Decoration',
        title: 'Finishes applied by hand and by machine',
        description:
          'From a single colour of screen print to graded lacquer and hot-foil logos, we decorate glass and caps in-house and with specialist partners, with colour matched to your Pantone references and signed off on physical drawdowns.',
        image: image('bottle', 'scene', 'service-fragrance-componentry-decoration', 'Rose-lacquered perfume bottle with a gold foil logo', {
          tone: 'rose',
        }),
      },
    ],
    card: {
      title: 'Fragrance Componentry',
      shortDescription: 'Stock and bespoke glass, caps, collars and pumps that fit together first time.',
      image: image('cap', 'scene', 'service-card-fragrance-componentry', 'Perfume bottle, collar and cap laid out as separate components', {
        tone: 'champagne',
      }),
    },
    seo: [
      'Perfume Bottles, Caps and Pumps | Ashcombe & Vale',
      'Stock and bespoke perfume glass, zamac caps, collars and pumps, specified as one system and decorated to your brand.',
    ],
  },
  {
    slug: 'skincare-componentry',
    placement: 'service',
    title: 'Skincare Componentry',
    eyebrow: 'Jars, droppers and airless',
    heroTitle: 'Packaging that protects the formula and flatters the brand',
    description:
      'Glass jars, dropper bottles, airless pumps and refill systems for skincare and body care, chosen for compatibility with your formula and finished to sit beside your fragrance.',
    heroImage: image(
      'glass',
      'hero',
      'service-skincare-componentry-hero',
      'Frosted glass skincare jars and a dropper bottle on pale stone',
      { tone: 'sage' },
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
      ['12 weeks', 'typical bespoke lead time'],
    ],
    capabilities: ['Glass jars', 'Dropper bottles', 'Airless pumps', 'Tubes', 'Refill systems'],
    cta: {
      title: 'Launching skincare alongside your fragrance?',
      text: 'We will match finishes across both ranges so they sit together on the counter.',
      buttonText: 'Talk to our team',
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
          'lab',
          'scene',
          'service-skincare-componentry-testing',
          'Dropper bottles of serum lined up for compatibility testing',
          { tone: 'sage' },
        ),
      },
      {
        eyebrow: 'Finish',
        title: 'One family of finishes across the range',
        description:
          'Frosting, soft-touch lacquer and metallised caps are matched between your skincare and fragrance components, so a jar, a dropper and a flacon look as though they were made together, because they were.',
        points: ['Pantone-matched lacquers', 'Matching cap finishes across formats', 'Printed and foiled decoration'],
        image: image(
          'glass',
          'scene',
          'service-skincare-componentry-finish',
          'Frosted jar and dropper bottle with matching brushed gold caps',
          { tone: 'ivory' },
        ),
      },
      {
        eyebrow: 'Refill',
        title: 'Refills customers are happy to buy',
        description:
          'Inner pots that lift out cleanly, cartridges that click home and pouches that pour without spilling. We prototype the refill journey with real hands before the tooling is signed off.',
        image: image('box', 'scene', 'service-skincare-componentry-refill', 'Refillable skincare jar beside its recyclable refill pod', {
          tone: 'stone',
        }),
      },
    ],
    card: {
      title: 'Skincare Componentry',
      shortDescription: 'Jars, droppers and airless packs tested with your formula and finished to match.',
      image: image('glass', 'scene', 'service-card-skincare-componentry', 'Glass skincare jar with a soft-touch lid on a sage backdrop', {
        tone: 'sage',
      }),
    },
    seo: [
      'Luxury Skincare Packaging | Ashcombe & Vale',
      'Glass jars, droppers, airless pumps and refill systems for premium skincare, tested for compatibility with your formula.',
    ],
  },
  {
    slug: 'home-fragrance',
    placement: 'service',
    title: 'Home Fragrance',
    eyebrow: 'Candles, diffusers and sprays',
    heroTitle: 'Your signature scent, carried into the home',
    description:
      'Hand-poured candles, reed diffusers, room sprays and wax melts, developed with fragrance loads that perform and vessels that outlive the scent.',
    heroImage: image('candle', 'hero', 'service-home-fragrance-hero', 'Lit candle in a smoked glass vessel beside a reed diffuser', {
      tone: 'amber',
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
      ['300', 'candles minimum per scent'],
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
        image: image('candle', 'scene', 'service-home-fragrance-candles', 'Hand-poured candles cooling in a row of ribbed glass vessels', {
          tone: 'stone',
        }),
      },
      {
        eyebrow: 'Diffusers',
        title: 'A scent that lasts the season',
        description:
          'Our diffuser bases are tuned for an even release over twelve weeks or more. We match reed count, vessel neck and base to the fragrance, so the last month smells like the first.',
        image: image(
          'bottle',
          'scene',
          'service-home-fragrance-diffuser',
          'Reed diffuser in an amber glass bottle on a marble mantelpiece',
          { tone: 'amber' },
        ),
      },
    ],
    card: {
      title: 'Home Fragrance',
      shortDescription: 'Candles, diffusers and room sprays developed for clean burn and generous throw.',
      image: image('candle', 'scene', 'service-card-home-fragrance', 'Candle in a black glass vessel with a gold lid', { tone: 'noir' }),
    },
    seo: [
      'Luxury Candle and Diffuser Manufacturing | Ashcombe & Vale',
      'Private label candles, reed diffusers, room sprays and wax melts for luxury brands, burn-tested and CLP-labelled in the UK.',
    ],
  },
  {
    slug: 'secondary-packaging',
    placement: 'service',
    title: 'Secondary Packaging',
    eyebrow: 'Boxes, coffrets and inserts',
    heroTitle: 'The box is where the ritual begins',
    description:
      'Rigid boxes, folding cartons, coffrets and inserts, engineered around your bottle and finished with foils, embossing and papers that feel as good as they look.',
    heroImage: image(
      'box',
      'hero',
      'service-secondary-packaging-hero',
      'Deep green rigid box with a gold foil border, lid lifted to show a perfume bottle',
      { tone: 'deep' },
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
    highlights: [
      ['100%', 'FSC-certified board'],
      ['0', 'plastic in standard inserts'],
      ['6–8 weeks', 'typical production'],
    ],
    capabilities: ['Rigid boxes', 'Folding cartons', 'Coffrets and gift sets', 'Moulded pulp inserts', 'Foiling and embossing'],
    cta: {
      title: 'Let us make your first impression',
      text: 'Send us your bottle drawing and we will send back a white sample.',
      buttonText: 'Start your packaging',
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
          'Plain white rigid box samples with different insert structures',
          { tone: 'ivory' },
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
          'Close view of a champagne foil logo embossed into textured paper',
          { tone: 'champagne' },
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
          'Open coffret holding three miniature perfume bottles in a pulp insert',
          { tone: 'rose' },
        ),
      },
    ],
    card: {
      title: 'Secondary Packaging',
      shortDescription: 'Rigid boxes, cartons and coffrets engineered around your bottle and finished by hand.',
      image: image('box', 'scene', 'service-card-secondary-packaging', 'Stack of deep green rigid boxes with gold foil borders', {
        tone: 'deep',
      }),
    },
    seo: [
      'Luxury Perfume Boxes and Packaging | Ashcombe & Vale',
      'Rigid boxes, folding cartons, coffrets and plastic-free inserts for luxury fragrance and beauty brands.',
    ],
  },
  {
    slug: 'gift-with-purchase',
    placement: 'service',
    title: 'Gift With Purchase',
    eyebrow: 'Promotional gifts',
    heroTitle: 'Gifts customers keep long after the promotion',
    description:
      'Miniatures, pouches, candles and discovery sets designed to your brand and delivered to your warehouse or retail partners on the date the promotion starts.',
    heroImage: image(
      'bottle-group',
      'hero',
      'service-gift-with-purchase-hero',
      'Miniature perfume bottles and a velvet pouch arranged as a gift set',
      { tone: 'rose' },
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
      ['1,000', 'units minimum'],
      ['On time', 'delivered to the booked date'],
    ],
    capabilities: ['Miniatures and vials', 'Pouches and bags', 'Travel candles', 'Discovery sets', 'Retailer compliance'],
    cta: {
      title: 'Planning a promotion?',
      text: 'Tell us the date, the quantity and the spend threshold. We will design around it.',
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
          'bottle-group',
          'scene',
          'service-gift-with-purchase-concepts',
          'Three gift concepts: a miniature, a pouch and a travel candle',
          { tone: 'champagne' },
        ),
      },
      {
        eyebrow: 'Delivery',
        title: 'Packed to the retailer’s rules',
        description:
          'Department stores each have their own labelling, carton and booking rules. We pack to them, book the delivery slot and send you proof of delivery, so the gift is on the counter the morning the promotion starts.',
        image: image(
          'factory',
          'scene',
          'service-gift-with-purchase-delivery',
          'Gift sets packed into labelled shipping cartons on a pallet',
          { tone: 'stone' },
        ),
      },
      {
        eyebrow: 'Miniatures',
        title: 'Full-size quality at 5 ml',
        description:
          'Our miniatures use real glass and metal caps, filled on the same line as full-size bottles. Customers feel the quality of the brand before they buy the big one.',
        image: image('bottle', 'scene', 'service-gift-with-purchase-miniatures', 'Row of 5 ml miniature perfume bottles with gold caps', {
          tone: 'rose',
        }),
      },
    ],
    card: {
      title: 'Gift With Purchase',
      shortDescription: 'Miniatures, pouches and discovery sets delivered for the day your promotion starts.',
      image: image('bottle-group', 'scene', 'service-card-gift-with-purchase', 'Miniature perfume bottles tied with a silk ribbon', {
        tone: 'rose',
      }),
    },
    seo: [
      'Gift With Purchase Manufacturing | Ashcombe & Vale',
      'Fragrance miniatures, pouches, travel candles and discovery sets for gift-with-purchase promotions, delivered to retailer routing guides.',
    ],
  },
  {
    slug: 'uk-fragrance-manufacturer',
    placement: 'landing',
    title: 'UK Fragrance Manufacturer',
    menuTitle: 'Manufacturing Facilities',
    eyebrow: 'Manufacturing facilities',
    heroTitle: 'Made in Hertfordshire, shipped worldwide',
    description:
      'Our 42,000 sq ft facility in Ware houses fragrance compounding, maceration, filtration, filling, assembly and packing under one roof, certified to ISO 22716 cosmetic GMP.',
    heroImage: image(
      'factory',
      'hero',
      'landing-uk-fragrance-manufacturer-hero',
      'Bright filling hall with stainless steel tanks and a bottle line',
      { tone: 'stone', hotspot: { x: 0.5, y: 0.55, width: 0.7, height: 0.7 } },
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
          'Technician weighing fragrance materials on a calibrated balance',
          { tone: 'stone' },
        ),
      },
      {
        eyebrow: 'Filling',
        title: 'Automated lines and a hand-finishing room',
        description:
          'Volume runs go through our automated fill, crimp and cap lines; limited editions and intricate finishes go to a team of twelve who have finished bottles for some of the most demanding houses in perfumery.',
        image: image(
          'factory',
          'scene',
          'landing-uk-fragrance-manufacturer-filling',
          'Perfume bottles moving along an automated filling line',
          { tone: 'ivory' },
        ),
      },
    ],
    seo: [
      'UK Fragrance Manufacturer | Ashcombe & Vale',
      'A UK fragrance manufacturer with compounding, filling, assembly and packing under one ISO 22716 certified roof in Hertfordshire.',
    ],
  },
  {
    slug: 'private-label-fragrance',
    placement: 'landing',
    title: 'Private Label Fragrance',
    eyebrow: 'Your brand, our expertise',
    heroTitle: 'Launch a fragrance range under your own name',
    description:
      'A curated library of finished fragrances, bottles and boxes, ready to carry your brand in as little as ten weeks and from 500 units per scent.',
    heroImage: image(
      'bottle-group',
      'hero',
      'landing-private-label-fragrance-hero',
      'Row of unbranded perfume bottles waiting for private label decoration',
      { tone: 'champagne' },
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
      ['10 weeks', 'fastest launch'],
      ['500', 'units per scent'],
    ],
    capabilities: ['Fragrance library', 'Stock bottles and caps', 'Label and print design', 'Filling and assembly', 'Compliance documents'],
    cta: {
      title: 'Smell the library',
      text: 'We will send a discovery set of our most requested fragrances.',
      buttonText: 'Request a discovery set',
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
          'swatch',
          'scene',
          'landing-private-label-fragrance-library',
          'Discovery set of labelled fragrance vials in a linen box',
          { tone: 'ivory' },
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
          'Stock perfume bottle with a custom screen-printed label',
          { tone: 'champagne' },
        ),
      },
    ],
    seo: [
      'Private Label Fragrance Manufacturer UK | Ashcombe & Vale',
      'Private label perfume from 500 units: finished fragrances, stock bottles and boxes, branded for you and filled in the UK.',
    ],
  },
  {
    slug: 'fragrance-filling-assembly',
    placement: 'landing',
    title: 'Fragrance Filling & Assembly',
    menuTitle: 'Filling & Assembly',
    eyebrow: 'Contract filling',
    heroTitle: 'Filled, crimped and boxed with care',
    description:
      'Contract filling and assembly for brands that supply their own fragrance or components: from 500-unit limited editions to runs of 100,000, with full batch traceability.',
    heroImage: image('factory', 'hero', 'landing-fragrance-filling-assembly-hero', 'Perfume bottles being crimped on the assembly line', {
      tone: 'stone',
    }),
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
      title: 'Need a filling partner?',
      text: 'Tell us the quantities and components and we will quote within three working days.',
      buttonText: 'Get a quote',
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
          'factory',
          'scene',
          'landing-fragrance-filling-assembly-filling',
          'Close view of fragrance being vacuum filled into glass bottles',
          { tone: 'champagne' },
        ),
      },
      {
        eyebrow: 'Assembly',
        title: 'Hands that finish the details',
        description:
          'Ribbons, cords, wax seals and numbered editions are finished by hand in our assembly room, where every bottle is inspected under daylight lamps before it is boxed.',
        image: image(
          'studio',
          'scene',
          'landing-fragrance-filling-assembly-hand-finishing',
          'Hand-tying a silk cord around the neck of a perfume bottle',
          { tone: 'rose' },
        ),
      },
    ],
    seo: [
      'Fragrance Filling and Assembly Services UK | Ashcombe & Vale',
      'Contract perfume filling, crimping, capping, labelling and boxing in the UK, from 500 units, with full batch traceability.',
    ],
  },
  {
    slug: 'launch-my-fragrance',
    placement: 'landing',
    title: 'Launch My Fragrance',
    eyebrow: 'Start your project',
    heroTitle: 'From first idea to first order, one team beside you',
    description:
      'Whether this is your first fragrance or your fiftieth, we plan the scent, the bottle, the box and the launch date with you, and tell you honestly what each choice costs.',
    heroImage: image(
      'studio',
      'hero',
      'landing-launch-my-fragrance-hero',
      'Design studio table with sketches, a prototype bottle and material samples',
      { tone: 'ivory', hotspot: { x: 0.45, y: 0.5, width: 0.6, height: 0.7 } },
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
      title: 'Let’s plan your launch',
      text: 'Book a call with our launch team. Bring your ideas; we will bring a timeline.',
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
          'studio',
          'scene',
          'landing-launch-my-fragrance-workshop',
          'Workshop table with a launch timeline, swatches and coffee cups',
          { tone: 'stone' },
        ),
      },
      {
        eyebrow: 'Launch',
        title: 'Delivered on the date you announced',
        description:
          'We book production slots as soon as packaging is approved and hold them for you. When the date is public, we protect it.',
        image: image(
          'bottle-group',
          'scene',
          'landing-launch-my-fragrance-delivery',
          'Finished, boxed perfume bottles lined up ready for despatch',
          { tone: 'deep' },
        ),
      },
    ],
    seo: [
      'Launch Your Own Fragrance Brand | Ashcombe & Vale',
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
    highlights: service.highlights.map(([value, label]) => stat(value, label)),
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
