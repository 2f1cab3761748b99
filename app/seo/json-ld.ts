import { stegaClean } from '@sanity/client/stega';
import { FOUNDED_YEAR } from '../constants.ts';
import type { ImageProps } from '../sanity/images.ts';
import { embedUrl, isoDuration, type VideoProvider } from '../media/video-embed.ts';
import { absoluteUrl } from '../urls.ts';
import type { SiteSettings } from '../shell/shell.ts';

type JsonLd = Record<string, unknown>;

/** In preview, content carries invisible edit markers; structured data never does. */
const clean = <T>(value: T): T => stegaClean(value) as T;

/** The company's Companies House number, as a PropertyValue that names the register and links its entry. */
function companyNumberIdentifier(companyNumber: string): JsonLd {
  const number = companyNumber.trim().toUpperCase();
  return {
    '@type': 'PropertyValue',
    propertyID: 'UK Companies House company number',
    name: 'Company number',
    value: number,
    url: `https://find-and-update.company-information.service.gov.uk/company/${number}`,
  };
}

/** The company as schema.org sees it: on every page (SPEC.md §2), with its registered identifiers (issue 37). */
export function organizationJsonLd(site: SiteSettings, siteUrl: string): JsonLd {
  const address = site.address;
  const office = site.registeredOffice;
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: site.companyName,
    ...(site.legalName ? { legalName: site.legalName } : {}),
    ...(site.vatId ? { vatID: site.vatId } : {}),
    ...(site.companyNumber ? { identifier: companyNumberIdentifier(site.companyNumber) } : {}),
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, site.logoUrl ?? '/logo.png'),
    foundingDate: String(site.foundedYear ?? FOUNDED_YEAR),
    foundingLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'GB' } },
    sameAs: site.socialLinks.map((link) => link.url),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.streetAddress,
            addressLocality: address.locality,
            ...(address.region ? { addressRegion: address.region } : {}),
            postalCode: address.postalCode,
            addressCountry: address.country ?? 'GB',
          },
        }
      : office?.town && office.postcode
        ? {
            // Without a trading address, the registered office is where the company is.
            address: {
              '@type': 'PostalAddress',
              streetAddress: (office.addressLines ?? []).filter(Boolean).join(', '),
              addressLocality: office.town,
              postalCode: office.postcode,
              addressCountry: 'GB',
            },
          }
        : {}),
    ...(site.phone || site.email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(site.phone ? { telephone: site.phone } : {}),
            ...(site.email ? { email: site.email } : {}),
            areaServed: 'Worldwide',
            availableLanguage: ['English'],
          },
        }
      : {}),
  });
}

/** The site with its search (the target of the home page's SearchAction is /search?q=). */
export function websiteJsonLd(site: SiteSettings, siteUrl: string): JsonLd {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: site.companyName,
    url: `${siteUrl}/`,
    publisher: { '@id': `${siteUrl}/#organization` },
    inLanguage: 'en-GB',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
}

export function breadcrumbJsonLd(siteUrl: string, trail: { name: string; path: string }[]): JsonLd {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path === '/' ? '/' : crumb.path}`,
    })),
  });
}

/** An editor's page (pages/page.route.tsx): what it is, where, in which site, and when it last changed. */
export function webPageJsonLd(
  siteUrl: string,
  page: { path: string; title: string; description: string | null; updatedAt: string | null },
): JsonLd {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description ?? undefined,
    url: `${siteUrl}${page.path}`,
    dateModified: page.updatedAt ?? undefined,
    isPartOf: { '@id': `${siteUrl}/#website` },
  });
}

/** Serialised for a <script type="application/ld+json">, with `<` escaped so content cannot close the tag. */
export function serializeJsonLd(value: JsonLd | JsonLd[]): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A blog post for search engines: headline, dates, author, image and publisher. */
export function blogPostingJsonLd(
  site: SiteSettings,
  siteUrl: string,
  post: {
    path: string;
    title: string;
    excerpt: string | null;
    publishedAt: string | null;
    modifiedAt: string | null;
    author: { name: string } | null;
    seo: { image: string | null };
  },
): JsonLd {
  const url = `${siteUrl}${post.path}`;
  return clean({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.modifiedAt ? { dateModified: post.modifiedAt } : {}),
    ...(post.seo.image ? { image: absoluteUrl(siteUrl, post.seo.image) } : {}),
    author: post.author ? { '@type': 'Person', name: post.author.name } : { '@id': `${siteUrl}/#organization` },
    publisher: { '@id': `${siteUrl}/#organization` },
    inLanguage: 'en-GB',
  });
}

/** The questions and answers of the FAQ page. */
export function faqPageJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  });
}

