import { id } from './ids.ts';
import type { Doc } from './lib.ts';

// The home page's banner for the next show we exhibit at. `hideAfter` retires
// it on its own at the end of the last day (UK time), so a past show is never
// advertised; editors replace the document for the next one.
export const exhibition: Doc = {
  _id: id.exhibition('london-packaging-week-2027'),
  _type: 'exhibition',
  eyebrow: "We're exhibiting",
  name: 'London Packaging Week',
  dates: '13 & 14 October 2027',
  startDate: '2027-10-13',
  endDate: '2027-10-14',
  venue: 'ExCeL London, Halls S2 & S3',
  stand: 'Stand D82',
  registerUrl: 'https://www.londonpackagingweek.com/register',
  registerLabel: 'Register to attend',
  hideAfter: '2027-10-14T18:00:00Z',
};
