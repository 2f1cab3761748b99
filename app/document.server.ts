/**
 * What the server adds to a document beyond the page itself, in one place:
 *
 * - Its stylesheets' text, so the document carries them inline and nothing
 *   but the HTML holds back its first paint (app/ui/page-styles.tsx renders
 *   them; the web fonts' faces are among them, so the fonts start as the
 *   text is laid out). Vite processes each stylesheet for the server as it
 *   does for the browser (`?inline` beside `?url`), so the text is the file's
 *   at that address, in `npm run dev` as in a build.
 * - The hashes of its inline scripts and stylesheets, for its
 *   Content-Security-Policy: a stored page is the same for everyone and
 *   carries no nonce (server/send-page.ts puts them in the policy). Only the
 *   scripts the site's code and React Router write are allowed: the cookie
 *   banner's (its text is known), and React Router's hydration scripts, each
 *   of which is one fixed statement around data (JSON that is parsed here to
 *   be sure it is nothing else); only the site's own stylesheets' texts are
 *   allowed as styles. Anything else in a page (an HTML injection one day) gets
 *   no hash, so the browser refuses it, and is logged. This reads the HTML
 *   React and React Router wrote, the one place the site does:
 *   tests/e2e/security.spec.ts loads every stored page of the real build under
 *   its policy and fails on any refused script or style, so a change in their
 *   output's shape cannot pass unnoticed.
 */
import { createHash } from 'node:crypto';
import type { InlineHashes } from './request.server.ts';
import { consentScript } from './shell/consent.ts';

const texts = import.meta.glob<string>('./**/*.css', { query: '?inline', import: 'default', eager: true });
const addresses = import.meta.glob<string>('./**/*.css', { query: '?url', import: 'default', eager: true });

/** Each stylesheet's text by the address the routes link it at. */
const byAddress = new Map(Object.entries(addresses).map(([file, href]) => [href, texts[file] ?? null]));

/** The text of the stylesheet at `href` (`/assets/base-[hash].css`), or null for one that is not the site's own. */
export function stylesheetText(href: string): string | null {
  const text = byAddress.get(href) ?? null;
  // A stylesheet that could close the element it sits in stays a link.
  return text !== null && !/<\/style/i.test(text) ? text : null;
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The inline scripts the site's own code writes, by their text. */
const ownScripts = new Set([consentScript()]);

/** The site's own stylesheets, by their text (app/ui/page-styles.tsx writes them inline). */
const ownStyles = new Set(Object.values(texts));

/** `npm run dev`: Vite writes scripts and styles of its own (its client, hot reload), and the policy lets them be. */
const development = import.meta.env.MODE === 'development';

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * React Router's hydration scripts (its `<Scripts />`): the context, the route modules' imports with the manifest,
 * and the stream of loader data, chunk by chunk. Each is one statement of React Router's with data in it; the data
 * must parse as JSON, so nothing else can hide in it.
 */
const frameworkScripts: { pattern: RegExp; data: (match: RegExpExecArray) => string[] }[] = [
  {
    pattern:
      /^window\.__reactRouterContext = (\{[\s\S]*\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/,
    data: (match) => [match[1]!],
  },
  {
    pattern: /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/,
    data: (match) => [match[1]!],
  },
  { pattern: /^window\.__reactRouterContext\.streamController\.close\(\);$/, data: () => [] },
  {
    pattern:
      /^;?\s*(?:import \* as route\d+ from "\/assets\/[\w.-]+\.js";\s*)+window\.__reactRouterManifest = (\{[\s\S]*\});\s*window\.__reactRouterRouteModules = \{(?:"[^"\\]+":route\d+,?)*\};\s*import\("\/assets\/[\w.-]+\.js"\);$/,
    data: (match) => [match[1]!],
  },
];

/** Whether an inline script is one the site's code or React Router wrote (in development, Vite's too: any). */
function isOwnScript(body: string): boolean {
  if (development || ownScripts.has(body)) return true;
  return frameworkScripts.some(({ pattern, data }) => {
    const match = pattern.exec(body);
    return match !== null && data(match).every(isJson);
  });
}

/** One line for each kind of refused inline content, at most once a minute (a page could carry many). */
let lastWarned = 0;
function warnRefused(kind: string, body: string): void {
  if (Date.now() - lastWarned < 60_000) return;
  lastWarned = Date.now();
  console.error(`page: an inline ${kind} the site did not write was left out of the page's policy (${JSON.stringify(body.slice(0, 80))})`);
}

/**
 * The sha256 sources of a document's inline scripts (not data blocks such as
 * JSON-LD, which do not run and need none) and inline stylesheets: those the
 * site wrote, and nothing else.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    if (isOwnScript(body)) scripts.add(sha256Source(body));
    else warnRefused('script', body);
  }
  const styles = new Set<string>();
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (development || ownStyles.has(body)) styles.add(sha256Source(body));
    else warnRefused('style', body);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
