import { PageHeader } from '../components/page-header.tsx';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/contact.ts';

const intro = 'Tell us about your fragrance, your brand and your timings. We answer every enquiry within one working day.';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootData(matches), '/contact', { title: 'Contact', description: intro });

export default function Contact({ matches }: Route.ComponentProps) {
  const site = rootData(matches)?.site;
  return (
    <>
      <PageHeader title="Start a conversation" eyebrow="Contact" intro={intro} trail={[{ name: 'Home', path: '/' }, { name: 'Contact', path: '/contact' }]} />
      <section className="section container" aria-label="Contact details">
        <address className="prose" style={{ fontStyle: 'normal' }}>
          {site?.email && (
            <p>
              E-mail <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          )}
          {site?.phone && (
            <p>
              Telephone <a href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</a>
            </p>
          )}
        </address>
      </section>
    </>
  );
}
