import { id } from './ids.ts';
import { factStat, image, md, ref, seo, slug, stat, type Doc, type ImagePlaceholder } from './lib.ts';
import { EPR_NOTE, sustainabilityRows } from './services.ts';

const section = (eyebrow: string, title: string, body: string, picture: ImagePlaceholder, imagePosition: 'left' | 'right') => ({
  _type: 'pageSection',
  eyebrow,
  title,
  body: md(body),
  image: picture,
  imagePosition,
});

// The home page's About block (SPEC.md: the first aboutSection is shown).
const aboutSection: Doc = {
  _id: 'aboutSection-home',
  _type: 'aboutSection',
  title: 'A British house of fragrance and packaging',
  description:
    'Since 2004 we have created fragrances, bottles and boxes for some of the most discerning names in perfumery. Perfumers, designers, engineers and finishers work side by side in Hertfordshire, so a brand has one team from the first brief to the finished bottle.',
  image: image(
    'machine',
    'scene',
    'home-about',
    'Six filling nozzles lowered into a row of flacons on the line, fragrance running into each',
    { tone: 'stone', variant: 'filling' },
  ),
  linkText: 'Our story',
};

const aboutPage: Doc = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  title: 'About us',
  eyebrow: 'Since 2004',
  heroTitle: 'Twenty years of making fragrance feel precious',
  description:
    'Ashcombe & Vale is an independent British fragrance and packaging manufacturer. We create scents, bottles and boxes for luxury and niche brands, and make them in our own facility in Hertfordshire.',
  heroImage: image(
    'machine',
    'hero',
    'about-hero',
    'The filling hall: a bottle line running through three machines, stainless tanks along the wall',
    { tone: 'ivory', variant: 'hall', hotspot: { x: 0.5, y: 0.55, width: 0.6, height: 0.7 } },
  ),
  body: md(`## Who we are

We began in 2004 as a two-person packaging consultancy in a converted maltings in Ware. Today we are a team of ninety: perfumers, packaging designers, engineers, quality specialists and the finishers whose hands complete every limited edition.

We are still independent and still in Hertfordshire. That independence lets us say no to shortcuts, and yes to the small, exacting projects that larger manufacturers turn away.

## How we work

- **One team.** Fragrance, glass, componentry, boxes, filling and logistics are planned together, so nothing falls between suppliers.
- **Honest numbers.** We quote real costs and real lead times, and we tell you early when something will take longer.
- **Made to last.** We design packaging to be kept, refilled and recycled, in that order.`),
  sections: [
    section(
      'Our people',
      'Perfumers, designers and finishers under one roof',
      `Our perfumers sit a corridor away from our packaging designers, who sit above the line where the bottles are filled. Problems are solved in a conversation, not an e-mail chain.`,
      image(
        'lab',
        'scene',
        'about-people',
        'A perfumer’s organ: shelves of amber and clear vials above a bench with blotters, a beaker and a pipette',
        { tone: 'champagne', variant: 'organ' },
      ),
      'right',
    ),
    section(
      'Our facility',
      'Compounding to despatch in Hertfordshire',
      `Our 42,000 sq ft facility holds the laboratory, compounding room, two filling lines, a hand-finishing room and HMRC-approved bonded storage. It is certified to ISO 22716 and ISO 9001. Read more about [our factory](/uk-fragrance-manufacturer).`,
      image(
        'machine',
        'scene',
        'about-facility',
        'Rows of stainless steel maceration tanks in the compounding hall, each with its batch number',
        { tone: 'stone', variant: 'tanks' },
      ),
      'left',
    ),
    section(
      'Our partners',
      'Global manufacturing, personally audited',
      `Our glass comes from partner glassworks in France, Italy and Poland; our metal caps from workshops we have worked with for over a decade. We audit every partner ourselves, and we visit them often.`,
      image(
        'glass',
        'scene',
        'about-partners',
        'Empty flacons of different shapes from the glassworks, standing in a loose row in warm light',
        { tone: 'amber' },
      ),
      'right',
    ),
  ],
  stats: [
    stat('20+', 'Years’ experience'),
    factStat('catalogueParts', 'Stock components'),
    stat('300+', 'Bespoke moulds'),
    stat('90', 'People in Hertfordshire'),
  ],
  milestones: [
    {
      _type: 'milestone',
      year: 2004,
      title: 'Founded in Ware',
      description: 'A two-person packaging consultancy in a converted maltings.',
    },
    {
      _type: 'milestone',
      year: 2009,
      title: 'Our first bespoke bottle',
      description: 'A heavy-base flacon for a London niche house, still in production today.',
    },
    {
      _type: 'milestone',
      year: 2013,
      title: 'Fragrance laboratory opens',
      description: 'Our perfumers join the packaging team under one roof.',
    },
    {
      _type: 'milestone',
      year: 2017,
      title: 'Filling and assembly',
      description: 'The first automated filling line is installed in Ware.',
    },
    { _type: 'milestone', year: 2021, title: 'Plastic-free inserts', description: 'Moulded pulp replaces foam in every standard insert.' },
    {
      _type: 'milestone',
      year: 2024,
      title: 'Twenty years',
      description: 'Ninety people and two filling lines.',
    },
    {
      _type: 'milestone',
      year: 2025,
      title: 'Refills on the line',
      description: 'Screw-neck refill bottles and their pumps filled alongside crimped flacons, for brands that sell a second bottle.',
    },
    {
      _type: 'milestone',
      year: 2026,
      title: 'The catalogue online',
      description: 'Our stock glass and componentry listed with sizes, minimums and what fits what, for buyers to shortlist and sample.',
    },
  ],
  seo: seo(
    'About us | Ashcombe & Vale',
    'An independent British fragrance and packaging manufacturer since 2004: perfumers, designers and finishers under one roof in Hertfordshire.',
  ),
};

