/**
 * Every GROQ query of the site, each named after what it returns, written
 * with `defineQuery` so Sanity TypeGen can type the results. Projections
 * select only what pages render.
 */
import { defineQuery } from 'groq';

/** An image with what `images.ts` needs: crop, hotspot, dimensions and the blurred placeholder. */
const image =
  `{alt, caption, crop, hotspot, "asset": asset->{_id, "lqip": metadata.lqip, "width": metadata.dimensions.width, "height": metadata.dimensions.height}}` as const;

/** A link in content (app/urls.ts `linkHref`): a document where it is now, one of the site's pages, or a https URL. */
const link = `{label, sitePage, url, "document": document->{_type, "slug": slug.current, placement}}` as const;

/** Title, description and sharing image for the page's metadata, falling back to the page's own fields. */
const seo =
  `"seo": {"title": coalesce(seo.title, title), "description": coalesce(seo.description, description, excerpt), "image": coalesce(seo.image, heroImage, mainImage)${image}, "noIndex": seo.noIndex == true}` as const;

/** A case's first outcome, the one line its card shows ("12,000 units in the first run"). */
const firstOutcome = `"outcome": outcomes[0]{figure, counts}` as const;

/** A portfolio case as a card. */
const portfolioCaseCard = `{_id, name, features, description, "image": image${image}, ${firstOutcome}}` as const;

/** A service's quick facts (issue 37): the strip at the top of its page, its Offer in the structured data. */
const serviceFacts =
  `{minimumOrder{quantity, unit, basis}, leadTime{minWeeks, maxWeeks, startsFrom}, sizeRange{minMl, maxMl}, neckFinishes, capacity}` as const;

/** What a service card's one line needs: the minimum and the lead time. */
const serviceCardFacts = `{minimumOrder{quantity, unit}, leadTime{minWeeks, maxWeeks}}` as const;

/** A figure: its own value, or the fact of the catalogue it shows (pages/catalogue-facts.ts). */
const figure = `{value, label, fact}` as const;

/** What a figure's fact reads: the catalogue as a buyer finds it now (every part with an address). */
const catalogueFacts = `"catalogueFacts": {
  "parts": count(*[_type == "component" && defined(slug.current)]),
  "bottles": count(*[_type == "component" && partType == "bottle" && defined(slug.current)]),
  "smallestMl": math::min(*[_type == "component" && partType == "bottle" && defined(slug.current)].capacityMl),
  "largestMl": math::max(*[_type == "component" && partType == "bottle" && defined(slug.current)].capacityMl)
}` as const;

/** The rows of a sustainability table and the line under it (glass page, secondary packaging). */
const sustainability =
  `"sustainability": sustainability[defined(name)]{_key, name, recycledContent{minPercent, maxPercent}, refillable, monoMaterial, recyclable, note}, sustainabilityNote` as const;

/** A question as the accordions show it (the FAQ, a service page, a page's questions section). */
const question = `{title, "slug": slug.current, description}` as const;

/**
 * A testimonial as its card shows it, with the case it points to and, for a card without a portrait, the client logo
 * of its company (matched by name, as the logo strip names it).
 */
const testimonialCard = `{
  _id, quote, name, title, company, "image": image${image},
  "case": case->{name, "slug": slug.current},
  "logo": *[_type == "logo" && defined(^.company) && lower(name) == lower(^.company)][0]{name, "image": image${image}}
}` as const;

/** A client logo of a logo strip. */
const clientLogo = `{_id, name, url, "caseStudy": caseStudy->slug.current, "image": image${image}}` as const;

/** What a part's card, its filters and its row in a comparison need. */
const componentCard = `{
  _id, name, code, "slug": slug.current, partType, "range": range->{name, "slug": slug.current},
  capacityMl, heightMm, diameterMm, weightG, neckFinish, material, finish, recycledContent, minimumOrder,
  decorationOptions, "image": images[0]${image}
}` as const;

// ---------- Shell (every page) ----------

