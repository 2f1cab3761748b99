import { describe, expect, it } from 'vitest';
import { playerData } from './videos.server.ts';

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