const glassPage: Doc = {
  _id: 'glassPage',
  _type: 'glassPage',
  title: 'Glass',
  eyebrow: 'Stock and bespoke glass',
  heroTitle: 'Glass with weight, clarity and character',
  description:
    'Perfume bottles from our stock ranges or designed for you alone, in extra-flint, coloured and frosted glass, decorated by hand and by machine.',
  heroImage: image(
    'glass',
    'hero',
    'glass-hero',
    'Empty flacons straight from the glassworks, clear and heavy-based, standing in a row in warm light',
    { tone: 'stone', hotspot: { x: 0.5, y: 0.6, width: 0.6, height: 0.7 } },
  ),
  body: md(`## Stock glass, made yours

Stock bottle shapes from a miniature to a full-size flacon, ready to decorate in short runs: the catalogue lists every one with its sizes and minimums. With lacquer, frosting, printing and a custom cap, a stock bottle can carry a brand as convincingly as a bespoke one.

## Bespoke glass

When a shape must belong to one brand alone, we design it with you, prototype it in resin and glass, and tool it with one of our partner glassworks. Most bespoke bottles take 14 to 20 weeks from approved drawing to first glass.`),
  sections: [
    section(
      'Design',
      'From sketch to resin to glass',
      `Our designers turn a sketch into a technical drawing, a 3D render and a resin prototype you can hold. Only when the weight, the shoulder and the base feel right do we cut the mould.`,
      image(
        'studio',
        'scene',
        'glass-design',
        'A technical drawing of a flacon in front and side view, with its white resin prototype lying on the sheet',
        { tone: 'ivory', variant: 'technical' },
      ),
      'right',
    ),
    section(
      'Decoration',
      'Lacquer, frosting, metallisation and foil',
      `We decorate glass in-house and with specialist partners: graded lacquers, acid-etched and sprayed frosting, metallised bands, screen printing in up to six colours, and hot foil.`,
      image(
        'bottle-group',
        'scene',
        'glass-decoration',
        'Four lacquered bottles graded from rose to pale champagne, each with a gold cap',
        { tone: 'rose', variant: 'graded rect gold cube-cap four' },
      ),
      'left',
    ),
    section(
      'Quality',
      'Inspected bottle by bottle',
      `Every delivery of glass is inspected against agreed standards for bubbles, stones, seams and base thickness before it reaches the filling line.`,
      image(
        'bottle',
        'scene',
        'glass-quality',
        'An empty, undecorated flacon with a heavy base on a dark plinth, its glass lit from the side',
        { tone: 'noir', variant: 'rect heavy empty bare plinth' },
      ),
      'right',
    ),
  ],
  ranges: [
    {
      _type: 'glassRange',
      name: 'Albury',
      catalogueRange: ref(id.componentRange('albury')),
      capacities: '30 ml, 50 ml, 100 ml',
      neck: 'FEA 15',
      description: 'A square heavy-base flacon with softened edges: our most requested stock shape.',
      image: image(
        'bottle',
        'product',
        'glass-range-albury',
        'Albury: a square heavy-base flacon with softened edges and a gold cube cap',
        { tone: 'ivory', variant: 'square heavy gold cube-cap plinth' },
      ),
    },
    {
      _type: 'glassRange',
      name: 'Hatfield',
      catalogueRange: ref(id.componentRange('hatfield')),
      capacities: '50 ml, 100 ml',
      neck: 'FEA 15',
      description: 'A tall cylinder with a thick, polished base and a slim shoulder.',
      image: image(
        'bottle',
        'product',
        'glass-range-hatfield',
        'Hatfield: a tall cylindrical flacon with a thick polished base and a slim silver cap',
        { tone: 'stone', variant: 'cylinder heavy silver tall-cap plinth' },
      ),
    },
    {
      _type: 'glassRange',
      name: 'Wadesmill',
      catalogueRange: ref(id.componentRange('wadesmill')),
      capacities: '15 ml, 30 ml, 75 ml',
      neck: 'Screw neck 18/415',
      description: 'A refillable rounded flask with a screw neck, ready for removable pumps.',
      image: image(
        'bottle',
        'product',
        'glass-range-wadesmill',
        'Wadesmill: a round flask with a screw-neck spray pump and a silver collar',
        { tone: 'sage', variant: 'round atomiser silver plinth' },
      ),
    },
    {
      _type: 'glassRange',
      name: 'Roydon',
      catalogueRange: ref(id.componentRange('roydon')),
      capacities: '5 ml, 10 ml',
      neck: 'FEA 13',
      description: 'Miniatures in the proportions of our full-size flacons, for discovery sets and gifts.',
      image: image('bottle-group', 'product', 'glass-range-roydon', 'Roydon: four miniature flacons with gold caps in a row', {
        tone: 'champagne',
        variant: 'minis rect gold cube-cap four floor',
      }),
    },
  ],
  // The materials of the bottle and its parts, consistent with the FAQ on recyclable packaging: made to come apart, each part in its own stream.
  sustainability: sustainabilityRows([
    {
      name: 'Flint glass: Albury, Hatfield and Roydon',
      recycled: [20, 40],
      refillable: false,
      monoMaterial: true,
      recyclable: 'Widely recycled in UK kerbside glass collections',
      note: 'The cullet share varies with the furnace and the season; each delivery’s figure is on its certificate.',
    },
    {
      name: 'Wadesmill screw-neck flask',
      recycled: [20, 40],
      refillable: true,
      monoMaterial: true,
      recyclable: 'Widely recycled in UK kerbside glass collections',
      note: 'An 18/415 screw neck: the pump unscrews, so the bottle is refilled rather than replaced.',
    },
    {
      name: 'Extra-flint bespoke glass',
      recycled: [10, 20],
      refillable: false,
      monoMaterial: true,
      recyclable: 'Widely recycled in UK kerbside glass collections',
      note: 'Its clarity needs a purer batch, so it takes less cullet than flint.',
    },
    {
      name: 'Mono-material PP pump, 18/415',
      recycled: [0],
      refillable: true,
      monoMaterial: true,
      recyclable: 'Recyclable where local collections take PP pots and tubs; check locally',
      note: 'A plastic spring instead of steel, so it recycles without being taken apart.',
    },
    {
      name: 'Crimp pump with aluminium collar, FEA 15',
      recycled: [0],
      refillable: false,
      monoMaterial: false,
      recyclable: 'Not in kerbside collections: crimped to the glass for a seal that never loosens',
    },
    {
      name: 'Recycled aluminium cap',
      recycled: [70, 100],
      refillable: false,
      monoMaterial: true,
      recyclable: 'Accepted with cans in most UK kerbside metal collections',
    },
    {
      name: 'Refill flask in PCR PET',
      recycled: [50],
      refillable: false,
      monoMaterial: true,
      recyclable: 'Widely recycled in UK kerbside plastic bottle collections',
      note: 'For the Wadesmill flask: 150 ml refills a 75 ml bottle twice.',
    },
  ]),
  sustainabilityNote: EPR_NOTE,
  decorations: [
    'Graded and solid lacquer',
    'Acid-etched frosting',
    'Metallisation',
    'Screen printing',
    'Hot foil',
    'Pad printing',
    'Laser engraving',
  ],
  seo: seo(
    'Perfume bottles and glass | Ashcombe & Vale',
    'Stock and bespoke perfume glass: heavy-base flacons, frosted and lacquered finishes, designed and decorated for luxury brands.',
  ),
};

