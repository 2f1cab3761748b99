import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssetReader } from './inline-styles.ts';
import {
  createBootstrapDeferrer,
  deferredModulesOf,
  FONT_REGIONS,
  fontFacesOf,
  PRIORITY_PICTURE_TIMING,
  unicodeRangeOf,
} from './defer-bootstrap.ts';

/** Fontsource's shape, as the build minifies it: one face per subset, Latin written `U+??`. */
const fontsCss =
  '@font-face{font-family:Figtree Variable;font-style:normal;font-display:swap;font-weight:300 900;' +
  'src:url(/assets/figtree-latin-ext-1.woff2)format("woff2-variations");unicode-range:U+100-2BA,U+2BD-2C5}' +
  '@font-face{font-family:Figtree Variable;font-style:normal;font-display:swap;font-weight:300 900;' +
  'src:url(/assets/figtree-latin-2.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+152-153}';

let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'defer-bootstrap-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'fonts-A1.css'), fontsCss);
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

/** A stored page as React Router 8 and server/inline-styles.ts leave it. */
const page = ({ fonts = '/assets/fonts-A1.css', bootstrap = true } = {}) =>
  '<!DOCTYPE html><html><head>' +
  '<link rel="preload" as="image" imageSrcSet="/images/a.jpg?w=160 160w" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-E1.js"/><link rel="modulepreload" href="/assets/react-R1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-T1.js"/><link rel="modulepreload" href="/assets/about-B1.js"/>' +
  `<link rel="stylesheet" href="${fonts}" media="print" data-after-paint=""/><noscript><link rel="stylesheet" href="${fonts}"/></noscript>` +
  '</head><body><main><img src="/images/a.jpg" alt="" loading="eager" fetchPriority="high"/><img src="/images/b.jpg" alt="" loading="lazy"/></main>' +
  '<script>window.__reactRouterContext = {};</script>' +
  (bootstrap
    ? '<script type="module" async="">;\nimport * as route0 from "/assets/root-T1.js";\nimport * as route1 from "/assets/about-B1.js";\n' +
      '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-E1.js"}};\n' +
      '  window.__reactRouterRouteModules = {"root":route0,"about":route1};\n\nimport("/assets/entry.client-E1.js");</script>'
    : '') +
  '</body></html>';

const bootstrapOf = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const AsyncFunction = (async () => undefined).constructor as new (body: string) => () => Promise<void>;

