import { Link } from 'react-router';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { DEFAULT_HOME_TITLE, HERO_IMAGE } from '../constants.ts';
import { fetchContent } from '../content/fetch.server.ts';
import { image } from '../content/image-source.server.ts';
import type { SanityImage } from '../content/images.ts';
import { homePageQuery } from '../content/queries.ts';
import { websiteJsonLd } from '../seo/json-ld.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/home.ts';

interface HomePage {
  seoTitle?: string | null;
  seoDescription?: string | null;
  heroEyebrow?: string | null;
  heroTitle?: string | null;
  heroSubtitle?: string | null;
  heroBackgroundImage?: SanityImage | null;
  shareImage?: SanityImage | null;
}

const defaults = {
  heroEyebrow: 'UK fragrance & packaging manufacturer',
  heroTitle: 'Fragrance, made beautifully.',
  heroSubtitle: 'From the first accord to the finished, boxed bottle: creation, private label, filling, glass and packaging for luxury and niche brands.',
};

export async function loader() {
  const home = await fetchContent<HomePage | null>('home page', homePageQuery, {}, null);
  return {
    seoTitle: home?.seoTitle ?? null,
    seoDescription: home?.seoDescription ?? null,
    shareImage: image(home?.shareImage ?? home?.heroBackgroundImage, { width: 1200, height: 630 })?.src ?? null,
    heroEyebrow: home?.heroEyebrow ?? defaults.heroEyebrow,
    heroTitle: home?.heroTitle ?? defaults.heroTitle,
    heroSubtitle: home?.heroSubtitle ?? defaults.heroSubtitle,
    heroImage: image(home?.heroBackgroundImage, { ...HERO_IMAGE, width: 1350, height: 668, sizes: '100vw' }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootData(matches);
  const companyName = root?.site.companyName ?? '';
  const title = loaderData?.seoTitle ?? `${DEFAULT_HOME_TITLE} | ${companyName}`;
  return [
    ...pageMeta(root, '/', { title, description: loaderData?.seoDescription, image: loaderData?.shareImage }, { fullTitle: true }),
    ...(root ? [{ 'script:ld+json': websiteJsonLd(root.site, root.siteUrl) }] : []),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      {loaderData.heroImage && <ResponsiveImage image={loaderData.heroImage} className="hero__image" priority sizes="100vw" />}
      <div className="hero__veil" aria-hidden="true" />
      <div className="container hero__content">
        <span className="eyebrow">{loaderData.heroEyebrow}</span>
        <h1 id="hero-title">{loaderData.heroTitle}</h1>
        <p className="hero__subtitle">{loaderData.heroSubtitle}</p>
        <div className="hero__actions">
          <Link to="/launch-my-fragrance" className="button button--light" prefetch="intent">
            Start Your Project
          </Link>
          <Link to="/services" className="button button--ghost-light" prefetch="intent">
            Our Services
          </Link>
        </div>
      </div>
    </section>
  );
}
