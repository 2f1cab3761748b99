import { Link } from 'react-router';
import { PageHeader } from '../ui/page-header.tsx';
import { VideoCardList } from './video-cards.tsx';
import { VideoPlayer } from './video-player.tsx';
import { loadVideo } from './videos.server.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/video.route.ts';

export { links } from './stylesheet.ts';

export function loader({ params }: Route.LoaderArgs) {
  return loadVideo(params.id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...metaWithBreadcrumbs(matches, loaderData),
  ...(loaderData?.jsonLd ? [{ 'script:ld+json': loaderData.jsonLd }] : []),
];

export default function Video({ loaderData }: Route.ComponentProps) {
  const { title, intro, trail, poster, player, duration, durationSpoken, date, publishedAt, more, unavailable } = loaderData;
  return (
    <>
      <PageHeader title={title} eyebrow={duration ? `Film · ${duration}` : 'Film'} intro={intro} trail={trail} />
      {!unavailable && (
        <section className="section container" aria-label={`Watch ${title}`}>
          <VideoPlayer title={title} poster={poster} source={player} />
          <dl className="video-facts">
            {durationSpoken && (
              <div>
                <dt>Duration</dt>
                <dd>{durationSpoken}</dd>
              </div>
            )}
            {date && (
              <div>
                <dt>Published</dt>
                <dd>{publishedAt ? <time dateTime={publishedAt}>{date}</time> : date}</dd>
              </div>
            )}
            {player && (
              <div>
                <dt>Plays from</dt>
                <dd>{player.providerName}, once you press play</dd>
              </div>
            )}
          </dl>
        </section>
      )}
      {more.length > 0 && (
        <section className="section section--stone" aria-labelledby="more-videos">
          <div className="container">
            <div className="media-heading">
              <h2 id="more-videos">More films</h2>
              <Link to="/videos" className="text-link">
                All videos
              </Link>
            </div>
            <VideoCardList items={more} headingLevel="h3" compact />
          </div>
        </section>
      )}
    </>
  );
}
