/**
 * The home page's content (SPEC.md §2, §7), and the testimonials it shares
 * with /testimonials-demo. Its queries run in parallel; each falls back to the
 * built-in defaults on its own when it fails.
 */
import {
  HERO_IMAGE,
  HERO_STACKED_IMAGE,
  LOGO_IMAGE,
  SERVICE_CARD_IMAGE,
  TESTIMONIAL_IMAGE_SIZE,
  TESTIMONIAL_LOGO_WIDTH,
} from '../constants.ts';
import { documentPath, launchPath, linkHref } from '../urls.ts';
import { resolveLink } from '../ui/content-link.tsx';
import { initials } from '../ui/initials.ts';
import { loadPortfolioCards } from '../portfolio/portfolio.server.ts';
import { queryOr, type QueryResult } from '../sanity/fetch.server.ts';
import { contentAvailability } from '../request.server.ts';
import { noteChangesAt } from '../request.server.ts';
import { image } from '../sanity/image.server.ts';
import { aboutSectionQuery, exhibitionQuery, homePageQuery, logosQuery, serviceCardsQuery, testimonialsQuery } from '../sanity/queries.ts';
import type { Exhibition } from './exhibition-banner.tsx';
import { currentExhibition, exhibitionHidesAt } from './exhibition.ts';
import { defaultAbout, defaultHome, defaultImages, defaultServiceCards, defaultTrustTiles } from './home-defaults.ts';
import type { Testimonial } from './testimonials-section.tsx';
import type { ClientLogo } from './trust-section.tsx';
import { cardLine } from '../pages/service-facts.ts';
import { figures } from '../pages/figure-facts.ts';

type HomePage = QueryResult<typeof homePageQuery>;

/** Each field of the page document, or its default when the document or the field is missing. */
function withDefaults(home: HomePage | null) {
  const pick = <K extends keyof typeof defaultHome>(key: K) => home?.[key] ?? defaultHome[key];
  const trustTiles = figures(home?.trustTiles, { catalogue: home?.catalogueFacts });
  return {
    seoTitle: home?.seoTitle ?? null,
    seoDescription: home?.seoDescription ?? null,
    heroEyebrow: pick('heroEyebrow'),
    heroTitle: pick('heroTitle'),
    heroSubtitle: pick('heroSubtitle'),
    servicesTitle: pick('servicesTitle'),
    servicesDescription: pick('servicesDescription'),
    portfolioTitle: pick('portfolioTitle'),
    portfolioDescription: pick('portfolioDescription'),
    portfolioFallbackText: pick('portfolioFallbackText'),
    contactCtaTitle: pick('contactCtaTitle'),
    contactCtaDescription: pick('contactCtaDescription'),
    contactCtaButtonText: pick('contactCtaButtonText'),
    // The hero's buttons and the closing button go where the document's links say; SPEC.md's by default.
    heroLinks: [
      resolveLink(home?.heroPrimaryLink, 'Start Your Project') ?? { label: 'Start Your Project', href: launchPath, external: false },
      resolveLink(home?.heroSecondaryLink, 'Our Services') ?? { label: 'Our Services', href: '/services', external: false },
    ],
    contactCtaTo: linkHref(home?.contactCtaLink) ?? '/contact',
    trustTiles: trustTiles.length > 0 ? trustTiles : defaultTrustTiles,
  };
}

/** A testimonial as its card shows it (the `testimonialCard` projection of queries.ts), or null without its quote or name. */
export function testimonialCard(t: QueryResult<typeof testimonialsQuery>[number] | null | undefined): Testimonial | null {
  if (!t?._id || !t.quote || !t.name) return null;
  return {
    id: t._id,
    quote: t.quote,
    name: t.name,
    title: t.title ?? null,
    company: t.company ?? null,
    image: image(t.image, { ...TESTIMONIAL_IMAGE_SIZE, sizes: `${TESTIMONIAL_IMAGE_SIZE.width}px` }),
    // Without a portrait, the company's client logo, else its initials: never an empty circle.
    logo: t.image ? null : image(t.logo?.image, { width: TESTIMONIAL_LOGO_WIDTH, sizes: `${TESTIMONIAL_LOGO_WIDTH}px` }),
    monogram: initials(t.company || t.name),
    case: t.case?.slug && t.case.name ? { name: t.case.name, url: documentPath({ _type: 'portfolioBrand', slug: t.case.slug }) } : null,
  };
}

