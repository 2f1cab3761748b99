import { id } from './ids.ts';
import { md, slug, type Doc } from './lib.ts';

const FAQS: { slug: string; category: string; title: string; answer: string; alsoAskedAs?: string[] }[] = [
  {
    slug: 'what-do-i-need-before-contacting-you',
    category: 'getting-started',
    title: 'What do I need before contacting you?',
    answer: `Nothing more than an idea. It helps to know roughly how many units you hope to sell in the first year, your target retail price and when you would like to launch, but we are happy to work those out with you in a first call.`,
  },
  {
    slug: 'do-you-work-with-start-up-brands',
    category: 'getting-started',
    title: 'Do you work with start-up brands?',
    answer: `Yes. Many of our longest-standing clients launched their first fragrance with us. For new brands we usually suggest our [private label](/private-label-fragrance) route or decorated stock glass, which keep minimums and upfront costs low.`,
  },
  {
    slug: 'what-is-the-difference-between-private-label-and-bespoke',
    category: 'getting-started',
    title: 'What is the difference between private label and bespoke?',
    alsoAskedAs: ['private label price', 'private label lead time', 'lead time'],
    answer: `**Private label** means choosing a finished fragrance from our library and stock components, then branding them as your own. **Bespoke** means a fragrance composed for you, and often a bottle or cap designed for you.

Private label can launch in around ten weeks from 500 units; bespoke usually takes six to nine months.`,
  },
  {
    slug: 'what-is-your-minimum-order-quantity',
    category: 'pricing',
    title: 'What is your minimum order quantity?',
    alsoAskedAs: ['MOQ', 'minimums', 'minimum order', 'private label minimum'],
    answer: `It depends on the components:

- Private label fragrance in stock glass: 500 units per fragrance
- Decorated stock glass: 500 to 1,000 units
- Bespoke glass: usually 10,000 units or more per shape
- Candles: 300 units per fragrance

We will always tell you where a larger run would lower the unit cost noticeably.`,
  },
  {
    slug: 'how-much-does-it-cost-to-launch-a-fragrance',
    category: 'pricing',
    title: 'How much does it cost to launch a fragrance?',
    alsoAskedAs: ['price', 'pricing', 'price per unit', 'private label price', 'budget'],
    answer: `A private label launch of one fragrance can start at a few thousand pounds. A bespoke fragrance in bespoke glass with a rigid box is a five- or six-figure investment. Our [cost calculator](/tools/cost-calculator) gives a first estimate per unit, and we provide a full quotation after the brief.`,
  },
  {
    slug: 'do-i-own-my-fragrance-formula',
    category: 'fragrance',
    title: 'Do I own my fragrance formula?',
    answer: `A bespoke fragrance created for you is exclusive to your brand, and we will never sell it to anyone else. The formula itself stays confidential with us, as is standard across the industry, and we keep it in production for you for as long as you need it.`,
  },
  {
    slug: 'can-you-match-an-existing-fragrance',
    category: 'fragrance',
    title: 'Can you match an existing fragrance?',
    answer: `We can match your own fragrance, for example if you are moving production to us or need it reformulated for new regulations. We do not copy fragrances belonging to other brands.`,
  },
  {
    slug: 'how-long-does-fragrance-development-take',
    category: 'fragrance',
    title: 'How long does fragrance development take?',
    alsoAskedAs: ['lead time', 'timeline', 'time to launch'],
    answer: `A bespoke fragrance usually takes 12 to 16 weeks from brief to approved formula, including eight weeks of stability testing. Try our [development process tool](/tools/development-process) to see a full launch timeline from your start date.`,
  },
  {
    slug: 'how-long-does-a-bespoke-bottle-take',
    category: 'packaging',
    title: 'How long does a bespoke bottle take?',
    alsoAskedAs: ['glass lead time', 'lead time', 'tooling'],
    answer: `Typically 14 to 20 weeks from approved drawing to first production glass: around four weeks for design and prototypes, eight to ten for the mould, and two to four for first samples and approval.`,
  },
  {
    slug: 'is-your-packaging-recyclable',
    category: 'packaging',
    title: 'Is your packaging recyclable?',
    answer: `Our boards and papers are FSC certified, our standard inserts are moulded pulp rather than foam, and we design for separation so glass, metal and card can each be recycled. Some finishes, such as heavy lamination, reduce recyclability, and we will always say so when you choose them.`,
  },
  {
    slug: 'can-you-supply-refillable-packaging',
    category: 'packaging',
    title: 'Can you supply refillable packaging?',
    answer: `Yes: screw-neck fragrance bottles with refill flasks, skincare jars with lift-out inner pots, and candle vessels designed to be refilled. Read more in our article on [designing refillable fragrance](/blog/designing-refillable-fragrance).`,
  },
  {
    slug: 'what-fragrance-load-should-a-candle-have',
    category: 'fragrance',
    title: 'What fragrance load should a candle have?',
    answer: `Most of our candles sit between 8 and 12 per cent, depending on the wax, the vessel and the fragrance. More is not always better: too much fragrance can make a candle smoke or burn unevenly. See typical loads for every product type in our [inclusion rates tool](/tools/inclusion-rates).`,
  },
  {
    slug: 'can-you-fill-fragrance-we-supply',
    category: 'production',
    title: 'Can you fill fragrance we supply ourselves?',
    answer: `Yes. We fill concentrate or finished fragrance supplied by you, in components supplied by you or by us. Incoming goods are checked against your specification before production. See [fragrance filling and assembly](/fragrance-filling-assembly).`,
  },
  {
    slug: 'can-i-visit-your-factory',
    category: 'production',
    title: 'Can I visit your factory?',
    answer: `Please do. Most clients visit our Hertfordshire facility before their first production run. Visits are by appointment, Monday to Friday; [contact us](/contact) to arrange one.`,
  },
  {
    slug: 'do-you-deliver-to-retailers',
    category: 'production',
    title: 'Do you deliver to retailers and distribution centres?',
    answer: `Yes. We pack to retailers' routing guides, book delivery slots and deliver to your warehouse, your retailers' distribution centres or individual stores, in the UK and abroad. Our [freight calculator](/tools/freight-calculator) helps estimate chargeable weights and pallets.`,
  },
  {
    slug: 'are-you-iso-certified',
    category: 'compliance',
    title: 'Are you ISO certified?',
    answer: `Our facility is certified to ISO 22716 (cosmetic good manufacturing practice) and ISO 9001 (quality management), and is SMETA audited. Read our [quality policy](/quality-policy).`,
  },
  {
    slug: 'what-documents-do-i-need-to-sell-fragrance',
    category: 'compliance',
    title: 'What documents do I need to sell fragrance in the UK and EU?',
    answer: `You need a Cosmetic Product Safety Report signed by a qualified safety assessor, a Product Information File, a notification on the UK's SCPN and the EU's CPNP, and compliant labels. We supply the IFRA certificate, allergen declaration and manufacturing data your assessor needs, and can introduce you to assessors we trust.`,
  },
];

export const faqSlugs = FAQS.map((faq) => faq.slug);

export const faq: Doc[] = FAQS.map((item, index) => ({
  _id: id.faq(item.slug),
  _type: 'faqItem',
  title: item.title,
  slug: slug(item.slug),
  category: item.category,
  description: md(item.answer),
  ...(item.alsoAskedAs ? { alsoAskedAs: item.alsoAskedAs } : {}),
  displayOrder: (index + 1) * 10,
}));
