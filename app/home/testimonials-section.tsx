import { Link } from 'react-router';
import {
  TESTIMONIAL_IMAGE_SIZE,
  TESTIMONIAL_LOGO_WIDTH,
  TESTIMONIAL_SKELETON_COUNT,
  TESTIMONIALS_EMPTY_TEXT,
  TESTIMONIALS_TITLE,
} from '../constants.ts';
import type { ImageProps } from '../sanity/images.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { ScrollRegion } from '../ui/scroll-region.tsx';

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  title: string | null;
  company: string | null;
  image: ImageProps | null;
  /** The company's client logo, for a testimonial without a portrait. */
  logo: ImageProps | null;
  /** The company's initials (or the person's), for one without a portrait or a logo; made on the server, so the page's script carries no rule for them. */
  monogram: string;
  /** The portfolio case the testimonial speaks of. */
  case: { name: string; url: string } | null;
}

/**
 * 'What Our Clients Say' (SPEC.md §2): a card per testimonial with quote,
 * name, title, company and a round 80×80 portrait; three skeleton cards while
 * loading; 'No testimonials available.' when empty. Without a portrait the
 * circle holds the company's logo or its initials, never the spec's 'No Image'
 * (issue 37: a grey placeholder for a face undoes the quote). A testimonial
 * about a case links to it.
 */
export function TestimonialsSection({
  testimonials,
  loading = false,
  headingId = 'testimonials-title',
}: {
  testimonials: Testimonial[];
  loading?: boolean;
  headingId?: string;
}) {
  return (
    <section className="section section--stone testimonials" aria-labelledby={headingId}>
      <div className="container">
        <span className="eyebrow">Testimonials</span>
        <h2 id={headingId}>{TESTIMONIALS_TITLE}</h2>
        {loading ? (
          <ul className="testimonials__list" aria-busy="true" aria-label="Loading testimonials">
            {Array.from({ length: TESTIMONIAL_SKELETON_COUNT }, (_, index) => (
              <li key={index} className="testimonial testimonial--skeleton" aria-hidden="true">
                <span className="skeleton skeleton--circle" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line skeleton--short" />
              </li>
            ))}
          </ul>
        ) : testimonials.length === 0 ? (
          <p className="lead">{TESTIMONIALS_EMPTY_TEXT}</p>
        ) : (
          // On a phone the cards are one row that scrolls sideways.
          <ScrollRegion className="testimonials__scroller" label="Testimonials">
            <ul className="testimonials__list" data-columns={columnsFor(testimonials.length)}>
              {testimonials.map((t) => (
                <li key={t.id} className="testimonial">
                  <TestimonialCard testimonial={t} />
                </li>
              ))}
            </ul>
          </ScrollRegion>
        )}
      </div>
    </section>
  );
}

/** One testimonial's card: the portrait (or the company's logo, or its initials), the quote, who said it, and their case. */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <>
      <figure>
        {t.image ? (
          <ResponsiveImage
            image={{ ...t.image, alt: t.image.alt || `Portrait of ${t.name}` }}
            className="testimonial__image"
            sizes={`${TESTIMONIAL_IMAGE_SIZE.width}px`}
          />
        ) : t.logo ? (
          <span className="testimonial__image testimonial__image--logo">
            {/* The company is named in the caption: the wordmark repeats it. */}
            <ResponsiveImage image={{ ...t.logo, alt: '' }} sizes={`${TESTIMONIAL_LOGO_WIDTH}px`} />
          </span>
        ) : (
          <span className="testimonial__image testimonial__image--monogram" aria-hidden="true">
            {t.monogram}
          </span>
        )}
        <blockquote className="testimonial__quote">
          <p>{t.quote}</p>
        </blockquote>
        <figcaption className="testimonial__author">
          <span className="testimonial__name">{t.name}</span>
          {(t.title || t.company) && <span className="testimonial__role">{[t.title, t.company].filter(Boolean).join(', ')}</span>}
        </figcaption>
      </figure>
      {t.case && (
        <Link to={t.case.url} className="testimonial__case text-link" prefetch="intent">
          See the {t.case.name} case
        </Link>
      )}
    </>
  );
}

/** Columns on a wide screen that leave no card alone in its row: 8 as two rows of 4, 6 or 9 in threes. */
export function columnsFor(count: number): 2 | 3 | 4 {
  if (count % 3 === 0) return 3;
  if (count % 4 === 0) return 4;
  if (count % 2 === 0 && count <= 4) return 2;
  return count % 3 === 2 || count < 3 ? 3 : 4;
}
