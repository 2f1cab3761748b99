import { id } from './ids.ts';
import { ref, type Doc } from './lib.ts';

// Fictional people at fictional brands: quotes are never attributed to real
// people or companies. Eight, so the cards fill their rows (two or four a row).
// Those at a brand that is a portfolio case point to it (`case`), so a quote
// leads to the work it speaks of. None has a portrait (a drawn face is a
// cartoon, issue 39): each card shows the company's client logo, or its
// initials when it has none.
const TESTIMONIALS: {
  slug: string;
  quote: string;
  name: string;
  title: string;
  company: string;
  case?: string;
}[] = [
  {
    slug: 'eloise-marchetti',
    quote:
      'They treated our first collection of 2,000 bottles with the same care as a house ten times our size. The glass, the caps, the boxes: everything arrived exactly as we had approved it, on the day they promised.',
    name: 'Eloise Marchetti',
    title: 'Founder',
    company: 'Maison Verrier',
  },
  {
    slug: 'james-thornwood',
    quote:
      'Our candles used to tunnel and smoke. Ashcombe & Vale reworked the wick, the wax blend and the fragrance load, and the burn is now clean to the last centimetre. Reorders have doubled.',
    name: 'James Thornwood',
    title: 'Managing Director',
    company: 'Hollow Oak Candles',
  },
  {
    slug: 'priya-raman',
    quote:
      'The perfumers understood the brief better than we could write it. Three rounds of mods and we had four fragrances our customers describe in the words we used in the very first meeting.',
    name: 'Priya Raman',
    title: 'Creative Director',
    company: 'House of Vision',
    case: 'house-of-vision',
  },
  {
    slug: 'tom-aldous',
    quote:
      'We needed 40,000 gifts with purchase packed by store and delivered to eleven countries on the same morning. Not one delivery slot was missed.',
    name: 'Tom Aldous',
    title: 'Head of Retail Operations',
    company: 'Saltmarsh Apothecary',
  },
  {
    slug: 'sofia-lindqvist',
    quote:
      'The bespoke bottle took five months from sketch to first glass, exactly as planned. Holding the first sample from the production run was one of the proudest moments in the life of our brand.',
    name: 'Sofia Lindqvist',
    title: 'Co-founder',
    company: 'Nordvik Parfums',
  },
  {
    slug: 'daniel-achebe',
    quote:
      'Clear costs, honest timelines and a team that picks up the phone. They redesigned our carton to travel on its own, and breakages in the post all but stopped.',
    name: 'Daniel Achebe',
    title: 'Operations Director',
    company: 'BDXY',
    case: 'bdxy',
  },
  {
    slug: 'harriet-cole',
    quote:
      'Their compliance team turned our labelling from a worry into a checklist. Every allergen, every certificate, ready before the retailer asked.',
    name: 'Harriet Cole',
    title: 'Product Manager',
    company: 'Wildhaven Botanics',
  },
  {
    slug: 'amara-osei',
    quote:
      'We brought them a mood board and a budget. They came back with one glass colour and one cap for three products, which kept our minimums within reach, and told us honestly what would launch on time.',
    name: 'Amara Osei',
    title: 'Founder',
    company: 'Atelier Noor',
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
  displayOrder: (index + 1) * 10,
}));
