import { useMatches } from 'react-router';

/** Said on a page rendered while the content service could not be reached. */
export function UnavailableNotice() {
  return (
    <div className="container section">
      <p className="lead" role="status">
        This page’s full content is briefly unavailable. Please try again in a moment, or <a href="/contact">contact us</a> directly.
      </p>
    </div>
  );
}

/** A route whose page says nothing of an outage (the home page, SPEC.md §8) exports this as its `handle`. */
export const quietWhenUnavailable = { quietWhenUnavailable: true } as const;

const says = (value: unknown, key: string) =>
  typeof value === 'object' && value !== null && (value as Record<string, unknown>)[key] === true;

/**
 * The notice, once, at the top of the page, when the root's or the route's
 * loader says `unavailable: true` (some of its content could not be read;
 * the server then answers 503, app/request.server.ts).
 */
export function PageUnavailableNotice() {
  const matches = useMatches();
  const unavailable = matches.some((match) => says(match.loaderData, 'unavailable'));
  const quiet = matches.some((match) => says(match.handle, 'quietWhenUnavailable'));
  return unavailable && !quiet ? <UnavailableNotice /> : null;
}
