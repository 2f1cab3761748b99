/**
 * The home page's content (SPEC.md §2, §7): its queries run in parallel; each
 * falls back to the built-in defaults on its own when it fails.
 */
import { HERO_IMAGE, LOGO_IMAGE, SERVICE_CARD_IMAGE } from '../constants.ts';
import { fetchContent } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { defaultAbout, defaultHome, defaultImages, defaultServiceCards, defaultTrustTiles } from './home-defaults.ts';
import { loadPortfolioCards } from '../portfolio/portfolio.server.ts';
import { aboutSectionQuery, exhibitionQuery, homePageQuery, logosQuery, serviceCardsQuery } from '../sanity/queries.ts';
import { loadTestimonials } from './testimonials.server.ts';

interface HomePage {
  seoTitle?: string | null;
  seoDescription?: string | null;
  heroEyebrow?: string | null;
  heroTitle?: string | null;
  heroSubtitle?: string | null;
  heroBackgroundImage?: SanityImage | null;
  shareImage?: SanityImage | null;
  trustTiles?: { value: string; label: string }[] | null;
  servicesTitle?: string | null;
  servicesDescription?: string | null;
  portfolioTitle?: string | null;
  portfolioDescription?: string | null;
  portfolioFallbackText?: string | null;
  contactCtaTitle?: string | null;
  contactCtaDescription?: string | null;
  contactCtaButtonText?: string | null;
}

interface ServiceCardRow {
  _id: string;
  title: string;
  shortDescription?: string | null;
  slug: string;
  image?: SanityImage | null;
}

interface LogoRow {
  _id: string;
  name: string;
  url?: string | null;
  image?: SanityImage | null;
}

export interface Exhibition {
  eyebrow?: string | null;
  name: string;
  dates?: string | null;
  venue?: string | null;
  stand?: string | null;
  registerUrl?: string | null;
  registerLabel?: string | null;
}

/** Each field of the page document, or its default when the document or the field is missing. */
function withDefaults(home: HomePage | null) {
  const pick = <K extends keyof typeof defaultHome>(key: K) => (home?.[key] as string | null | undefined) ?? defaultHome[key];
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
    trustTiles: home?.trustTiles?.length ? home.trustTiles : defaultTrustTiles,
  };
}

export async function loadHome() {
  const [services, about, portfolio, home, logos, exhibition, testimonials] = await Promise.all([
    fetchContent<ServiceCardRow[]>('home services', serviceCardsQuery, {}, []),
    fetchContent<{ title?: string | null; description?: string | null; linkText?: string | null; image?: SanityImage | null } | null>('home about', aboutSectionQuery, {}, null),
    loadPortfolioCards(),
    fetchContent<HomePage | null>('home page', homePageQuery, {}, null),
    fetchContent<LogoRow[]>('client logos', logosQuery, {}, []),
    fetchContent<Exhibition | null>('exhibition', exhibitionQuery, {}, null),
    loadTestimonials(),
  ]);
  const page = withDefaults(home);
  return {
    ...page,
    shareImage: image(home?.shareImage ?? home?.heroBackgroundImage, { width: 1200, height: 630 })?.src ?? null,
    heroImage: image(home?.heroBackgroundImage, { width: HERO_IMAGE.width / 2, height: HERO_IMAGE.height / 2, sizes: '100vw' }) ?? defaultImages.hero,
    exhibition,
    logos: logos.map((logo) => ({
      id: logo._id,
      name: logo.name,
      url: logo.url ?? null,
      image: image(logo.image, { ...LOGO_IMAGE, sizes: `${LOGO_IMAGE.width}px` }),
    })),
    about: {
      title: about?.title ?? defaultAbout.title,
      description: about?.description ?? defaultAbout.description,
      linkText: about?.linkText ?? defaultAbout.linkText,
      image: image(about?.image, { width: 720, height: 540, sizes: '(min-width: 64rem) 45vw, 100vw' }) ?? defaultImages.about,
    },
    services: (services.length > 0 ? services : defaultServiceCards).map((service) => ({
      id: service._id,
      title: service.title,
      description: service.shortDescription ?? null,
      slug: service.slug,
      image: image(service.image, { ...SERVICE_CARD_IMAGE, sizes: '(min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 85vw' }) ?? { ...defaultImages.service, alt: service.title },
    })),
    portfolio,
    testimonials,
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
