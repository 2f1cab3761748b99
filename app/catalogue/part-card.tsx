import { useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { FIRST_ROW, ResponsiveImage } from '../ui/responsive-image.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { documentPath, shortlistApiPath, shortlistPath } from '../urls.ts';
import { partFacts, type PartCard } from './catalogue.ts';
import { browserShortlistCookie, readShortlist } from './shortlist.ts';

/** The cookie changes only by this page's own forms, whose answers say what it became. */
const unchanging = () => () => undefined;

/** The id of the comparison's form: each card's checkbox belongs to it, wherever the card sits. */
export const COMPARE_FORM = 'compare-form';

/**
 * Parts as cards: picture, code, name and key figures, each a link to its
 * page; in the catalogue, a box to tick for the comparison (a GET form by
 * id, so it works without JavaScript).
 */
export function PartGrid({
  parts,
  headingLevel = 'h3',
  compare = false,
  opensPage = false,
  compact = false,
  action,
}: {
  parts: PartCard[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Six across on a wide screen: the parts that fit one, the rest of its range. */
  compact?: boolean;
  compare?: boolean;
  opensPage?: boolean;
  /** A control under each card (the shortlist's "Take off"). */
  action?: (part: PartCard) => React.ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <ul className={compact ? 'part-grid part-grid--compact' : 'part-grid'}>
      {parts.map((part, index) => (
        <li key={part.slug} className="part-card">
          <Link to={documentPath({ _type: 'component', slug: part.slug })} className="part-card__link" prefetch="intent">
            <div className="part-card__image">
              {part.image && <ResponsiveImage image={part.image} priority={opensPage && index < FIRST_ROW} />}
            </div>
            <span className="caps-label part-card__code">{part.code}</span>
            <Heading className="part-card__name">{part.name}</Heading>
            <p className="part-card__facts">{partFacts(part)}</p>
          </Link>
          {compare && (
            <label className="part-card__compare">
              <input type="checkbox" name="part" value={part.slug} form={COMPARE_FORM} />
              Compare<span className="visually-hidden"> {part.name}</span>
            </label>
          )}
          {action?.(part)}
        </li>
      ))}
    </ul>
  );
}

/** What the page could not use of what it was asked (a filter, a part), each in a line of its own. */
export function Notices({ notices }: { notices: string[] }) {
  if (!notices.length) return null;
  return (
    <div className="catalogue-notice" role="status">
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </div>
  );
}

/** What /api/shortlist answers: the shortlist after the change, or why there was none. */
interface ShortlistAnswer {
  error: string | null;
  shortlist: string[];
}

/**
 * Adds a part to the shortlist kept on this device, or takes it off. A plain
 * form that posts and comes back without JavaScript; with it, the post
 * stays on the page, and the button says where the part stands.
 */
export function ShortlistButton({ slug, name }: { slug: string; name: string }) {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<ShortlistAnswer | null>(null);
  const location = useLocation();
  // The cookie as the page found it (nothing before the page's script runs); then what the last change answered.
  const stored = useSyncExternalStore(unchanging, browserShortlistCookie, () => '');
  const shortlist = answer?.shortlist ?? readShortlist(stored);
  // Before the page's script runs (or without it), the address says what the last post did to this part.
  const params = new URLSearchParams(location.search);
  const listed = hydrated ? shortlist.includes(slug) : params.get('shortlisted') === slug;
  const status =
    answer?.error ??
    (hydrated && listed ? (
      <>
        On your shortlist ({shortlist.length}). <Link to={shortlistPath}>See your shortlist</Link>
      </>
    ) : listed ? (
      <>
        Added to your shortlist. <Link to={shortlistPath}>See your shortlist</Link>
      </>
    ) : params.get('unlisted') === slug ? (
      'Taken off your shortlist.'
    ) : null);
  return (
    <form
      method="post"
      action={shortlistPath}
      className="shortlist-form"
      onSubmit={(event) => {
        event.preventDefault();
        const body = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>);
        void fetch(shortlistApiPath, { method: 'POST', body })
          .then((response) => response.json() as Promise<ShortlistAnswer>)
          .then(setAnswer, () => setAnswer({ error: 'Your shortlist could not be changed just now. Please try again.', shortlist }));
      }}
    >
      <input type="hidden" name="intent" value={listed ? 'remove' : 'add'} />
      <input type="hidden" name="part" value={slug} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={listed ? 'button button--outline' : 'button'} aria-describedby={`shortlist-status-${slug}`}>
        {listed ? 'Take off my shortlist' : 'Add to my shortlist'}
        <span className="visually-hidden"> {name}</span>
      </button>
      <p id={`shortlist-status-${slug}`} className="shortlist-form__status" role="status">
        {status}
      </p>
    </form>
  );
}
