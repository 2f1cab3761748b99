import {
  TESTIMONIAL_IMAGE_SIZE,
  TESTIMONIAL_NO_IMAGE_TEXT,
  TESTIMONIAL_SKELETON_COUNT,
  TESTIMONIALS_EMPTY_TEXT,
  TESTIMONIALS_TITLE,
} from '../constants.ts';
import type { ImageProps } from '../sanity/images.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  title: string | null;
  company: string | null;
  image: ImageProps | null;
}

/**
 * 'What Our Clients Say' (SPEC.md §2): a card per testimonial with quote,
 * name, title, company and a round 80×80 portrait or 'No Image'; three
 * skeleton cards while loading; 'No testimonials available.' when empty.
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
          <ul className="testimonials__list">
            {testimonials.map((t) => (
              <li key={t.id} className="testimonial">
                <figure>
                  {t.image ? (
                    <ResponsiveImage
                      image={{ ...t.image, alt: t.image.alt || `Portrait of ${t.name}` }}
                      className="testimonial__image"
                      sizes={`${TESTIMONIAL_IMAGE_SIZE.width}px`}
                    />
                  ) : (
                    <span className="testimonial__image testimonial__image--empty">{TESTIMONIAL_NO_IMAGE_TEXT}</span>
                  )}
                  <blockquote className="testimonial__quote">
                    <p>{t.quote}</p>
                  </blockquote>
                  <figcaption className="testimonial__author">
                    <span className="testimonial__name">{t.name}</span>
                    {(t.title || t.company) && <span className="testimonial__role">{[t.title, t.company].filter(Boolean).join(', ')}</span>}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
