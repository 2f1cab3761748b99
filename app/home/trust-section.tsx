import { Link } from 'react-router';
import type { ImageProps } from '../sanity/images.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

export interface ClientLogo {
  id: string;
  name: string;
  url: string | null;
  /** The client's case on this site, which the logo opens in place of their own site. */
  caseStudy: string | null;
  image: ImageProps | null;
}

/**
 * Four figures, then the client logos in a slowly looping strip (paused on
 * hover and focus, still for reduced motion). The strip runs twice for a
 * seamless loop; the copy is hidden from assistive technology and the keyboard.
 */
export function TrustSection({ tiles, logos }: { tiles: { value: string; label: string }[]; logos: ClientLogo[] }) {
  return (
    <section className="trust" aria-labelledby="trust-title">
      <div className="container">
        <h2 id="trust-title" className="visually-hidden">
          Why brands choose us
        </h2>
        <ul className="trust__tiles">
          {tiles.map((tile) => (
            <li key={tile.label} className="trust__tile">
              <span className="trust__value">{tile.value}</span>
              <span className="trust__label">{tile.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <LogoStrip logos={logos} />
    </section>
  );
}

/** The client logos in a slowly looping strip, the width of the screen: a region named by `label`. */
export function LogoStrip({ logos, label = 'Some of the brands we work with' }: { logos: ClientLogo[]; label?: string }) {
  if (logos.length === 0) return null;
  return (
    <div className="logo-strip" aria-label={label} role="region">
      <div className="logo-strip__track">
        <LogoList logos={logos} />
        <LogoList logos={logos} copy />
      </div>
    </div>
  );
}

function LogoList({ logos, copy = false }: { logos: ClientLogo[]; copy?: boolean }) {
  return (
    <ul className="logo-strip__list" aria-hidden={copy || undefined}>
      {logos.map((logo) => {
        const mark = logo.image ? (
          <ResponsiveImage image={{ ...logo.image, alt: copy ? '' : logo.name }} className="logo-strip__logo" />
        ) : (
          <span className="logo-strip__name">{logo.name}</span>
        );
        return (
          <li key={logo.id}>
            {logo.caseStudy ? (
              <Link to={logo.caseStudy} prefetch="intent" tabIndex={copy ? -1 : undefined}>
                {mark}
                {!copy && <span className="visually-hidden">: our work for them</span>}
              </Link>
            ) : logo.url ? (
              <a href={logo.url} target="_blank" rel="noopener noreferrer" tabIndex={copy ? -1 : undefined}>
                {mark}
                {!copy && <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            ) : (
              mark
            )}
          </li>
        );
      })}
    </ul>
  );
}
