import { TestimonialsSection } from './testimonials-section.tsx';
import { TESTIMONIALS_TITLE } from '../constants.ts';
import { loadTestimonialsPage } from './home.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import { NextStep } from '../ui/contact-cta.tsx';
import { ListingHeader, type Listing } from '../ui/page-header.tsx';
import type { Route } from './+types/testimonials-demo.route.ts';

export { handle, links } from './stylesheet.ts';

/** The testimonials section on its own (SPEC.md §2). */
export function loader() {
  return loadTestimonialsPage();
}

const page: Listing = {
  title: 'Testimonials',
  eyebrow: 'Our clients',
  intro: 'What the brands we make for say about working with us.',
  path: '/testimonials-demo',
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootData(matches), page.path, { title: TESTIMONIALS_TITLE, description: page.intro, noIndex: true });

export default function TestimonialsDemo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ListingHeader listing={page} />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <NextStep title="Brief the team these clients describe" links={[{ label: 'See our work', to: '/portfolio' }]} />
    </>
  );
}
