import { image, type Doc } from './lib.ts';

export const COMPANY = {
  name: 'Ashcombe & Vale',
  email: 'hello@ashcombevale.co.uk',
  phone: '+44 20 7946 0321',
} as const;

export const siteSettings: Doc = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  companyName: COMPANY.name,
  legalName: 'Ashcombe & Vale Fragrance Ltd',
  description:
    'Fragrance creation, glass, componentry, filling and luxury packaging for niche and prestige brands. One British team from first brief to finished bottle, since 2004.',
  logo: image('logo', 'logo', 'ashcombe-vale-logo', 'Ashcombe & Vale wordmark', {
    label: 'Ashcombe & Vale',
    tone: 'ivory',
    filename: 'ashcombe-vale-logo',
  }),
  foundedYear: 2004,
  companyNumber: '05123874',
  vatNumber: 'GB 842 6613 09',
  // Registered at the works since it moved to Ware, so the registered office is the facility's address.
  registeredOffice: {
    addressLines: ['Ashcombe House', '7 Kingsmead Park', 'Hertford Road'],
    town: 'Ware',
    postcode: 'SG12 9XA',
  },
  address: {
    streetAddress: 'Ashcombe House, 7 Kingsmead Park, Hertford Road',
    locality: 'Ware',
    region: 'Hertfordshire',
    postalCode: 'SG12 9XA',
    country: 'GB',
  },
  phone: COMPANY.phone,
  email: COMPANY.email,
  openingHours: 'Monday to Friday, 8.30am to 5.30pm',
  socialLinks: [
    { _type: 'socialLink', platform: 'instagram', url: 'https://www.instagram.com/ashcombeandvale' },
    { _type: 'socialLink', platform: 'linkedin', url: 'https://www.linkedin.com/company/ashcombe-and-vale' },
    { _type: 'socialLink', platform: 'pinterest', url: 'https://www.pinterest.co.uk/ashcombeandvale' },
    { _type: 'socialLink', platform: 'youtube', url: 'https://www.youtube.com/@ashcombeandvale' },
  ],
  // The footer's quick links, as an editor keeps them: the site's own pages (they never move) and the catalogue.
  quickLinks: (
    [
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Portfolio', '/portfolio'],
      ['Glass', '/glass'],
      ['Creative', '/creative'],
      ['Tools', '/tools'],
      ['Blog', '/blog'],
      ['Catalogue', '/catalogue'],
      ['Galleries', '/galleries'],
      ['Videos', '/videos'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
    ] as const
  ).map(([label, sitePage], index) => ({ _type: 'link', _key: `quick-${index}`, label, sitePage })),
  // No `chat`: the site runs without a chat widget until an editor
  // configures one in the Studio.
};
