import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssetReader, createStyleInliner } from './inline-styles.ts';

let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'inline-styles-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'base-1.css'), 'body{margin:0}');
  await writeFile(path.join(clientDir, 'assets', 'home-2.css'), '.hero{color:red}');
  await writeFile(path.join(clientDir, 'assets', 'odd-3.css'), '.a::after{content:"</style>"}');
  await writeFile(path.join(clientDir, 'assets', 'fonts-4.css'), '@font-face{font-family:X;src:url(/assets/x.woff2)}');
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

const page = (links: string[]) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${links.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('')}</head><body><link rel="stylesheet" href="/assets/home-2.css"/></body></html>`;

describe('stylesheets inlined into a stored page', () => {
  it('puts each stylesheet of the build in the head, in order, beside a print-only link React can still find', () => {
    const html = createStyleInliner(createAssetReader(clientDir))(page(['/assets/base-1.css', '/assets/home-2.css']));
    expect(html).toContain(
      '<style data-href="/assets/base-1.css">body{margin:0}</style><link rel="stylesheet" href="/assets/base-1.css" media="print"/>' +
        '<style data-href="/assets/home-2.css">.hero{color:red}</style><link rel="stylesheet" href="/assets/home-2.css" media="print"/>',
    );
    // Nothing blocks the paint in the head.
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
    // The body is left alone.
    expect(html).toContain('<body><link rel="stylesheet" href="/assets/home-2.css"/></body>');
  });

  it("inlines the links of a page rendered for one request, which carry the request's nonce", () => {
    const html = createStyleInliner(createAssetReader(clientDir))(
      page([]).replace('</head>', '<link nonce="Tk9OQ0U=" rel="stylesheet" href="/assets/base-1.css"/></head>'),
    );
    expect(html).toContain('<style data-href="/assets/base-1.css">body{margin:0}</style>');
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('<link nonce=');
  });

  it('leaves as links what it cannot inline: a file not in the build, CSS that could close the element, CSS over the budget', () => {
    const inline = createStyleInliner(createAssetReader(clientDir), 20);
    const html = inline(
      page(['/assets/missing.css', '/assets/odd-3.css', '/assets/base-1.css', '/assets/home-2.css', 'https://cdn.example/x.css']),
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/missing.css"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/odd-3.css"/>');
    expect(html).toContain('<style data-href="/assets/base-1.css">');
    // base-1 (14 bytes) fits the 20-byte budget; home-2 (16 more) does not.
    expect(html).toContain('<link rel="stylesheet" href="/assets/home-2.css"/>');
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example/x.css"/>');
  });

  it('keeps the web fonts for after the first paint: a print-only link the page turns on, and a plain one without JavaScript', () => {
    const html = createStyleInliner(createAssetReader(clientDir))(page(['/assets/fonts-4.css', '/assets/base-1.css']));
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/fonts-4.css" media="print" data-after-paint=""/><noscript><link rel="stylesheet" href="/assets/fonts-4.css"/></noscript>',
    );
    expect(html).not.toContain('@font-face');
  });
});
