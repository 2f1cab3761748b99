/** Shapes a service or page document for the ContentPage layout, with defaults for anything missing. */
import type { ContentPageData } from './content-page.tsx';
import type { Crumb } from '../ui/page-header.tsx';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { heroImage } from '../sanity/page.server.ts';
import { caseCards, type BrandRow } from '../portfolio/portfolio.server.ts';
import { prepareRichText } from '../sanity/portable-text.server.ts';

export const defaultCta = {
  title: 'Let’s talk about your fragrance',
  text: 'Tell us about your brand, your product and your timings. We reply to every enquiry within two working days.',
  buttonText: 'Start a conversation',
};

export interface ContentDoc {
  title?: string | null;
  eyebrow?: string | null;
  heroTitle?: string | null;
  description?: string | null;
  heroImage?: SanityImage | null;
  body?: unknown;
  highlights?: { value: string; label: string }[] | null;
  stats?: { value: string; label: string }[] | null;
  capabilities?: string[] | null;
  cta?: { title?: string | null; text?: string | null; buttonText?: string | null } | null;
  sections?: { _key?: string; _id?: string; eyebrow?: string | null; title: string; description?: string | null; body?: unknown; points?: string[] | null; imagePosition?: string | null; image?: SanityImage | null }[] | null;
  relatedCases?: (BrandRow | null)[] | null;
  featuredCases?: (BrandRow | null)[] | null;
  faqs?: ({ title: string; slug: string; description?: unknown } | null)[] | null;
}

export function contentPageData(doc: ContentDoc | null, fallback: { title: string; intro: string | null; trail: Crumb[]; unavailable: boolean }): ContentPageData {
  return {
    title: doc?.heroTitle ?? doc?.title ?? fallback.title,
    eyebrow: doc?.eyebrow ?? null,
    intro: doc?.description ?? fallback.intro,
    image: heroImage(doc?.heroImage),
    trail: fallback.trail,
    unavailable: fallback.unavailable,
    body: prepareRichText(doc?.body),
    figures: doc?.highlights ?? doc?.stats ?? [],
    aside: doc?.capabilities ?? [],
    rows: (doc?.sections ?? []).map((section, index) => ({
      key: section._key ?? section._id ?? String(index),
      eyebrow: section.eyebrow ?? null,
      title: section.title,
      text: section.description ?? null,
      body: prepareRichText(section.body),
      points: section.points ?? null,
      image: image(section.image, { width: 720, height: 480, sizes: '(min-width: 64rem) 45vw, 100vw' }),
      imagePosition: section.imagePosition ?? (index % 2 ? 'left' : 'right'),
    })),
    cases: caseCards(doc?.relatedCases ?? doc?.featuredCases),
    questions: (doc?.faqs ?? [])
      .filter((faq): faq is NonNullable<typeof faq> => Boolean(faq?.slug))
      .map((faq) => ({ title: faq.title, slug: faq.slug, answer: prepareRichText(faq.description) })),
    cta: {
      title: doc?.cta?.title ?? defaultCta.title,
      text: doc?.cta?.text ?? defaultCta.text,
      buttonText: doc?.cta?.buttonText ?? defaultCta.buttonText,
    },
  };
}
