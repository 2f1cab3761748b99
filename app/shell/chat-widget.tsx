import { useEffect } from 'react';
import { CHAT_WIDGET_MAX_HIDDEN_WIDTH_PX, CHAT_WIDGET_RECHECK_MS } from '../constants.ts';
import type { ChatSettings } from './shell.ts';
import { CONSENT_EVENT, hasConsent } from './consent.ts';

const wideQuery = `(min-width: ${CHAT_WIDGET_MAX_HIDDEN_WIDTH_PX + 1}px)`;

/**
 * The live chat of SPEC.md §2, as PRODUCT.md decides: its script loads only
 * when a provider is configured, after cookie consent, once the page is idle,
 * and only wider than 768 px. Whatever the provider adds to the page is tagged
 * so the stylesheet can keep it hidden at 768 px or narrower (also after a
 * resize) and on z-index 1001; the tagging is repeated 2 s and 5 s after the
 * script loads, as providers add their elements late.
 */
export function ChatWidget({ chat }: { chat: ChatSettings | null | undefined }) {
  const scriptUrl = chat?.scriptUrl;
  useEffect(() => {
    if (!scriptUrl) return;
    let loaded = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    // The page itself lives in #site; anything else a provider puts in <body> is the widget.
    const tag = () => {
      for (const element of Array.from(document.body.children)) {
        if (element.id !== 'site' && !['SCRIPT', 'LINK', 'STYLE'].includes(element.tagName)) element.setAttribute('data-chat-widget', '');
      }
    };
    const observer = new MutationObserver(tag);
    const load = () => {
      if (loaded || !window.matchMedia(wideQuery).matches || !hasConsent()) return;
      loaded = true;
      const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
      idle(() => {
        observer.observe(document.body, { childList: true });
        const script = document.createElement('script');
        script.src = scriptUrl;
        script.async = true;
        if (chat?.scriptIntegrity) {
          script.integrity = chat.scriptIntegrity;
          script.crossOrigin = 'anonymous';
        }
        if (chat?.accountId) script.dataset.accountId = chat.accountId;
        script.dataset.chatProvider = chat?.provider ?? '';
        script.addEventListener('load', () => {
          for (const delay of CHAT_WIDGET_RECHECK_MS) timers.push(setTimeout(tag, delay));
        });
        document.body.append(script);
      });
    };
    load();
    const media = window.matchMedia(wideQuery);
    window.addEventListener(CONSENT_EVENT, load);
    media.addEventListener('change', load);
    return () => {
      window.removeEventListener(CONSENT_EVENT, load);
      media.removeEventListener('change', load);
      observer.disconnect();
      timers.forEach(clearTimeout);
    };
  }, [scriptUrl, chat?.scriptIntegrity, chat?.accountId, chat?.provider]);
  return null;
}
