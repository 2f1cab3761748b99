import { loadFaq } from './pages.server.ts';
import { Questions } from './sections.tsx';
import { faqPageJsonLd } from '../seo/json-ld.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import { NextStep } from '../ui/contact-cta.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { blockText } from '../ui/portable-text.ts';
import type { Route } from './+types/faq.route.ts';

export { handle, links } from './stylesheet.ts';

const intro = 'Minimum orders, lead times, compliance, samples and shipping: the questions brands ask us most.';

/** /faq: the questions grouped by category, each with an anchor that opens it (search results link to /faq#{slug}). */
export function loader() {
  return loadFaq();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const questions = (loaderData?.groups ?? []).flatMap((group) => group.items);
  return [
    ...pageMeta(rootData(matches), '/faq', { title: 'Frequently asked questions', description: intro }),
    ...(questions.length > 0
      ? [
          {
            'script:ld+json': faqPageJsonLd(
              questions.map((q) => ({ question: q.title, answer: q.answer.map(blockText).filter(Boolean).join('\n\n') })),
            ),
          },
        ]
      : []),
  ];
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Frequently asked questions"
        eyebrow="FAQ"
        intro={intro}
        trail={[
          { name: 'Home', path: '/' },
          { name: 'FAQ', path: '/faq' },
        ]}
      />
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
      <NextStep
        title="Ask a perfumer or a packaging engineer"
        text="Ask about your own project, and one of them will answer, usually within two working days."
        buttonText="Ask your question"
        links={[
          { label: 'Plan with our tools', to: '/tools' },
          { label: 'Our services', to: '/services' },
        ]}
      />
    </>
  );
}