/** Every testimonial by display order; a failed fetch is logged and leaves the list empty (SPEC.md §8). */
export async function loadTestimonials(): Promise<Testimonial[]> {
  const rows = await queryOr('testimonials', testimonialsQuery, {}, []);
  return rows.flatMap((row) => testimonialCard(row) ?? []);
}

/** A client logo of the strip (the `clientLogo` projection of queries.ts), or null without its name. */
export function clientLogo(logo: QueryResult<typeof logosQuery>[number] | null | undefined): ClientLogo | null {
  if (!logo?._id || !logo.name) return null;
  return {
    id: logo._id,
    name: logo.name,
    url: logo.url ?? null,
    // Where we tell the client's story ourselves, the logo opens it (issue 39).
    caseStudy: logo.caseStudy ? documentPath({ _type: 'portfolioBrand', slug: logo.caseStudy }) : null,
    image: image(logo.image, { ...LOGO_IMAGE, sizes: `${LOGO_IMAGE.width}px` }),
  };
}

/** /testimonials-demo: the testimonials, and whether they could be read. */
export async function loadTestimonialsPage(): Promise<{ testimonials: Testimonial[]; unavailable: boolean }> {
  const { value: testimonials, unavailable } = await contentAvailability(loadTestimonials);
  return { testimonials, unavailable };
}

/** The exhibition to announce, if any: never one past its `hideAfter` or, without one, its last day. */
async function loadExhibition(): Promise<Exhibition | null> {
  const rows = await queryOr('exhibition', exhibitionQuery, {}, []);
  const exhibition = currentExhibition(
    rows.filter((row) => row?.name),
    new Date(),
  );
  // The page changes when the announced exhibition retires (the next one, or none, is announced then).
  const hidesAt = exhibition && exhibitionHidesAt(exhibition);
  if (hidesAt) noteChangesAt(hidesAt);
  if (!exhibition?.name) return null;
  const { eyebrow, dates, venue, stand, registerUrl, registerLabel } = exhibition;
  return { name: exhibition.name, eyebrow, dates, venue, stand, registerUrl, registerLabel };
}

/** `/` (and `?feature=` for the portfolio grid's filter). */
export async function loadHome(feature: string | null) {
  const [services, about, portfolio, home, logos, exhibition, testimonials] = await Promise.all([
    queryOr('home services', serviceCardsQuery, {}, []),
    queryOr('home about', aboutSectionQuery, {}, null),
    loadPortfolioCards(),
    queryOr('home page', homePageQuery, {}, null),
    queryOr('client logos', logosQuery, {}, []),
    loadExhibition(),
    loadTestimonials(),
  ]);
  const cards = services.flatMap((service) =>
    service?._id && service.title && service.slug
      ? [
          {
            id: service._id,
            title: service.title,
            description: service.shortDescription ?? null,
            facts: cardLine(service.quickFacts),
            slug: service.slug,
            image: service.image,
          },
        ]
      : [],
  );
  const stackedHero = image(home?.heroBackgroundImage, {
    width: HERO_STACKED_IMAGE.width,
    height: HERO_STACKED_IMAGE.height,
    sizes: '100vw',
  });
  return {
    ...withDefaults(home),
    feature,
    shareImage: image(home?.shareImage ?? home?.heroBackgroundImage, { width: 1200, height: 630 })?.src ?? null,
    heroImage:
      image(home?.heroBackgroundImage, { width: HERO_IMAGE.width / 2, height: HERO_IMAGE.height / 2, sizes: '100vw' }) ??
      defaultImages.hero,
    heroCrops: stackedHero ? [{ media: HERO_STACKED_IMAGE.media, image: stackedHero }] : [],
    exhibition,
    logos: logos.flatMap((logo) => clientLogo(logo) ?? []),
    about: {
      title: about?.title ?? defaultAbout.title,
      description: about?.description ?? defaultAbout.description,
      linkText: about?.linkText ?? defaultAbout.linkText,
      image: image(about?.image, { width: 720, height: 540, sizes: '(min-width: 64rem) 45vw, 100vw' }) ?? defaultImages.about,
    },
    services: (cards.length > 0 ? cards : defaultServiceCards).map((service) => ({
      ...service,
      image: image(service.image, { ...SERVICE_CARD_IMAGE, sizes: '(min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 85vw' }) ?? {
        ...defaultImages.service,
        alt: service.title,
      },
    })),
    portfolio,
    testimonials,
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
