import { id } from './ids.ts';
import { image, ref, rich, seo, slug, type ArtKind, type ArtTone, type Block, type Doc, type ImagePlaceholder } from './lib.ts';

interface PostSource {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  categories: string[];
  mainImage: [ArtKind, ArtTone, string];
  body: (Block | ImagePlaceholder)[];
}

const inlineImage = (kind: ArtKind, seed: string, alt: string, caption: string, tone: ArtTone) =>
  image(kind, 'scene', seed, alt, { caption, tone });

const POSTS: PostSource[] = [
  {
    slug: 'how-long-does-it-take-to-launch-a-fragrance',
    title: 'How long does it take to launch a fragrance?',
    excerpt:
      'Six to nine months is typical, but the real answer depends on three decisions you make early. Here is where the time goes, stage by stage.',
    author: 'clara-hensley',
    publishedAt: '2026-10-06T08:30:00Z',
    categories: ['fragrance-creation', 'brand-building'],
    mainImage: ['studio', 'ivory', 'A launch timeline pinned above a desk of fragrance samples'],
    body: rich(
      `It is the first question almost every new client asks, and the honest answer is: it depends on what you decide in the first month. A fragrance launch is a chain of stages with long lead times, and a few early choices decide whether the chain is six months long or twelve.

## The three decisions that set the timeline

- **Bespoke or library fragrance.** A bespoke scent needs briefing, directions, refinements and stability testing: typically 12 to 16 weeks. A fragrance from our library is already tested.
- **Bespoke or stock glass.** A new bottle shape means design, prototypes and a mould: 14 to 20 weeks. Decorated stock glass can be ready in six.
- **How many markets.** Selling in the UK only is simpler than the UK, the EU and the US, each with its own notification and labelling rules.

## Where the time goes

The stages overlap, which is why a plan matters. While the fragrance is in stability testing, the box can be designed; while the glass mould is being cut, the artwork can be approved.`,
      inlineImage(
        'lab',
        'blog-launch-timeline-stability',
        'Fragrance samples in a stability cabinet',
        'Stability testing runs for eight weeks, in parallel with packaging design.',
        'stone',
      ),
      `## A realistic example

1. Weeks 1–2: discovery workshop and brief
2. Weeks 3–14: fragrance directions, refinements and stability
3. Weeks 3–20: bottle design, prototypes and tooling
4. Weeks 15–22: box design, proofs and production
5. Weeks 22–26: filling, assembly and delivery

> The launch date you announce should come from the plan, not the other way round.

If you want to try your own dates, our [development process tool](/tools/development-process) estimates a launch date from any start date, and you can always [talk to our launch team](/contact).`,
    ),
  },
  {
    slug: 'perfume-concentrations-explained',
    title: 'Extrait, eau de parfum, eau de toilette: what the concentrations really mean',
    excerpt:
      'The names on the bottle describe how much fragrance oil is in it. Here is what each one means for longevity, price and the way your scent is worn.',
    author: 'clara-hensley',
    publishedAt: '2026-08-18T09:00:00Z',
    categories: ['fragrance-creation'],
    mainImage: ['swatch', 'amber', 'Four perfume bottles in graded amber tones'],
    body: rich(
      `The words on a perfume bottle are not marketing flourishes: they describe how much fragrance concentrate is dissolved in alcohol. The higher the concentration, the longer the scent lasts on skin and the more it costs to make.

## The usual ranges

- **Extrait de parfum:** 20 to 30 per cent fragrance oil
- **Eau de parfum:** 15 to 20 per cent
- **Eau de toilette:** 5 to 15 per cent
- **Eau de cologne:** 2 to 5 per cent
- **Body mist:** 1 to 3 per cent

There is no legal definition of these names in the UK or the EU, so houses vary. What matters is that your concentration suits the fragrance: a sparkling citrus can feel heavy as an extrait, while a dense oud may need the extra weight.`,
      inlineImage(
        'lab',
        'blog-concentrations-blending',
        'Perfumer blending fragrance concentrate with alcohol',
        'Concentrate is blended with perfumer’s alcohol and a little water, then left to macerate.',
        'amber',
      ),
      `## Why it changes the cost

Fragrance concentrate is usually the most expensive ingredient in the bottle. Moving a 50 ml eau de parfum from 15 to 20 per cent adds 2.5 ml of concentrate per bottle; across 5,000 bottles that is 12.5 litres.

## Working it out

Our [fragrance calculator](/tools/fragrance-calculator) works out the oil, alcohol and water for any bottle size, quantity and concentration, with a filling overage included.`,
    ),
  },
  {
    slug: 'bespoke-or-stock-glass',
    title: 'Bespoke or stock glass: choosing the right bottle for your launch',
    excerpt:
      'A bespoke bottle is a powerful signature, but decorated stock glass launches faster and costs far less. How to decide which is right for you.',
    author: 'marcus-feld',
    publishedAt: '2026-06-09T08:00:00Z',
    categories: ['glass', 'packaging'],
    mainImage: ['glass', 'stone', 'A bespoke heavy-base bottle beside a decorated stock bottle'],
    body: rich(
      `Few decisions shape a fragrance brand as much as the bottle. It is the object customers pick up, photograph and keep. It is also the decision with the longest lead time and the biggest upfront cost.

## The case for bespoke

A bespoke bottle is yours alone. No competitor can use it, and over time its silhouette becomes recognisable without a logo. Expect a mould cost of £18,000 to £45,000 depending on complexity, minimum runs of 10,000 to 30,000 bottles, and 14 to 20 weeks from approved drawing to first glass.

## The case for stock

Our stock range holds more than 1,000 components. With the right decoration (lacquer, frosting, a screen-printed name, a custom cap) a stock bottle can look entirely your own, from 500 units and in around six weeks.`,
      inlineImage(
        'bottle',
        'blog-bespoke-glass-decoration',
        'Stock bottles after lacquering and screen printing',
        'Graded lacquer and a screen-printed name turn a stock bottle into a brand bottle.',
        'rose',
      ),
      `## Questions to ask yourself

1. Will you sell more than 10,000 bottles of this shape in the first two years?
2. Is the bottle central to the brand story, or is the fragrance?
3. Does your launch date allow 20 weeks for glass?

> Many of the brands we work with launch in decorated stock glass and move to bespoke for their second collection, once they know what their customers love.

See examples of both in our [portfolio](/portfolio), or read more about our [fragrance componentry](/services/fragrance-componentry).`,
    ),
  },
  {
    slug: 'ifra-compliance-explained',
    title: 'IFRA compliance explained for new fragrance brands',
    excerpt:
      'IFRA standards limit how much of certain materials a product may contain. What that means for your formula, your labels and your paperwork.',
    author: 'aisha-okafor',
    publishedAt: '2026-04-14T09:30:00Z',
    categories: ['regulation'],
    mainImage: ['lab', 'sage', 'Compliance documents and a fragrance sample on a laboratory bench'],
    body: rich(
      `The International Fragrance Association (IFRA) publishes standards that restrict or prohibit certain fragrance materials, depending on how the finished product is used. Every responsible fragrance house works to them, and retailers increasingly ask to see the evidence.

## Categories matter

IFRA sorts products into categories by how they meet the skin. A fine fragrance sprayed on the neck sits in a different category from a candle or a rinse-off shower gel, and each category has its own limits. That is why the same fragrance can be used at 20 per cent in an eau de parfum but only at a fraction of that in a lip balm.

## What you should receive from your manufacturer

- An **IFRA Certificate of Conformity** for each fragrance, listing the categories and maximum use levels
- An **allergen declaration**, so the right allergens appear on your label
- **Safety data sheets** for the fragrance concentrate
- For cosmetics sold in the UK and EU, the data your safety assessor needs for the **Cosmetic Product Safety Report**`,
      inlineImage(
        'lab',
        'blog-ifra-testing',
        'Laboratory technician checking a fragrance batch record',
        'Every batch is checked against its formula before it is released.',
        'stone',
      ),
      `## Labelling

In the UK and EU, certain allergens must be named on the label when they exceed set thresholds. The list was expanded recently, so labels designed a few years ago may need updating.

> Compliance is not a box to tick at the end. It shapes the formula from the first brief.

Our [inclusion rates tool](/tools/inclusion-rates) shows typical fragrance loads by product type, always with the caveat that IFRA limits for the specific fragrance apply.`,
    ),
  },
  {
    slug: 'designing-secondary-packaging',
    title: 'Designing a perfume box that feels like the fragrance',
    excerpt:
      'The box is the first thing a customer touches. How we think about structure, paper, finish and the order in which a box opens.',
    author: 'marcus-feld',
    publishedAt: '2026-02-10T10:00:00Z',
    categories: ['packaging'],
    mainImage: ['box', 'deep', 'Deep green rigid perfume box with gold foil detailing'],
    body: rich(
      `Long before a customer smells your fragrance, they feel its box: the weight of the lid, the texture of the paper, the resistance as it opens. A good box sets expectations that the fragrance then meets.

## Start with the structure

We always begin with white samples: unprinted boxes in the real board, with the real insert and the real bottle. You learn more from opening a white sample than from any render.

- Does the lid lift with a gentle pull, or drop away too fast?
- Is the bottle presented the right way up, label facing you?
- Can the customer lift the bottle out without tipping the box?

## Then the surface`,
      inlineImage(
        'box',
        'blog-packaging-foil-proofs',
        'Foil and emboss proofs laid out on a table',
        'Foil and emboss proofs on three candidate papers.',
        'champagne',
      ),
      `Paper, foil and embossing should say the same thing as the fragrance. A fresh cologne suits a crisp, bright board and a single line of foil; a dark amber might want a textured black paper and a deep blind emboss.

### Finishes we reach for most

- Cotton and recycled-fibre papers with a soft hand-feel
- Hot foil in muted metallics rather than mirror gold
- Multi-level embossing for a logo you can feel with your eyes closed

## Plastic-free, without compromise

Moulded pulp inserts now protect heavy glass as well as foam, and they recycle with the box. Read more about our [secondary packaging](/services/secondary-packaging).`,
    ),
  },
  {
    slug: 'gift-with-purchase-customers-keep',
    title: 'Gifts with purchase that customers actually keep',
    excerpt:
      'A gift with purchase should win the sale and then live on the dressing table for months. Five principles from a decade of promotions.',
    author: 'marcus-feld',
    publishedAt: '2025-11-18T09:00:00Z',
    categories: ['packaging', 'brand-building'],
    mainImage: ['bottle-group', 'rose', 'Miniature perfume bottles and a velvet pouch'],
    body: rich(
      `A gift with purchase has two jobs. First it has to tip a customer into buying today. Then, ideally, it should stay in their life long enough to remind them where it came from. Most gifts manage the first; the best manage both.

## Five principles

1. **Use real materials.** Glass and metal say "keep me"; thin plastic says "bin me".
2. **Make it useful.** A travel spray, a pouch that fits a phone, a candle that burns for twenty hours.
3. **Carry the brand quietly.** A debossed logo outlives a printed slogan.
4. **Design for the counter.** The gift has to look generous next to the full-size product.
5. **Plan the logistics first.** A beautiful gift that arrives after the promotion starts is worth nothing.`,
      inlineImage(
        'bottle',
        'blog-gwp-miniatures',
        'Row of 5 ml perfume miniatures with gold caps',
        'Miniatures filled on the same line as the full-size bottles.',
        'champagne',
      ),
      `## The logistics are half the work

Department stores each publish routing guides: how cartons must be labelled, how many units per carton, how deliveries are booked. We pack to these guides every week, and we book delivery slots as soon as the promotion date is fixed.

Find out more about our [gift with purchase service](/services/gift-with-purchase).`,
    ),
  },
  {
    slug: 'designing-refillable-fragrance',
    title: 'Refillable fragrance: designing for the second bottle',
    excerpt:
      'Refills only work if customers enjoy using them. What we have learned designing refillable bottles, jars and candles for luxury brands.',
    author: 'clara-hensley',
    publishedAt: '2025-07-08T08:30:00Z',
    categories: ['sustainability', 'packaging'],
    mainImage: ['glass', 'sage', 'Refillable perfume bottle with a refill flask beside it'],
    body: rich(
      `Refillable packaging has moved from a niche promise to something customers expect. But a refill nobody buys saves nothing. The design has to make refilling feel like part of the pleasure of the brand.

## Three ways to refill a fragrance

- **Screw-neck bottles** with a removable pump, refilled from a larger flask
- **Refill pouches or flasks** with a funnel-free spout
- **Cartridges** that slide into a permanent outer case

Each has trade-offs in cost, leak risk and how luxurious it feels. Screw necks are the simplest; cartridges the most elegant, but they require bespoke tooling.`,
      inlineImage(
        'bottle',
        'blog-refill-screw-neck',
        'Screw-neck perfume bottle with its pump removed for refilling',
        'A screw-neck pump lifts out cleanly; a crimped pump never can.',
        'sage',
      ),
      `## What we have learned

> Customers refill when it takes less than a minute and nothing spills. Every extra step loses a few more of them.

We now prototype the refill journey with real people before any tooling is signed off, and we measure how long it takes and how often something goes wrong. Read about our [skincare componentry](/services/skincare-componentry), where more than half of what we supply is refillable.`,
    ),
  },
  {
    slug: 'inside-the-filling-room',
    title: 'Inside the filling room: how a fragrance is filled, crimped and finished',
    excerpt:
      'From maceration to the final inspection, a walk through what happens to your fragrance in the 48 hours before it leaves our factory.',
    author: 'aisha-okafor',
    publishedAt: '2025-05-20T09:00:00Z',
    categories: ['manufacturing'],
    mainImage: ['factory', 'stone', 'Perfume bottles on the filling line in a bright production hall'],
    body: rich(
      `Visitors to our Hertfordshire facility are often surprised by how calm the filling room is. There is no rush at the end of the process, because everything that matters has been planned and checked before the first bottle is filled.

## Before filling

Finished fragrance is macerated, then chilled to around −5 °C and filtered. Chilling makes waxes and insoluble materials fall out of solution, so they are caught by the filter rather than appearing as a haze in a cold shop window months later.

## On the line`,
      inlineImage(
        'factory',
        'blog-filling-room-line',
        'Vacuum filling heads above a row of glass bottles',
        'Vacuum fillers bring every bottle to the same level, whatever the glass tolerance.',
        'ivory',
      ),
      `1. Bottles are blown clean with filtered air
2. Vacuum fillers bring each bottle to its fill height
3. The pump is crimped or screwed on and checked for spray
4. Collars and caps are fitted, by machine or by hand
5. Every bottle is inspected under daylight lamps before boxing

## Traceability

Each bottle carries a batch code linking it to the fragrance lot, the component deliveries and the shift that filled it. Learn more about our [filling and assembly service](/fragrance-filling-assembly) or [book a visit](/contact) to see it for yourself.`,
    ),
  },
  {
    slug: 'london-packaging-week-2025',
    title: 'Meet us at London Packaging Week 2025',
    excerpt:
      'We are exhibiting at London Packaging Week on 15 and 16 October 2025, ExCeL London, stand D82. Here is what we will be showing.',
    author: 'marcus-feld',
    publishedAt: '2025-09-02T08:00:00Z',
    categories: ['events'],
    mainImage: ['bottle-group', 'champagne', 'Perfume bottles and boxes arranged on an exhibition stand'],
    body: rich(
      `We are delighted to be exhibiting at London Packaging Week again this year, on 15 and 16 October at ExCeL London, halls S2 and S3. You will find us on **stand D82**.

## On the stand

- Our new heavy-base stock flacons in 30, 50 and 100 ml
- Moulded pulp inserts that replace foam in rigid boxes
- Refillable fragrance and skincare formats
- A smelling bar of twelve fragrances from our private label library`,
      inlineImage(
        'studio',
        'blog-lpw-stand',
        'Mock-up of the Ashcombe & Vale exhibition stand',
        'The stand, as designed by our creative studio.',
        'ivory',
      ),
      `## Book a meeting

Our launch, glass and packaging teams will all be on the stand. If you would like a dedicated half hour, [get in touch](/contact) and we will reserve a table for you.

Registration for the show is free for trade visitors on the [London Packaging Week website](https://www.londonpackagingweek.com).`,
    ),
  },
];

export const postSlugs = POSTS.map((post) => post.slug);

export const blog: Doc[] = POSTS.map((post) => {
  const [kind, tone, alt] = post.mainImage;
  return {
    _id: id.post(post.slug),
    _type: 'post',
    _createdAt: post.publishedAt,
    _updatedAt: post.publishedAt,
    title: post.title,
    slug: slug(post.slug),
    excerpt: post.excerpt,
    mainImage: image(kind, 'scene', `blog-${post.slug}`, alt, { tone }),
    body: post.body,
    author: ref(id.author(post.author)),
    publishedAt: post.publishedAt,
    categories: post.categories,
    seo: seo(post.title.length <= 50 ? `${post.title} | Ashcombe & Vale` : post.title.length <= 65 ? post.title : undefined, post.excerpt),
  };
});
