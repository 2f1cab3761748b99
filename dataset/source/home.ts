import { factStat, image, stat, type Doc } from './lib.ts';

export const homePage: Doc = {
  _id: 'homePage',
  _type: 'homePage',
  // SPEC.md §2 gives the home page's title and trust tiles word for word: they stay as written there.
  seoTitle: 'Global Fragrance Manufacturer | UK Headquarters | Full Service Production | Ashcombe & Vale',
  seoDescription:
    'Fragrance creation, perfume bottles, componentry, filling and luxury packaging for niche and prestige brands, from our UK headquarters since 2004.',
  heroEyebrow: 'Fragrance & packaging manufacturer since 2004',
  heroTitle: 'Luxury fragrance, made with intent',
  heroSubtitle:
    'Bespoke scents, glass, componentry and packaging for the world’s most discerning brands, created and made by one team in Hertfordshire.',
  heroBackgroundImage: image(
    'hero',
    'homeHero',
    'home-hero',
    'Three perfume bottles, arched, faceted and round, on ivory stone blocks in warm morning light',
    {
      tone: 'champagne',
      hotspot: { x: 0.62, y: 0.52, width: 0.5, height: 0.7 },
      filename: 'hero-studio',
    },
  ),
  trustTiles: [
    stat('20+', 'Years Experience'),
    factStat('catalogueParts', 'Stock Components'),
    stat('300+', 'Bespoke Moulds'),
    stat('Global', 'Manufacturing'),
  ],
  servicesTitle: 'Everything a fragrance needs',
  servicesDescription: 'From the first accord to the boxed bottle on the pallet: six services, one team, one point of contact.',
  portfolioTitle: 'Selected work',
  portfolioDescription: 'Bottles, boxes and fragrances we have made with luxury and niche houses. Filter by what we made.',
  portfolioFallbackText: 'Our portfolio is being updated. Ask us for case studies relevant to your project.',
  contactCtaTitle: 'Your brief, answered in two working days',
  contactCtaDescription:
    'Tell us about your fragrance, your brand and your launch date. Sophie Brennan, for new brands, or Rahul Mistry, for established houses, will reply with the next steps.',
  contactCtaButtonText: 'Start a brief',
};
