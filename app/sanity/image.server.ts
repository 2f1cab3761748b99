import { siteConfig } from '../env.server.ts';
import { imageProps, type ImageOptions, type ImageProps, type SanityImage, type ImageSource } from './images.ts';

/** Sanity's image CDN, or for the embedded lake the site's own origin (the server passes /images/… on to the lake). */
export function imageSource(): ImageSource {
  const { content } = siteConfig();
  return { projectId: content.projectId, dataset: content.dataset, baseUrl: content.embedded ? '/' : 'https://cdn.sanity.io' };
}

export function image(value: SanityImage | null | undefined, options: ImageOptions): ImageProps | null {
  return imageProps(value, options, imageSource());
}
