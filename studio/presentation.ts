import { defineLocations, type PresentationPluginOptions } from 'sanity/presentation';
import { documentPath } from '../app/urls.ts';

// Where each document shows on the site, so an editor in the Presentation
// tool can go from a page to its document and back.
const at = (title: string, href: string) => ({ title, href });

/** A document with a slug at its own address (urls.ts, the site's one rule), then any listing it also shows on. */
const bySlug = (type: string, titleField = 'title', ...listings: [string, string][]) =>
  defineLocations({
    select: { title: titleField, slug: 'slug.current', ...(type === 'servicePage' ? { placement: 'placement' } : {}) },
    resolve: (doc) => ({
      locations: doc?.slug
        ? [
            at(doc.title ?? doc.slug, documentPath({ _type: type, slug: doc.slug, placement: doc.placement })),
            ...listings.map(([title, href]) => at(title, href)),
          ]
        : [],
    }),
  });

export const resolve: PresentationPluginOptions['resolve'] = {
  locations: {
    homePage: defineLocations({ message: 'The home page', locations: [at('Home', '/')] }),
    aboutPage: defineLocations({ locations: [at('About', documentPath({ _type: 'aboutPage' }))] }),
    glassPage: defineLocations({ locations: [at('Glass', documentPath({ _type: 'glassPage' }))] }),
    creativePage: defineLocations({ locations: [at('Creative', documentPath({ _type: 'creativePage' }))] }),
    siteSettings: defineLocations({
      message: 'Shown in the header and footer of every page',
      locations: [at('Home', '/'), at('Contact', '/contact')],
    }),
    exhibition: defineLocations({ locations: [at('Home', '/')] }),
    aboutSection: defineLocations({ locations: [at('Home', '/#about')] }),
    logo: defineLocations({ locations: [at('Home', '/')] }),
    testimonial: defineLocations({ locations: [at('Home', '/'), at('Testimonials', '/testimonials-demo')] }),
    serviceImage: defineLocations({
      select: { title: 'title', slug: 'slug.current' },
      resolve: (doc) => ({
        locations: [
          at('Home', '/#services'),
          ...(doc?.slug ? [at(doc.title ?? doc.slug, documentPath({ _type: 'serviceImage', slug: doc.slug }))] : []),
        ],
      }),
    }),
    servicePage: bySlug('servicePage'),
    portfolioBrand: bySlug('portfolioBrand', 'name', ['Portfolio', '/portfolio']),
    post: bySlug('post', 'title', ['Blog', '/blog']),
    page: bySlug('page'),
    tool: bySlug('tool', 'title', ['Tools', '/tools']),
    gallery: bySlug('gallery'),
    video: bySlug('video'),
    faqItem: bySlug('faqItem'),
    component: bySlug('component', 'name', ['Catalogue', documentPath({ _type: 'component' })]),
    componentRange: defineLocations({
      select: { title: 'name', slug: 'slug.current' },
      resolve: (doc) => ({
        locations: doc?.slug
          ? [at(`${doc.title ?? doc.slug} in the catalogue`, documentPath({ _type: 'componentRange', slug: doc.slug }))]
          : [],
      }),
    }),
  },
};
