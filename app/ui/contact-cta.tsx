import { Link } from 'react-router';
import { ContentLinkTo } from './content-link.tsx';

/**
 * The call to action's texts where a page's document has none of its own:
 * what the buyer gets next (a reply to a brief, and when), not "let's talk".
 */
export const defaultCta = {
  title: 'Your brief, answered in two working days',
  text: 'Tell us about your brand, your product and your timings. An account manager replies by name, with the next steps.',
  buttonText: 'Start a brief',
};

export interface CtaLink {
  label: string;
  to: string;
}

/**
 * The closing call to action, to /contact (with the home page's texts there):
 * one button (BRAND.md: one clear action per section) and, on a listing page,
 * a couple of places to go next as quieter text links under it.
 */
export function ContactCta({
  title,
  description,
  buttonText,
  to = '/contact',
  links = [],
}: {
  title: string;
  description: string;
  buttonText: string;
  /** Where the button goes, as the page's document says (a link in content); the contact page by default. */
  to?: string;
  links?: CtaLink[];
}) {
  return (
    <section className="section section--deep contact-cta" aria-labelledby="contact-cta-title">
      <div className="container contact-cta__inner">
        <h2 id="contact-cta-title">{title}</h2>
        <p className="lead">{description}</p>
        <div className="contact-cta__actions">
          <ContentLinkTo link={{ label: buttonText, href: to, external: /^https:/.test(to) }} className="button button--light" />
        </div>
        {links.length > 0 && (
          <ul className="contact-cta__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-link" prefetch="intent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The next step at the foot of each listing page (issue 16: no listing ends in a dead end). */
export function NextStep({
  title = defaultCta.title,
  text = defaultCta.text,
  buttonText = defaultCta.buttonText,
  links,
}: {
  title?: string;
  text?: string;
  buttonText?: string;
  links: CtaLink[];
}) {
  return <ContactCta title={title} description={text} buttonText={buttonText} links={links} />;
}
