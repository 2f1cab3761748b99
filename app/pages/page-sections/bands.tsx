/** The bands an editor's page's sections sit in: one look for a titled section, whichever module draws its content. */
import type { ReactNode } from 'react';

/** A section with an optional title: a region named by its h2 when it has one, else a plain band. */
export function Band({ section, children }: { section: { key: string; title: string | null }; children: ReactNode }) {
  if (!section.title)
    return (
      <div className="section page-section">
        <div className="container">{children}</div>
      </div>
    );
  return (
    <section className="section page-section" aria-labelledby={`section-${section.key}`}>
      <div className="container">
        <h2 id={`section-${section.key}`} className="page-section__title">
          {section.title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A titled section with its introduction beside the h2 on a wide screen, as the home page's sections have them. */
export function IntroducedBand({
  section,
  children,
}: {
  section: { key: string; title: string; intro: string | null };
  children: ReactNode;
}) {
  return (
    <section className="section page-section" aria-labelledby={`section-${section.key}`}>
      <div className="container">
        <div className="section-heading">
          <h2 id={`section-${section.key}`}>{section.title}</h2>
          {section.intro && <p className="lead">{section.intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
