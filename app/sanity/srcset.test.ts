import { describe, expect, it } from 'vitest';
import { imageProps } from './images.ts';
import { packSrcSet, srcSetOf } from './srcset.ts';

const source = { projectId: 'local', dataset: 'production', baseUrl: '/' };
const image = {
  alt: 'Three bottles',
  crop: { top: 0, bottom: 0.01, left: 0, right: 0 },
  hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 },
  asset: {
    _id: 'image-37bb82a6b3a9da497362eb4d2e2faf48edee3e8d-2700x1336-jpg',
    width: 2700,
    height: 1336,
    lqip: 'data:image/jpeg;base64,AA',
  },
};

describe('packed srcsets', () => {
  it('carry a fraction of the srcset in the page data, and expand to the very same attribute', () => {
    const props = imageProps(image, { width: 1350, height: 668, sizes: '100vw' }, source)!;
    const expanded = srcSetOf(props);
    const entries = expanded.split(', ');
    expect(entries.length).toBeGreaterThan(8);
    for (const entry of entries)
      expect(entry).toMatch(/^\/images\/local\/production\/37bb82a6b3a9da497362eb4d2e2faf48edee3e8d-2700x1336\.jpg\?\S*w=\d+\S* \d+w$/);
    expect(entries).toContain(`${props.src} 1350w`);
    expect(props.srcSet.length).toBeLessThan(expanded.length / 3);
  });

  it('round-trips any list of URLs of one image', () => {
    const entries = [
      { url: '/i/a.jpg?rect=0,3,10,9&w=160&h=79&q=75&fit=crop&auto=format', width: 160 },
      { url: '/i/a.jpg?w=320&h=158&q=75&fit=crop&auto=format', width: 320 },
    ];
    const packed = packSrcSet('/i/a.jpg?w=320', entries);
    expect(srcSetOf({ src: '/i/a.jpg?w=320', srcSet: packed })).toBe(entries.map((entry) => `${entry.url} ${entry.width}w`).join(', '));
  });

  it('leaves a srcset plain when its URLs do not share the image’s path, and reads a plain one as it is', () => {
    const entries = [
      { url: '/defaults/hero.jpg', width: 800 },
      { url: '/other/hero.jpg?w=1600', width: 1600 },
    ];
    const packed = packSrcSet('/defaults/hero.jpg', entries);
    expect(packed).toBe('/defaults/hero.jpg 800w, /other/hero.jpg?w=1600 1600w');
    expect(srcSetOf({ src: '/defaults/hero.jpg', srcSet: packed })).toBe(packed);
  });
});
