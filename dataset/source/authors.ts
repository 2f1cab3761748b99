import { id } from './ids.ts';
import { slug, type Doc } from './lib.ts';

// No portraits: the demo has no photographs of real people, and a drawn face
// is a cartoon (issue 39). A post's author card shows the name, role and bio.
export const authors: Doc[] = [
  {
    _id: id.author('clara-hensley'),
    _type: 'author',
    name: 'Clara Hensley',
    slug: slug('clara-hensley'),
    role: 'Head of Fragrance Development',
    bio: 'Clara trained in Grasse and Versailles before joining Ashcombe & Vale in 2011. She leads our perfumers and the laboratory, and still smells every final formula before it is signed off.',
  },
  {
    _id: id.author('marcus-feld'),
    _type: 'author',
    name: 'Marcus Feld',
    slug: slug('marcus-feld'),
    role: 'Packaging Design Director',
    bio: 'Marcus has designed bottles, caps and boxes for luxury fragrance for eighteen years. He runs our creative studio and our bespoke glass programme.',
  },
  {
    _id: id.author('aisha-okafor'),
    _type: 'author',
    name: 'Aisha Okafor',
    slug: slug('aisha-okafor'),
    role: 'Regulatory and Quality Manager',
    bio: 'Aisha looks after compliance for every product we make, from IFRA certificates to safety assessments and CLP labelling, and leads our ISO 22716 programme.',
  },
];