const creativePage: Doc = {
  _id: 'creativePage',
  _type: 'creativePage',
  title: 'Creative',
  eyebrow: 'Creative studio',
  heroTitle: 'Brand worlds, bottles and boxes, designed in-house',
  description:
    'Our creative studio designs fragrance brands, bottles, packaging and launch materials, working beside the people who will make them.',
  heroImage: image(
    'studio',
    'hero',
    'creative-hero',
    'A designer’s desk from above: a pencil sketch of a flacon, cap studies, colour chips, mood cards and a foil proof',
    { tone: 'champagne', variant: 'sketch', hotspot: { x: 0.45, y: 0.5, width: 0.6, height: 0.8 } },
  ),
  body: md(`## Design that can be made

Because our designers work next to our engineers and our filling line, every idea is checked against what can be produced, at what cost, before you fall in love with it.

## What we design

- Brand identities and naming for new fragrance houses
- Bottles, caps and decoration
- Boxes, coffrets and gift sets
- Launch materials: testers, displays and press kits`),
  sections: [
    section(
      'Concept',
      'Mood, story and a first sketch',
      `We start with the story of the fragrance and the brand, and translate it into mood boards, material palettes and first sketches within two weeks.`,
      image(
        'swatch',
        'scene',
        'creative-concept',
        'Materials for a mood board laid out on a table: rose petals, vanilla pods, a slice of sandalwood, resin and colour chips',
        { tone: 'rose', variant: 'ingredients' },
      ),
      'right',
    ),
    section(
      'Development',
      'Renders, white samples and prototypes',
      `Concepts become 3D renders, white samples and prototypes you can hold. We iterate on real objects, not only on screens.`,
      image('bottle-group', 'scene', 'creative-development', 'Four white resin prototypes of different flacon shapes, side by side', {
        tone: 'ivory',
        variant: 'resin four floor',
      }),
      'left',
    ),
    section(
      'Artwork',
      'Print-ready, press-checked',
      `We prepare artwork for glass, caps, labels and boxes, and we attend press checks so colours and foils match what you approved.`,
      image(
        'box',
        'scene',
        'creative-artwork',
        'A box wrapped in deep green paper printed with a gold monogram pattern, a satin ribbon and a foil label, beside the printed sheet',
        { tone: 'deep', variant: 'wrapped green', label: 'Atelier' },
      ),
      'right',
    ),
  ],
  disciplines: [
    { _type: 'discipline', title: 'Brand identity', description: 'Naming, logotypes and visual language for new fragrance houses.' },
    { _type: 'discipline', title: 'Bottle design', description: 'Bespoke glass, caps and decoration, drawn and prototyped in-house.' },
    { _type: 'discipline', title: 'Packaging design', description: 'Boxes, coffrets and inserts, engineered around the bottle.' },
    { _type: 'discipline', title: 'Launch materials', description: 'Testers, counter displays, press kits and photography direction.' },
  ],
  featuredCases: [ref(id.portfolio('house-of-vision')), ref(id.portfolio('atelier-noor')), ref(id.portfolio('ormonde-jayne'))],
  seo: seo(
    'Creative studio | Ashcombe & Vale',
    'In-house creative studio for fragrance brands: identity, bottle design, packaging and launch materials that can actually be made.',
  ),
};

