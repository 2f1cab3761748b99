import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, stylesheetText } from './document.server.ts';
import baseCss from './ui/base.css?url';
import shellCss from './shell/shell.css?url';

describe('inline script hashes', () => {
  it('hashes the scripts that run inline, not those with a source or data blocks', () => {
    const html =
      '<script src="/a.js"></script><script>a()</script><script type="module">b()</script><script type="application/ld+json">{}</script>';
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(inlineHashes(html).scripts).toEqual([hash('a()'), hash('b()')]);
  });
});

describe('inline style hashes', () => {
  it('hashes each inline stylesheet once, whatever its attributes', () => {
    const html =
      '<style data-href="/assets/a.css">a{color:red}</style><style>b{}</style><style>b{}</style><link rel="stylesheet" href="/c.css"/>';
    const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(inlineHashes(html).styles).toEqual([hash('a{color:red}'), hash('b{}')]);
  });
});

describe("a stylesheet's text", () => {
  it('is the text of the stylesheet the routes link, its imports resolved (what the page carries inline)', () => {
    const base = stylesheetText(baseCss);
    expect(base).toContain('--ink');
    expect(base).not.toContain('@import');
    expect(stylesheetText(shellCss)).toContain('.site-header');
  });

  it("is not given for an address that is not one of the site's stylesheets", () => {
    expect(stylesheetText('/assets/elsewhere.css')).toBeNull();
  });
});
