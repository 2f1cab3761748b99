import { PageHeader } from '../ui/page-header.tsx';
import { Questions, type Question } from '../ui/sections.tsx';
import { fetchContent } from '../sanity/fetch.server.ts';
import { faqItemsQuery } from '../sanity/queries.ts';
import { blockText } from '../ui/portable-text.ts';
import { prepareRichText } from '../sanity/portable-text.server.ts';
import { faqPageJsonLd } from '../seo/json-ld.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/faq.route.ts';

const intro = 'Minimum orders, lead times, compliance, samples and shipping: the questions brands ask us most.';

/** The categories editors choose from (studio/schemaTypes/documents/faqItem.ts), in this order. */
const categories: Record<string, string> = {
  'getting-started': 'Getting started',
  pricing: 'Minimums and pricing',
  fragrance: 'Fragrance',
  packaging: 'Packaging and components',
  production: 'Production and delivery',
  compliance: 'Compliance',
};

interface FaqRow {
  title: string;
  slug: string;
  category?: string | null;
  description?: unknown;
}

/** /faq: the questions grouped by category, each with an anchor that opens it (search results link to /faq#{slug}). */
export async function loader() {
  const rows = await fetchContent<FaqRow[]>('faq', faqItemsQuery, {}, []);
  const order = Object.keys(categories);
  const groups = new Map<string, Question[]>();
  for (const row of rows) {
    const key = row.category && row.category in categories ? row.category : 'other';
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push({ title: row.title, slug: row.slug, answer: prepareRichText(row.description) });
  }
  return {
    groups: [...groups.entries()]
      .sort(([a], [b]) => (order.indexOf(a) === -1 ? 99 : order.indexOf(a)) - (order.indexOf(b) === -1 ? 99 : order.indexOf(b)))
      .map(([key, items]) => ({ key, title: categories[key] ?? 'More questions', items })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const questions = (loaderData?.groups ?? []).flatMap((group) => group.items);
  return [
    ...pageMeta(rootData(matches), '/faq', { title: 'Frequently Asked Questions', description: intro }),
    ...(questions.length > 0 ? [{ 'script:ld+json': faqPageJsonLd(questions.map((q) => ({ question: q.title, answer: q.answer.map(blockText).filter(Boolean).join('\n\n') }))) }] : []),
  ];
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Frequently Asked Questions" eyebrow="FAQ" intro={intro} trail={[{ name: 'Home', path: '/' }, { name: 'FAQ', path: '/faq' }]} />
      <div className="section container faq">
        {loaderData.groups.length === 0 && <p className="lead">Our answers are being updated. Ask us anything on the contact page.</p>}
        {loaderData.groups.map((group) => (
          <section key={group.key} className="faq__group" aria-labelledby={`faq-${group.key}`}>
            <h2 id={`faq-${group.key}`} className="faq__title">
              {group.title}
            </h2>
            <Questions items={group.items} />
          </section>
        ))}
      </div>
    </>
  );
}
