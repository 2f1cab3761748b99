import { Link } from 'react-router';
import { ANSWER_ATTRIBUTE, consentScript, SETTINGS_ATTRIBUTE } from './consent.ts';

/**
 * The cookie banner (SPEC.md §2, with Decline: decision 0014): 2 s after the
 * document has arrived, unless the visitor has answered; Accept or Decline
 * slides it out over 300 ms and stores the answer in this browser. Its markup
 * is in every page, hidden until the inline script beside it (consent.ts)
 * asks, so it appears and its buttons work whether or not the page's modules
 * have arrived.
 */
export function CookieBanner({ chat }: { chat: boolean }) {
  return (
    <>
      <section className="cookie-banner" aria-label="Cookie consent">
        <p>
          {/* Its words say what the answer governs: the chat only where one is configured (siteSettings.chat). */}
          {chat
            ? 'We use a few cookies, and live chat only if you agree.'
            : 'We use only the cookies the site needs, and nothing more unless you agree.'}{' '}
          Read our <Link to="/privacy-policy">privacy policy</Link>.
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--light" {...{ [ANSWER_ATTRIBUTE]: 'accepted' }}>
            Accept
          </button>
          <button type="button" className="button button--ghost-light" {...{ [ANSWER_ATTRIBUTE]: 'declined' }}>
            Decline
          </button>
        </div>
      </section>
      {/* The script's text is the server's; the browser keeps what the document brought (React never runs it twice). */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? consentScript() : ' ' }} />
    </>
  );
}

/** The footer's way back to the banner, to change the answer. */
export function CookieSettingsButton() {
  return (
    <button type="button" className="link-button" {...{ [SETTINGS_ATTRIBUTE]: '' }}>
      Cookie settings
    </button>
  );
}
