/**
 * Reads raw HTML as a browser would parse it (DOMParser: no scripts run, no
 * resources load), for checks of what the server sent.
 */
import type { Page } from '@playwright/test';

export interface HtmlFacts {
  title: string | null;
  titleCount: number;
  h1: string[];
  lang: string | null;
  description: string | null;
  canonical: string | null;
  canonicalCount: number;
  meta: Record<string, string>;
  jsonLd: unknown[];
  /** Every <script> without src (JSON-LD included), with its nonce attribute. */
  /** `text` is the start of the script, for messages; `code` all of it. */
  inlineScripts: { type: string; nonce: string | null; text: string; code: string }[];
  scriptsWithSrc: { src: string; nonce: string | null }[];
  searchBoxes: number;
  links: { href: string; text: string }[];
  mainText: string;
  bodyText: string;
}

export async function inspectHtml(page: Page, html: string): Promise<HtmlFacts> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const meta: Record<string, string> = {};
    for (const element of Array.from(doc.head.querySelectorAll('meta'))) {
      const key = element.getAttribute('property') ?? element.getAttribute('name');
      if (key && !(key in meta)) meta[key] = element.getAttribute('content') ?? '';
    }
    const jsonLd: unknown[] = [];
    for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
      try {
        jsonLd.push(JSON.parse(script.textContent ?? ''));
      } catch {
        jsonLd.push({ unparsable: script.textContent });
      }
    }
    return {
      title: doc.querySelector('head > title') ? text(doc.querySelector('head > title')) : null,
      titleCount: doc.querySelectorAll('title').length,
      h1: Array.from(doc.querySelectorAll('h1')).map((h) => text(h)),
      lang: doc.documentElement.getAttribute('lang'),
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      canonicalCount: doc.querySelectorAll('link[rel="canonical"]').length,
      meta,
      jsonLd,
      inlineScripts: Array.from(doc.querySelectorAll('script:not([src])')).map((s) => ({
        type: s.getAttribute('type') ?? '',
        nonce: s.getAttribute('nonce'),
        text: (s.textContent ?? '').slice(0, 80),
        code: s.textContent ?? '',
      })),
      scriptsWithSrc: Array.from(doc.querySelectorAll('script[src]')).map((s) => ({
        src: s.getAttribute('src') ?? '',
        nonce: s.getAttribute('nonce'),
      })),
      searchBoxes: doc.querySelectorAll('main [role="search"] input[type="search"], main input[type="search"]').length,
      links: Array.from(doc.querySelectorAll('main a[href]')).map((a) => ({ href: a.getAttribute('href') ?? '', text: text(a) })),
      mainText: text(doc.querySelector('main')),
      bodyText: text(doc.body),
    };
  }, html);
}

/** JSON-LD blocks may hold one object, an array, or an @graph: all the nodes, flat. */
export function jsonLdNodes(blocks: unknown[]): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      if (Array.isArray(node['@graph'])) visit(node['@graph']);
      else nodes.push(node);
    }
  };
  visit(blocks);
  return nodes;
}

export function nodesOfType(blocks: unknown[], type: string): Record<string, unknown>[] {
  return jsonLdNodes(blocks).filter(
    (node) => node['@type'] === type || (Array.isArray(node['@type']) && (node['@type'] as unknown[]).includes(type)),
  );
}
