import { PageHeader } from '../components/page-header.tsx';
import { fetchContent } from '../content/fetch.server.ts';
import { faqItemsQuery } from '../content/queries.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/faq.ts';

const intro = 'Minimum orders, lead times, compliance, samples and shipping: the questions brands ask us most.';

interface FaqItem {
  title: string;
  slug: string;
  category?: string | null;
}

export async function loader() {
  return { items: await fetchContent<FaqItem[]>('faq', faqItemsQuery, {}, []) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootData(matches), '/faq', { title: 'Frequently Asked Questions', description: intro });

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Frequently Asked Questions" eyebrow="FAQ" intro={intro} trail={[{ name: 'Home', path: '/' }, { name: 'FAQ', path: '/faq' }]} />
      <section className="section container" aria-label="Questions">
        <ul className="link-grid">
          {loaderData.items.map((item) => (
            <li key={item.slug} id={item.slug}>
              {item.title}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