describe('a stored page starts its scripts after it has painted', () => {
  it('takes the module preloads out of the head and has the bootstrap add them once the page has painted', () => {
    const html = createBootstrapDeferrer(createAssetReader(clientDir))(page());
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const script = bootstrapOf(html);
    // Waits for the first contentful paint, the load and the priority picture (if it is on the screen), and no longer than a few seconds.
    // (Its first wait: before it only a mark on the document is taken off, where a place is restored.)
    expect(script).toContain('await new Promise((start)');
    expect(script.indexOf('await ')).toBe(script.indexOf('await new Promise((start)'));
    expect(script).toContain("entry.name === 'first-contentful-paint'");
    expect(script).toContain("addEventListener('load'");
    expect(script).toContain(`img[elementtiming="${PRIORITY_PICTURE_TIMING}"]`);
    expect(script).toContain('new IntersectionObserver');
    expect(script).toMatch(/setTimeout\(start, \d+\)/);
    // Every module is preloaded, in the order React Router listed them, after the wait.
    expect(
      script.indexOf('const modules = ["/assets/entry.client-E1.js","/assets/react-R1.js","/assets/root-T1.js","/assets/about-B1.js"];'),
    ).toBeGreaterThan(script.indexOf('setTimeout(start'));
    expect(deferredModulesOf(html)).toEqual([
      '/assets/entry.client-E1.js',
      '/assets/react-R1.js',
      '/assets/root-T1.js',
      '/assets/about-B1.js',
    ]);
    expect(deferredModulesOf(page())).toEqual([]);
    // The route modules are bound as before, and the entry (which hydrates) is imported last.
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-T1.js"), import("/assets/about-B1.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"about":route1};');
    expect(script.trimEnd()).toMatch(/import\("\/assets\/entry\.client-E1\.js"\);$/);
    expect(script).not.toMatch(/^import \* as/m);
    // It is one valid module body (top-level await included).
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("defers the bootstrap of a page rendered for one request too, keeping the request's nonce on it", () => {
    const nonced = page()
      .replaceAll(/<link rel="modulepreload" href="([^"]+)"\/>/g, '<link rel="modulepreload" href="$1" nonce="Tk9OQ0U="/>')
      .replace('<script type="module" async="">', '<script nonce="Tk9OQ0U=" type="module" async="">');
    const html = createBootstrapDeferrer(createAssetReader(clientDir))(nonced);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script nonce="Tk9OQ0U=" type="module" async="">');
    expect(deferredModulesOf(html)).toEqual([
      '/assets/entry.client-E1.js',
      '/assets/react-R1.js',
      '/assets/root-T1.js',
      '/assets/about-B1.js',
    ]);
  });

  it('marks the priority picture for Element Timing, and only that one', () => {
    const html = createBootstrapDeferrer(createAssetReader(clientDir))(page());
    expect(html).toContain(`<img elementtiming="${PRIORITY_PICTURE_TIMING}" src="/images/a.jpg"`);
    expect(html).toContain('<img src="/images/b.jpg"');
    // The preload link in the head is not a picture.
    expect(html).toContain('<link rel="preload" as="image"');
  });

  it('loads the web fonts through the FontFace API, the faces for the characters the page has, and leaves their stylesheet print-only', () => {
    const deferred = createBootstrapDeferrer(createAssetReader(clientDir));
    const html = deferred(page());
    expect(html).toContain('<link rel="stylesheet" href="/assets/fonts-A1.css" media="print"/>');
    expect(html).not.toContain('data-after-paint');
    // Without JavaScript the stylesheet still loads.
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/fonts-A1.css"/></noscript>');
    const script = bootstrapOf(html);
    expect(script).toContain('new FontFace(family, source, descriptors)');
    // Hydration waits for them (a while at most), so the text does not move under a visitor already using the page.
    expect(script.indexOf('await Promise.race([fontsIn,')).toBeGreaterThan(0);
    expect(script.indexOf('await Promise.race([fontsIn,')).toBeLessThan(script.indexOf('import("/assets/entry.client-E1.js");'));
    expect(script).toContain('/assets/figtree-latin-2.woff2');
    // An English page needs no Latin Extended face; a page that names "Łódź" does.
    expect(script).not.toContain('/assets/figtree-latin-ext-1.woff2');
    const polish = bootstrapOf(deferred(page().replace('<main>', '<main><p>Łódź</p>')));
    expect(polish).toContain('/assets/figtree-latin-ext-1.woff2');
    expect(polish).toContain('/assets/figtree-latin-2.woff2');
  });

  it('has the text take the fonts a region at a time, the stylesheet keeping each region in the fallbacks until its turn', () => {
    const html = createBootstrapDeferrer(createAssetReader(clientDir))(page());
    expect(html).toMatch(/<html [^>]*data-fonts-staged=""/);
    const script = bootstrapOf(html);
    expect(script).toContain(`document.querySelectorAll('${FONT_REGIONS}')`);
    // Each region is marked once it has the fonts; then the document, so a page reached later in the visit has them at once.
    expect(script.indexOf("region.setAttribute('data-fonts', '')")).toBeGreaterThan(script.indexOf('document.fonts.add'));
    expect(script).toContain("document.documentElement.removeAttribute('data-fonts-staged')");
    // The base stylesheet (inlined in every page) holds back the same regions, and only where scripts run.
    const base = readFileSync(new URL('../app/ui/base.css', import.meta.url), 'utf8');
    expect(base).toContain(`@media (scripting: enabled) {\n  :where([data-fonts-staged] :is(${FONT_REGIONS}):not([data-fonts]))`);
  });

  it('has a page whose main element holds a form (a calculator, the contact form) take the fonts in one swap', () => {
    const deferred = createBootstrapDeferrer(createAssetReader(clientDir));
    const form = deferred(
      page().replace('<main>', '<main><form><label>Quantity <input name="quantity" inputMode="numeric"/></label></form>'),
    );
    expect(form).not.toContain('data-fonts-staged=""');
    // The faces still load after the first paint, and hydration still waits for them.
    expect(bootstrapOf(form)).toContain('/assets/figtree-latin-2.woff2');
    expect(bootstrapOf(form)).toContain('await Promise.race([fontsIn,');
    for (const control of ['<select name="size"><option>50 ml</option></select>', '<textarea name="message"></textarea>'])
      expect(deferred(page().replace('<main>', `<main>${control}`))).not.toContain('data-fonts-staged=""');
    // A hidden field is not something to fill in, and a search box in the header is not in the main element.
    expect(deferred(page().replace('<main>', '<main><input type="hidden" name="token" value="t"/>'))).toContain('data-fonts-staged=""');
    expect(deferred(page().replace('<body>', '<body><header><input type="search" name="q"/></header>'))).toContain('data-fonts-staged=""');
  });

  it('marks the document so that its regions below the screen wait until they come near, except where a place is restored', () => {
    const html = createBootstrapDeferrer(createAssetReader(clientDir))(page());
    expect(html).toMatch(/<html [^>]*data-first-load=""/);
    const script = bootstrapOf(html);
    // At once, before the first wait: a reload, back or forward, or a fragment in the address renders every region.
    const release = script.indexOf("document.documentElement.removeAttribute('data-first-load')");
    expect(release).toBeGreaterThan(0);
    expect(release).toBeLessThan(script.indexOf('await '));
    expect(script).toContain("performance.getEntriesByType('navigation')[0]?.type !== 'navigate'");
    expect(script).toContain('location.hash');
    // The base stylesheet skips the main element's regions after the first three, only on a marked document.
    const base = readFileSync(new URL('../app/ui/base.css', import.meta.url), 'utf8');
    expect(base).toContain(
      '[data-first-load] :is(main > :not(:only-child), main > :only-child > *):nth-child(n + 4) {\n    content-visibility: auto;',
    );
    // A document left as it is (no deferred bootstrap) is not marked: nothing would release it.
    const without = page({ bootstrap: false });
    expect(createBootstrapDeferrer(createAssetReader(clientDir))(without)).not.toContain('data-first-load');
  });

  it('keeps the fonts stylesheet for the page to turn on when the build has no such file', () => {
    const html = createBootstrapDeferrer(createAssetReader(clientDir))(page({ fonts: '/assets/fonts-missing.css' }));
    expect(html).toContain('<link rel="stylesheet" href="/assets/fonts-missing.css" media="print" data-after-paint=""/>');
    expect(bootstrapOf(html)).not.toContain('FontFace');
    expect(html).not.toContain('data-fonts-staged');
  });

  it('leaves a document alone whose bootstrap is not in the shape React Router writes', () => {
    const deferred = createBootstrapDeferrer(createAssetReader(clientDir));
    const without = page({ bootstrap: false });
    expect(deferred(without)).toBe(without);
    const odd = page().replace('import("/assets/entry.client-E1.js");', 'startSomehow();');
    expect(deferred(odd)).toBe(odd);
  });
});

