import { id } from './ids.ts';
import { image, type ArtTone, type Doc } from './lib.ts';

// The people a buyer meets, for /about and /contact. Clara Hensley and Aisha
// Okafor are also authors: their portraits are the authors' (same seed, same
// picture), so one person has one face across the site. The account managers
// answer the briefs; the others are there to be met on a visit.
interface Person {
  slug: string;
  name: string;
  role: string;
  about: string;
  answersEnquiries: boolean;
  email?: string;
  tone: ArtTone;
  /** The portrait's hair and features (dataset/art/portrait.ts). */
  look: string;
  /** An author's portrait seed, when the person is an author. */
  seed?: string;
}

const PEOPLE: Person[] = [
  {
    slug: 'jonathan-vale',
    name: 'Jonathan Vale',
    role: 'Managing Director',
    about: 'Co-founded the company as a two-person packaging consultancy in 2004 and still signs off every new client’s first run.',
    answersEnquiries: false,
    tone: 'deep',
    look: 'short grey',
  },
  {
    slug: 'clara-hensley',
    name: 'Clara Hensley',
    role: 'Head of Fragrance Development',
    about: 'Leads our perfumers and the laboratory, and smells every final formula before it is signed off.',
    answersEnquiries: false,
    tone: 'stone',
    look: 'chignon',
    seed: 'author-clara-hensley',
  },
  {
    slug: 'owen-pryce',
    name: 'Owen Pryce',
    role: 'Head of Packaging Engineering',
    about: 'Turns a drawing into glass, caps and boxes that run on our filling lines: tolerances, neck finishes and tooling.',
    answersEnquiries: false,
    tone: 'sage',
    look: 'crop glasses',
  },
  {
    slug: 'aisha-okafor',
    name: 'Aisha Okafor',
    role: 'Regulatory and Quality Manager',
    about: 'Looks after IFRA certificates, safety assessments, CLP labelling and our ISO 22716 programme.',
    answersEnquiries: false,
    tone: 'champagne',
    look: 'wave',
    seed: 'author-aisha-okafor',
  },
  {
    slug: 'sophie-brennan',
    name: 'Sophie Brennan',
    role: 'Account Manager, new brands',
    about: 'Reads briefs from founders planning a first fragrance or candle, and stays with the project to the first delivery.',
    answersEnquiries: true,
    email: 'sophie.brennan@ashcombevale.co.uk',
    tone: 'rose',
    look: 'long',
  },
  {
    slug: 'rahul-mistry',
    name: 'Rahul Mistry',
    role: 'Account Manager, established houses',
    about: 'Looks after houses with a range already on shelf: reorders, line extensions, bespoke glass and gift sets.',
    answersEnquiries: true,
    email: 'rahul.mistry@ashcombevale.co.uk',
    tone: 'amber',
    look: 'short beard',
  },
];

export const team: Doc[] = PEOPLE.map((person, index) => ({
  _id: id.teamMember(person.slug),
  _type: 'teamMember',
  name: person.name,
  role: person.role,
  photo: image('portrait', 'portrait', person.seed ?? `team-${person.slug}`, `Cut-paper profile silhouette of ${person.name}`, {
    tone: person.tone,
    // An author's portrait is drawn as the author's (its variant is the hair alone).
    variant: person.seed ? person.look.split(' ')[0] : person.look,
  }),
  about: person.about,
  answersEnquiries: person.answersEnquiries,
  ...(person.email ? { email: person.email } : {}),
  displayOrder: (index + 1) * 10,
}));
