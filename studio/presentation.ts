import {defineLocations, type PresentationPluginOptions} from 'sanity/presentation'

// Where each document shows on the site, so an editor in the Presentation
// tool can go from a page to its document and back.
const at = (title: string, href: string) => ({title, href})

export const resolve: PresentationPluginOptions['resolve'] = {
  locations: {
    homePage: defineLocations({message: 'The home page', locations: [at('Home', '/')]}),
    aboutPage: defineLocations({locations: [at('About', '/about')]}),
    glassPage: defineLocations({locations: [at('Glass', '/glass')]}),
    creativePage: defineLocations({locations: [at('Creative', '/creative')]}),
    siteSettings: defineLocations({message: 'Shown in the header and footer of every page', locations: [at('Home', '/'), at('Contact', '/contact')]}),
    exhibition: defineLocations({locations: [at('Home', '/')]}),
    aboutSection: defineLocations({locations: [at('Home', '/#about')]}),
    logo: defineLocations({locations: [at('Home', '/')]}),
    testimonial: defineLocations({locations: [at('Home', '/'), at('Testimonials', '/testimonials-demo')]}),
    serviceImage: defineLocations({
      select: {title: 'title', slug: 'slug.current'},
      resolve: (doc) => ({locations: [at('Home', '/#services'), ...(doc?.slug ? [at(doc.title ?? doc.slug, `/services/${doc.slug}`)] : [])]}),
    }),
    servicePage: defineLocations({
      select: {title: 'title', slug: 'slug.current', placement: 'placement'},
      resolve: (doc) => ({locations: doc?.slug ? [at(doc.title ?? doc.slug, doc.placement === 'landing' ? `/${doc.slug}` : `/services/${doc.slug}`)] : []}),
    }),
    portfolioBrand: defineLocations({
      select: {title: 'name', slug: 'slug.current'},
      resolve: (doc) => ({locations: doc?.slug ? [at(doc.title ?? doc.slug, `/portfolio/${doc.slug}`), at('Portfolio', '/portfolio')] : []}),
    }),
    post: defineLocations({
      select: {title: 'title', slug: 'slug.current'},
      resolve: (doc) => ({locations: doc?.slug ? [at(doc.title ?? doc.slug, `/blog/${doc.slug}`), at('Blog', '/blog')] : []}),
    }),
    page: defineLocations({
      select: {title: 'title', slug: 'slug.current'},
      resolve: (doc) => ({locations: doc?.slug ? [at(doc.title ?? doc.slug, `/${doc.slug}`)] : []}),
    }),
    tool: defineLocations({
      select: {title: 'title', slug: 'slug.current'},
      resolve: (doc) => ({locations: doc?.slug ? [at(doc.title ?? doc.slug, `/tools/${doc.slug}`), at('Tools', '/tools')] : []}),
    }),
    gallery: defineLocations({
      select: {title: 'title', slug: 'slug.current'},
      resolve: (doc) => ({locations: doc?.slug ? [at(doc.title ?? doc.slug, `/gallery/${doc.slug}`)] : []}),
    }),
    video: defineLocations({
      select: {title: 'title', slug: 'slug.current'},
      resolve: (doc) => ({locations: doc?.slug ? [at(doc.title ?? doc.slug, `/video/${doc.slug}`)] : []}),
    }),
    faqItem: defineLocations({
      select: {title: 'title', slug: 'slug.current'},
      resolve: (doc) => ({locations: doc?.slug ? [at(doc.title ?? doc.slug, `/faq#${doc.slug}`)] : []}),
    }),
  },
}
