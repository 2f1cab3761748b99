/**
 * A case's proof as a buyer scans it (issue 37): the outcomes as figures with
 * what they count, whether the launch date was met, where it is sold, its
 * awards; and the client's own words.
 */
export interface CaseOutcome {
  key: string;
  figure: string;
  counts: string;
}

export interface CaseProof {
  outcomes: CaseOutcome[];
  launchDateMet: boolean | null;
  retailers: string[];
  awards: string[];
  quote: { quote: string; name: string; role: string | null } | null;
}

/** Figures first, then the facts in words; nothing when the case has none. */
export function CaseOutcomes({ proof }: { proof: CaseProof }) {
  const { outcomes, launchDateMet, retailers, awards } = proof;
  if (outcomes.length === 0 && !launchDateMet && retailers.length === 0 && awards.length === 0) return null;
  return (
    <section className="case-outcomes" aria-labelledby="outcomes-title">
      <div className="container">
        <h2 id="outcomes-title" className="visually-hidden">
          Results in figures
        </h2>
        {outcomes.length > 0 && (
          <ul className="case-outcomes__list">
            {outcomes.map((outcome) => (
              <li key={outcome.key} className="case-outcome">
                <strong className="case-outcome__figure">{outcome.figure}</strong>{' '}
                <span className="case-outcome__counts">{outcome.counts}</span>
              </li>
            ))}
          </ul>
        )}
        {(launchDateMet || retailers.length > 0 || awards.length > 0) && (
          <dl className="fact-row case-outcomes__facts">
            {launchDateMet && (
              <div>
                <dt>Launch</dt>
                <dd>On the date agreed</dd>
              </div>
            )}
            {retailers.length > 0 && (
              <div>
                <dt>Sold at</dt>
                <dd>{retailers.join(', ')}</dd>
              </div>
            )}
            {awards.length > 0 && (
              <div>
                <dt>{awards.length === 1 ? 'Award' : 'Awards'}</dt>
                <dd>{awards.join('; ')}</dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </section>
  );
}

/** The client's words, attributed: a blockquote with the speaker in a cite. */
export function CaseQuote({ quote, brand }: { quote: NonNullable<CaseProof['quote']>; brand: string }) {
  return (
    <section className="section case-quote" aria-label={`What ${brand} says`}>
      <figure className="container case-quote__figure">
        <blockquote className="case-quote__text">
          <p>{quote.quote}</p>
        </blockquote>
        <figcaption className="case-quote__by">
          <cite>{quote.name}</cite>
          {`, ${[quote.role, brand].filter(Boolean).join(', ')}`}
        </figcaption>
      </figure>
    </section>
  );
}
