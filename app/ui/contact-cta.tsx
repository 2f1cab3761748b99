import { Link } from 'react-router';

/** The call to action's texts where a page's document has none of its own. */
export const defaultCta = {
  title: 'Let’s talk about your fragrance',
  text: 'Tell us about your brand, your product and your timings. We reply to every enquiry within two working days.',
  buttonText: 'Start a conversation',
};

export interface CtaLink {
  label: string;
  to: string;
}

/**
 * The closing call to action, to /contact (with the home page's texts there),
 * and, on a listing page, a couple of places to go next beside it.
 */
export function ContactCta({
  title,
  description,
  buttonText,
  links = [],
}: {
  title: string;
  description: string;
  buttonText: string;
  links?: CtaLink[];
}) {
  return (
    <section className="section section--deep contact-cta" aria-labelledby="contact-cta-title">
      <div className="container contact-cta__inner">
        <h2 id="contact-cta-title">{title}</h2>
        <p className="lead">{description}</p>
        <div className="contact-cta__actions">
          <Link to="/contact" className="button button--light" prefetch="intent">
            {buttonText}
          </Link>
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="button button--ghost-light" prefetch="intent">
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The next step at the foot of each listing page (issue 16: no listing ends in a dead end). */
export function NextStep({ title = defaultCta.title, text = defaultCta.text, links }: { title?: string; text?: string; links: CtaLink[] }) {
  return <ContactCta title={title} description={text} buttonText={defaultCta.buttonText} links={links} />;
}
