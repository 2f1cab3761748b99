import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, stylesheetText } from './document.server.ts';
import { consentScript } from './shell/consent.ts';
import baseCss from './ui/base.css?url';
import shellCss from './shell/shell.css?url';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** React Router's hydration scripts, as it writes them (the data in them is made up). */
const context =
  'window.__reactRouterContext = {"basename":"/","ssr":true,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
const modules =
  ';\nimport * as route0 from "/assets/root-COuBffES.js";\nimport * as route1 from "/assets/page-9Ni-lFu4.js";\n  window.__reactRouterManifest = {\n  "entry": {"module": "/assets/entry.client-DPrOAWzr.js"},\n  "version": "1415b018"\n};\n  window.__reactRouterRouteModules = {"root":route0,"about":route1};\n\nimport("/assets/entry.client-DPrOAWzr.js");';
const chunk = 'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");';
const close = 'window.__reactRouterContext.streamController.close();';

describe('inline script hashes', () => {
  it("hashes the scripts React Router and the site's code write, not those with a source or data blocks", () => {
    const banner = consentScript();
    const scripts = [context, modules, chunk, close, banner];
    const html = `<script src="/a.js"></script>${scripts.map((body) => `<script${body === modules ? ' type="module" async=""' : ''}>${body}</script>`).join('')}<script type="application/ld+json">{}</script>`;
    expect(inlineHashes(html).scripts).toEqual(scripts.map(hash));
  });

  it('gives no hash to a script the site did not write, however it is dressed up, and says so', () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      const injected = [
        'alert(document.cookie)',
        'window.__reactRouterContext.streamController.enqueue("x");alert(1)',
        'window.__reactRouterContext.streamController.enqueue("x"+alert(1)+"");',
        context.replace('"ssr":true', '"ssr":alert(1)'),
        modules.replace('import("/assets/entry', 'import("https://evil.example/entry'),
        modules.replace('{"root":route0,', '{"root":alert(1),'),
      ];
      for (const body of injected) expect(inlineHashes(`<script>${body}</script>`).scripts, body).toEqual([]);
      expect(inlineHashes(`<script type="module">${injected[0]}</script>`).scripts).toEqual([]);
    } finally {
      console.error = original;
    }
    expect(errors.length, 'logged (at most once a minute)').toBeGreaterThanOrEqual(1);
    expect(errors[0]).toMatch(/^page: an inline script the site did not write was left out of the page's policy/);
  });
});

describe('inline style hashes', () => {
  it("hashes each of the site's own stylesheets once, whatever its attributes, and nothing else", () => {
    const base = stylesheetText(baseCss)!;
    const shell = stylesheetText(shellCss)!;
    const html = `<style data-href="${baseCss}">${base}</style><style>${shell}</style><style>${shell}</style><style>body{background:url(//evil.example/x)}</style><link rel="stylesheet" href="/c.css"/>`;
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(inlineHashes(html).styles).toEqual([hash(base), hash(shell)]);
    } finally {
      console.error = original;
    }
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