/** A gallery page for search engines: its images, with absolute addresses. */
export function galleryJsonLd(
  siteUrl: string,
  page: {
    title: string;
    description: string | null;
    path: string;
    publishedAt?: string | null;
    images: { full: Pick<ImageProps, 'src' | 'width' | 'height' | 'alt'>; caption: string | null }[];
  },
) {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: page.title,
    ...(page.description ? { description: page.description } : {}),
    url: `${siteUrl}${page.path}`,
    ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
    publisher: { '@id': `${siteUrl}/#organization` },
    image: page.images.map((item) => ({
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(siteUrl, item.full.src),
      width: item.full.width,
      height: item.full.height,
      ...(item.caption ? { caption: item.caption } : {}),
      ...(item.full.alt ? { description: item.full.alt } : {}),
    })),
  });
}

/** schema.org VideoObject: what search engines need to show the video (thumbnail and embed addresses absolute). */
export function videoJsonLd(
  siteUrl: string,
  video: {
    title: string;
    description: string | null;
    path: string;
    thumbnailUrl: string | null;
    publishedAt: string | null;
    duration: number | null | undefined;
    provider: VideoProvider | null;
    externalId: string | null | undefined;
  },
) {
  const embed = video.provider ? embedUrl(video.provider, video.externalId) : null;
  const duration = isoDuration(video.duration);
  return clean({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description ?? video.title,
    ...(video.thumbnailUrl ? { thumbnailUrl: absoluteUrl(siteUrl, video.thumbnailUrl) } : {}),
    ...(video.publishedAt ? { uploadDate: video.publishedAt } : {}),
    ...(duration ? { duration } : {}),
    ...(embed ? { embedUrl: embed } : {}),
    url: `${siteUrl}${video.path}`,
    publisher: { '@id': `${siteUrl}/#organization` },
  });
}

/**
 * A service as schema.org sees it (issue 37): what it is, who provides it,
 * and its quick facts as the terms of an Offer: the minimum order as
 * `eligibleQuantity`, the lead time as `deliveryLeadTime` in weeks (UN/CEFACT
 * "WEE"). The Offer is left out when neither is known.
 */
export function serviceJsonLd(
  siteUrl: string,
  service: {
    path: string;
    title: string;
    description: string | null;
    facts: {
      minimumOrder?: { quantity?: number | null; unit?: string | null; basis?: string | null } | null;
      leadTime?: { minWeeks?: number | null; maxWeeks?: number | null } | null;
    } | null;
  },
): JsonLd {
  const url = `${siteUrl}${service.path}`;
  const order = service.facts?.minimumOrder;
  const lead = service.facts?.leadTime;
  const unitText = [order?.unit?.trim() || 'units', order?.basis?.trim()].filter(Boolean).join(' ');
  const eligibleQuantity = order?.quantity != null ? { '@type': 'QuantitativeValue', minValue: order.quantity, unitText } : null;
  const deliveryLeadTime =
    lead?.minWeeks != null
      ? {
          '@type': 'QuantitativeValue',
          minValue: lead.minWeeks,
          maxValue: lead.maxWeeks ?? lead.minWeeks,
          unitCode: 'WEE',
          unitText: 'weeks',
        }
      : null;
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    ...(service.description ? { description: service.description } : {}),
    url,
    provider: { '@id': `${siteUrl}/#organization` },
    areaServed: 'Worldwide',
    ...(eligibleQuantity || deliveryLeadTime
      ? {
          offers: {
            '@type': 'Offer',
            url,
            ...(eligibleQuantity ? { eligibleQuantity } : {}),
            ...(deliveryLeadTime ? { deliveryLeadTime } : {}),
          },
        }
      : {}),
  });
}

/**
 * A stock part as a schema.org Product (issue 38): its code as `sku` and
 * `mpn`, the maker as manufacturer, its measurements as QuantitativeValues in
 * UN/CEFACT units (MLT, MMT, GRM), and what a buyer filters by as
 * `additionalProperty`. No Offer: the catalogue quotes no price.
 */
export function productJsonLd(
  siteUrl: string,
  part: {
    path: string;
    name: string;
    code: string;
    description: string | null;
    images: string[];
    material: string | null;
    colour: string | null;
    heightMm: number | null;
    diameterMm: number | null;
    weightG: number | null;
    properties: { name: string; value: string | number; unitCode?: string }[];
  },
): JsonLd {
  const url = `${siteUrl}${part.path}`;
  const measure = (value: number | null, unitCode: string) =>
    value === null ? undefined : { '@type': 'QuantitativeValue', value, unitCode };
  return clean(
    JSON.parse(
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Product',
        '@id': `${url}#product`,
        name: part.name,
        sku: part.code,
        mpn: part.code,
        url,
        description: part.description ?? undefined,
        image: part.images.length ? part.images.map((image) => absoluteUrl(siteUrl, image)) : undefined,
        material: part.material ?? undefined,
        color: part.colour ?? undefined,
        height: measure(part.heightMm, 'MMT'),
        width: measure(part.diameterMm, 'MMT'),
        weight: measure(part.weightG, 'GRM'),
        manufacturer: { '@id': `${siteUrl}/#organization` },
        brand: { '@id': `${siteUrl}/#organization` },
        additionalProperty: part.properties.map((property) => ({ '@type': 'PropertyValue', ...property })),
      }),
    ) as JsonLd,
  );
}
