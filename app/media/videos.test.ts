import { describe, expect, it } from 'vitest';
import { playerData, videoJsonLd } from './videos.server.ts';

describe('playerData', () => {
  it('gives the privacy-enhanced player with autoplay and the provider page', () => {
    expect(playerData('youtube', 'q3Xk7LmP2aR')).toEqual({
      provider: 'youtube',
      providerName: 'YouTube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/q3Xk7LmP2aR?autoplay=1',
      watchUrl: 'https://www.youtube.com/watch?v=q3Xk7LmP2aR',
    });
    expect(playerData('vimeo', '902736418')?.embedUrl).toBe('https://player.vimeo.com/video/902736418?autoplay=1&dnt=1');
  });
  it('has no player for an unknown provider or a malformed id', () => {
    expect(playerData('dailymotion', 'x7tgad0')).toBeNull();
    expect(playerData('youtube', 'bad id')).toBeNull();
    expect(playerData(null, null)).toBeNull();
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
    const ld = videoJsonLd('https://www.example.com', { ...base, thumbnailUrl: null, publishedAt: null, duration: null, provider: null, description: null });
    expect(ld).not.toHaveProperty('thumbnailUrl');
    expect(ld).not.toHaveProperty('uploadDate');
    expect(ld).not.toHaveProperty('duration');
    expect(ld).not.toHaveProperty('embedUrl');
    expect(ld.description).toBe(base.title);
  });
});
