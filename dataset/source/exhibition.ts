import { id } from './ids.ts';
import type { Doc } from './lib.ts';

// The banner of SPEC.md, word for word. `hideAfter` is left empty so the demo
// keeps showing it; editors set it to retire the banner after the show.
export const exhibition: Doc = {
  _id: id.exhibition('london-packaging-week-2025'),
  _type: 'exhibition',
  eyebrow: "We're Exhibiting",
  name: 'London Packaging Week',
  dates: '15 & 16 October 2025',
  startDate: '2025-10-15',
  endDate: '2025-10-16',
  venue: 'Excel London Halls S2 & S3',
  stand: 'Stand D82',
  registerUrl: 'https://www.londonpackagingweek.com/register',
  registerLabel: 'Register To Attend',
};
