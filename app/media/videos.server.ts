/**
 * The videos' loaders: the cards of /videos and the page of /video/{slug}
 * with its poster, the player's address (used only once the visitor presses
 * play) and the VideoObject structured data.
 */
import { data } from 'react-router';
import type { Crumb } from '../ui/page-header.tsx';
import { clockDuration, embedUrl, isVideoProvider, providerName, spokenDuration, watchUrl, type VideoProvider } from './video-embed.ts';
import { siteConfig } from '../env.server.ts';
import { queryOr, requireDocument } from '../sanity/fetch.server.ts';
import { contentAvailability } from '../request.server.ts';
import { image } from '../sanity/image.server.ts';
import type { ImageProps, SanityImage } from '../sanity/images.ts';
import { videoQuery, videosQuery } from '../sanity/queries.ts';
import { videoJsonLd } from '../seo/json-ld.ts';
import { seoData, type SeoData } from '../seo/seo.server.ts';
import { formatDate, titleFromSlug } from '../ui/format.ts';
import { documentPath } from '../urls.ts';
import type { VideoCardItem } from './video-cards.tsx';

/** A video as the card projections of videosQuery and videoQuery's `more` give it. */
interface VideoRow {
  title?: string | null;
  slug?: string | null;
  description?: string | null;
  duration?: number | null;
  publishedAt?: string | null;
  image?: SanityImage | null;
}

const posterFormats = {
  /** The newest video across the top of /videos. */
  feature: { width: 880, height: 495, sizes: '(min-width: 80rem) 48rem, (min-width: 64rem) 60vw, 100vw' },
  /** The other cards: two, then three a row. */
  card: { width: 640, height: 360, sizes: '(min-width: 80rem) 39rem, (min-width: 48rem) 50vw, 100vw' },
  compact: { width: 480, height: 270, sizes: '(min-width: 80rem) 26rem, (min-width: 48rem) 33vw, 100vw' },
  /** The player, the container's full width. */
  player: { width: 1280, height: 720, sizes: '(min-width: 80rem) 80rem, 100vw' },
} as const;

function videoCard(row: VideoRow & { slug: string }, format: keyof typeof posterFormats): VideoCardItem {
  return {
    to: documentPath({ _type: 'video', slug: row.slug }),
    title: row.title ?? titleFromSlug(row.slug),
    description: row.description ?? null,
    duration: clockDuration(row.duration),
    durationSpoken: spokenDuration(row.duration),
    date: formatDate(row.publishedAt),
    publishedAt: row.publishedAt ?? null,
    image: image(row.image, posterFormats[format]),
  };
}

const withSlug = (rows: (VideoRow | null)[]) => rows.flatMap((row) => (row?.slug ? [{ ...row, slug: row.slug }] : []));

/** /videos: the cards, newest first (the first shown large); none while the content service is unreachable. */
export async function loadVideos(): Promise<{ items: VideoCardItem[]; unavailable: boolean }> {
  const { value, unavailable } = await contentAvailability(() => queryOr('videos', videosQuery, {}, []));
  return { items: withSlug(value).map((row, index) => videoCard(row, index === 0 ? 'feature' : 'card')), unavailable };
}

export interface PlayerData {
  provider: VideoProvider;
  providerName: string;
  /** The privacy-enhanced player with autoplay: loaded only after the visitor presses play. */
  embedUrl: string;
  /** The video on the provider's site, for the play link without JavaScript. */
  watchUrl: string;
}

export function playerData(provider: string | null | undefined, externalId: string | null | undefined): PlayerData | null {
  if (!isVideoProvider(provider)) return null;
  const embed = embedUrl(provider, externalId, { autoplay: true });
  const watch = watchUrl(provider, externalId);
  if (!embed || !watch) return null;
  return { provider, providerName: providerName(provider), embedUrl: embed, watchUrl: watch };
}

/** A video's poster as its player shows it, the container's full width (its page, a page's video section). */
export const playerPoster = (value: SanityImage | null | undefined): ImageProps | null => image(value, posterFormats.player);

export interface VideoPage {
  path: string;
  trail: Crumb[];
  unavailable: boolean;
  title: string;
  intro: string | null;
  poster: ImageProps | null;
  player: PlayerData | null;
  duration: string | null;
  durationSpoken: string | null;
  date: string | null;
  publishedAt: string | null;
  more: VideoCardItem[];
  seo: SeoData;
  jsonLd: ReturnType<typeof videoJsonLd> | null;
}

/** /video/{slug}: 404 for an unknown slug; the page's header and a notice (503) while the content service is unreachable. */
export async function loadVideo(slug: string) {
  const path = documentPath({ _type: 'video', slug });
  const { content, unavailable } = await requireDocument(`video ${slug}`, videoQuery, { slug });
  const title = content?.title ?? titleFromSlug(slug);
  const intro = content?.description ?? null;
  const poster = playerPoster(content?.image);
  const player = playerData(content?.provider, content?.externalId);
  const seo = seoData(content?.seo, title, intro);
  const share = image(content?.image, { width: 1200, height: 630 })?.src ?? null;
  if (!seo.image) seo.image = share;
  const page: VideoPage = {
    path,
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Videos', path: '/videos' },
      { name: title, path },
    ],
    unavailable,
    title,
    intro,
    poster,
    player,
    duration: clockDuration(content?.duration),
    durationSpoken: spokenDuration(content?.duration),
    date: formatDate(content?.publishedAt),
    publishedAt: content?.publishedAt ?? null,
    more: withSlug(content?.more ?? []).map((row) => videoCard(row, 'compact')),
    seo,
    jsonLd: content
      ? videoJsonLd(siteConfig().siteUrl, {
          title,
          description: intro,
          path,
          thumbnailUrl: image(content.image, { width: 1280, height: 720 })?.src ?? null,
          publishedAt: content.publishedAt ?? null,
          duration: content.duration,
          provider: player?.provider ?? null,
          externalId: content.externalId,
        })
      : null,
  };
  return data(page, { status: unavailable ? 503 : 200 });
}
