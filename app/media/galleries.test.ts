import { describe, expect, it } from 'vitest';
import { galleryImage, lightboxSizes, orientationOf } from './galleries.server.ts';
import { asset } from './galleries.test-helper.ts';
import { srcSetOf } from '../sanity/srcset.ts';

describe('orientationOf', () => {
  it('is portrait only for clearly tall images', () => {
    expect(orientationOf([asset(1200, 1500)])).toBe('portrait');
    expect(orientationOf([asset(1600, 1067)])).toBe('landscape');
    expect(orientationOf([asset(1000, 1040)])).toBe('landscape');
    expect(orientationOf([])).toBe('landscape');
    expect(orientationOf([null, { alt: 'x' }, asset(900, 1600)])).toBe('portrait');
  });
});

describe('lightboxSizes', () => {
  it('is the viewport width, or the height left times the ratio on wide screens', () => {
    expect(lightboxSizes(1600, 1067)).toBe('(min-aspect-ratio: 1600/1067) calc((100vh - 9rem) * 1.5), 100vw');
    expect(lightboxSizes(1200, 1500)).toBe('(min-aspect-ratio: 1200/1500) calc((100vh - 9rem) * 0.8), 100vw');
    expect(lightboxSizes(0, 10)).toBe('100vw');
  });
});

describe('galleryImage', () => {
  it('gives a cropped thumbnail and an uncropped large image up to 1600 px', () => {
    const image = galleryImage(asset(1600, 1067, 'image-43aa69abb79fa25317d3799c7a688e4b7a33d870-1600x1067-jpg'), 'landscape')!;
    expect(image.caption).toBe('Heavy base');
    expect(image.thumb.width).toBe(640);
    expect(image.thumb.height).toBe(427);
    expect(image.thumb.src).toContain('fit=crop');
    expect(image.full.width).toBe(1600);
    expect(image.full.height).toBe(1067);
    expect(image.full.src).not.toContain('fit=crop');
    expect(srcSetOf(image.full).split(', ').at(-1)).toMatch(/ 1600w$/);
    expect(image.full.sizes).toContain('min-aspect-ratio');
    expect(image.full.alt).toBe('A bottle');
    expect(image.full.placeholder).toBe('data:image/jpeg;base64,xx');
  });
  it('portrait thumbnails are 4:5; an image without an asset is left out', () => {
    const image = galleryImage(asset(1200, 1500, 'image-5c12b0406af16c4b3fea3ae41f5f117a932ea94c-1200x1500-jpg'), 'portrait')!;
    expect(image.thumb.height / image.thumb.width).toBeCloseTo(1.25, 2);
    expect(image.full.width).toBe(1200);
    expect(galleryImage({ alt: 'nothing' }, 'portrait')).toBeNull();
    expect(galleryImage(null, 'portrait')).toBeNull();
  });
});
