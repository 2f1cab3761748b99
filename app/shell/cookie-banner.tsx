import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { COOKIE_BANNER_DELAY_MS, COOKIE_BANNER_SLIDE_OUT_MS, CONSENT_STORAGE_KEY } from '../constants.ts';

export const CONSENT_EVENT = 'consent-granted';
/** Asks the banner to show again, so a visitor can change their answer (the footer's "Cookie settings"). */
export const CONSENT_SETTINGS_EVENT = 'consent-settings';

type Choice = 'accepted' | 'declined';

/** The visitor's stored answer, or null when they have not answered (or storage is blocked). */
function storedChoice(): Choice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

/** True once the visitor accepted cookies (stored in this browser); false when they declined or have not answered. */
export function hasConsent(): boolean {
  return storedChoice() === 'accepted';
}

type State = 'hidden' | 'shown' | 'leaving' | 'dismissed';

/**
 * Appears 2 s after load unless the visitor has answered; Accept or Decline
 * slides it out over 300 ms and stores the answer in this browser. Accepting
 * tells the page (the chat loads on it); declining means the chat never loads
 * (docs/decisions/0014-premium-polish.md).
 */
export function CookieBanner() {
  const [state, setState] = useState<State>('hidden');

  useEffect(() => {
    const reopen = () => setState('shown');
    window.addEventListener(CONSENT_SETTINGS_EVENT, reopen);
    // Storage is read when the delay is over, not as the page hydrates: a first read opens the site's storage, a
    // millisecond or more on a slow phone, in the task that is already the page's longest.
    const timer = setTimeout(() => {
      if (!storedChoice()) setState('shown');
    }, COOKIE_BANNER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CONSENT_SETTINGS_EVENT, reopen);
    };
  }, []);

  useEffect(() => {
    if (state !== 'leaving') return;
    const timer = setTimeout(() => setState('dismissed'), COOKIE_BANNER_SLIDE_OUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'hidden' || state === 'dismissed') return null;

  const answer = (choice: Choice) => {
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    } catch {
      // Storage blocked: the banner still goes away for this visit.
    }
    if (choice === 'accepted') window.dispatchEvent(new Event(CONSENT_EVENT));
    setState('leaving');
  };

  return (
    <section className="cookie-banner" data-state={state} aria-label="Cookie consent">
      <p>
        We use a few cookies, and live chat only if you agree. Read our <Link to="/privacy-policy">privacy policy</Link>.
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--light" onClick={() => answer('accepted')} disabled={state === 'leaving'}>
          Accept
        </button>
        <button type="button" className="button button--ghost-light" onClick={() => answer('declined')} disabled={state === 'leaving'}>
          Decline
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the banner, to change the answer. */
export function CookieSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={() => window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT))}>
      Cookie settings
    </button>
  );
}
