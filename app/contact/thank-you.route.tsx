import { Link } from 'react-router';
import { PageHeader } from '../ui/page-header.tsx';
import { pageMeta, rootData } from '../seo/meta.ts';
import { documentPath } from '../urls.ts';
import { loadThankYou } from './contact.server.ts';
import type { Route } from './+types/thank-you.route.ts';

import { handle as stylesheets } from './stylesheet.ts';
import { withQueryParams } from '../route-handle.ts';
import { summaryUnderTitle } from '../tools/estimate-summary.ts';

export { links } from './stylesheet.ts';
export const handle = withQueryParams(stylesheets, ['sent']);

export function loader({ request }: Route.LoaderArgs) {
  return loadThankYou(request);
}

/** With a brief's summary the page is for one visitor (the loader says so); without, a page like any other. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootData(matches), '/contact/thank-you', { title: 'Thank you', noIndex: true });

/** Shown after the brief is stored: what happens next, what was sent, and what to read meanwhile. */
export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { reply, reading, sent } = loaderData;
  return (
    <>
      <PageHeader title="Thank you, we have your enquiry" eyebrow="Enquiry received" intro={reply}>
        {sent?.reference && (
          <p className="sent-reference">
            Your reference: <strong>{sent.reference}</strong>
          </p>
        )}
        {sent && (
          <p>
            {sent.copySent
              ? 'A copy of your answers is on its way to the e-mail address you gave.'
              : 'No copy comes by e-mail: note your reference, or keep this page, which shows your brief for an hour.'}
          </p>
        )}
        <p style={{ marginTop: 'var(--space-6)' }}>
          <Link to="/" className="button button--outline">
            Back to the home page
          </Link>
        </p>
      </PageHeader>
      {sent && (
        <section className="section container sent-brief" aria-labelledby="sent-title">
          <h2 id="sent-title">What you sent us</h2>
          {sent.rows.length > 0 && (
            <dl className="sent-brief__rows">
              {sent.rows.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {sent.estimates.map((estimate) => (
            <div className="estimate-card" key={estimate.address}>
              <p className="estimate-card__title">{estimate.title}</p>
              <p className="estimate-card__summary">{summaryUnderTitle(estimate.summary)}</p>
              <Link to={estimate.address}>Open it again</Link>
            </div>
          ))}
          {sent.files.length > 0 && (
            <>
              <h3>Files</h3>
              <ul className="sent-brief__files">
                {sent.files.map((file) => (
                  <li key={file.name}>
                    {file.name} <span className="sent-brief__size">({fileSize(file.size)})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {sent.message && <p className="sent-brief__message">{sent.message}</p>}
        </section>
      )}
      {reading.length > 0 && (
        <section className="section section--stone" aria-labelledby="reading-title">
          <div className="container">
            <h2 id="reading-title">While you wait</h2>
            <ul className="reading-list">
              {reading.map((post) => (
                <li key={post.slug}>
                  <Link to={documentPath({ _type: 'post', slug: post.slug })}>{post.title}</Link>
                  {post.excerpt && <p>{post.excerpt}</p>}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

/** A file's size as a buyer reads it: 240 KB, 3.4 MB. */
function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
