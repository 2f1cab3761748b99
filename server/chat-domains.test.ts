import { describe, expect, it } from 'vitest';
import { chatSources } from './chat-domains.ts';

describe('chat provider sources for the CSP', () => {
  it('turns a known provider’s host names and origins into https sources', () => {
    expect(chatSources(['embed.tawk.to', 'https://va.tawk.to/', 'client.crisp.chat', 'https://widget.intercom.io']).sources).toEqual([
      'https://embed.tawk.to',
      'https://va.tawk.to',
      'https://client.crisp.chat',
      'https://widget.intercom.io',
    ]);
  });

  it('refuses wildcards, plain http, hosts of no known provider, and anything that could break the policy', () => {
    const hostile = [
      '*.crisp.chat',
      'https://*',
      '*',
      'http://embed.tawk.to',
      'https://evil.example',
      'tawk.to.evil.example',
      'https://embed.tawk.to/path',
      "embed.tawk.to 'unsafe-inline'",
      'evil.example; script-src *',
      'http://127.0.0.1:3199',
    ];
    const { sources, refused } = chatSources([...hostile, 42, null]);
    expect(sources).toEqual([]);
    expect(refused).toEqual(hostile);
    expect(chatSources(undefined).sources).toEqual([]);
  });

  it('allows the operator’s own origins (CHAT_ORIGINS) as they are', () => {
    expect(chatSources(['http://127.0.0.1:3199', 'https://chat.internal.example'], ['http://127.0.0.1:3199']).sources).toEqual([
      'http://127.0.0.1:3199',
    ]);
  });
});