// Policies: simple text pages at /{slug}.
const POLICIES: { slug: string; title: string; description: string; updatedAt: string; body: string }[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    description: 'How Ashcombe & Vale collects, uses and protects personal information.',
    updatedAt: '2026-12-01',
    body: `This policy explains how Ashcombe & Vale Fragrance Ltd ("we", "us") collects and uses personal information when you visit our website or contact us. We are the controller of that information under the UK General Data Protection Regulation and the Data Protection Act 2018.

## What we collect

- **Enquiries:** your name, e-mail address, company, phone number, your brief (what you would like us to make, quantities, timings, budget, markets, any estimate from our calculators) and your message when you use our contact form or e-mail us, and a delivery address when you ask for samples
- **Website use:** technical information such as your browser, device and the pages you visit, collected only with your consent where cookies are not strictly necessary
- **Business relationships:** contact details of people at our clients and suppliers

## How we use it

We use your information to answer enquiries, to provide quotations and services, to keep records our business and the law require, and, where you have agreed, to send you news about our services. We never sell personal information.

## Lawful bases

We rely on your consent for optional cookies and marketing, on our legitimate interests for answering enquiries and running our business, and on legal obligation where the law requires us to keep records.

## How long we keep it

Enquiries that do not lead to work are anonymised after 24 months: your name, e-mail address, phone number, company, message, any delivery address and the files you sent are removed, and only what was asked for (the kind of project, quantities and dates) remains, with nothing that identifies you. Client records are kept for seven years after our last transaction, as required for tax and product safety purposes.

When you ask us to delete your information, we delete your enquiries and the files you sent with them at once, and the links our team uses to open those files stop working. The content service our website uses (Sanity) keeps earlier versions of its documents in a history, which it deletes for good after at most 90 days; we cannot shorten that, and nobody outside our team can read it.

## Cookies

Our website uses a small number of strictly necessary cookies. Optional cookies, including those set by our live chat provider, are used only after you accept them in the cookie banner.

## Your rights

You may ask to see, correct or delete your information, object to or restrict its use, or ask for a copy in a portable format (we send your enquiries as a JSON file). Write to us at hello@ashcombevale.co.uk. You may also complain to the [Information Commissioner's Office](https://ico.org.uk).

## Contact

Ashcombe & Vale Fragrance Ltd, Ashcombe House, 7 Kingsmead Park, Hertford Road, Ware, Hertfordshire SG12 9XA.`,
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and conditions',
    description: 'The terms on which Ashcombe & Vale provides its website, quotations and services.',
    updatedAt: '2026-01-15',
    body: `These terms apply to your use of this website and to quotations we provide. Orders for products and services are governed by our Conditions of Sale, which we send with every quotation.

## Use of this website

You may view, download and print content from this website for your own business purposes. You may not reproduce it for commercial use without our written permission. All images, text and designs on this website belong to Ashcombe & Vale or to our clients.

## Quotations

Quotations are valid for 30 days unless they say otherwise, and are based on the specification, quantities and delivery terms stated in them. Prices for raw materials, glass and freight can change; where they do before an order is confirmed, we will tell you before proceeding.

## Estimates from our tools

The calculators on this website give estimates only. Results depend on the information you enter and on typical rates, and are not quotations or professional advice. Fragrance loads are always subject to IFRA limits for the specific fragrance.

## Intellectual property

Bespoke designs and fragrances created for you are exclusive to you once paid for, as set out in our Conditions of Sale. Fragrance formulas remain confidential to us.

## Liability

We take care to keep this website accurate, but we do not guarantee that it is complete or free from errors. Nothing in these terms limits liability that cannot be limited by law.

## Governing law

These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.`,
  },
  {
    slug: 'quality-policy',
    title: 'Quality policy',
    description: 'Our commitment to quality, safety and continuous improvement in everything we make.',
    updatedAt: '2026-02-03',
    body: `Ashcombe & Vale creates and manufactures fragrance and packaging for brands whose customers expect perfection. Our quality management system is certified to ISO 9001 and our manufacturing to ISO 22716, cosmetic good manufacturing practice.

## Our commitments

1. Make products that are safe, compliant and exactly as specified
2. Understand each client's expectations and confirm them in writing before production
3. Trace every product by batch, from raw materials to despatch
4. Measure our performance and improve it, every year
5. Train and empower every member of our team to stop the line when quality is at risk

## How we keep them

### Before production

Every new product is approved against a physical standard and a written specification. Raw materials and components are inspected on arrival against agreed acceptance criteria.

### During production

Fill levels, torque, crimp height and appearance are checked at the start of every run and at fixed intervals. Deviations are recorded and investigated before production continues.

### After production

Retained samples of every batch are kept for the shelf life of the product plus one year. Complaints are investigated and answered within ten working days.

> Quality is everyone's job here. Anyone on the line may stop it, and nobody will ever be asked why they did.

## Review

This policy is reviewed every year by the management team and is available to all staff, clients and suppliers.

Signed on behalf of the board, Managing Director, Ashcombe & Vale Fragrance Ltd.`,
  },
];

