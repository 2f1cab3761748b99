import type { Testimonial } from './testimonials-section.tsx';
import { TESTIMONIAL_IMAGE_SIZE } from '../constants.ts';
import { tryContent } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { testimonialsQuery } from '../sanity/queries.ts';

interface Row {
  _id: string;
  quote: string;
  name: string;
  title?: string | null;
  company?: string | null;
  image?: SanityImage | null;
}

/** Every testimonial by display order; a failed fetch is logged and leaves the list empty (SPEC.md §8). */
export async function loadTestimonials(): Promise<Testimonial[]> {
  const result = await tryContent<Row[]>('testimonials', testimonialsQuery);
  const rows = result.ok ? (result.data ?? []) : [];
  return rows.map((t) => ({
    id: t._id,
    quote: t.quote,
    name: t.name,
    title: t.title ?? null,
    company: t.company ?? null,
    image: image(t.image, { ...TESTIMONIAL_IMAGE_SIZE, sizes: `${TESTIMONIAL_IMAGE_SIZE.width}px` }),
  }));
}
