/**
 * The live-chat provider's domains, for the Content-Security-Policy: read
 * from siteSettings at start and every minute after (kept as they were when
 * the content service does not answer). None configured: none allowed.
 *
 * An editor's list opens the policy's script, connect and frame sources, so
 * it is checked here against what the site trusts, whatever the Studio let
 * through: each entry an https host (no wildcard, no path, no plain http)
 * under a known chat provider's domain, or one of the operator's own
 * CHAT_ORIGINS. Anything else is left out, and said once in the log.
 */
import type { SiteConfig } from '../app/env.server.ts';
import { createContentClient } from '../app/sanity/client.server.ts';
import { chatSettingsQuery } from '../app/sanity/queries.ts';
import { knownChatSource } from '../app/shell/chat-providers.ts';

const refreshMs = 60_000;

/** Of the configured domains, the sources the policy may allow, and the entries refused. */
export function chatSources(domains: unknown, operatorOrigins: readonly string[] = []): { sources: string[]; refused: string[] } {
  const sources: string[] = [];
  const refused: string[] = [];
  if (!Array.isArray(domains)) return { sources, refused };
  for (const domain of domains) {
    if (typeof domain !== 'string') continue;
    const entry = domain.trim().replace(/\/+$/, '');
    if (operatorOrigins.includes(entry)) {
      sources.push(entry);
      continue;
    }
    const source = knownChatSource(entry);
    if (source) sources.push(source);
    else refused.push(entry.slice(0, 100));
  }
  return { sources: [...new Set(sources)], refused };
}

export function watchChatDomains(config: SiteConfig, log: (line: string) => void = (line) => console.warn(line)) {
  const client = createContentClient(config.content, { perspective: 'published', timeout: 3000, maxRetries: 0 });
  let sources: string[] = [];
  let told = '';
  const refresh = () =>
    client.fetch<{ domains?: unknown } | null>(chatSettingsQuery).then(
      (chat) => {
        const checked = chatSources(chat?.domains, config.chatOrigins);
        sources = checked.sources;
        const refused = checked.refused.map((entry) => JSON.stringify(entry)).join(', ');
        if (refused && refused !== told) {
          log(
            `chat: left out of the Content-Security-Policy (not an https host of a known chat provider, nor in CHAT_ORIGINS): ${refused}`,
          );
        }
        told = refused;
      },
      () => undefined,
    );
  void refresh();
  const timer = setInterval(refresh, refreshMs);
  timer.unref();
  return { current: () => sources, stop: () => clearInterval(timer) };
}
