import { id } from './ids.ts';
import { image, ref, type Doc } from './lib.ts';

// Fictional people at fictional brands: quotes are never attributed to real
// people or companies. Eight, so the cards fill their rows (two or four a row).
// Those at a brand that is a portfolio case point to it (`case`), so a quote
// leads to the work it speaks of; some have no portrait and show their
// company's client logo, or its initials when it has none (Wildhaven).
const TESTIMONIALS: {
  slug: string;
  hair: string;
  quote: string;
  name: string;
  title: string;
  company: string;
  portrait: boolean;
  case?: string;
}[] = [
  {
    slug: 'eloise-marchetti',
    hair: 'bun',
    quote:
      'They treated our first collection of 2,000 bottles with the same care as a house ten times our size. The glass, the caps, the boxes: everything arrived exactly as we had approved it, on the day they promised.',
    name: 'Eloise Marchetti',
    title: 'Founder',
    company: 'Maison Verrier',
    portrait: true,
  },
  {
    slug: 'james-thornwood',
    hair: 'short',
    quote:
      'Our candles used to tunnel and smoke. Ashcombe & Vale reworked the wick, the wax blend and the fragrance load, and the burn is now clean to the last centimetre. Reorders have doubled.',
    name: 'James Thornwood',
    title: 'Managing Director',
    company: 'Hollow Oak Candles',
    portrait: true,
  },
  {
    slug: 'priya-raman',
    hair: 'long',
    quote:
      'The perfumers understood the brief better than we could write it. Three rounds of mods and we had four fragrances our customers describe in the words we used in the very first meeting.',
    name: 'Priya Raman',
    title: 'Creative Director',
    company: 'House of Vision',
    portrait: false,
    case: 'house-of-vision',
  },
  {
    slug: 'tom-aldous',
    hair: 'short',
    quote:
      'We needed 40,000 gifts with purchase packed by store and delivered to eleven countries on the same morning. Not one delivery slot was missed.',
    name: 'Tom Aldous',
    title: 'Head of Retail Operations',
    company: 'Saltmarsh Apothecary',
    portrait: true,
  },
  {
    slug: 'sofia-lindqvist',
    hair: 'wave',
    quote:
      'The bespoke bottle took five months from sketch to first glass, exactly as planned. Holding the first sample from the production run was one of the proudest moments in the life of our brand.',
    name: 'Sofia Lindqvist',
    title: 'Co-founder',
    company: 'Nordvik Parfums',
    portrait: true,
  },
  {
    slug: 'daniel-achebe',
    hair: 'short',
    quote:
      'Clear costs, honest timelines and a team that picks up the phone. They redesigned our carton to travel on its own, and breakages in the post all but stopped.',
    name: 'Daniel Achebe',
    title: 'Operations Director',
    company: 'BDXY',
    portrait: true,
    case: 'bdxy',
  },
  {
    slug: 'harriet-cole',
    hair: 'chignon',
    quote:
      'Their compliance team turned our labelling from a worry into a checklist. Every allergen, every certificate, ready before the retailer asked.',
    name: 'Harriet Cole',
    title: 'Product Manager',
    company: 'Wildhaven Botanics',
    portrait: false,
  },
  {
    slug: 'amara-osei',
    hair: 'bun',
    quote:
      'We brought them a mood board and a budget. They came back with one glass colour and one cap for three products, which kept our minimums within reach, and told us honestly what would launch on time.',
    name: 'Amara Osei',
    title: 'Founder',
    company: 'Atelier Noor',
    portrait: false,
    case: 'atelier-noor',
  },
];

export const testimonials: Doc[] = TESTIMONIALS.map((testimonial, index) => ({
  _id: id.testimonial(testimonial.slug),
  _type: 'testimonial',
  quote: testimonial.quote,
  name: testimonial.name,
  title: testimonial.title,
  company: testimonial.company,
  ...(testimonial.case ? { case: ref(id.portfolio(testimonial.case)) } : {}),
  ...(testimonial.portrait
    ? {
        image: image('portrait', 'portrait', `testimonial-${testimonial.slug}`, `Cut-paper profile silhouette of ${testimonial.name}`, {
          tone: (['stone', 'champagne', 'sage', 'rose', 'ivory', 'amber', 'deep', 'noir'] as const)[index % 8],
          variant: testimonial.hair,
        }),
      }
    : {}),
  displayOrder: (index + 1) * 10,
}));
