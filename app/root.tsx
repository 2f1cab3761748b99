import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError, useRouteLoaderData, type LinksFunction } from 'react-router';
import fontsCss from './ui/fonts.css?url';
import searchCss from './search/search.css?url';
import shellCss from './shell/shell.css?url';
import baseCss from './ui/base.css?url';
import { ChatWidget } from './shell/chat-widget.tsx';
import { CookieBanner } from './shell/cookie-banner.tsx';
import { NotFound } from './shell/not-found.tsx';
import { PendingIndicator } from './shell/pending-indicator.tsx';
import { ReturnToTop } from './shell/return-to-top.tsx';
import { ScrollManager } from './shell/scroll-manager.tsx';
import { SiteFooter } from './shell/site-footer.tsx';
import { SiteHeader } from './shell/site-header.tsx';
import { loadShell } from './shell/shell.server.ts';
import { currentRequest, unavailableAnswer } from './request.server.ts';
import { redirectFor } from './seo/redirects.server.ts';
import { pagePath } from './urls.ts';
import { PageStyles, routeStylesheets } from './ui/page-styles.tsx';
import { PageUnavailableNotice } from './ui/unavailable-notice.tsx';
import { PreviewBar, PreviewStylesheet } from './shell/preview-bar.tsx';
import { fallbackShell } from './shell/shell.ts';
import type { Route } from './+types/root.ts';

// Every page's stylesheets. No font preloads: they held back the first paint; text paints at once in a metric-matched
// fallback (ui/font-fallbacks.css), and the web fonts start as it is laid out.
const stylesheets = routeStylesheets(fontsCss, baseCss, shellCss, searchCss);

export const handle = stylesheets.handle;

export const links: LinksFunction = () => [
  ...stylesheets.links(),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog', href: '/blog/rss.xml' },
];

/** The page for an error (a thrown 404 from a slug page, or a failure): titled, and kept out of search engines. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const company = loaderData?.site.companyName;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  return [{ title: company ? `${title} | ${company}` : title }, { name: 'robots', content: 'noindex' }];
};

/**
 * An address with no page that an editor's redirect (or one the site made when a page moved) starts at goes on to
 * where it points (seo/redirects.server.ts); a page rendered while a content read failed is a 503 that no cache
 * keeps (request.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    let response = await next();
    const { record, preview, previewRefused } = currentRequest();
    if (response.status === 404 && !record.contentFailed && (request.method === 'GET' || request.method === 'HEAD'))
      response = (await redirectFor(pagePath(request))) ?? response;
    return record.contentFailed ? unavailableAnswer(response, preview || previewRefused) : response;
  },
];

export function loader() {
  return loadShell();
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root') ?? fallbackShell;
  return (
    // The cookie banner's script marks the document with its state before the page's modules run (shell/consent.ts).
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <Meta />
        <PageStyles />
        <Links />
        {data.organizationLd && (
          // A data block, not a script: the CSP does not apply to it, so it needs no nonce.
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.organizationLd }} />
        )}
      </head>
      <body>
        <div id="site">
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          {data.preview && <PreviewBar shows={data.previewShows ?? 'drafts'} />}
          {data.previewRefused && <PreviewStylesheet />}
          {data.previewRefused && (
            <p className="preview-refused" role="status">
              Preview is not available: the link is not valid or has expired. Open the page again from the Studio.
            </p>
          )}
          {/* In one corner, one above the other: the banner never covers the way back to the top. First in the document
              after the skip link, so a keyboard reaches the banner's buttons at once, not after the whole page. */}
          <div className="corner-dock">
            <ReturnToTop />
            <CookieBanner chat={Boolean(data.site.chat)} />
          </div>
          <SiteHeader shell={data} />
          <main id="main" tabIndex={-1}>
            <PageUnavailableNotice />
            {children}
          </main>
          <SiteFooter shell={data} />
          <ChatWidget chat={data.site.chat} />
          <PendingIndicator />
          <ScrollManager />
        </div>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        {isRouteErrorResponse(error) ? error.status : 500}
      </p>
      <h1>Something went wrong on our side</h1>
      <p className="lead">Please try again in a moment. If it keeps happening, write to us and we will look into it.</p>
      <p>
        <a className="button" href="/">
          Back to the home page
        </a>
      </p>
    </section>
  );
}
