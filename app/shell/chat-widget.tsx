import { useEffect } from 'react';
import type { ChatSettings } from './shell.ts';

/**
 * The live chat of SPEC.md §2, as PRODUCT.md decides: its script loads only
 * when a provider is configured, after cookie consent, once the page is idle,
 * and only wider than 768 px. Whatever the provider adds to the page is tagged
 * so the stylesheet can keep it hidden at 768 px or narrower (also after a
 * resize) and on z-index 1001; the tagging is repeated 2 s and 5 s after the
 * script loads, as providers add their elements late. The code that does it
 * (chat-loader.ts) is fetched only when a provider is configured.
 */
export function ChatWidget({ chat }: { chat: ChatSettings | null | undefined }) {
  const scriptUrl = chat?.scriptUrl;
  const { scriptIntegrity, accountId, provider } = chat ?? {};
  useEffect(() => {
    if (!scriptUrl) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./chat-loader.ts').then(({ startChat }) => {
      if (!left) stop = startChat({ scriptUrl, scriptIntegrity, accountId, provider });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [scriptUrl, scriptIntegrity, accountId, provider]);
  return null;
}
