/**
 * The live-chat provider's domains, for the Content-Security-Policy: read
 * from siteSettings at start and every minute after (kept as they were when
 * the content service does not answer). None configured: none allowed.
 */
import type { SiteConfig } from '../app/env.server.ts';
import { createContentClient } from '../app/sanity/client.server.ts';
import { chatSettingsQuery } from '../app/sanity/queries.ts';

const refreshMs = 60_000;
const hostPattern = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i;

/** `https://x.example` sources from the configured domains (bare host names, or origins). */
export function chatSources(domains: unknown): string[] {
  if (!Array.isArray(domains)) return [];
  return domains
    .filter((domain): domain is string => typeof domain === 'string')
    .map((domain) => domain.trim().replace(/\/+$/, ''))
    .map((domain) => (/^https?:\/\//.test(domain) ? domain : hostPattern.test(domain) ? `https://${domain}` : ''))
    .filter((source) => source !== '' && !/[\s;,'"]/.test(source));
}

export function watchChatDomains(config: SiteConfig): { current(): string[]; stop(): void } {
  const client = createContentClient(config.content, { perspective: 'published', timeout: 3000, maxRetries: 0 });
  let sources: string[] = [];
  const refresh = () =>
    client.fetch<{ domains?: unknown } | null>(chatSettingsQuery).then(
      (chat) => {
        sources = chatSources(chat?.domains);
      },
      () => undefined,
    );
  void refresh();
  const timer = setInterval(refresh, refreshMs);
  timer.unref();
  return { current: () => sources, stop: () => clearInterval(timer) };
}
