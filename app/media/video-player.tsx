import { useEffect, useRef, useState } from 'react';
import type { ImageProps } from '../sanity/images.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { PlayGlyph } from './video-cards.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';

export interface VideoPlayerSource {
  providerName: string;
  /** The privacy-enhanced player, with autoplay. */
  embedUrl: string;
  /** The video on the provider's site. */
  watchUrl: string;
}

/**
 * A video's poster with a play button; the provider's player (an iframe on
 * its privacy-enhanced domain) is created only when the visitor presses play,
 * so nothing is asked of YouTube or Vimeo before that. Without JavaScript the
 * poster links to the video on the provider's site; with it, the same element
 * acts as the play button (LinkButton: the priority picture inside it is
 * not built again after hydration).
 */
export function VideoPlayer({
  title,
  poster,
  source,
  priority = true,
}: {
  title: string;
  poster: ImageProps | null;
  source: VideoPlayerSource | null;
  /** The poster is the page's largest paint (the video's page), not a picture further down (an editor's page). */
  priority?: boolean;
}) {
  const enhanced = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const face = (
    <>
      {poster ? (
        <ResponsiveImage image={poster} priority={priority} className="video-player__image" />
      ) : (
        <span className="video-player__image video-player__image--empty" />
      )}
      <span className="video-player__veil" aria-hidden="true" />
      <span className="video-player__cta" aria-hidden="true">
        <PlayGlyph className="play-glyph play-glyph--large" />
        <span className="video-player__label">Play the film</span>
      </span>
    </>
  );
  // The visible words come first in the name (WCAG 2.5.3); the length is in the page's header and details.
  const name = `Play the film: ${title}`;

  if (!source) {
    return (
      <div className="video-player">
        <div className="video-player__poster" aria-hidden="true">
          {poster && <ResponsiveImage image={poster} priority={priority} className="video-player__image" />}
        </div>
      </div>
    );
  }

  return (
    <div className="video-player" data-playing={playing}>
      {playing ? (
        <iframe
          ref={frame}
          className="video-player__frame"
          src={source.embedUrl}
          title={`${title} (video player, ${source.providerName})`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <LinkButton
          enhanced={enhanced}
          onActivate={() => setPlaying(true)}
          className="video-player__poster"
          href={source.watchUrl}
          aria-label={enhanced ? name : `${name}, on ${source.providerName}`}
        >
          {face}
        </LinkButton>
      )}
    </div>
  );
}