/** In a preview of a content release, its title for the preview bar. */
export const releaseTitleQuery = defineQuery(`releases::all()[name == $name][0].metadata.title`);

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  companyName, legalName, description, foundedYear, address, phone, email, openingHours,
  companyNumber, vatNumber, "registeredOffice": registeredOffice{addressLines, town, postcode},
  "logo": logo${image},
  "socialLinks": socialLinks[]{platform, url},
  "quickLinks": quickLinks[]${link},
  "chat": chat{provider, scriptUrl, scriptIntegrity, accountId, domains}
}`);

/**
 * The certificates, each with its PDF's asset (issue 37): every one, the
 * expired included, because which may show depends on the moment of the
 * render (app/certificates/certificates.ts), not on the query.
 */
export const certificatesQuery = defineQuery(`*[_type == "certificate" && defined(standard)] | order(displayOrder asc, standard asc){
  _id, standard, issuer, certificateNumber, scope, validFrom, validUntil,
  "file": file.asset->{_id, extension}
}`);

/** The stock bottle ranges a sample request can name (the glass page's). */
export const sampleRangesQuery = defineQuery(`*[_type == "glassPage"][0].ranges[defined(name)]{name, capacities}`);

/** The thank-you page: who replies and by when, and what to read meanwhile. */
export const thankYouQuery = defineQuery(`{
  "reply": *[_type == "siteSettings"][0].briefReply,
  "fitting": *[_type == "post" && defined(slug.current) && count(categories[@ in $categories]) > 0] | order(publishedAt desc)[0...3]{title, "slug": slug.current, excerpt},
  "reading": *[_type == "post" && defined(slug.current)] | order(publishedAt desc)[0...3]{title, "slug": slug.current, excerpt}
}`);

/** The chat provider, for the server's Content-Security-Policy. */
export const chatSettingsQuery = defineQuery(`*[_type == "siteSettings"][0].chat{provider, scriptUrl, accountId, domains}`);

/** The six services, then the landing pages an editor gave a menu title (the facility, private label, filling and assembly). */
export const servicesMenuQuery =
  defineQuery(`*[_type == "servicePage" && defined(slug.current) && (placement == "service" || defined(menuTitle))] | order(placement desc, displayOrder asc){
  "title": coalesce(menuTitle, title), "slug": slug.current, placement
}`);

// ---------- Pages ----------

/** A page that exists once (aboutPage, glassPage, creativePage), with every section its layout can show. */
export const singletonPageQuery = defineQuery(`*[_type in ["aboutPage", "glassPage", "creativePage"] && _type == $type][0]{
  title, eyebrow, heroTitle, description, "heroImage": heroImage${image}, body,
  "sections": sections[]{_key, eyebrow, title, body, imagePosition, "image": image${image}},
  "stats": stats[]${figure}, ${catalogueFacts},
  "milestones": milestones[]{year, title, description},
  "ranges": ranges[]{_key, name, capacities, neck, description, "image": image${image}, "catalogueRange": catalogueRange->slug.current},
  decorations,
  ${sustainability},
  "disciplines": disciplines[]{title, description},
  "featuredCases": featuredCases[]->${portfolioCaseCard},
  ${seo}
}`);

export const servicePageQuery = defineQuery(`*[_type == "servicePage" && slug.current == $slug && placement == $placement][0]{
  _id, title, eyebrow, heroTitle, description, "heroImage": heroImage${image}, body,
  "highlights": highlights[]${figure}, ${catalogueFacts}, capabilities, "cta": cta{title, text, buttonText, "link": link${link}},
  "quickFacts": quickFacts${serviceFacts},
  "costTool": *[_type == "tool" && calculator == "cost" && defined(slug.current)][0]{"slug": slug.current, costRates},
  "catalogueRanges": catalogueRanges[]->{name, "slug": slug.current},
  ${sustainability},
  "sections": *[_type == "serviceSection" && service._ref == ^._id] | order(displayOrder asc){_id, eyebrow, title, description, points, imagePosition, "image": image${image}},
  "relatedCases": relatedCases[]->${portfolioCaseCard},
  "faqs": faqs[]->${question},
  ${seo}
}`);

/** The services overview: the same pages as the Services menu, in the same order. */
export const servicesOverviewQuery =
  defineQuery(`*[_type == "servicePage" && defined(slug.current) && (placement == "service" || defined(menuTitle))] | order(placement desc, displayOrder asc){
  title, description, "slug": slug.current, placement, "heroImage": heroImage${image},
  "quickFacts": quickFacts${serviceCardFacts}
}`);

/**
 * An editor's page at its address, with its sections (app/pages/sections/): every page with that slug, the first
 * made first (two with one slug: the site serves the first and says so once). Policies have pages of their own.
 */
export const editorPageQuery =
  defineQuery(`*[_type == "page" && slug.current == $slug && !(slug.current in $policySlugs)] | order(_createdAt asc){
  _id, title, description, "slug": slug.current, _updatedAt, ${seo}, ${catalogueFacts},
  "sections": sections[]{
    _key, _type,
    _type == "heroSection" => {eyebrow, title, text, "image": image${image}, "primary": primary${link}, "secondary": secondary${link}},
    _type == "richTextSection" => {title, body},
    _type == "pageSection" => {eyebrow, title, body, imagePosition, "image": image${image}},
    _type == "ctaSection" => {title, text, "link": link${link}},
    _type == "briefStartSection" => {intro},
    _type == "cardsSection" => {title, intro, "cards": cards[]{_key, title, text, "image": image${image}, "link": link${link}}},
    _type == "figuresSection" => {title, "figures": figures[]${figure}},
    _type == "quoteSection" => {"testimonial": testimonial->${testimonialCard}},
    _type == "logosSection" => {
      title,
      "logos": select(count(logos) > 0 => logos[]->${clientLogo}, *[_type == "logo"] | order(displayOrder asc)${clientLogo})
    },
    _type == "faqSection" => {title, "questions": questions[]->${question}},
    _type == "videoSection" => {"video": video->{title, "slug": slug.current, description, provider, externalId, "image": poster${image}}},
    _type == "gallerySection" => {"gallery": gallery->{title, "slug": slug.current, description, "images": images[]${image}}},
    _type == "partsSection" => {title, "parts": parts[]->${componentCard}}
  }
}`);

/** The editors' redirects (and those the site made when a page moved), each with where it goes now. */
export const redirectsQuery = defineQuery(
  `*[_type == "redirect" && defined(from)] | order(_createdAt asc){from, permanent, "to": to${link}}`,
);

/** A simple page by slug (the policies). */
export const pageBySlugQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  title, description, updatedAt, body, ${seo}
}`);

