import { Link } from 'react-router';
import type { ImageProps } from '../sanity/images.ts';
import { ResponsiveImage } from './responsive-image.tsx';

export interface Crumb {
  name: string;
  path: string;
}

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index === trail.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The opening of an inner page: breadcrumbs, eyebrow, the page's one <h1>, introduction and hero image. */
export function PageHeader({
  title,
  eyebrow,
  intro,
  trail,
  image,
  compact = false,
  children,
}: {
  title: string;
  eyebrow?: string | null;
  intro?: string | null;
  trail?: Crumb[];
  image?: ImageProps | null;
  /** A tool's header (the catalogue): less room above and a smaller headline, so what it lists starts in the first screen. */
  compact?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <header className={compact ? 'page-header page-header--compact' : 'page-header'}>
      <div className="container page-header__grid" data-with-image={Boolean(image)}>
        <div>
          {trail && trail.length > 1 && <Breadcrumbs trail={trail} />}
          {eyebrow && <span className="eyebrow">{eyebrow}</span>}
          <h1>{title}</h1>
          {intro && <p className="lead">{intro}</p>}
          {children}
        </div>
        {image && (
          <div className="page-header__image">
            <ResponsiveImage image={image} priority sizes="(min-width: 64rem) 40vw, 100vw" />
          </div>
        )}
      </div>
    </header>
  );
}

/** A page one step below home (a listing, the FAQ, contact): its title, eyebrow, introduction and address. */
export interface Listing {
  title: string;
  eyebrow?: string;
  intro: string;
  path: string;
}

/** The header of such a page, with its breadcrumb back home. */
export function ListingHeader({ listing, compact, children }: { listing: Listing; compact?: boolean; children?: React.ReactNode }) {
  return (
    <PageHeader
      compact={compact}
      title={listing.title}
      eyebrow={listing.eyebrow}
      intro={listing.intro}
      trail={[
        { name: 'Home', path: '/' },
        { name: listing.title, path: listing.path },
      ]}
    >
      {children}
    </PageHeader>
  );
}