describe('the web fonts as FontFace arguments', () => {
  it('reads family, source and descriptors of each face', () => {
    expect(fontFacesOf(fontsCss)).toEqual([
      [
        'Figtree Variable',
        'url(/assets/figtree-latin-ext-1.woff2)format("woff2-variations")',
        { style: 'normal', weight: '300 900', display: 'swap', unicodeRange: 'U+100-2BA,U+2BD-2C5' },
      ],
      [
        'Figtree Variable',
        'url(/assets/figtree-latin-2.woff2)format("woff2-variations")',
        { style: 'normal', weight: '300 900', display: 'swap', unicodeRange: 'U+??,U+131,U+152-153' },
      ],
    ]);
    expect(fontFacesOf("@font-face{font-family:'X';src:url(/x.woff2)}")).toEqual([['X', 'url(/x.woff2)', {}]]);
    expect(fontFacesOf('@font-face{src:url(/x.woff2)} .a{color:red}')).toEqual([]);
  });

  it('reads a unicode-range: single points, intervals and wildcards; none is every character', () => {
    expect(unicodeRangeOf('U+??,U+131,U+152-153, U+4??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x152, 0x153],
      [0x400, 0x4ff],
    ]);
    expect(unicodeRangeOf(undefined)).toEqual([[0, 0x10ffff]]);
    expect(unicodeRangeOf('nonsense')).toEqual([]);
  });
});
