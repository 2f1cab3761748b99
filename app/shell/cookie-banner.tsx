import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { COOKIE_BANNER_DELAY_MS, COOKIE_BANNER_SLIDE_OUT_MS, CONSENT_STORAGE_KEY } from '../constants.ts';

export const CONSENT_EVENT = 'consent-granted';

/** True once the visitor accepted cookies (stored in this browser). */
export function hasConsent(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY) === 'accepted';
  } catch {
    return false;
  }
}

type State = 'hidden' | 'shown' | 'leaving' | 'dismissed';

/**
 * Appears 2 s after load unless consent is stored; Accept slides it out over
 * 300 ms, stores consent in this browser and tells the page (chat loads on it).
 */
export function CookieBanner() {
  const [state, setState] = useState<State>('hidden');

  useEffect(() => {
    if (hasConsent()) return;
    const timer = setTimeout(() => setState('shown'), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (state !== 'leaving') return;
    const timer = setTimeout(() => setState('dismissed'), COOKIE_BANNER_SLIDE_OUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'hidden' || state === 'dismissed') return null;

  const accept = () => {
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    } catch {
      // Storage blocked: the banner still goes away for this visit.
    }
    window.dispatchEvent(new Event(CONSENT_EVENT));
    setState('leaving');
  };

  return (
    <section className="cookie-banner" data-state={state} aria-label="Cookie consent">
      <p>
        We use a few cookies to run this site and, with your consent, our live chat. Read how in our{' '}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--light" onClick={accept} disabled={state === 'leaving'}>
          Accept
        </button>
      </div>
    </section>
  );
}
