/**
 * The stylesheets of a stored page, inlined into its head so nothing but the
 * HTML itself holds back the first paint (issue 17). Each
 * `<link rel="stylesheet">` of the build's own assets becomes a `<style>`
 * with the same CSS, followed by the same link with `media="print"`: React
 * still finds, during hydration, the link it rendered (it matches links by
 * rel and href), and a print-only link neither blocks the paint nor applies
 * twice. The client removes an area's inlined style once its link is gone
 * (app/shell/inlined-styles.tsx). The page store allows each `<style>` by its
 * hash in the page's Content-Security-Policy.
 *
 * The web fonts' stylesheet (app/ui/fonts.css) is not inlined: it stays a
 * print-only link marked `data-after-paint`, which the page's script turns on
 * once it runs, so the fonts never hold back the first paint (text paints in
 * the matched fallbacks); without JavaScript a `<noscript>` link loads them.
 * A stored page's deferred bootstrap loads the same fonts itself and drops
 * the mark (server/defer-bootstrap.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Above this many bytes of CSS a page keeps its remaining stylesheets as links (the HTML should stay small). */
export const INLINE_CSS_BUDGET = 64 * 1024;

/** A stylesheet link as React writes it; on a page rendered per request it carries the request's nonce first. */
const stylesheetLink = /<link(?: nonce="[^"]*")? rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
/** The build's name for app/ui/fonts.css. */
const fontsStylesheet = /^\/assets\/fonts-[\w-]+\.css$/;

/**
 * A reader of the build's own files in `clientDir` (by their address,
 * `/assets/…`), each read once; null for a file not in this build (a
 * development server's address). The cache holds at most the build's files:
 * the addresses come from the build's own pages.
 */
export function createAssetReader(clientDir: string): (href: string) => string | null {
  const files = new Map<string, string | null>();
  return (href) => {
    if (!files.has(href)) {
      let text: string | null = null;
      try {
        text = readFileSync(path.join(clientDir, href), 'utf8');
      } catch {
        // Not in this build.
      }
      files.set(href, text);
    }
    return files.get(href) ?? null;
  };
}

/** An inliner for the stylesheets of the build its reader reads (createAssetReader). */
export function createStyleInliner(readAsset: (href: string) => string | null, budget = INLINE_CSS_BUDGET): (html: string) => string {
  // Each stylesheet is checked once, not on every page: pages rendered per request are finished too.
  const inlinable = new Map<string, string | null>();
  const cssOf = (href: string): string | null => {
    if (!inlinable.has(href)) {
      const css = readAsset(href);
      // A stylesheet that could close the element it sits in is never inlined (left as a link).
      inlinable.set(href, css !== null && !/<\/style/i.test(css) ? css : null);
    }
    return inlinable.get(href) ?? null;
  };
  return (html) => {
    const headEnd = html.indexOf('</head>');
    if (headEnd === -1) return html;
    let used = 0;
    const head = html.slice(0, headEnd).replace(stylesheetLink, (link, href: string) => {
      if (fontsStylesheet.test(href))
        return `<link rel="stylesheet" href="${href}" media="print" data-after-paint=""/><noscript>${link}</noscript>`;
      const css = cssOf(href);
      if (css === null || used + css.length > budget) return link;
      used += css.length;
      return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" media="print"/>`;
    });
    return head + html.slice(headEnd);
  };
}
