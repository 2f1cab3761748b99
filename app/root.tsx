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
import { InlinedStyles } from './shell/inlined-styles.tsx';
import { SiteFooter } from './shell/site-footer.tsx';
import { SiteHeader } from './shell/site-header.tsx';
import { requestContext, useNonce } from './request-context.ts';
import { loadShell } from './shell/shell.server.ts';
import { runWithRenderRecord, unavailableAnswer } from './sanity/render-record.server.ts';
import { PageUnavailableNotice } from './ui/unavailable-notice.tsx';
import { PreviewBar, PreviewStylesheet } from './shell/preview-bar.tsx';
import { fallbackShell } from './shell/shell.ts';
import { organizationJsonLd, serializeJsonLd } from './seo/json-ld.ts';
import type { Route } from './+types/root.ts';

// No font preloads: they held back the first paint; text paints at once in a metric-matched fallback (ui/font-fallbacks.css).
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: fontsCss },
  { rel: 'stylesheet', href: baseCss },
  { rel: 'stylesheet', href: shellCss },
  { rel: 'stylesheet', href: searchCss },
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
 * Every request's preview flag and render record (set by the server in the
 * request's context) reach the content client; its answer is a 503 that no
 * cache keeps when a content read failed (render-record.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    const { preview, previewRefused, record } = context.get(requestContext);
    return runWithRenderRecord(
      async () => {
        const response = await next();
        return record.contentFailed ? unavailableAnswer(response, preview || previewRefused) : response;
      },
      record,
      preview,
    );
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return loadShell(context.get(requestContext));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root') ?? fallbackShell;
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <Meta />
        <Links />
        {data.siteUrl && (
          // A data block, not a script: the CSP does not apply to it, so it needs no nonce.
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd(data.site, data.siteUrl)) }}
          />
        )}
      </head>
      <body>
        <div id="site">
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          {data.preview && <PreviewBar />}
          {data.previewRefused && <PreviewStylesheet />}
          {data.previewRefused && (
            <p className="preview-refused" role="status">
              Preview is not available: the link is not valid or has expired. Open the page again from the Studio.
            </p>
          )}
          <SiteHeader shell={data} />
          <main id="main" tabIndex={-1}>
            <PageUnavailableNotice />
            {children}
          </main>
          <SiteFooter shell={data} />
          <ReturnToTop />
          <CookieBanner />
          <ChatWidget chat={data.site.chat} />
          <PendingIndicator />
          <ScrollManager />
          <InlinedStyles />
        </div>
        <Scripts nonce={nonce || undefined} />
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
