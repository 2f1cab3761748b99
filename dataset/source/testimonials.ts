import { id } from './ids.ts';
import { image, type Doc } from './lib.ts';

// Fictional people at fictional brands: quotes are never attributed to real
// people or companies.
const TESTIMONIALS = [
  {
    slug: 'eloise-marchetti',
    quote:
      'They treated our first collection of 2,000 bottles with the same care as a house ten times our size. The glass, the caps, the boxes: everything arrived exactly as we had approved it, on the day they promised.',
    name: 'Eloise Marchetti',
    title: 'Founder',
    company: 'Maison Verrier',
    portrait: true,
  },
  {
    slug: 'james-thornwood',
    quote:
      'Our candles used to tunnel and smoke. Ashcombe & Vale reworked the wick, the wax blend and the fragrance load, and the burn is now clean to the last centimetre. Reorders have doubled.',
    name: 'James Thornwood',
    title: 'Managing Director',
    company: 'Hollow Oak Candles',
    portrait: true,
  },
  {
    slug: 'priya-raman',
    quote:
      'The perfumers understood the brief better than we could write it. Three rounds of mods and we had a fragrance our customers describe in the words we used in the very first meeting.',
    name: 'Priya Raman',
    title: 'Creative Director',
    company: 'Ilse & Wren',
    portrait: true,
  },
  {
    slug: 'tom-aldous',
    quote:
      'We needed 40,000 gifts with purchase packed by store and delivered to eleven countries on the same morning. Not one delivery slot was missed.',
    name: 'Tom Aldous',
    title: 'Head of Retail Operations',
    company: 'Saltmarsh Apothecary',
    portrait: false,
  },
  {
    slug: 'sofia-lindqvist',
    quote:
      'The bespoke bottle took five months from sketch to first glass, exactly as planned. Holding the first sample from the production run was one of the proudest moments in the life of our brand.',
    name: 'Sofia Lindqvist',
    title: 'Co-founder',
    company: 'Nordvik Parfums',
    portrait: true,
  },
  {
    slug: 'daniel-achebe',
    quote:
      'Clear costs, honest timelines and a team that picks up the phone. After two other suppliers, that is worth more to us than anything.',
    name: 'Daniel Achebe',
    title: 'Operations Director',
    company: 'Kite & Cedar',
    portrait: false,
  },
  {
    slug: 'harriet-cole',
    quote:
      'Their compliance team turned our labelling from a worry into a checklist. Every allergen, every certificate, ready before the retailer asked.',
    name: 'Harriet Cole',
    title: 'Product Manager',
    company: 'Wildhaven Botanics',
    portrait: true,
  },
];

export const testimonials: Doc[] = TESTIMONIALS.map((testimonial, index) => ({
  _id: id.testimonial(testimonial.slug),
  _type: 'testimonial',
  quote: testimonial.quote,
  name: testimonial.name,
  title: testimonial.title,
  company: testimonial.company,
  ...(testimonial.portrait
    ? {
        image: image('portrait', 'portrait', `testimonial-${testimonial.slug}`, `Portrait of ${testimonial.name}`, {
          tone: (['stone', 'champagne', 'sage', 'rose', 'ivory'] as const)[index % 5],
        }),
      }
    : {}),
  displayOrder: (index + 1) * 10,
}));
