import { ContentPage } from './content-page.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { contentPageData, type ContentDoc } from './content-page.server.ts';
import { fetchContent } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { seoData, type PageSeoResult } from '../sanity/page.server.ts';
import { singletonPageQuery } from '../sanity/queries.ts';
import { pagePath, singletonPages, type SingletonPath } from '../urls.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/singleton-page.route.ts';

/** What /about, /glass and /creative say when their document is missing. */
const descriptions: Record<SingletonPath, string> = {
  '/about': 'Two decades of fragrance and packaging manufacturing for luxury and niche brands, from the United Kingdom.',
  '/glass': 'Stock and bespoke glass bottles, flacons and vessels, decorated to order.',
  '/creative': 'Our design studio: brand, bottle and packaging design from first sketch to finished pack.',
};

interface SingletonDoc extends ContentDoc {
  seo?: PageSeoResult | null;
  milestones?: { year: number; title: string; description?: string | null }[] | null;
  ranges?: { _key: string; name: string; capacities?: string | null; neck?: string | null; description?: string | null; image?: SanityImage | null }[] | null;
  decorations?: string[] | null;
  disciplines?: { title: string; description?: string | null }[] | null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request) as SingletonPath;
  const page = { ...singletonPages[path], description: descriptions[path] };
  const content = await fetchContent<SingletonDoc | null>(page.type, singletonPageQuery, { type: page.type }, null);
  const trail = [
    { name: 'Home', path: '/' },
    { name: content?.title ?? page.title, path },
  ];
  return {
    path,
    trail,
    seo: seoData(content?.seo, content?.title ?? page.title, content?.description ?? page.description),
    page: {
      ...contentPageData(content, { title: page.title, intro: page.description, trail, unavailable: false }),
      aside: content?.decorations ?? [],
      asideTitle: 'Decoration',
    },
    milestones: content?.milestones ?? [],
    ranges: (content?.ranges ?? []).map((range) => ({ ...range, image: image(range.image, { width: 400, height: 500, sizes: '(min-width: 64rem) 25vw, 50vw' }) })),
    disciplines: content?.disciplines ?? [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function SingletonPage({ loaderData }: Route.ComponentProps) {
  const { page, milestones, ranges, disciplines } = loaderData;
  return (
    <ContentPage data={page}>
      {milestones.length > 0 && (
        <section className="section" aria-labelledby="history-title">
          <div className="container page-body" data-aside="true">
            <div>
              <span className="eyebrow">Since 2004</span>
              <h2 id="history-title">Our story so far</h2>
            </div>
            <ol className="timeline">
              {milestones.map((milestone) => (
                <li key={`${milestone.year}-${milestone.title}`}>
                  <span className="timeline__year">{milestone.year}</span>
                  <span className="timeline__title">{milestone.title}</span>
                  {milestone.description && <p className="card__meta">{milestone.description}</p>}
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}
      {ranges.length > 0 && (
        <section className="section" aria-labelledby="ranges-title">
          <div className="container">
            <span className="eyebrow">Stock glass</span>
            <h2 id="ranges-title">Our ranges</h2>
            <ul className="info-grid">
              {ranges.map((range) => (
                <li key={range._key} className="info-grid__item">
                  {range.image && <ResponsiveImage image={range.image} />}
                  <h3>{range.name}</h3>
                  {range.description && <p>{range.description}</p>}
                  <p>{[range.capacities, range.neck].filter(Boolean).join(' · ')}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {disciplines.length > 0 && (
        <section className="section" aria-labelledby="disciplines-title">
          <div className="container">
            <span className="eyebrow">The studio</span>
            <h2 id="disciplines-title">What we design</h2>
            <ul className="info-grid">
              {disciplines.map((discipline) => (
                <li key={discipline.title} className="info-grid__item">
                  <h3>{discipline.title}</h3>
                  {discipline.description && <p>{discipline.description}</p>}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </ContentPage>
  );
}
