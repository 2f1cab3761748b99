import { data } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { UnavailableNotice } from '../components/unavailable-notice.tsx';
import { heroImage, requiredContent, seoData, titleFromSlug, type PageSeoResult } from '../content/pages.server.ts';
import type { SanityImage } from '../content/images.ts';
import { servicePageQuery } from '../content/queries.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import { pagePath } from '../content/request-path.ts';
import type { Route } from './+types/service.ts';

interface ServicePage {
  title: string;
  eyebrow?: string | null;
  heroTitle?: string | null;
  description?: string | null;
  heroImage?: SanityImage | null;
  seo?: PageSeoResult | null;
}

/** Landing pages at the root that share the service layout; two addresses show one page. */
const landingSlugs: Record<string, string> = {
  '/uk-fragrance-manufacturer': 'uk-fragrance-manufacturer',
  '/manufacturing-facilities': 'uk-fragrance-manufacturer',
  '/private-label-fragrance': 'private-label-fragrance',
  '/fragrance-filling-assembly': 'fragrance-filling-assembly',
  '/launch-my-fragrance': 'launch-my-fragrance',
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const pathname = pagePath(request);
  const landing = landingSlugs[pathname];
  const slug = landing ?? params.slug;
  if (!slug) throw data(null, { status: 404 });
  const canonical = landing ? `/${landing}` : `/services/${slug}`;
  const { content, unavailable } = await requiredContent<ServicePage>(`service ${slug}`, servicePageQuery, { slug, placement: landing ? 'landing' : 'service' });
  const title = content?.title ?? titleFromSlug(slug);
  const trail = landing
    ? [{ name: 'Home', path: '/' }, { name: title, path: canonical }]
    : [{ name: 'Home', path: '/' }, { name: 'Services', path: '/services' }, { name: title, path: canonical }];
  return data(
    {
      canonical,
      trail,
      unavailable,
      title: content?.heroTitle ?? title,
      eyebrow: content?.eyebrow ?? null,
      intro: content?.description ?? null,
      image: heroImage(content?.heroImage),
      seo: seoData(content?.seo, title, content?.description),
    },
    { status: unavailable ? 503 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(rootData(matches), loaderData?.canonical ?? '/', loaderData?.seo ?? {});

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} eyebrow={loaderData.eyebrow} intro={loaderData.intro} image={loaderData.image} trail={loaderData.trail} />
      {loaderData.unavailable && <UnavailableNotice />}
    </>
  );
}
