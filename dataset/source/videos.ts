import { id } from './ids.ts';
import { image, slug, type ArtKind, type ArtTone, type Doc } from './lib.ts';

// Placeholder ids in the providers' formats; the site loads the embed only
// after a click, so they are never fetched by the demo.
const VIDEOS: {
  slug: string;
  title: string;
  provider: 'youtube' | 'vimeo';
  externalId: string;
  description: string;
  duration: number;
  publishedAt: string;
  poster: [ArtKind, ArtTone, string, string];
}[] = [
  {
    slug: 'a-day-on-the-filling-line',
    title: 'A day on the filling line',
    provider: 'youtube',
    externalId: 'q3Xk7LmP2aR',
    description:
      'Follow a limited edition of 2,000 bottles from chilled filtration to the final daylight inspection in our Hertfordshire facility.',
    duration: 274,
    publishedAt: '2026-09-15T10:00:00Z',
    poster: ['machine', 'stone', 'line', 'An automated filling line seen from the side, empty flacons passing three machines'],
  },
  {
    slug: 'from-brief-to-bottle',
    title: 'From brief to bottle: our development process',
    provider: 'vimeo',
    externalId: '874512093',
    description:
      'Our launch team walks through the stages of a fragrance launch, from the first workshop to the delivery of finished stock.',
    duration: 412,
    publishedAt: '2026-05-12T10:00:00Z',
    poster: ['cap', 'ivory', 'exploded', 'A flacon assembled beside its parts: the bare bottle, the spray pump and the cap'],
  },
  {
    slug: 'decorating-glass',
    title: 'Decorating glass: lacquer, frosting and hot foil',
    provider: 'youtube',
    externalId: 'Vn8tR2wKc0E',
    description:
      'How a plain stock bottle becomes a brand bottle: graded lacquer, acid-etched frosting, screen printing and hot-foil logos, step by step.',
    duration: 338,
    publishedAt: '2025-12-02T10:00:00Z',
    poster: [
      'bottle-group',
      'rose',
      'graded arch gold sphere-cap four slab',
      'Four arched flacons lacquered in graded shades from rose to champagne',
    ],
  },
  {
    slug: 'london-packaging-week-highlights',
    title: 'London Packaging Week highlights',
    provider: 'youtube',
    externalId: 'h7LpQ4sYd9M',
    description: 'Two days on our stand at ExCeL London: new heavy-base flacons, plastic-free inserts and the private label smelling bar.',
    duration: 126,
    publishedAt: '2025-10-21T10:00:00Z',
    poster: [
      'bottle-group',
      'champagne',
      'family square heavy gold cube-cap steps',
      'Three heavy-base square flacons of graded sizes with gold cube caps on stepped plinths',
    ],
  },
  {
    slug: 'candle-burn-testing',
    title: 'How we burn-test a candle',
    provider: 'vimeo',
    externalId: '902736418',
    description: 'Sixty hours compressed into three minutes: melt pool, soot and scent throw, recorded every four hours in our burn room.',
    duration: 187,
    publishedAt: '2025-07-15T10:00:00Z',
    poster: ['candle', 'amber', 'row lit amber-glass', 'Five candles in amber glass burning in a row in the burn-test room'],
  },
];

export const videoSlugs = VIDEOS.map((video) => video.slug);

export const videos: Doc[] = VIDEOS.map((video, index) => {
  const [kind, tone, variant, alt] = video.poster;
  return {
    _id: id.video(video.slug),
    _type: 'video',
    title: video.title,
    slug: slug(video.slug),
    provider: video.provider,
    externalId: video.externalId,
    poster: image(kind, 'video', `video-${video.slug}`, alt, { tone, variant }),
    description: video.description,
    duration: video.duration,
    publishedAt: video.publishedAt,
    displayOrder: (index + 1) * 10,
  };
});