export const portfolioCaseQuery = defineQuery(`*[_type == "portfolioBrand" && slug.current == $slug][0]{
  _id, name, "slug": slug.current, tagline, description, features, year, body,
  "image": image${image}, "heroImage": heroImage${image},
  "gallery": gallery[]${image},
  "services": services[]->{title, "slug": slug.current, placement},
  "items": *[_type == "portfolioItem" && brand._ref == ^._id] | order(displayOrder asc){_id, title, description, components, "image": image${image}},
  "outcomes": outcomes[]{_key, figure, counts}, launchDateMet, retailers, awards,
  "clientQuote": clientQuote{quote, name, role},
  "siblings": *[_type == "portfolioBrand" && defined(slug.current)] | order(displayOrder asc){name, "slug": slug.current},
  "seo": {"title": coalesce(seo.title, name), "description": coalesce(seo.description, description), "image": coalesce(seo.image, heroImage, image)${image}, "noIndex": seo.noIndex == true}
}`);

/** Posts newest first, as cards (the listing pages them; groq-js cannot slice by parameters). */
export const postsQuery = defineQuery(`*[_type == "post" && defined(slug.current)] | order(publishedAt desc){
  title, "slug": slug.current, excerpt, publishedAt, "category": categories[0], "author": author->name, "image": mainImage${image}
}`);

