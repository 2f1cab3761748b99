import { id } from './ids.ts';
import { image, slug, type Doc } from './lib.ts';

export const authors: Doc[] = [
  {
    _id: id.author('clara-hensley'),
    _type: 'author',
    name: 'Clara Hensley',
    slug: slug('clara-hensley'),
    role: 'Head of Fragrance Development',
    image: image('portrait', 'portrait', 'author-clara-hensley', 'Cut-paper profile silhouette of Clara Hensley', {
      tone: 'stone',
      variant: 'chignon',
    }),
    bio: 'Clara trained in Grasse and Versailles before joining Ashcombe & Vale in 2011. She leads our perfumers and the laboratory, and still smells every final formula before it is signed off.',
  },
  {
    _id: id.author('marcus-feld'),
    _type: 'author',
    name: 'Marcus Feld',
    slug: slug('marcus-feld'),
    role: 'Packaging Design Director',
    image: image('portrait', 'portrait', 'author-marcus-feld', 'Cut-paper profile silhouette of Marcus Feld', {
      tone: 'deep',
      variant: 'short',
    }),
    bio: 'Marcus has designed bottles, caps and boxes for luxury fragrance for eighteen years. He runs our creative studio and our bespoke glass programme.',
  },
  {
    _id: id.author('aisha-okafor'),
    _type: 'author',
    name: 'Aisha Okafor',
    slug: slug('aisha-okafor'),
    role: 'Regulatory and Quality Manager',
    image: image('portrait', 'portrait', 'author-aisha-okafor', 'Cut-paper profile silhouette of Aisha Okafor', {
      tone: 'champagne',
      variant: 'wave',
    }),
    bio: 'Aisha looks after compliance for every product we make, from IFRA certificates to safety assessments and CLP labelling, and leads our ISO 22716 programme.',
  },
];
