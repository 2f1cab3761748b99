import { id } from './ids.ts';
import type { Doc } from './lib.ts';

// The people a buyer meets, for /about and /contact. The account managers
// answer the briefs; the others are there to be met on a visit. No photos:
// the demo has no photographs of real people and a drawn face is a cartoon
// (issue 39), so each card shows the person's initials.
interface Person {
  slug: string;
  name: string;
  role: string;
  about: string;
  answersEnquiries: boolean;
  email?: string;
}

const PEOPLE: Person[] = [
  {
    slug: 'jonathan-vale',
    name: 'Jonathan Vale',
    role: 'Managing Director',
    about: 'Co-founded the company as a two-person packaging consultancy in 2004 and still signs off every new client’s first run.',
    answersEnquiries: false,
  },
  {
    slug: 'clara-hensley',
    name: 'Clara Hensley',
    role: 'Head of Fragrance Development',
    about: 'Leads our perfumers and the laboratory, and smells every final formula before it is signed off.',
    answersEnquiries: false,
  },
  {
    slug: 'owen-pryce',
    name: 'Owen Pryce',
    role: 'Head of Packaging Engineering',
    about: 'Turns a drawing into glass, caps and boxes that run on our filling lines: tolerances, neck finishes and tooling.',
    answersEnquiries: false,
  },
  {
    slug: 'aisha-okafor',
    name: 'Aisha Okafor',
    role: 'Regulatory and Quality Manager',
    about: 'Looks after IFRA certificates, safety assessments, CLP labelling and our ISO 22716 programme.',
    answersEnquiries: false,
  },
  {
    slug: 'sophie-brennan',
    name: 'Sophie Brennan',
    role: 'Account Manager, new brands',
    about: 'Reads briefs from founders planning a first fragrance or candle, and stays with the project to the first delivery.',
    answersEnquiries: true,
    email: 'sophie.brennan@ashcombevale.co.uk',
  },
  {
    slug: 'rahul-mistry',
    name: 'Rahul Mistry',
    role: 'Account Manager, established houses',
    about: 'Looks after houses with a range already on shelf: reorders, line extensions, bespoke glass and gift sets.',
    answersEnquiries: true,
    email: 'rahul.mistry@ashcombevale.co.uk',
  },
];

export const team: Doc[] = PEOPLE.map((person, index) => ({
  _id: id.teamMember(person.slug),
  _type: 'teamMember',
  name: person.name,
  role: person.role,
  about: person.about,
  answersEnquiries: person.answersEnquiries,
  ...(person.email ? { email: person.email } : {}),
  displayOrder: (index + 1) * 10,
}));
