/**
 * The video providers the site embeds, in their privacy-enhanced form, and the
 * ways a duration is written: pure, so the server (structured data) and the
 * browser (the player) share them and they are unit-tested.
 */

export type VideoProvider = 'youtube' | 'vimeo';

const idPatterns: Record<VideoProvider, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^\d{1,12}$/,
};

export function isVideoProvider(value: unknown): value is VideoProvider {
  return value === 'youtube' || value === 'vimeo';
}

export function providerName(provider: VideoProvider): string {
  return provider === 'youtube' ? 'YouTube' : 'Vimeo';
}

/** Where the players come from: framed by the pages (their policy) and allowed to start the film the visitor asked for. */
export const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

function validId(provider: VideoProvider, id: string | null | undefined): id is string {
  return typeof id === 'string' && idPatterns[provider].test(id);
}

/**
 * The player's address: YouTube's no-cookie domain, Vimeo with Do Not Track;
 * `autoplay` when the visitor has just pressed play. Null for an id the
 * provider could not have issued.
 */
export function embedUrl(provider: VideoProvider, id: string | null | undefined, options: { autoplay?: boolean } = {}): string | null {
  if (!validId(provider, id)) return null;
  const autoplay = options.autoplay ?? false;
  if (provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${id}${autoplay ? '?autoplay=1' : ''}`;
  return `https://player.vimeo.com/video/${id}?${autoplay ? 'autoplay=1&' : ''}dnt=1`;
}

/** The video on the provider's own site: where the play link goes without JavaScript. */
export function watchUrl(provider: VideoProvider, id: string | null | undefined): string | null {
  if (!validId(provider, id)) return null;
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
}

function parts(seconds: number): { h: number; m: number; s: number } | null {
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** ISO 8601 duration for schema.org: 274 → "PT4M34S", 3723 → "PT1H2M3S", 0 → "PT0S". */
export function isoDuration(seconds: number | null | undefined): string | null {
  const p = parts(seconds ?? Number.NaN);
  if (!p) return null;
  const text = `${p.h ? `${p.h}H` : ''}${p.m ? `${p.m}M` : ''}${p.s ? `${p.s}S` : ''}`;
  return `PT${text || '0S'}`;
}

/** As a player shows it: 274 → "4:34", 3723 → "1:02:03". */
export function clockDuration(seconds: number | null | undefined): string | null {
  const p = parts(seconds ?? Number.NaN);
  if (!p) return null;
  const ss = String(p.s).padStart(2, '0');
  return p.h ? `${p.h}:${String(p.m).padStart(2, '0')}:${ss}` : `${p.m}:${ss}`;
}

/** In words, for screen readers and the page's details: 274 → "4 minutes 34 seconds". */
export function spokenDuration(seconds: number | null | undefined): string | null {
  const p = parts(seconds ?? Number.NaN);
  if (!p) return null;
  const unit = (n: number, word: string) => (n ? [`${n} ${word}${n === 1 ? '' : 's'}`] : []);
  const words = [...unit(p.h, 'hour'), ...unit(p.m, 'minute'), ...unit(p.s, 'second')];
  return words.length ? words.join(' ') : '0 seconds';
}
