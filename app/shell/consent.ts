/**
 * The visitor's answer to the cookie banner, kept in this browser
 * (localStorage). The banner works from the first paint, whether or not the
 * page's modules have arrived: a small script the document carries inline
 * (`consentScript`, run as the document is read) shows it 2 s after the
 * document has arrived unless an answer is stored, answers its buttons and the
 * footer's "Cookie settings", and tells the page when cookies are accepted
 * (the chat then loads). The banner's states are attributes on `<html>`
 * (`data-consent="ask"`, then `"leaving"` for the 300 ms slide-out), which
 * shell.css turns into what is seen; React renders the banner's markup and
 * never its state.
 */
import { CONSENT_STORAGE_KEY, COOKIE_BANNER_DELAY_MS, COOKIE_BANNER_SLIDE_OUT_MS } from '../constants.ts';

/** Fired on `window` when the visitor accepts (the chat loads on it). */
export const CONSENT_EVENT = 'consent-granted';

/** The banner's buttons carry their answer in this attribute; the footer's "Cookie settings" carries the other. */
export const ANSWER_ATTRIBUTE = 'data-consent-answer';
export const SETTINGS_ATTRIBUTE = 'data-consent-settings';

type Choice = 'accepted' | 'declined';

/** True once the visitor accepted cookies (stored in this browser); false when they declined, have not answered, or storage is blocked. */
export function hasConsent(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY) === 'accepted';
  } catch {
    return false;
  }
}

/**
 * The banner's behaviour, run inline in the document (it is serialised with
 * its arguments, so it uses nothing from outside its body). Each wait is a
 * timer on the page's clock.
 */
function runBanner(key: string, delay: number, slideOut: number, event: string, answerAttribute: string, settingsAttribute: string) {
  const root = document.documentElement;
  const answered = () => {
    try {
      const value = window.localStorage.getItem(key);
      return value === 'accepted' || value === 'declined';
    } catch {
      return false;
    }
  };
  if (!answered()) setTimeout(() => answered() || root.setAttribute('data-consent', 'ask'), delay);
  document.addEventListener('click', (click) => {
    const target = click.target instanceof Element ? click.target.closest(`[${answerAttribute}], [${settingsAttribute}]`) : null;
    if (!target) return;
    if (target.hasAttribute(settingsAttribute)) {
      root.setAttribute('data-consent', 'ask');
      return;
    }
    if (root.getAttribute('data-consent') !== 'ask') return;
    const choice = target.getAttribute(answerAttribute) as Choice;
    try {
      window.localStorage.setItem(key, choice);
    } catch {
      // Storage blocked: the banner still goes away for this visit.
    }
    if (choice === 'accepted') window.dispatchEvent(new Event(event));
    // A keyboard answered: it goes on into the page, not to the start of the document as the banner goes.
    if (target.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
    root.setAttribute('data-consent', 'leaving');
    setTimeout(() => root.getAttribute('data-consent') === 'leaving' && root.removeAttribute('data-consent'), slideOut);
  });
}

/** The inline script of the document (app/shell/cookie-banner.tsx renders it on the server). */
export const consentScript = () =>
  `(${runBanner.toString()})(${[
    CONSENT_STORAGE_KEY,
    COOKIE_BANNER_DELAY_MS,
    COOKIE_BANNER_SLIDE_OUT_MS,
    CONSENT_EVENT,
    ANSWER_ATTRIBUTE,
    SETTINGS_ATTRIBUTE,
  ]
    .map((value) => JSON.stringify(value))
    .join(', ')});`;
