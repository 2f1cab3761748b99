/**
 * What the server adds to a document beyond the page itself, in one place:
 *
 * - Its stylesheets' text, so the document carries them inline and nothing
 *   but the HTML holds back its first paint (app/ui/page-styles.tsx renders
 *   them; the web fonts' faces are among them, so the fonts start as the
 *   text is laid out). Vite processes each stylesheet for the server as it
 *   does for the browser (`?inline` beside `?url`), so the text is the file's
 *   at that address, in `npm run dev` as in a build.
 * - The hashes of its inline scripts and stylesheets, from the finished HTML,
 *   for its Content-Security-Policy: a stored page is the same for everyone
 *   and carries no nonce (server/send-page.ts puts them in the policy). This
 *   reads the HTML React and React Router wrote, the one place the site does:
 *   tests/e2e/security.spec.ts loads every stored page of the real build under
 *   its policy and fails on any refused script or style, so a change in their
 *   output's shape cannot pass unnoticed.
 */
import { createHash } from 'node:crypto';
import type { InlineHashes } from './request.server.ts';

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

/**
 * The sha256 sources of a document's inline scripts (not data blocks such as
 * JSON-LD, which do not run and need none) and inline stylesheets.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.add(sha256Source(body));
  }
  const styles = new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => sha256Source(body)));
  return { scripts: [...scripts], styles: [...styles] };
}
