/**
 * The live-chat providers the site trusts: an editor's "Domains it connects
 * to" opens the Content-Security-Policy to them (server/chat-domains.ts) only
 * where each is an https host under one of these providers' domains. The
 * Studio warns about any other as it is typed.
 */

/**
 * The domains of the chat providers the site knows (their widgets' scripts, APIs and sockets live under these). An
 * editor allows the hosts their provider's set-up guide names, such as embed.tawk.to or widget.intercom.io.
 */
export const CHAT_PROVIDER_DOMAINS = [
  'tawk.to',
  'crisp.chat',
  'intercom.io',
  'intercomcdn.com',
  'intercomassets.com',
  'zdassets.com',
  'zendesk.com',
  'zopim.com',
  'livechatinc.com',
  'tidio.co',
  'tidiochat.com',
  'hs-scripts.com',
  'hubspot.com',
  'usemessages.com',
  'olark.com',
  'freshchat.com',
  'drift.com',
  'driftt.com',
] as const;

const hostPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** The `https://host` source for one configured entry (a bare host or an https origin), or null when it is not one. */
function httpsSource(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return url.protocol === 'https:' && bare && hostPattern.test(url.hostname) ? url.origin : null;
}

/** The policy source for an editor's entry: an https host (no wildcard, path or plain http) of a known provider, or null. */
export function knownChatSource(entry: string): string | null {
  const source = httpsSource(entry.trim().replace(/\/+$/, ''));
  const host = source ? new URL(source).hostname : '';
  return source && CHAT_PROVIDER_DOMAINS.some((known) => host === known || host.endsWith(`.${known}`)) ? source : null;
}