export const postQuery = defineQuery(`*[_type == "post" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, excerpt, publishedAt, _updatedAt, categories, body,
  "author": author->{name, role, bio, "image": image${image}},
  "image": mainImage${image},
  "related": *[_type == "post" && defined(slug.current) && _id != ^._id && count(categories[@ in ^.^.categories]) > 0] | order(publishedAt desc)[0...3]{
    title, "slug": slug.current, excerpt, publishedAt, "image": mainImage${image}
  },
  "latest": *[_type == "post" && defined(slug.current) && _id != ^._id] | order(publishedAt desc)[0...3]{
    title, "slug": slug.current, excerpt, publishedAt, "image": mainImage${image}
  },
  ${seo}
}`);

export const toolsQuery = defineQuery(`*[_type == "tool" && defined(slug.current)] | order(displayOrder asc){
  title, "slug": slug.current, calculator, description, icon
}`);

/** A tool page: its texts and the rates of its calculator (the other four rate fields are empty). */
export const toolQuery = defineQuery(`*[_type == "tool" && slug.current == $slug][0]{
  title, "slug": slug.current, calculator, description, icon, intro, disclaimer, ratesAsOf, ratesSource, accuracy,
  costRates, fragranceRates, freightRates, inclusionRates, developmentStages,
  ${seo},
  "others": *[_type == "tool" && defined(slug.current) && slug.current != $slug] | order(displayOrder asc){title, "slug": slug.current, calculator, description, icon}
}`);

export const galleriesQuery = defineQuery(`*[_type == "gallery" && defined(slug.current)] | order(displayOrder asc, title asc){
  title, "slug": slug.current, description, "count": count(images), "image": images[0]${image}
}`);

/** A gallery with every image, and the other galleries to go on to. */
export const galleryQuery = defineQuery(`*[_type == "gallery" && slug.current == $slug][0]{
  title, "slug": slug.current, description, publishedAt,
  "images": images[]${image},
  ${seo},
  "others": *[_type == "gallery" && defined(slug.current) && slug.current != $slug] | order(displayOrder asc, title asc){
    title, "slug": slug.current, description, "count": count(images), "image": images[0]${image}
  }
}`);

export const videosQuery = defineQuery(`*[_type == "video" && defined(slug.current)] | order(publishedAt desc){
  title, "slug": slug.current, description, duration, publishedAt, "image": poster${image}
}`);

/** A video with what its player and VideoObject need, and the latest other videos. */
export const videoQuery = defineQuery(`*[_type == "video" && slug.current == $slug][0]{
  title, "slug": slug.current, description, provider, externalId, duration, publishedAt, _updatedAt, "image": poster${image},
  ${seo},
  "more": *[_type == "video" && defined(slug.current) && slug.current != $slug] | order(publishedAt desc)[0...3]{
    title, "slug": slug.current, description, duration, publishedAt, "image": poster${image}
  }
}`);

export const faqItemsQuery = defineQuery(`*[_type == "faqItem" && defined(slug.current)] | order(category asc, displayOrder asc){
  title, "slug": slug.current, category, description
}`);

/** Every testimonial, by display order, as its card shows it. */
export const testimonialsQuery = defineQuery(`*[_type == "testimonial"] | order(displayOrder asc)${testimonialCard}`);

// ---------- People ----------

/** The team a buyer will work with (/about), by display order. */
export const teamQuery = defineQuery(`*[_type == "teamMember"] | order(displayOrder asc, name asc){
  _id, name, role, about, email, answersEnquiries, "photo": photo${image}
}`);

/** Who replies to a brief (/contact), and the reply time the site promises. */
export const briefRepliersQuery = defineQuery(`{
  "people": *[_type == "teamMember" && answersEnquiries == true] | order(displayOrder asc, name asc){
    _id, name, role, about, email, answersEnquiries, "photo": photo${image}
  },
  "reply": *[_type == "siteSettings"][0].briefReply
}`);

// ---------- Sitemap and prerendering ----------

