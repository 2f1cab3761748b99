import { PageHeader } from '../components/page-header.tsx';
import { TESTIMONIALS_TITLE } from '../constants.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/testimonials-demo.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootData(matches), '/testimonials-demo', { title: TESTIMONIALS_TITLE, description: 'What the brands we make for say about working with us.', noIndex: true });

export default function TestimonialsDemo() {
  return <PageHeader title={TESTIMONIALS_TITLE} eyebrow="Testimonials" trail={[{ name: 'Home', path: '/' }, { name: 'Testimonials', path: '/testimonials-demo' }]} />;
}