export const policySlugs = POLICIES.map((policy) => policy.slug);

const policies: Doc[] = POLICIES.map((policy) => ({
  _id: id.page(policy.slug),
  _type: 'page',
  _createdAt: `${policy.updatedAt}T09:00:00Z`,
  _updatedAt: `${policy.updatedAt}T09:00:00Z`,
  title: policy.title,
  slug: slug(policy.slug),
  description: policy.description,
  body: md(policy.body),
  updatedAt: policy.updatedAt,
  seo: seo(`${policy.title} | Ashcombe & Vale`, policy.description),
}));

/**
 * A page an editor made at an address of their choosing, from the library of sections (issue 50): the landing page of
 * the next trade show, which the exhibition banner and a printed invitation point to.
 */
const luxePack: Doc = {
  _id: 'page-luxe-pack-monaco-2026',
  _type: 'page',
  _createdAt: '2026-11-20T09:00:00Z',
  _updatedAt: '2026-11-20T09:00:00Z',
  title: 'Meet us at Luxe Pack Monaco',
  slug: slug('events/luxe-pack-monaco-2026'),
  description: 'Our glass, closures and decoration at Luxe Pack Monaco, with the samples you ask for ready on the stand.',
  sections: [
    {
      _type: 'heroSection',
      _key: 'hero',
      eyebrow: 'Luxe Pack Monaco · Grimaldi Forum',
      title: 'Meet us at Luxe Pack Monaco',
      text: 'Bring a brief, or a bottle you love: we will have the flacons, closures and decoration samples you ask for ready on the stand.',
      image: image('glass', 'hero', 'luxe-pack-hero', 'Flint glass flacons with gold collars on a stone plinth, lit from the side', {
        tone: 'champagne',
      }),
      primary: { _type: 'link', label: 'Book a meeting', sitePage: '/contact' },
      secondary: { _type: 'link', label: 'See the catalogue', sitePage: '/catalogue' },
    },
    {
      _type: 'richTextSection',
      _key: 'what',
      title: 'What you will see',
      body: md(`Our newest stock flacons in flint and extra-flint glass, the closures and collars that fit them, and decoration from screen printing to hot foil, on finished bottles you can hold.

- **Stock glass** from 30 to 100 ml, with what fits each bottle's neck
- **Decoration** side by side: lacquer, frosting, screen print and foil
- **Filling and assembly**: how a pack comes together, and how long it takes`),
    },
    {
      _type: 'pageSection',
      _key: 'stand',
      eyebrow: 'On the stand',
      title: 'Decoration you can hold',
      body: md('The same flacon frosted, lacquered and foiled, side by side, so you can choose a finish with the bottle in your hand.'),
      image: image('bottle-group', 'scene', 'luxe-pack-stand', 'Three decorated flacons on a stone stand: frosted, lacquered and foiled', {
        tone: 'stone',
      }),
      imagePosition: 'left',
    },
    {
      _type: 'cardsSection',
      _key: 'before',
      title: 'Before you come',
      intro: 'What to read, and what to ask us for, so the meeting starts with the right bottles on the table.',
      cards: [
        {
          _type: 'card',
          _key: 'closures',
          title: 'Closures that fit first time',
          text: 'Caps, collars and pumps specified with the glass, so the pack you approve on the stand goes together on the line.',
          image: image(
            'cap',
            'product',
            'luxe-pack-card-closures',
            'Three perfume caps standing apart on a stone floor: a stone dome, a stepped black cap and a pale sphere',
            {
              tone: 'stone',
              variant: 'lineup',
            },
          ),
          link: { _type: 'link', document: { ...ref(id.service('fragrance-componentry')), _weak: true } },
        },
        {
          _type: 'card',
          _key: 'glass',
          title: 'Bespoke or stock glass?',
          text: 'What a mould of your own costs and takes, and what a decorated stock bottle can do instead.',
          image: image(
            'glass',
            'product',
            'luxe-pack-card-glass',
            'Four empty flacons of different shapes in clear and pale green glass, one with a gold collar, in window light',
            {
              tone: 'ivory',
            },
          ),
          link: { _type: 'link', document: { ...ref(id.post('bespoke-or-stock-glass')), _weak: true } },
        },
        {
          _type: 'card',
          _key: 'samples',
          title: 'Ask for samples ahead',
          text: 'Tell us the capacity, the neck and the finish, and the samples will be waiting on the stand.',
          image: image(
            'box',
            'product',
            'luxe-pack-samples',
            'An open ivory coffret holding three miniature flacons with gold caps, its lid standing behind',
            { tone: 'ivory', variant: 'coffret ivory gold' },
          ),
          link: { _type: 'link', sitePage: '/contact' },
        },
      ],
    },
    {
      _type: 'figuresSection',
      _key: 'figures',
      title: 'The stand at a glance',
      figures: [
        factStat('catalogueBottles', 'Stock bottle shapes'),
        stat('40+', 'Foil shades to compare'),
        stat('6', 'Decoration finishes side by side'),
      ],
    },
    {
      _type: 'partsSection',
      _key: 'parts',
      title: 'One bottle, its pump and its cap',
      parts: [id.component('alb-050'), id.component('amw-p15-gd'), id.component('ben-a15-gd')].map((part) => ({
        ...ref(part),
        _weak: true,
      })),
    },
    {
      _type: 'quoteSection',
      _key: 'quote',
      testimonial: { ...ref(id.testimonial('daniel-achebe')), _weak: true },
    },
    {
      _type: 'faqSection',
      _key: 'questions',
      title: 'Questions buyers ask at the stand',
      questions: [id.faq('what-is-your-minimum-order-quantity'), id.faq('how-long-does-a-bespoke-bottle-take')].map((question) => ({
        ...ref(question),
        _weak: true,
      })),
    },
    {
      _type: 'briefStartSection',
      _key: 'brief',
      intro: 'Not coming to Monaco? Start your brief here, and we will answer within two working days.',
    },
    {
      _type: 'ctaSection',
      _key: 'cta',
      title: 'Book a time on the stand',
      text: 'Tell us what you would like to see, and we will have it ready when you come.',
      link: { _type: 'link', label: 'Book a meeting', sitePage: '/contact' },
    },
  ],
  seo: seo(
    'Luxe Pack Monaco | Ashcombe & Vale',
    'Meet Ashcombe & Vale at Luxe Pack Monaco: stock glass, closures, decoration and our design studio.',
  ),
};