/** Every address the content defines, with when it last changed. */
export const contentPathsQuery = defineQuery(`{
  "portfolio": *[_type == "portfolioBrand" && defined(slug.current)]{_id, "slug": slug.current, _updatedAt},
  "posts": *[_type == "post" && defined(slug.current)]{_id, "slug": slug.current, _updatedAt},
  "services": *[_type == "servicePage" && defined(slug.current)]{_id, "slug": slug.current, placement, _updatedAt},
  "tools": *[_type == "tool" && defined(slug.current)]{_id, "slug": slug.current, _updatedAt},
  "galleries": *[_type == "gallery" && defined(slug.current)]{_id, "slug": slug.current, _updatedAt},
  "videos": *[_type == "video" && defined(slug.current)]{_id, "slug": slug.current, _updatedAt},
  "components": *[_type == "component" && defined(slug.current)]{_id, "slug": slug.current, _updatedAt},
  "pages": *[_type == "page" && defined(slug.current)]{_id, "slug": slug.current, _updatedAt},
  "singletons": *[_type in ["homePage", "aboutPage", "glassPage", "creativePage", "siteSettings"]]{_type, _updatedAt},
  "faq": *[_type == "faqItem"] | order(_updatedAt desc)[0]._updatedAt,
  "testimonials": *[_type == "testimonial"] | order(_updatedAt desc)[0]._updatedAt,
  "redirects": *[_type == "redirect" && defined(from)].from
}`);

// ---------- Home ----------

export const homePageQuery = defineQuery(`*[_type == "homePage"][0]{
  seoTitle, seoDescription, heroEyebrow, heroTitle, heroSubtitle,
  "trustTiles": trustTiles[]${figure}, ${catalogueFacts},
  "heroBackgroundImage": heroBackgroundImage${image},
  "shareImage": shareImage${image},
  servicesTitle, servicesDescription, portfolioTitle, portfolioDescription, portfolioFallbackText,
  contactCtaTitle, contactCtaDescription, contactCtaButtonText,
  "heroPrimaryLink": heroPrimaryLink${link}, "heroSecondaryLink": heroSecondaryLink${link}, "contactCtaLink": contactCtaLink${link}
}`);

// ---------- Search ----------

/** Fields every search result shows (SPEC.md §3 "search result"), with the slug its address needs. */
const searchResult = `{
  _id, _type,
  "title": coalesce(title, name, heroTitle, seoTitle),
  "slug": select(_type == "portfolioItem" => brand->slug.current, _type == "serviceSection" => service->slug.current, slug.current),
  "placement": select(_type == "servicePage" => placement, _type == "serviceSection" => service->placement),
  "image": coalesce(mainImage, image, heroImage, heroBackgroundImage, images[0])${image},
  "excerpt": coalesce(excerpt, shortDescription),
  "description": select(description[0]._type == "block" => pt::text(description), description)
}` as const;

/**
 * The search of SPEC.md §7: the 13 searchable types whose title, excerpt,
 * description (or its plain text) or slug match the wildcard term or its
 * lowercase form. Two slices, title matches and the rest, of up to 40 each:
 * the caller ranks them (pages before FAQ answers) and keeps the first 10.
 * The catalogue's parts (issue 38) have a slice of their own, by name, code
 * or description, so sixty bottles that mention glass never push the pages
 * about glass out of the others. A case is also found by its features and
 * tagline (issue 39: the Roja case, bespoke glass, was missing for "glass").
 * An FAQ question is also found by the words its editor says buyers use for
 * it (`alsoAskedAs`: MOQ, lead time, price; issue 52).
 * The overlay keeps the first 10 (the spec's); /search pages on through all.
 */
export const searchQuery = defineQuery(`{
  "titleMatches": *[_type in $types && _type != "component" && (title match $term || title match lower($term) || name match $term || name match lower($term))][0...40]${searchResult},
  "otherMatches": *[_type in $types && _type != "component" && !(title match $term || title match lower($term) || name match $term || name match lower($term)) && (
    excerpt match $term || excerpt match lower($term) ||
    description match $term || description match lower($term) ||
    pt::text(description) match $term || pt::text(description) match lower($term) ||
    slug.current match $term || slug.current match lower($term) ||
    features match $term || features match lower($term) || tagline match lower($term) ||
    alsoAskedAs match $term || alsoAskedAs match lower($term)
  )][0...40]${searchResult},
  "partMatches": *["component" in $types && _type == "component" && (
    name match $term || name match lower($term) || code match $term || slug.current match lower($term) || description match lower($term)
  )] | order(code asc)[0...10]${searchResult}
}`);

