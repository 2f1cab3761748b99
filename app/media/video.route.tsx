import { Link } from 'react-router';
import { Breadcrumbs } from '../ui/page-header.tsx';
import { VideoCardList } from './video-cards.tsx';
import { VideoPlayer } from './video-player.tsx';
import { loadVideo } from './videos.server.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/video.route.ts';
import { joinFacts } from '../ui/format.ts';

export { handle, links } from './stylesheet.ts';

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
      {/* A short header, so the film itself is in the first screen (issue 16); the introduction follows it. */}
      <header className="container video-page__header">
        <Breadcrumbs trail={trail} />
        <span className="eyebrow">{duration ? joinFacts(['Film', duration]) : 'Film'}</span>
        <h1>{title}</h1>
      </header>
      {!unavailable && (
        <section className="container video-page__film" aria-label={`Watch ${title}`}>
          <VideoPlayer title={title} poster={poster} source={player} />
          {intro && <p className="lead video-page__intro">{intro}</p>}
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
