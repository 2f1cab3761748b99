import { Link } from 'react-router';
import { GalleryCardList } from './gallery-cards.tsx';
import { GalleryGrid } from './gallery-grid.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { loadGallery } from './galleries.server.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/gallery.route.ts';
import { joinFacts } from '../ui/format.ts';

export { handle, links } from './stylesheet.ts';

export function loader({ params }: Route.LoaderArgs) {
  return loadGallery(params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...metaWithBreadcrumbs(matches, loaderData),
  ...(loaderData?.jsonLd ? [{ 'script:ld+json': loaderData.jsonLd }] : []),
];

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { title, intro, trail, images, orientation, others } = loaderData;
  return (
    <>
      <PageHeader
        title={title}
        eyebrow={images.length > 0 ? joinFacts(['Gallery', `${images.length} images`]) : 'Gallery'}
        intro={intro}
        trail={trail}
      />
      {images.length > 0 && (
        <section className="section container" aria-label={`${title}: the images`}>
          <GalleryGrid images={images} orientation={orientation} label={title} />
        </section>
      )}
      {others.length > 0 && (
        <section className="section section--stone" aria-labelledby="more-galleries">
          <div className="container">
            <div className="media-heading">
              <h2 id="more-galleries">More galleries</h2>
              <Link to="/galleries" className="text-link">
                All galleries
              </Link>
            </div>
            <GalleryCardList items={others} />
          </div>
        </section>
      )}
    </>
  );
}