export const serviceCardsQuery = defineQuery(`*[_type == "serviceImage"] | order(displayOrder asc){
  _id, title, shortDescription, "slug": slug.current, "image": image${image},
  "quickFacts": *[_type == "servicePage" && placement == "service" && slug.current == ^.slug.current][0].quickFacts${serviceCardFacts}
}`);

export const aboutSectionQuery = defineQuery(`*[_type == "aboutSection"][0]{
  title, description, linkText, "image": image${image}
}`);

/** The portfolio cards (the "shared helper" of SPEC.md §7): every case, by display order. */
export const portfolioBrandsQuery = defineQuery(`*[_type == "portfolioBrand"] | order(displayOrder asc){
  _id, name, features, description, "image": image${image}, ${firstOutcome}
}`);

export const logosQuery = defineQuery(`*[_type == "logo"] | order(displayOrder asc)${clientLogo}`);

/**
 * The exhibitions that may still be announced, soonest first: those whose
 * `hideAfter` has not passed (the site also hides one after its last day when
 * `hideAfter` is empty: home/exhibition.ts).
 */
export const exhibitionQuery =
  defineQuery(`*[_type == "exhibition" && (!defined(hideAfter) || dateTime(hideAfter) > dateTime(now()))] | order(startDate asc)[0...20]{
  eyebrow, name, dates, startDate, endDate, hideAfter, venue, stand, registerUrl, registerLabel
}`);

/** The newest posts for the RSS feed. */
export const feedPostsQuery =
  defineQuery(`*[_type == "post" && defined(slug.current) && defined(publishedAt)] | order(publishedAt desc)[0...20]{
  title, "slug": slug.current, excerpt, publishedAt, "author": author->name, categories
}`);

// ---------- Component catalogue (issue 38) ----------

/**
 * The whole catalogue, every part with an address, in the catalogue's own
 * order (range, then size): the server filters, counts and pages it
 * (catalogue/catalogue.ts), so one answer serves every filtered address.
 */
export const catalogueQuery = defineQuery(`{
  "parts": *[_type == "component" && defined(slug.current)] | order(range->displayOrder asc, capacityMl asc, code asc)${componentCard},
  "ranges": *[_type == "componentRange" && defined(slug.current)] | order(displayOrder asc, name asc){name, "slug": slug.current, description}
}`);

/** How many parts and ranges there are and when the newest changed: whether the kept catalogue is still the catalogue. */
export const catalogueVersionQuery = defineQuery(`{
  "count": count(*[_type in ["component", "componentRange", "sanity.imageAsset"]]),
  "changed": *[_type in ["component", "componentRange", "sanity.imageAsset"]] | order(_updatedAt desc)[0]._updatedAt
}`);

/**
 * A part's page: its specification, images, range, what fits it (both ways), the rest of its range, and the private
 * label service's quick facts (its run drawing on the stock the company holds, from a smaller minimum than a part
 * bought alone).
 */
export const componentQuery = defineQuery(`*[_type == "component" && slug.current == $slug][0]{
  _id, name, code, "slug": slug.current, partType, description,
  capacityMl, heightMm, diameterMm, weightG, neckFinish, material, finish, recycledContent, minimumOrder, decorationOptions,
  "images": images[]{_key, ...${image}},
  "range": range->{name, "slug": slug.current, description},
  "fits": fits[]->${componentCard},
  "fittedBy": *[_type == "component" && references(^._id) && defined(slug.current)] | order(code asc)${componentCard},
  "rangeParts": *[_type == "component" && range._ref == ^.range._ref && _id != ^._id && defined(slug.current)] | order(capacityMl asc, code asc)${componentCard},
  "privateLabel": *[_type == "servicePage" && slug.current == $privateLabel][0]{title, "quickFacts": quickFacts${serviceFacts}},
  _updatedAt
}`);

/** Parts by slug: a comparison, the shortlist, a sample request. */
export const componentsBySlugQuery = defineQuery(`*[_type == "component" && slug.current in $slugs]${componentCard}`);
