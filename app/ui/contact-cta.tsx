import { Link } from 'react-router';

/** The call to action's texts where a page's document has none of its own. */
export const defaultCta = {
  title: 'Let’s talk about your fragrance',
  text: 'Tell us about your brand, your product and your timings. We reply to every enquiry within two working days.',
  buttonText: 'Start a conversation',
};

/** The closing call to action, to /contact, with the home page's texts. */
export function ContactCta({ title, description, buttonText }: { title: string; description: string; buttonText: string }) {
  return (
    <section className="section section--deep contact-cta" aria-labelledby="contact-cta-title">
      <div className="container contact-cta__inner">
        <h2 id="contact-cta-title">{title}</h2>
        <p className="lead">{description}</p>
        <Link to="/contact" className="button button--light" prefetch="intent">
          {buttonText}
        </Link>
      </div>
    </section>
  );
}
