import { Link } from 'react-router';
import { PageHeader } from '../ui/page-header.tsx';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/thank-you.route.ts';

export { handle, links } from './stylesheet.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootData(matches), '/contact/thank-you', { title: 'Thank you', noIndex: true });

/** Shown only after the enquiry is stored. */
export default function ThankYou() {
  return (
    <PageHeader
      title="Thank you, we have your enquiry"
      eyebrow="Enquiry received"
      intro="It is with our team now. We reply to every enquiry within two working days, usually sooner."
    >
      <p style={{ marginTop: 'var(--space-6)' }}>
        <Link to="/" className="button button--outline">
          Back to the home page
        </Link>
      </p>
    </PageHeader>
  );
}