/** A second page of the editors', for a campaign: the sections that show the site's films, galleries and clients. */
const decoratedGlass: Doc = {
  _id: 'page-decorated-glass',
  _type: 'page',
  _createdAt: '2026-11-21T09:00:00Z',
  _updatedAt: '2026-11-21T09:00:00Z',
  title: 'Decorated glass, from the studio to the line',
  slug: slug('campaigns/decorated-glass'),
  description: 'How a stock bottle becomes a brand’s own: lacquer, frosting, screen print and hot foil, filmed and photographed.',
  sections: [
    {
      _type: 'heroSection',
      _key: 'hero',
      eyebrow: 'Decoration',
      title: 'Decorated glass, from the studio to the line',
      text: 'Lacquer, frosting, screen print and hot foil: see how a stock bottle becomes yours, and who we have made it for.',
      primary: { _type: 'link', label: 'Ask for decorated samples', sitePage: '/contact' },
    },
    {
      _type: 'videoSection',
      _key: 'film',
      video: { ...ref(id.video('decorating-glass')), _weak: true },
    },
    {
      _type: 'gallerySection',
      _key: 'gallery',
      gallery: { ...ref(id.gallery('glass-and-closures')), _weak: true },
    },
    {
      // No logos chosen: every client logo, in the editors' order.
      _type: 'logosSection',
      _key: 'logos',
      title: 'Brands we make for',
    },
    {
      _type: 'ctaSection',
      _key: 'cta',
      title: 'Choose a finish with the bottle in your hand',
      text: 'Tell us the bottle and the finish, and we will send decorated samples.',
      link: { _type: 'link', label: 'Ask for samples', sitePage: '/contact' },
    },
  ],
  seo: seo(
    'Decorated Glass | Ashcombe & Vale',
    'Lacquer, frosting, screen print and hot foil on stock bottles: films, photographs and the brands we decorate for.',
  ),
};

/** An editor's redirect: last year's show address, printed on last year's invitations, goes to this year's page. */
const lastYearsShow: Doc = {
  _id: 'redirect-luxe-pack-2025',
  _type: 'redirect',
  _createdAt: '2026-11-20T09:00:00Z',
  _updatedAt: '2026-11-20T09:00:00Z',
  from: '/luxe-pack-2025',
  to: { _type: 'link', document: { ...ref('page-luxe-pack-monaco-2026'), _weak: true } },
  permanent: false,
  note: 'Last year’s invitations printed this address: it goes to this year’s show until the next one.',
};

export const pages: Doc[] = [aboutSection, aboutPage, glassPage, creativePage, ...policies, luxePack, decoratedGlass, lastYearsShow];
