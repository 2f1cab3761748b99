import { TestimonialsSection } from './testimonials-section.tsx';
import { TESTIMONIALS_TITLE } from '../constants.ts';
import { loadTestimonialsPage } from './home.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/testimonials-demo.route.ts';

export { links } from './stylesheet.ts';

/** The testimonials section on its own (SPEC.md §2). */
export function loader() {
  return loadTestimonialsPage();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootData(matches), '/testimonials-demo', {
    title: TESTIMONIALS_TITLE,
    description: 'What the brands we make for say about working with us.',
    noIndex: true,
  });

export default function TestimonialsDemo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="visually-hidden">Testimonials</h1>
      <TestimonialsSection testimonials={loaderData.testimonials} />
    </>
  );
}
