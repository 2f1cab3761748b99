/**
 * The chat provider's script, loaded by ChatWidget (chat-widget.tsx) only when a provider is configured: apart from
 * the shell, so a page without chat, and every page before its visitor acts, carries none of it.
 */
import { CHAT_WIDGET_MAX_HIDDEN_WIDTH_PX, CHAT_WIDGET_RECHECK_MS } from '../constants.ts';
import type { ChatSettings } from './shell.ts';
import { CONSENT_EVENT, hasConsent } from './consent.ts';

const wideQuery = `(min-width: ${CHAT_WIDGET_MAX_HIDDEN_WIDTH_PX + 1}px)`;

/** Loads the provider's script after consent, once the page is idle, and only wider than 768 px; gives the clean-up. */
export function startChat(chat: Pick<ChatSettings, 'provider' | 'scriptIntegrity' | 'accountId'> & { scriptUrl: string }): () => void {
  const { scriptUrl } = chat;
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
      if (chat.scriptIntegrity) {
        script.integrity = chat.scriptIntegrity;
        script.crossOrigin = 'anonymous';
      }
      if (chat.accountId) script.dataset.accountId = chat.accountId;
      script.dataset.chatProvider = chat.provider ?? '';
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
}
