import { describe, expect, it } from 'vitest';
import { chatSources } from './chat-domains.ts';

describe('chat provider sources for the CSP', () => {
  it('turns host names and origins into https sources', () => {
    expect(chatSources(['embed.tawk.to', 'https://va.tawk.to/', '*.crisp.chat', 'http://127.0.0.1:3199'])).toEqual([
      'https://embed.tawk.to',
      'https://va.tawk.to',
      'https://*.crisp.chat',
      'http://127.0.0.1:3199',
    ]);
  });

  it('drops anything that could widen or break the policy', () => {
    expect(chatSources(["embed.tawk.to 'unsafe-inline'", '*', 'evil.example; script-src *', 42, null])).toEqual([]);
    expect(chatSources(undefined)).toEqual([]);
  });
});
