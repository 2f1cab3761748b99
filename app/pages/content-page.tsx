import type { ImageProps } from '../sanity/images.ts';
import type { PortfolioCard } from '../portfolio/portfolio.ts';
import type { RichTextBlock } from '../ui/portable-text.ts';
import { ContactCta } from '../ui/contact-cta.tsx';
import { PageHeader, type Crumb } from '../ui/page-header.tsx';
import { RichText } from '../ui/rich-text.tsx';
import { CaseCards, FeatureRows, Figures, Questions, type FeatureRowData, type Question } from './sections.tsx';

export interface ContentPageData {
  title: string;
  eyebrow: string | null;
  intro: string | null;
  image: ImageProps | null;
  trail: Crumb[];
  body: RichTextBlock[];
  figures: { value: string; label: string }[];
  asideTitle?: string;
  aside: string[];
  rows: FeatureRowData[];
  cases: PortfolioCard[];
  questions: Question[];
  /** `to`: where its button goes (the document's link, or the contact page). */
  cta: { title: string; text: string; buttonText: string; to?: string };
}

/**
 * The layout of the service pages and the about, glass and creative pages:
 * hero, figures, body with an aside, image sections, related work, questions
 * and the call to action; `lead` goes in the hero, under its intro (in the
 * first screen on a phone), `children` between the sections and the work.
 */
export function ContentPage({ data, lead, children }: { data: ContentPageData; lead?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <>
      <PageHeader title={data.title} eyebrow={data.eyebrow} intro={data.intro} image={data.image} trail={data.trail}>
        {lead}
      </PageHeader>
      {(data.figures.length > 0 || data.body.length > 0) && (
        <section className="section" aria-label="Overview">
          <div className="container page-body-wrap">
            <Figures items={data.figures} label="Key figures" />
            {data.body.length > 0 && (
              <div
                className="page-body"
                data-aside={data.aside.length > 0}
                style={data.figures.length > 0 ? { marginTop: 'var(--space-8)' } : undefined}
              >
                <RichText value={data.body} />
                {data.aside.length > 0 && (
                  <aside className="aside-card" aria-labelledby="aside-title">
                    <h2 id="aside-title">{data.asideTitle ?? 'Capabilities'}</h2>
                    <ul className="tick-list">
                      {data.aside.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </aside>
                )}
              </div>
            )}
          </div>
        </section>
      )}
      {data.rows.length > 0 && (
        <section className="section section--stone" aria-label="In detail">
          <div className="container">
            <FeatureRows rows={data.rows} />
          </div>
        </section>
      )}
      {children}
      <CaseCards cases={data.cases} />
      {data.questions.length > 0 && (
        <section className="section section--stone" aria-labelledby="questions-title">
          <div className="container">
            <span className="eyebrow">Questions</span>
            <h2 id="questions-title">Questions brands ask us</h2>
            <Questions items={data.questions} />
          </div>
        </section>
      )}
      <ContactCta title={data.cta.title} description={data.cta.text} buttonText={data.cta.buttonText} to={data.cta.to} />
    </>
  );
}
