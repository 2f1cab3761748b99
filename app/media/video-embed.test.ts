import { describe, expect, it } from 'vitest';
import { clockDuration, embedUrl, isoDuration, isVideoProvider, providerName, spokenDuration, watchUrl } from './video-embed.ts';

describe('embedUrl', () => {
  it('uses the privacy-enhanced players', () => {
    expect(embedUrl('youtube', 'q3Xk7LmP2aR', { autoplay: true })).toBe('https://www.youtube-nocookie.com/embed/q3Xk7LmP2aR?autoplay=1');
    expect(embedUrl('youtube', 'q3Xk7LmP2aR')).toBe('https://www.youtube-nocookie.com/embed/q3Xk7LmP2aR');
    expect(embedUrl('vimeo', '902736418', { autoplay: true })).toBe('https://player.vimeo.com/video/902736418?autoplay=1&dnt=1');
    expect(embedUrl('vimeo', '902736418')).toBe('https://player.vimeo.com/video/902736418?dnt=1');
  });
  it('refuses ids the provider could not have issued', () => {
    expect(embedUrl('youtube', 'short')).toBeNull();
    expect(embedUrl('youtube', 'abc/../evil')).toBeNull();
    expect(embedUrl('vimeo', '12ab')).toBeNull();
    expect(embedUrl('vimeo', null)).toBeNull();
    expect(embedUrl('youtube', '"><script>')).toBeNull();
  });
});

describe('watchUrl and provider', () => {
  it('links to the provider', () => {
    expect(watchUrl('youtube', 'Vn8tR2wKc0E')).toBe('https://www.youtube.com/watch?v=Vn8tR2wKc0E');
    expect(watchUrl('vimeo', '874512093')).toBe('https://vimeo.com/874512093');
    expect(watchUrl('vimeo', 'x')).toBeNull();
  });
  it('knows its providers', () => {
    expect(isVideoProvider('youtube')).toBe(true);
    expect(isVideoProvider('vimeo')).toBe(true);
    expect(isVideoProvider('dailymotion')).toBe(false);
    expect(isVideoProvider(undefined)).toBe(false);
    expect(providerName('vimeo')).toBe('Vimeo');
    expect(providerName('youtube')).toBe('YouTube');
  });
});

describe('durations', () => {
  it.each([
    [274, 'PT4M34S', '4:34', '4 minutes 34 seconds'],
    [187, 'PT3M7S', '3:07', '3 minutes 7 seconds'],
    [60, 'PT1M', '1:00', '1 minute'],
    [59, 'PT59S', '0:59', '59 seconds'],
    [3723, 'PT1H2M3S', '1:02:03', '1 hour 2 minutes 3 seconds'],
    [7200, 'PT2H', '2:00:00', '2 hours'],
    [0, 'PT0S', '0:00', '0 seconds'],
    [61.4, 'PT1M1S', '1:01', '1 minute 1 second'],
  ])('%d s', (seconds, iso, clock, spoken) => {
    expect(isoDuration(seconds)).toBe(iso);
    expect(clockDuration(seconds)).toBe(clock);
    expect(spokenDuration(seconds)).toBe(spoken);
  });
  it('has nothing to say about a missing or impossible duration', () => {
    for (const value of [null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isoDuration(value)).toBeNull();
      expect(clockDuration(value)).toBeNull();
      expect(spokenDuration(value)).toBeNull();
    }
  });
});
