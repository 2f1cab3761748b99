/** The portfolio's loaders: the cards (for /portfolio, the home page and related cases) and a case's page. */
import { data } from 'react-router';
import { requireDocument, queryOr } from '../sanity/fetch.server.ts';
import { contentAvailability } from '../request.server.ts';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { prepareRichText } from '../sanity/portable-text.server.ts';
import { portfolioBrandsQuery, portfolioCaseQuery } from '../sanity/queries.ts';
import { seoData } from '../seo/seo.server.ts';
import { defaultCta } from '../ui/contact-cta.tsx';
import { titleFromSlug } from '../ui/format.ts';
import { listItems, takeSection } from '../ui/portable-text.ts';
import { documentPath } from '../urls.ts';
import { cleanFeature, PORTFOLIO_CARD_SIZES, portfolioCard, type PortfolioCard } from './portfolio.ts';
import type { CaseProof } from './case-proof.tsx';

/** A case as the card queries project it. */
interface CaseCardRow {
  _id?: string | null;
  name?: string | null;
  features?: (string | null)[] | null;
  description?: string | null;
  image?: SanityImage | null;
  outcome?: { figure?: string | null; counts?: string | null } | null;
}

/** A case as a card with its 4:5 image. */
function caseCard(brand: CaseCardRow & { _id: string; name: string }): PortfolioCard {
  const features = (brand.features ?? []).filter((feature): feature is string => typeof feature === 'string');
  return portfolioCard({ ...brand, features }, image(brand.image, { width: 480, height: 600, sizes: PORTFOLIO_CARD_SIZES }));
}

/** Cases from references, skipping any that no longer exist. */
export function caseCards(brands: (CaseCardRow | null | undefined)[] | null | undefined): PortfolioCard[] {
  return (brands ?? []).flatMap((brand) => (brand?._id && brand.name ? [caseCard({ ...brand, _id: brand._id, name: brand.name })] : []));
}

/** The portfolio cards, by display order; empty when the content service fails (SPEC.md §8). */
export async function loadPortfolioCards(): Promise<PortfolioCard[]> {
  return caseCards(await queryOr('portfolio', portfolioBrandsQuery, {}, []));
}

/** /portfolio (and `?feature=` for its filter). */
export async function loadPortfolio(feature: string | null) {
  const { value: items, unavailable } = await contentAvailability(loadPortfolioCards);
  return { items, feature, unavailable };
}

/** /portfolio/{slug}: the case of one brand, with the previous and next case. */
export async function loadCase(slug: string) {
  const path = documentPath({ _type: 'portfolioBrand', slug });
  const { content, unavailable } = await requireDocument(`portfolio case ${slug}`, portfolioCaseQuery, { slug });
  const name = content?.name ?? titleFromSlug(slug);
  const siblings = (content?.siblings ?? []).flatMap((sibling) =>
    sibling?.name && sibling.slug ? [{ name: sibling.name, slug: sibling.slug }] : [],
  );
  const index = siblings.findIndex((sibling) => sibling.slug === slug);
  // The story, and its "Results" set apart (the schema has no results field: docs/decisions/0010).
  const { rest: story, section: results } = takeSection(prepareRichText(content?.body), 'Results');
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Portfolio', path: '/portfolio' },
    { name, path },
  ];
  return data(
    {
      path,
      trail,
      unavailable,
      seo: seoData(content?.seo, name, content?.description),
      name,
      tagline: content?.tagline ?? null,
      description: content?.description ?? null,
      year: content?.year ?? null,
      features: (content?.features ?? []).flatMap((feature) => (feature ? [cleanFeature(feature)] : [])).filter(Boolean),
      hero: image(content?.heroImage ?? content?.image, { width: 1600, height: 900, sizes: '100vw' }),
      body: story,
      results: { statements: listItems(results), body: results },
      proof: caseProof(content),
      gallery: (content?.gallery ?? []).flatMap((item) => {
        const props = image(item, { width: 800, height: 600, sizes: '(min-width: 64rem) 33vw, 100vw' });
        return props ? [{ image: props, caption: item?.caption ?? null }] : [];
      }),
      items: (content?.items ?? []).flatMap((item) =>
        item?._id && item.title
          ? [
              {
                _id: item._id,
                title: item.title,
                description: item.description ?? null,
                components: (item.components ?? []).filter((component): component is string => Boolean(component)),
                image: image(item.image, { width: 480, height: 600, sizes: '(min-width: 64rem) 22vw, 40vw' }),
              },
            ]
          : [],
      ),
      services: (content?.services ?? []).flatMap((service) =>
        service?.slug && service.title
          ? [{ title: service.title, url: documentPath({ _type: 'servicePage', slug: service.slug, placement: service.placement }) }]
          : [],
      ),
      cta: {
        // What this case's reader gets next, with the client named: not the site's generic ending.
        title: `Brief the team that worked with ${name}`,
        text: 'Tell us what you are launching and when. Within two working days we reply with comparable work, a timeline and first costs.',
        buttonText: defaultCta.buttonText,
      },
      previous: index > 0 ? siblings[index - 1]! : siblings.length > 1 && index === 0 ? siblings.at(-1)! : null,
      next: index >= 0 && siblings.length > 1 ? siblings[(index + 1) % siblings.length]! : null,
    },
    { status: unavailable ? 503 : 200 },
  );
}

/** The case's structured results, keeping only complete entries (a draft may have half an outcome). */
function caseProof(
  content: {
    outcomes?: ({ _key?: string | null; figure?: string | null; counts?: string | null } | null)[] | null;
    launchDateMet?: boolean | null;
    retailers?: (string | null)[] | null;
    awards?: (string | null)[] | null;
    clientQuote?: { quote?: string | null; name?: string | null; role?: string | null } | null;
  } | null,
): CaseProof {
  const texts = (items: (string | null)[] | null | undefined) => (items ?? []).flatMap((item) => (item?.trim() ? [item.trim()] : []));
  const quote = content?.clientQuote;
  return {
    outcomes: (content?.outcomes ?? []).flatMap((outcome, index) =>
      outcome?.figure?.trim() && outcome.counts?.trim()
        ? [{ key: outcome._key ?? String(index), figure: outcome.figure.trim(), counts: outcome.counts.trim() }]
        : [],
    ),
    launchDateMet: content?.launchDateMet ?? null,
    retailers: texts(content?.retailers),
    awards: texts(content?.awards),
    quote:
      quote?.quote?.trim() && quote.name?.trim()
        ? { quote: quote.quote.trim(), name: quote.name.trim(), role: quote.role?.trim() || null }
        : null,
  };
}
