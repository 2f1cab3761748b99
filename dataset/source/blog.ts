import { POST_CATEGORIES } from '../../app/blog/categories.ts';
import { id } from './ids.ts';
import { image, ref, rich, seo, slug, type ArtKind, type ArtTone, type Block, type Doc, type ImagePlaceholder } from './lib.ts';

/** The categories' titles by value (app/blog/categories.ts: the Studio's list). */
export const POST_CATEGORY_TITLES: Record<string, string> = Object.fromEntries(
  POST_CATEGORIES.map((category) => [category.value, category.title]),
);

interface PostSource {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  categories: (keyof typeof POST_CATEGORY_TITLES)[];
  /** [kind, tone, variant, alt]: the card crops it to 4:5, the post to 16:9, so the subject sits in the middle. */
  mainImage: [ArtKind, ArtTone, string, string];
  body: (Block | ImagePlaceholder)[];
}

const inlineImage = (kind: ArtKind, seed: string, variant: string, alt: string, caption: string, tone: ArtTone, label?: string) =>
  image(kind, 'scene', seed, alt, { caption, tone, variant, ...(label ? { label } : {}) });

const POSTS: PostSource[] = [
  {
    slug: 'how-long-does-it-take-to-launch-a-fragrance',
    title: 'How long does it take to launch a fragrance?',
    excerpt:
      'Six to nine months is typical, but the real answer depends on three decisions you make early. Here is where the time goes, stage by stage.',
    author: 'clara-hensley',
    publishedAt: '2026-10-06T08:30:00Z',
    categories: ['fragrance-creation', 'brand-building'],
    mainImage: ['bottle-group', 'stone', 'resin three steps', 'Three white resin prototypes of different flacon shapes on stepped plinths'],
    body: rich(
      `It is the first question almost every new client asks, usually within five minutes of sitting down, and the honest answer is: it depends on what you decide in the first month. A fragrance launch is a chain of stages with long lead times. Some of them can run side by side and some cannot, and a handful of early choices decide whether the chain is six months long or twelve.

This is how we explain it to founders and brand managers, with the numbers we see in our own planning.

## The three decisions that set the timeline

- **Bespoke or library fragrance.** A bespoke scent needs a brief, a first set of directions, rounds of refinement and stability testing: typically 12 to 16 weeks before the formula is locked. A fragrance from our private label library has already been through all of that, so it can be filled as soon as the packaging is ready.
- **Bespoke or stock glass.** A new bottle shape means design, prototypes, a mould and a first production run at the glassworks: 14 to 20 weeks from an approved drawing to glass on our dock. Decorated stock glass can be ready in around six weeks.
- **How many markets.** Selling in the UK only is simpler than selling in the UK, the EU and the US, each of which has its own notification and labelling rules and, in some cases, its own view of which materials need declaring.

Everything else, from the colour of the box to the weight of the cap, fits around these three. If you are working backwards from a date that has already been announced, these are the decisions to settle first.

## Where the time goes

The stages overlap, which is why a plan matters more than any single lead time. While the fragrance is in stability testing, the box can be designed. While the glass mould is being cut, the artwork can be approved and the cartons proofed. What cannot overlap is anything that depends on a physical sample: a box cannot be signed off until it has been tried with the real bottle, and a fill height cannot be set until the pump and the glass have met.`,
      inlineImage(
        'lab',
        'blog-launch-timeline-stability',
        'stability',
        'A stability cabinet with a glass door: shelves of fragrance samples and a temperature readout',
        'Stability testing runs for eight weeks, in parallel with packaging design.',
        'stone',
      ),
      `### Fragrance: 12 to 16 weeks

A bespoke fragrance starts with a briefing session, then two to four directions presented on blotters and as wearable samples. Most clients choose a direction in the first round and refine it over three rounds of modifications, each taking a week or two depending on how quickly feedback comes back. The final formula then goes into accelerated stability testing at 5 °C, 25 °C and 40 °C for eight weeks, in the glass and with the pump you will sell it in.

### Glass and closures: 6 to 20 weeks

Stock glass with a custom cap and decoration is the fast route. Bespoke glass takes longer because a mould has to be made and sampled, and because glassworks schedule their furnaces months ahead. We book a production slot as soon as the drawing is approved, even before the first samples are back, so that the slot is not the thing that delays you.

### Secondary packaging: 6 to 8 weeks

Rigid boxes and cartons are usually quicker than the glass, but they depend on it. We start from the bottle’s technical drawing and build white samples, then proof foils and papers, then print.

### Compliance: 2 to 4 weeks, if started early

The safety assessment, IFRA certificate and allergen declaration are quick when the formula is final and the documents are requested on time. They become the critical path only when they are left until the end.

### Filling and assembly: 2 to 4 weeks

Once every component is on our site, filling, crimping, capping, boxing and packing take two to four weeks for a typical first run of a few thousand units.`,
      inlineImage(
        'studio',
        'blog-launch-timeline-drawing',
        'technical',
        'A technical drawing of a flacon with its white resin prototype lying on the sheet',
        'A bespoke bottle is drawn and prototyped before the mould is cut.',
        'ivory',
      ),
      `## A realistic example

Here is the plan we would draw up for a brand launching one bespoke fragrance in decorated stock glass, in the UK and the EU:

1. Weeks 1–2: discovery workshop and brief
2. Weeks 3–14: fragrance directions, refinements and stability
3. Weeks 3–9: bottle selection, cap and decoration samples
4. Weeks 8–16: box design, white samples, proofs and production
5. Weeks 14–18: safety assessment, labels and notifications
6. Weeks 18–22: filling, assembly and delivery

That is about five months. Swap the stock bottle for a bespoke one and the glass becomes the longest stage, so the same launch takes seven to eight months. Add a second market with different labelling and allow another few weeks for artwork.

## How to shorten it without cutting corners

- **Decide early and in writing.** Most delays come from a decision reopened late, not from a slow supplier.
- **Approve physical samples, not renders.** A render cannot tell you that a cap is too heavy for its pump.
- **Hold production slots.** We book filling and glass slots as soon as the design is settled, and release them if plans change.
- **Keep one person responsible for sign-off.** A committee adds a week to every round.
- **Send the brief complete.** A brief that names the customer, the price and the markets saves a round of directions.

## What usually slows a launch down

In our experience, very few launches are late because something went wrong in a factory. They are late because a decision that seemed settled was reopened. The most common examples:

- **A change of bottle after the box is designed.** Even a few millimetres of difference in height or shoulder means a new insert and new white samples.
- **A new fragrance direction in round four.** Starting again with a different accord resets the stability clock, and eight weeks of testing cannot be shortened.
- **A late change of market.** Adding the US after the labels are printed means new artwork, new proofs and sometimes a different formula.
- **Artwork approved on screen.** Colours on a monitor are not colours on board; a reprint after the first delivery costs weeks and money.

None of these are failures. Brands change their minds for good reasons. But each one has a cost in time, and it helps to know the cost before the decision is made rather than after.

## Budgeting alongside the timeline

Time and money are planned together. The costs that arrive early are design, samples and, for bespoke glass, the mould; the costs that arrive late are components, filling and freight. A first launch of a few thousand units commonly spends a third of its budget before a single bottle is filled, which surprises founders who expect to pay on delivery. We set out a payment schedule with the timeline so that there are no surprises at either end.

> The launch date you announce should come from the plan, not the other way round.

If you want to try your own dates, our [development process tool](/tools/development-process) estimates a launch date from any start date, and you can always [talk to our launch team](/contact) about a plan for your brand.`,
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
    mainImage: [
      'bottle-group',
      'amber',
      'three floor',
      'Three perfume flacons holding fragrances of different depths of colour, side by side',
    ],
    body: rich(
      `The words on a perfume bottle are not marketing flourishes: they describe how much fragrance concentrate is dissolved in alcohol. The higher the concentration, the longer the scent tends to last on skin, the closer it sits to the body and the more it costs to make. Choosing a concentration is one of the first technical decisions in a launch, and one of the easiest to get wrong.

## The usual ranges

- **Extrait de parfum:** 20 to 30 per cent fragrance concentrate
- **Eau de parfum:** 15 to 20 per cent
- **Eau de toilette:** 5 to 15 per cent
- **Eau de cologne:** 2 to 5 per cent
- **Body mist:** 1 to 3 per cent

There is no legal definition of these names in the UK or the EU, so houses vary. One brand’s eau de parfum is another’s eau de toilette, and a few niche houses label everything as extrait. What matters more than the name is that the concentration suits the fragrance and the way it will be worn.

Formats matter too. Travel sprays and miniatures are often filled at the same concentration as the full size, but body mists and hair mists are deliberately light, because they are sprayed generously and over larger areas of skin. Hair mists may also need a different base, with less alcohol, so that they do not dry the hair.

## Concentration is not the same as strength

A sparkling citrus cologne can feel heavy and blurred at extrait strength, because the bright top notes are smothered by everything underneath them. A dense oud or a resinous amber, on the other hand, may need the extra weight to unfold properly. Our perfumers often smell a formula at two or three concentrations before recommending one, and the answer is not always the highest the budget allows.

Longevity also depends on the materials themselves. Musks, woods and resins last for hours at any concentration; citrus and aldehydes fade quickly even at 25 per cent. A well-built eau de parfum can outlast a poorly built extrait.

## How we test a concentration

We never judge a concentration on a blotter alone. Paper holds fragrance differently from skin, and it flatters heavy materials. Each candidate is made up at the proposed strength, left to macerate, and worn by a small panel on the inside of the wrist for a full day. The panel records how the fragrance opens, how it sits after an hour and what is left after six. Only then do we compare strengths side by side.

We also spray each candidate from the pump you will actually use. A fine-mist pump delivers around 0.07 ml per spray; a coarser one can deliver twice that, and a customer who is used to three sprays of a light cologne may find three sprays of an extrait overwhelming. The dose and the concentration work together.`,
      inlineImage(
        'lab',
        'blog-concentrations-blending',
        'bench',
        'A beaker of concentrate and a pipette on the laboratory bench beside dipped blotters, vials behind',
        'Concentrate is measured into perfumer’s alcohol and a little water, then left to macerate.',
        'amber',
      ),
      `## What is in the rest of the bottle

The remainder is mostly perfumer’s alcohol, a denatured ethanol of very high purity, with a little deionised water in lighter concentrations. Water softens the first spray and lowers the cost, but too much can make a fragrance cloudy when it is chilled, so we test every formula at low temperature before it is filled.

After blending, the fragrance is left to macerate for one to three weeks so that the materials settle together, then chilled and filtered to remove anything that might come out of solution in a cold shop window.

## Why it changes the cost

Fragrance concentrate is usually the most expensive ingredient in the bottle. Moving a 50 ml eau de parfum from 15 to 20 per cent adds 2.5 ml of concentrate per bottle; across 5,000 bottles that is 12.5 litres, which at typical prices for a fine fragrance can add more to the unit cost than the cap does.

It also changes the compliance picture. IFRA limits apply to the finished product, so a material that is comfortably within its limit at 10 per cent may exceed it at 25 per cent. Raising the concentration late in a project can mean reformulating.

## Choosing for your brand

- If your customers expect a scent that lasts through the day, an eau de parfum at 15 to 18 per cent is a safe start.
- If the fragrance is bright and fresh, try it as an eau de toilette before assuming more is better.
- If you plan an extrait as a prestige edition, ask for the IFRA picture at that strength before you commit to it.

Our [fragrance calculator](/tools/fragrance-calculator) works out the oil, alcohol and water for any bottle size, quantity and concentration, with a filling overage included, so you can see what each choice means in litres before you ask for a quotation.`,
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
    mainImage: ['glass', 'stone', '', 'Empty flacons of different shapes straight from the glassworks, standing in warm light'],
    body: rich(
      `Few decisions shape a fragrance brand as much as the bottle. It is the object customers pick up, photograph and keep long after the fragrance has gone. It is also the decision with the longest lead time and the biggest upfront cost, which is why it deserves more than a mood board and a gut feeling.

## The case for bespoke

A bespoke bottle is yours alone. No competitor can use it, and over time its silhouette becomes recognisable without a logo. It can carry the story of the brand in its proportions: a shoulder borrowed from an old apothecary jar, a base as thick as a paperweight, a facet that catches the light in a particular way.

The costs are real, though. Expect a mould cost of £18,000 to £45,000 depending on complexity and the number of cavities, minimum runs of 10,000 to 30,000 bottles, and 14 to 20 weeks from approved drawing to first production glass. Heavy bases and sharp edges add cost and reject rates, because they are harder to form evenly.

### How a bespoke bottle is made

It begins with a sketch and a conversation about weight, capacity and the cap. Our designers turn the sketch into a technical drawing and a 3D model, and we print a resin prototype you can hold within a couple of weeks. Proportions that look elegant on screen often feel wrong in the hand: a shoulder too steep to pour from, a base too heavy for the cap to balance. It is far cheaper to find that out in resin than in steel.

Once the drawing is approved, the glassworks cuts the mould, makes a small trial run and sends samples. We check them for wall thickness, base thickness, neck finish and the fit of the pump and cap, then approve the mould for production. Only then is the first full run scheduled, usually weeks later, because furnaces are booked far ahead.`,
      inlineImage(
        'studio',
        'blog-bespoke-glass-drawing',
        'technical',
        'A technical drawing of a flacon in front and side view, its white resin prototype lying on the sheet',
        'Bespoke glass is made to our drawings by partner glassworks in France, Italy and Poland.',
        'amber',
      ),
      `## The case for stock

Our [stock range](/catalogue) includes heavy-base flacons that look and feel anything but ordinary. With the right decoration, a stock bottle can look entirely your own:

- **Lacquer**, solid or graded, matched to a Pantone reference
- **Acid-etched or sprayed frosting**, all over or in a band
- **Screen printing** in up to six colours, or a single line of hot foil
- **A custom cap** in zamac, wood or Surlyn, which changes the character of a bottle more than almost anything else

Decorated stock glass can be ready in around six weeks, from 500 units, with no tooling cost at all.

Decoration has costs of its own, but they are modest. A screen-printing screen or a foil block costs a few hundred pounds; a lacquer colour match is usually included. The limits are physical rather than financial: some finishes do not sit well on tight curves, and a full wrap of lacquer hides the juice, which may or may not be what you want.`,
      inlineImage(
        'bottle',
        'blog-bespoke-glass-decoration',
        'rect label gold cube-cap plinth',
        'A stock flacon dressed with a printed label carrying the name Oriane, and a gold cube cap',
        'A printed label and a custom cap turn a stock bottle into a brand bottle.',
        'rose',
        'Oriane',
      ),
      `## The middle way

Between the two sits a route many brands overlook: a stock bottle with a bespoke cap. The cap is the part customers touch first, and a weighted zamac cap in a shape of your own costs a fraction of a glass mould. It can also move with you when you later commission bespoke glass, so the brand’s signature survives the change.

## Questions to ask yourself

1. Will you sell more than 10,000 bottles of this shape in the first two years?
2. Is the bottle central to the brand story, or is the fragrance?
3. Does your launch date allow 20 weeks for glass, with time to spare?
4. Will the same bottle carry several fragrances, so the mould cost is shared?
5. Do you have the cash to hold a year’s stock of glass?

If the answer to the first and third is no, decorated stock glass is almost certainly the right choice for now.

## What we usually recommend

> Many of the brands we work with launch in decorated stock glass and move to bespoke for their second collection, once they know what their customers love.

That path lets the first collection prove itself without tying up money in a mould, and it gives the second collection a reason to be talked about. When the time comes, the bespoke bottle is designed with everything learned from the first: which sizes sold, which caps customers commented on, which finishes photographed well.

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
    mainImage: ['lab', 'sage', 'organ', 'Fragrance materials in amber and clear vials on tiered shelves above the laboratory bench'],
    body: rich(
      `The International Fragrance Association, IFRA, publishes standards that restrict or prohibit certain fragrance materials depending on how the finished product is used. Every responsible fragrance house works to them, retailers increasingly ask to see the evidence, and for a new brand they can feel like a wall of acronyms. They need not be. This is a plain guide to what IFRA compliance means in practice and what you should expect from your manufacturer.

## What the standards are

IFRA standards are a self-regulatory code, built on safety assessments by an independent expert panel. Each standard covers one material, or a group of related materials, and says one of three things: that it is prohibited, that it may only be used up to a certain level, or that it must meet a purity specification. The standards are revised in amendments every few years, and each amendment brings new or tighter limits.

Although IFRA is not law in itself, it sits very close to it. UK and EU cosmetics regulation requires a safety assessment for every product placed on the market, and no safety assessor will sign off a fragrance that breaks an IFRA standard.

## Categories matter

IFRA sorts products into categories by how they meet the skin and how much of them is used. A fine fragrance sprayed on the neck sits in a different category from a body lotion, a candle or a rinse-off shower gel, and each category has its own limits. That is why the same fragrance can be used at 20 per cent in an eau de parfum but only at a fraction of that in a lip balm, and at a very different level again in a candle.

When you extend a fragrance from a perfume into body care or home fragrance, it must be checked again for each new category. It is common for a fine fragrance to need a small adjustment before it can be used in a hand cream.

## What you should receive from your manufacturer

- An **IFRA Certificate of Conformity** for each fragrance, naming the amendment it was assessed against and the maximum use level in each category
- An **allergen declaration**, listing the labelled allergens and their levels in the concentrate, so the right names appear on your label
- **Safety data sheets** for the fragrance concentrate, for handling, storage and transport
- For cosmetics sold in the UK and EU, the formula data your safety assessor needs for the **Cosmetic Product Safety Report**

If a supplier cannot provide these, or provides them only after the product is made, treat it as a warning.

## What retailers and importers ask for

Large retailers increasingly run their own compliance checks before listing a product. Expect to be asked for the IFRA certificate, the allergen declaration, the safety assessment summary and, for home fragrance, the CLP label text and safety data sheet. Some ask for a statement that the product contains no materials on their own restricted list, which can be stricter than the law. It saves time to keep a single compliance file for each product, updated whenever the formula or the label changes.

Exporting adds its own requirements. The United States regulates fragrance under cosmetics law with different labelling rules, and several countries in the Middle East and Asia require product registration before import. We prepare the formula documents for each market, but the registration itself is usually made by your distributor, and it can take months. Start the conversation with your distributor as soon as the markets are chosen.`,
      inlineImage(
        'swatch',
        'blog-ifra-naturals',
        'ingredients',
        'Natural materials laid out on a table: rose petals, vanilla pods, sandalwood and resin tears',
        'Natural materials carry allergens of their own, which must be declared like any other.',
        'stone',
      ),
      `## Naturals are not exempt

A common surprise for new brands is that natural materials are restricted too. Essential oils and absolutes are complex mixtures, and many contain the same molecules that IFRA limits or that must be declared as allergens. A fragrance built largely from naturals may carry a longer allergen list than a synthetic one, not a shorter one. We tell you this at the brief stage, so that a “natural” story and a short ingredient list are not promised to customers in the same breath.

## Labelling

In the UK and EU, certain fragrance allergens must be named in the ingredient list when they exceed set thresholds in the finished product: 0.001 per cent in leave-on products and 0.01 per cent in rinse-off products. The list of allergens to be named has recently been expanded considerably, with a transition period for products already on the market. Labels designed a few years ago may need updating, and it is worth checking before your next print run rather than after.

Home fragrance has its own labelling under CLP, the classification, labelling and packaging regulation. Candles and diffusers often need hazard pictograms and precautionary statements that depend on the fragrance and the load. We supply the label text for each fragrance and format, ready for your artwork.

## An example: bergamot

Bergamot is one of the best-loved materials in perfumery, and a good illustration of how the standards work. Natural bergamot oil contains small amounts of bergapten, a furocoumarin that can make skin sensitive to sunlight. IFRA limits furocoumarins in products that stay on the skin, so a cologne built on cold-pressed bergamot must either keep the oil below the limit or use a bergapten-free grade, from which the furocoumarins have been removed. The perfumer chooses; the fragrance can smell almost identical either way, but the paperwork must show which was used.

Examples like this are why we ask about the product categories at the brief. A bergamot-heavy fragrance that is fine in a candle may need the bergapten-free grade in a body mist, and it is much easier to build that in from the start than to swap it later.

## Reformulation without losing the scent

When a standard tightens, the goal is always to keep the fragrance smelling as customers know it. Our perfumers start by finding where the restricted material sits in the formula and what it contributes: a lift in the top notes, a warmth in the heart, a fixative effect in the base. They then rebuild that contribution from materials that are not restricted, and the new version is smelled blind against the old by a trained panel. Only when the panel cannot reliably tell them apart is the new formula proposed to the brand.

## When the standards change

Each IFRA amendment comes with a date by which new products must comply and a later date for existing ones. When an amendment is published, we review every formula we manufacture against it and tell each client which fragrances are affected and what we propose. Usually the change is invisible to the customer: a material replaced by another that smells the same. Occasionally it means a fragrance must be rebalanced, and we would rather tell you a year early than a month late.

## A short checklist for a launch

1. Confirm the product categories at the brief, including anything you might add later
2. Ask for the IFRA certificate and allergen declaration with the first approved sample
3. Share them with your safety assessor as soon as the formula is final
4. Build the allergen list into your artwork before the proofs
5. Keep every certificate on file, by batch, for at least ten years

> Compliance is not a box to tick at the end. It shapes the formula from the first brief.

Our [inclusion rates tool](/tools/inclusion-rates) shows typical fragrance loads by product type, always with the caveat that the IFRA limits for the specific fragrance apply. If you would like us to review the documents you already have, [get in touch](/contact).`,
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
    mainImage: ['box', 'stone', 'samples', 'Unprinted white samples of a rigid box, one closed and one open with its moulded pulp insert'],
    body: rich(
      `Long before a customer smells your fragrance, they feel its box: the weight of the lid, the texture of the paper, the resistance as it opens, the small sound it makes when it closes. A good box sets expectations that the fragrance then meets. A careless one spends money on board and print and still manages to say “this is ordinary”.

## Start with the structure

We always begin with white samples: unprinted boxes in the real board, with the real insert and the real bottle. You learn more from opening a white sample than from any render, because structure is about the hands, not the eyes.

- Does the lid lift with a gentle pull, or drop away too fast?
- Is the bottle presented the right way up, label facing you?
- Can the customer lift the bottle out without tipping the box?
- Does the box survive a drop from counter height with the bottle inside?

Rigid boxes, folding cartons and drawer boxes each open in a different rhythm. A lift-off lid is a small ceremony; a drawer slides out and invites you in; a magnetic flap gives a satisfying close. Choose the rhythm that suits the fragrance before choosing the paper.`,
      inlineImage(
        'box',
        'blog-packaging-foil-proofs',
        'foil ivory gold',
        'Close view of ivory board with a blind-embossed frame and the name Verdelle in gold foil',
        'A foil and emboss proof on the chosen board.',
        'champagne',
        'Verdelle',
      ),
      `## Then the surface

Paper, foil and embossing should say the same thing as the fragrance. A fresh cologne suits a crisp, bright board and a single line of foil; a dark amber might want a textured black paper and a deep blind emboss that you notice only when the light rakes across it.

### Finishes we reach for most

- Cotton and recycled-fibre papers with a soft hand-feel
- Hot foil in muted metallics rather than mirror gold
- Multi-level embossing for a logo you can feel with your eyes closed
- Soft-touch laminates used sparingly, because they mark easily in store

We proof every finish on the chosen board, side by side, because a foil that glows on a smooth white stock can look flat on a textured one. Clients approve the proof, not a swatch book.

## The inside counts as much as the outside

The inside of the lid, the insert and the tissue are where a box becomes a gift. A colour inside the lid that is different for each fragrance lets one outer box serve a whole collection. A short line printed under the bottle, found only when it is lifted out, is remembered long after the outside is forgotten.`,
      inlineImage(
        'box',
        'blog-packaging-pulp',
        'mailer kraft',
        'An open kraft mailer with a moulded pulp insert holding a flacon',
        'Moulded pulp holds heavy glass as well as foam ever did.',
        'sage',
      ),
      `## Plastic-free, without compromise

Every insert we have designed since 2021 is plastic-free unless a brand asks otherwise. Moulded pulp now protects heavy glass as well as foam, it can be pressed in fine detail, and it recycles with the box. The trick is to design the insert for pulp from the start, with generous radii and draft angles, rather than translating a foam design.

## Costs worth knowing

Rigid boxes cost more than cartons, often three to five times as much, because they are built by hand around a grey-board core. If your budget is tight, a well-engineered folding carton in a beautiful board with one fine finish will look more luxurious than a cheap rigid box. Spend on the board and the structure first; spend on finishes last.

## Recyclability is part of the design

A box that cannot be recycled undoes much of the good of a plastic-free insert. Foils, laminates and magnets all affect whether a box can go into household recycling. We keep foils to small areas, avoid full laminates, and use magnets that can be removed. For every design we state how the box should be disposed of, so the brand can print it with confidence.

## How a box project runs

1. We receive the bottle’s technical drawing, or a physical sample
2. We propose two or three structures and build white samples
3. You choose a structure; we refine it until the fit and the opening feel right
4. We proof boards, foils and embossing, side by side
5. Artwork is approved on a printed proof, never on screen alone
6. Production takes six to eight weeks, then the boxes come to our line for packing

The whole process takes ten to fourteen weeks for a rigid box, a little less for a carton. It runs alongside the glass, so it rarely sets the launch date, provided the structure is decided before the artwork.

Read more about our [secondary packaging](/services/secondary-packaging), or send us your bottle drawing and we will send back a white sample.`,
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
    mainImage: [
      'bottle-group',
      'champagne',
      'minis rect gold cube-cap four steps',
      'Four miniature flacons with gold caps on stepped champagne plinths',
    ],
    body: rich(
      `A gift with purchase has two jobs. First it has to tip a customer into buying today. Then, ideally, it should stay in their life long enough to remind them where it came from. Most gifts manage the first; the best manage both, and they are not always the most expensive.

## Five principles

1. **Use real materials.** Glass and metal say “keep me”; thin plastic says “bin me”. A 5 ml miniature in real glass with a metal cap costs a little more than a plastic vial and is kept ten times as long.
2. **Make it useful.** A travel spray, a pouch that fits a phone, a candle that burns for twenty hours. Useful gifts travel with the customer and are seen by their friends.
3. **Carry the brand quietly.** A debossed logo outlives a printed slogan. Customers keep things that look good on their dressing table, not things that look like advertising.
4. **Design for the counter.** The gift has to look generous next to the full-size product and fit the space the retailer gives it. We mock up the counter display before the gift is approved.
5. **Plan the logistics first.** A beautiful gift that arrives after the promotion starts is worth nothing.

## Choosing a format

The format follows the spend threshold. For a promotion with a low threshold, a vial on a printed card or a sachet of a candle fragrance is enough to delight. For a higher threshold, customers expect something they would have paid for: a 5 ml miniature with a real cap, a travel candle, a pouch. For the very top of a promotion, a discovery set of three or four miniatures in a small coffret feels like a present rather than a sample.

Whatever the format, the gift should introduce the full-size product rather than replace it. A miniature of the fragrance the customer has just bought is pleasant; a miniature of the one they have not tried yet is a reason to come back.

## Budgeting per unit

We work back from a cost per unit that the promotion can carry, including packing and delivery. A miniature at a few pounds, filled on the same line as the full size, is often better value than a novelty item at half the price, because it is kept. We present three concepts at different prices within a week of the brief, each with a sample or a render, so the decision can be made with the buyer in the room.`,
      inlineImage(
        'candle',
        'blog-gwp-travel',
        'travel',
        'A travel candle in a tin beside a zipped cosmetic pouch',
        'A travel candle and a pouch: useful, portable and kept.',
        'stone',
      ),
      `## The logistics are half the work

Department stores each publish routing guides: how cartons must be labelled, how many units per carton, which barcode goes where, how deliveries are booked and how early they may arrive. A promotion across several retailers can mean packing the same gift in four different ways. We pack to these guides every week, and we book delivery slots as soon as the promotion date is fixed, because slots in November go quickly.

For large promotions we pack by store, so that each door receives exactly its allocation in one labelled carton. It costs a little more than shipping bulk to a distribution centre, but it means the gift is on the counter the morning the promotion starts.

## Gifts without waste

A gift that is thrown away is waste twice over: the materials, and the money that made it. We design gifts to be kept, but we also design out the waste around them. No plastic windows or blister trays; cartons sized to the gift, not to the counter; quantities planned with the retailer’s past sell-through so that thousands of gifts are not left over in January.

When stock does remain after a promotion, we help find it a second life: as samples for the brand’s own website orders, as a thank-you for loyal customers, or repacked for a later promotion. A gift planned with that flexibility in mind, with no dates or seasonal messages printed on it, is far easier to use well.`,
      inlineImage(
        'warehouse',
        'blog-gwp-despatch',
        'despatch',
        'Boxed gifts lined up on the packing table, a shipping carton open and a wrapped pallet behind',
        'Packed by store and labelled to each retailer’s routing guide.',
        'ivory',
      ),
      `## Measuring whether it worked

Ask for more than the sell-through. The real measure of a gift with purchase is how many of the customers who received it came back for a full size within three months. Brands that track this find that the gifts customers keep are the gifts that pay for themselves.

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
    mainImage: ['bottle', 'sage', 'round atomiser silver plinth', 'A round screw-neck flask with a silver spray pump on a pale plinth'],
    body: rich(
      `Refillable packaging has moved from a niche promise to something customers expect from a luxury brand. But a refill nobody buys saves nothing. The outer pack is made either way; the benefit only arrives with the second, third and fourth purchase. The design has to make refilling feel like part of the pleasure of the brand, not a chore done for the planet.

## Three ways to refill a fragrance

- **Screw-neck bottles** with a removable pump, refilled from a larger flask
- **Refill pouches or flasks** with a funnel-free spout
- **Cartridges** that slide into a permanent outer case

Each has trade-offs in cost, leak risk and how luxurious it feels. Screw necks are the simplest and work with many stock bottles; cartridges are the most elegant, but they require bespoke tooling and a commitment to the format for years.

## Designing the outer to last

A refillable outer has to survive years of use, not months. That changes the choices: heavier glass that does not chip when it is set down hard, caps in zamac or wood rather than coated plastic, lacquers and prints tested against hand cream and alcohol. We rub-test decoration with perfume itself, because a customer refilling a bottle will inevitably spill a little on the label.

The outer also has to look good empty for a moment, while it is being refilled. A bottle that looks shabby without its juice, or a jar with a visible seam inside, undermines the ritual.

## Why crimped pumps cannot be refilled

Most fine fragrance bottles have a crimped pump: a metal ferrule squeezed tightly around the neck so that it can never come off. It is the most reliable seal there is, which is exactly why it cannot be refilled. A refillable bottle needs a screw neck, usually 18/415 or a similar finish, and a pump designed to be unscrewed and screwed back many times without loosening.`,
      inlineImage(
        'skincare',
        'blog-refill-pod',
        'refill',
        'An open refillable jar of cream, its lid aside, beside a refill pod with a foil lid',
        'In skincare, the refill pod drops into the outer jar; nothing else is thrown away.',
        'stone',
      ),
      `## What we have learned

> Customers refill when it takes less than a minute and nothing spills. Every extra step loses a few more of them.

- **Make the refill beautiful too.** A refill that looks like a hospital supply is hidden in a cupboard and forgotten. A refill flask in the brand’s colour sits on the shelf and reminds the customer to use it.
- **Price it honestly.** Customers notice when a refill costs almost as much as a new bottle. A refill at 70 to 80 per cent of the full price feels fair.
- **Test with real hands.** We prototype the refill journey with people who have never seen the product before, and we time them. Anything over a minute, or any spill, sends the design back.
- **Think about the counter.** Refills are often sold online; a refill that can be posted safely without an outer box is worth designing for.

## Candles and home fragrance

Refilling is easier in home fragrance than in fine fragrance. Candle vessels can be returned and refilled in our facility, or customers can buy a refill candle in a simple tin that drops into the original vessel. Reed diffuser bottles are refilled from pouches, and the reeds replaced every few months.

## Refills and the formula

The formula has to cooperate too. A fragrance that changes colour slightly over time will show a line when fresh juice is added to old; a cream that separates in a pouch will not pour cleanly. We test refills with the product itself, including a refill into a half-full outer, before we sign off a system.

## What a refill system costs

A screw-neck system built on stock glass costs little more than a crimped one: the pump is a few pence dearer and the refill flask or pouch is a new component to buy and fill. A cartridge system is a different matter, with tooling for the cartridge and the case that can reach the cost of a bespoke bottle mould. We usually suggest starting with a screw neck, proving that customers refill, and investing in a cartridge for the next generation if they do.

## Measuring it

We ask every brand launching a refillable product to track one number: the share of sales that are refills after the first year. More than half of the skincare packs we supplied last year were refillable, and the best performers sell one refill for every new outer. Read about our [skincare componentry](/services/skincare-componentry) and how we design refill systems from the start.`,
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
    mainImage: ['machine', 'stone', 'filling', 'Six filling nozzles lowered into a row of flacons, fragrance running into each'],
    body: rich(
      `Visitors to our Hertfordshire facility are often surprised by how calm the filling room is. There is no rush at the end of the process, because everything that matters has been planned and checked before the first bottle is filled. The last 48 hours before a fragrance leaves us are the most visible part of manufacturing, but they rest on weeks of preparation.

## Before filling

Finished fragrance arrives in the filling room only after it has been compounded, macerated and released by our quality team. Compounding means weighing each material of the formula, in order, on calibrated balances against a printed batch record, with every raw material lot recorded. The blend is then macerated with perfumer’s alcohol for one to three weeks, so that the materials settle together.

Before filling, the fragrance is chilled to around −5 °C and filtered. Chilling makes waxes and insoluble materials fall out of solution, so they are caught by the filter rather than appearing as a haze in a cold shop window months later. A sample from every batch is smelled against the approved standard and checked for colour and clarity before the batch is released to the line.

## Goods in

Components arrive from glassworks, cap makers, pump suppliers and printers, often from several countries. Each delivery is checked against its specification before it is accepted: glass for bubbles, stones, seams and base thickness; pumps for dose and dip tube length; caps for finish and fit; boxes for colour against the approved proof. A delivery that fails is quarantined and the supplier told the same day. It is far better to find a fault in a box of glass on the dock than in a filled bottle on the line.`,
      inlineImage(
        'machine',
        'blog-filling-room-filtration',
        'filtration',
        'A chiller reading −5.0 °C beside a stainless filter housing and a chilled tank',
        'Chilled and filtered before it reaches the line.',
        'ivory',
      ),
      `## Setting up the line

Each run begins with a line clearance: every bottle, cap, carton and label from the previous run is removed and the removal signed for, so that nothing from one brand can end up in another’s box. The components for the new run are checked against the specification, and the first bottles are set up by hand: fill height, pump crimp height, cap fit, label position.

## On the line

1. Bottles are blown clean with filtered air, to remove dust from the glassworks
2. Vacuum fillers bring each bottle to its fill height, whatever the glass tolerance
3. The pump is crimped or screwed on, and a sample of bottles is sprayed to check the dose
4. Collars and caps are fitted, by machine or, for heavy zamac caps, by hand
5. Labels and batch codes are applied and checked by a camera
6. Every bottle is inspected under daylight lamps before boxing

Vacuum filling deserves a word. Glass bottles vary slightly in their internal volume, so filling to a volume would leave some bottles looking fuller than others. A vacuum filler fills to a level instead: it draws fragrance in until it reaches a set height in the neck, so every bottle on the shelf looks the same.

## Checks along the way

Fill heights are checked by eye and by weight at the start of each shift and every hour after. Crimp height is measured with a gauge, because a crimp that is too loose leaks and one that is too tight cracks the neck. Cap pull-off force is tested on a sample from every run. Any deviation stops the line until it is understood.

Anyone on the line may stop it. Nobody is ever asked why they did; they are asked what they saw. Most stops last a few minutes and turn out to be nothing, and we consider that a good use of the time.

## The people on the line

Our filling room runs two shifts. Each line has a line leader, who sets it up and signs off the first bottles, and a team of operators who load components, watch the machines and check the product as it passes. Many of them have been with us for more than ten years and can tell by the sound of a capping head that something is about to go wrong. New starters spend their first weeks in the hand-finishing room, where they learn what a perfect bottle looks like before they are trusted to judge one at speed.`,
      inlineImage(
        'bottle',
        'blog-filling-room-inspection',
        'rect silver cube-cap window',
        'A filled flacon with a silver cube cap on a dark plinth, window light falling on the wall behind',
        'Every bottle is inspected in daylight before it is boxed.',
        'noir',
      ),
      `## Finishing by hand

Limited editions and intricate finishes go to our hand-finishing room, where a team of twelve ties cords, presses wax seals, numbers editions and assembles coffrets. A skilled finisher can tie a silk cord around 300 bottle necks in a shift, each one the same.

## Traceability

Each bottle carries a batch code linking it to the fragrance lot, the component deliveries and the shift that filled it. Retained samples of every batch are kept for the shelf life of the product plus a year. If a retailer or a regulator ever asks a question, we can answer it in minutes.

## Packed and shipped

Finished bottles are boxed, cellophane-wrapped where the brand wants it, packed into shipping cartons and palletised. Alcohol-based fragrance is stored under bond in our HMRC-approved warehouse until it is despatched, so that duty is paid only when it leaves.

Learn more about our [filling and assembly service](/fragrance-filling-assembly) or [book a visit](/contact) to see it for yourself.`,
    ),
  },
  {
    slug: 'london-packaging-week-2025',
    title: 'Five things we learned at London Packaging Week 2025',
    excerpt:
      'Two days on our stand at ExCeL London: what buyers asked about most, from heavy-base stock glass to plastic-free inserts and refills.',
    author: 'marcus-feld',
    publishedAt: '2025-10-24T08:00:00Z',
    categories: ['events', 'packaging'],
    mainImage: ['box', 'ivory', 'coffret', 'An open coffret of miniature flacons held in a moulded pulp insert'],
    body: rich(
      `We exhibited at London Packaging Week again this October, on stand D82 in halls S2 and S3 at ExCeL London. Over two days our launch, glass and packaging teams spoke to more than 400 visitors, from founders with a first fragrance in mind to buyers from some of the largest houses in Europe. The show has changed over the years we have exhibited. It used to be dominated by the big packaging converters; now a third of the floor belongs to smaller specialists, and the visitors include founders who are planning their first product, not only buyers from established houses. That suits us, because so much of our work is helping a brand make its first decisions well.

Here is what we heard most often.

## 1. Heavy-base stock glass is in demand

Our new heavy-base stock flacons in 30, 50 and 100 ml drew more attention than anything else on the stand. Brands want the weight and clarity of bespoke glass without the mould cost, and several asked whether the same shapes could be decorated in-house. They can.

The conversations confirmed something we see in our own orders: the line between stock and bespoke is blurring. A heavy stock flacon with a bespoke cap and a graded lacquer can look as individual as a new mould, at a fraction of the cost and in a third of the time.

## 2. Plastic-free is now the default question

Almost every packaging conversation began with inserts. Buyers no longer ask whether a box can be plastic-free; they ask how well moulded pulp protects heavy glass and whether it can be made in colour. We showed drop-test results alongside the samples, and they did more to persuade than any claim.

Colour is the next frontier. Pulp in natural grey or white suits most boxes, but brands with a strong colour identity want the insert to match. Dyed pulp is possible, and we will be showing samples at the next show.`,
      inlineImage(
        'bottle-group',
        'blog-lpw-heavy-base',
        'family square heavy gold cube-cap slab',
        'Three square heavy-base flacons in 30, 50 and 100 ml with gold cube caps',
        'The new heavy-base stock flacons in three sizes.',
        'champagne',
      ),
      `## 3. Refills need to feel like luxury

Visitors liked our refillable fragrance and skincare formats, but the questions were about how the refill looks, not only how it works. A refill that sits in a cupboard is a refill that is forgotten.

Several brands told us their first refillable launch had disappointed: customers bought the outer and never came back for the refill. In almost every case the refill had been designed as an afterthought. The lesson we share at every opportunity is to design the refill first.

## 4. Private label is a serious route to market

The smelling bar of twelve fragrances from our private label library was busy on both days. Several visitors were retailers planning an own-label edit; others were new brands who wanted to launch quickly and move to bespoke later.

The fragrances that people returned to were not the boldest but the most wearable: a soft musk, a fig and cedar, a clean citrus cologne. It is a useful reminder that a first collection is judged on whether people wear it every day.

## 5. People want to see the factory

The question we were asked most often was simply whether visitors could come and see where it is all made. The answer is yes: we welcome brand visits by appointment, and most clients visit before their first production run.

Thank you to everyone who came to see us.

## By the numbers

- More than 400 conversations over two days
- 120 discovery sets handed out from the smelling bar
- 38 requests for white samples of boxes and inserts
- 17 factory visits booked on the stand

## What we will bring next time

Next time we will bring dyed moulded pulp, a wider range of heavy-base stock glass with bespoke caps, and a working refill station so that visitors can try refilling a fragrance themselves in under a minute. We will also bring members of our compliance team, because so many questions on the stand were about labelling and allergens rather than design.

 We will be back at London Packaging Week in October 2027; in the meantime, [get in touch](/contact) to book a visit or a meeting.`,
    ),
  },
];

export const postSlugs = POSTS.map((post) => post.slug);

export const blog: Doc[] = POSTS.map((post) => {
  const [kind, tone, variant, alt] = post.mainImage;
  return {
    _id: id.post(post.slug),
    _type: 'post',
    _createdAt: post.publishedAt,
    _updatedAt: post.publishedAt,
    title: post.title,
    slug: slug(post.slug),
    excerpt: post.excerpt,
    mainImage: image(kind, 'scene', `blog-${post.slug}`, alt, { tone, ...(variant ? { variant } : {}) }),
    body: post.body,
    author: ref(id.author(post.author)),
    publishedAt: post.publishedAt,
    categories: post.categories,
    seo: seo(post.title.length <= 50 ? `${post.title} | Ashcombe & Vale` : post.title.length <= 65 ? post.title : undefined, post.excerpt),
  };
});
