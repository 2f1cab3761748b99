import { describe, expect, it } from 'vitest';
import { galleryImage, type GalleryImage } from '../media/galleries.server.ts';
import { asset } from '../media/galleries.test-helper.ts';
import { galleryJsonLd, videoJsonLd } from './json-ld.ts';

describe('galleryJsonLd', () => {
  it('is an ImageGallery with absolute image addresses', () => {
    const images = [
      galleryImage(asset(1600, 1067, 'image-43aa69abb79fa25317d3799c7a688e4b7a33d870-1600x1067-jpg'), 'landscape')!,
    ] as GalleryImage[];
    const ld = galleryJsonLd('https://www.example.com', {
      title: 'Inside',
      description: 'A walk',
      path: '/gallery/inside',
      publishedAt: '2025-06-12',
      images,
    });
    expect(ld['@type']).toBe('ImageGallery');
    expect(ld.url).toBe('https://www.example.com/gallery/inside');
    expect(ld.image).toHaveLength(1);
    expect(ld.image[0]!.contentUrl).toMatch(/^https:\/\/www\.example\.com\/images\/local\//);
    expect(ld.image[0]!.caption).toBe('Heavy base');
  });
});

describe('videoJsonLd', () => {
  const base = {
    title: 'A day on the filling line',
    description: 'Follow a limited edition.',
    path: '/video/a-day-on-the-filling-line',
    thumbnailUrl: '/images/local/production/abc-1600x900.jpg?w=1280&h=720',
    publishedAt: '2025-06-24T10:00:00Z',
    duration: 274,
    provider: 'youtube' as const,
    externalId: 'q3Xk7LmP2aR',
  };
  it('is a VideoObject with what search engines require', () => {
    const ld = videoJsonLd('https://www.example.com', base);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: base.title,
      description: base.description,
      thumbnailUrl: 'https://www.example.com/images/local/production/abc-1600x900.jpg?w=1280&h=720',
      uploadDate: '2025-06-24T10:00:00Z',
      duration: 'PT4M34S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/q3Xk7LmP2aR',
      url: 'https://www.example.com/video/a-day-on-the-filling-line',
    });
  });
  it('leaves out what it does not know', () => {
    const ld = videoJsonLd('https://www.example.com', {
      ...base,
      thumbnailUrl: null,
      publishedAt: null,
      duration: null,
      provider: null,
      description: null,
    });
    expect(ld).not.toHaveProperty('thumbnailUrl');
    expect(ld).not.toHaveProperty('uploadDate');
    expect(ld).not.toHaveProperty('duration');
    expect(ld).not.toHaveProperty('embedUrl');
    expect(ld.description).toBe(base.title);
  });
});
