/**
 * The stylesheets of a route, declared once (`routeStylesheets`): the
 * document a visitor arrives on carries them inline, so nothing but the HTML
 * holds back its first paint, and a page reached later in the visit links
 * those it does not carry, which React Router loads before showing it.
 *
 * On the server `PageStyles` writes each stylesheet of the matched routes as
 * a `<style>` (the text comes from app/document.server.ts, handed down by
 * app/entry.server.tsx) and the routes' `links` name none of them. In the
 * browser the same `<style>` elements are kept, with the text they arrived
 * with, for as long as a matched route declares them (leaving an area drops
 * its styles; coming back puts them back, from that same text), and `links`
 * names only the stylesheets the first document did not carry.
 */
import { createContext, useContext } from 'react';
import { useMatches, type LinksFunction } from 'react-router';

export interface StylesheetsHandle {
  stylesheets: readonly string[];
}

/** The stylesheets' text on the server (app/entry.server.tsx provides it); null in the browser. */
export const StylesheetText = createContext<((href: string) => string | null) | null>(null);

/** The text of each stylesheet the first document carried inline, by its address (none on the server). */
const carried = new Map<string, string>(
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((style) => [style.dataset.href!, style.textContent]),
);

/** A route's `links` and `handle` for these stylesheets (in cascade order, after the root's). */
export function routeStylesheets(...hrefs: string[]): { links: LinksFunction; handle: StylesheetsHandle } {
  return {
    // On the server every stylesheet is written inline; in the browser, the first document's are carried.
    links: () =>
      typeof document === 'undefined' ? [] : hrefs.filter((href) => !carried.has(href)).map((href) => ({ rel: 'stylesheet', href })),
    handle: { stylesheets: hrefs },
  };
}

const declared = (handle: unknown): readonly string[] => (handle as Partial<StylesheetsHandle> | undefined)?.stylesheets ?? [];

/** The matched routes' stylesheets as `<style>` elements, in the head before the links. */
export function PageStyles() {
  const text = useContext(StylesheetText);
  const hrefs = [...new Set(useMatches().flatMap((match) => declared(match.handle)))];
  return hrefs.map((href) => {
    const css = text ? text(href) : (carried.get(href) ?? null);
    return css === null ? null : <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
  });
}
