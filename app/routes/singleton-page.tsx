import { PageHeader } from '../components/page-header.tsx';
import { heroImage, seoData, type PageSeoResult } from '../content/pages.server.ts';
import { fetchContent } from '../content/fetch.server.ts';
import type { SanityImage } from '../content/images.ts';
import { singletonPageQuery } from '../content/queries.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import { pagePath } from '../content/request-path.ts';
import type { Route } from './+types/singleton-page.ts';

/** /about, /glass and /creative: one document each. */
const pages = {
  '/about': { type: 'aboutPage', title: 'About', description: 'Two decades of fragrance and packaging manufacturing for luxury and niche brands, from the United Kingdom.' },
  '/glass': { type: 'glassPage', title: 'Glass', description: 'Stock and bespoke glass bottles, flacons and vessels, decorated to order.' },
  '/creative': { type: 'creativePage', title: 'Creative', description: 'Our design studio: brand, bottle and packaging design from first sketch to finished pack.' },
} as const;

interface SingletonPage {
  title: string;
  eyebrow?: string | null;
  heroTitle?: string | null;
  description?: string | null;
  heroImage?: SanityImage | null;
  seo?: PageSeoResult | null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request) as keyof typeof pages;
  const page = pages[path];
  const content = await fetchContent<SingletonPage | null>(page.type, singletonPageQuery, { type: page.type }, null);
  return {
    path,
    title: content?.heroTitle ?? content?.title ?? page.title,
    eyebrow: content?.eyebrow ?? null,
    intro: content?.description ?? page.description,
    image: heroImage(content?.heroImage),
    seo: seoData(content?.seo, content?.title ?? page.title, content?.description ?? page.description),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(rootData(matches), loaderData?.path ?? '/', loaderData?.seo ?? {});

export default function SingletonPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader title={loaderData.title} eyebrow={loaderData.eyebrow} intro={loaderData.intro} image={loaderData.image} />;
}
