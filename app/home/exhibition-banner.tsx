export interface Exhibition {
  eyebrow?: string | null;
  name: string;
  dates?: string | null;
  venue?: string | null;
  stand?: string | null;
  registerUrl?: string | null;
  registerLabel?: string | null;
}

/** "We’re Exhibiting": the event, its dates, hall and stand, and a link to register (opens the organiser's site in a new tab). */
export function ExhibitionBanner({ exhibition }: { exhibition: Exhibition }) {
  return (
    <section className="exhibition" aria-labelledby="exhibition-title">
      <div className="container exhibition__inner">
        <div className="exhibition__text">
          <span className="eyebrow">{exhibition.eyebrow ?? 'We’re Exhibiting'}</span>
          <h2 id="exhibition-title" className="exhibition__name">
            {exhibition.name}
          </h2>
          <p className="exhibition__details">
            {[exhibition.dates, exhibition.venue, exhibition.stand].filter(Boolean).map((part, index) => (
              <span key={index}>{part}</span>
            ))}
          </p>
        </div>
        {exhibition.registerUrl && (
          <a className="button button--light" href={exhibition.registerUrl} target="_blank" rel="noopener noreferrer">
            {exhibition.registerLabel ?? 'Register To Attend'}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}
