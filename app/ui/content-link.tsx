/**
 * A link from content (a button, a card, a footer link): resolved on the server to where its page is now
 * (app/urls.ts `linkHref`), and shown as the site's own link through the router or, to another site, in a new tab.
 */
import { Link } from 'react-router';
import { linkHref, type ContentLink } from '../urls.ts';

export interface ResolvedLink {
  label: string;
  href: string;
  external: boolean;
}

/** A link with its words and where it goes now; null when it goes nowhere (its page gone, nothing chosen). */
export function resolveLink(value: ContentLink | null | undefined, fallbackLabel?: string): ResolvedLink | null {
  const href = linkHref(value);
  const label = value?.label?.trim() || fallbackLabel;
  return href && label ? { href, label, external: /^https:/.test(href) } : null;
}

/** The link, its words its label unless it wraps more (a card: its picture, title and text). */
export function ContentLinkTo({ link, className, children }: { link: ResolvedLink; className?: string; children?: React.ReactNode }) {
  return link.external ? (
    <a href={link.href} className={className} rel="noopener noreferrer" target="_blank">
      {children ?? link.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link to={link.href} className={className} prefetch="intent">
      {children ?? link.label}
    </Link>
  );
}
