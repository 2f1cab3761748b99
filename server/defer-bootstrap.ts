/**
 * A stored page starts its JavaScript once it has painted (issue 17). React
 * Router's bootstrap is a module script that imports the page's route modules
 * at once, with a modulepreload link in the head for every module; on a slow
 * phone those 120-odd KiB then share the connection with the page's main
 * picture and, evaluated before the first paint, hold it back. The page
 * itself needs none of it to be read (links are links, forms submit): the
 * script brings menus, search, the calculators' live results.
 *
 * So the page store rewrites the bootstrap of each stored page. The
 * modulepreload links leave the head, and the bootstrap waits until the text
 * has painted and its priority picture (marked `elementtiming`) has painted
 * (where the browser cannot tell, until the page has loaded), or four
 * seconds at most. Then it adds the same modulepreload links (the modules
 * still download side by side), evaluates the modules one by one with a
 * pause between them (so the page answers a tap meanwhile instead of
 * freezing for the whole bundle), and imports the entry as React Router
 * does. The web fonts come the same way: fetched once the page has painted
 * and added through the FontFace API before hydration, the text on the
 * screen re-flowing once with them and the rest a region a frame, instead of
 * all of it once when their stylesheet applies and again when they arrive.
 * Pages rendered per request (the contact form's, with its token) are
 * finished the same way, their bootstrap keeping the request's nonce
 * (server/pages.ts). And the document is marked so that its regions below
 * the screen are not rendered until they come near it (app/shell/first-load.ts).
 * Decisions 0020, 0021 and 0024.
 */
import { FIRST_LOAD_ATTRIBUTE, PAGE_REGIONS } from '../app/shell/first-load.ts';

/** The attribute value that marks a page's priority picture for the Element Timing API. */
export const PRIORITY_PICTURE_TIMING = 'priority-picture';

/** The longest the bootstrap waits for the page to paint (ms): a hidden tab or an unknown browser still starts. */
export const BOOTSTRAP_WAIT_MS = 4000;

// On a page rendered per request the preloads and the bootstrap carry the request's nonce (kept on the bootstrap).
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"(?: nonce="[^"]*")?\/>/g;
const bootstrapScript = /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?)<\/script>/;
const routeImport = /^import \* as (route\d+) from ("\/assets\/[\w.-]+\.js");$/gm;
const entryImport = /^import\(("\/assets\/[\w.-]+\.js")\);\s*$/m;
const priorityPicture = /<img\b(?=[^>]*\bfetchPriority="high")/gi;
/** The web fonts' stylesheet as server/inline-styles.ts leaves it: print-only until the page's script turns it on. */
const fontsLink = /<link rel="stylesheet" href="(\/assets\/fonts-[\w-]+\.css)" media="print" data-after-paint=""\/>/;

/** One `@font-face` rule as FontFace arguments: family, source, descriptors. */
type Face = [family: string, source: string, descriptors: Record<string, string>];

/** The code points a `unicode-range` names (`U+0-FF`, `U+131`, `U+4??`), as inclusive intervals; none means all. */
export function unicodeRangeOf(range: string | undefined): [number, number][] {
  if (!range) return [[0, 0x10ffff]];
  return range.split(',').flatMap((part): [number, number][] => {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) return [];
    const [, start = '', end] = match;
    if (end) return [[parseInt(start, 16), parseInt(end, 16)]];
    return [[parseInt(start.replaceAll('?', '0'), 16), parseInt(start.replaceAll('?', 'f'), 16)]];
  });
}

/** The `@font-face` rules of a (built, minified) stylesheet. */
export function fontFacesOf(css: string): Face[] {
  const faces: Face[] = [];
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const rule = new Map<string, string>();
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) rule.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    const family = rule.get('font-family')?.replace(/^["']|["']$/g, '');
    const source = rule.get('src');
    if (!family || !source) continue;
    const descriptors: Record<string, string> = {};
    for (const [name, descriptor] of [
      ['font-style', 'style'],
      ['font-weight', 'weight'],
      ['font-display', 'display'],
      ['unicode-range', 'unicodeRange'],
    ] as const) {
      const value = rule.get(name);
      if (value) descriptors[descriptor] = value;
    }
    faces.push([family, source, descriptors]);
  }
  return faces;
}

/**
 * Runs in the page at once, as its script is evaluated: where the browser is
 * about to put the visitor somewhere other than the top (a reload, back or
 * forward, a fragment in the address), each region gets its real height
 * first, so the place is found in the page as it is, not in placeholders.
 */
const renderAllWhereRestored = `if (location.hash || performance.getEntriesByType('navigation')[0]?.type !== 'navigate')
  document.documentElement.removeAttribute('${FIRST_LOAD_ATTRIBUTE}');`;

/**
 * Runs in the page before the imports. Each wait is for an event the browser
 * raises (paint and element timing, an intersection, load, a message), not a
 * timer, so a page whose clock is paused (a test's) still starts.
 */
const waitForPaint = `await new Promise((start) => {
  const supports = (type) => window.PerformanceObserver?.supportedEntryTypes?.includes(type);
  const pictures = document.querySelectorAll('img[elementtiming="${PRIORITY_PICTURE_TIMING}"]');
  const watchable = supports('element') && window.IntersectionObserver;
  // Where the browser cannot tell when the picture has painted, the page's load stands in for it.
  let painted = false, pictured = pictures.length === 0 || !watchable;
  let loaded = pictures.length === 0 || watchable || document.readyState === 'complete';
  const check = () => { if (painted && loaded && pictured) start(); };
  // The picture's blurred placeholder (a data: background) paints with the text and has an entry of its own; only
  // the picture itself counts, or the scripts would share the connection with it after all.
  const counts = (entry) => (entry.entryType === 'paint' ? entry.name === 'first-contentful-paint' : !entry.url.startsWith('data:'));
  const observe = (type, seen) => {
    if (!supports(type)) return seen();
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some(counts)) {
        observer.disconnect();
        seen();
      }
    }).observe({ type, buffered: true });
  };
  const see = () => { pictured = true; check(); };
  // The priority picture counts once it has painted, or if it is not on the screen (an observer, not a measurement:
  // measuring now would lay the page out again).
  if (!pictured) {
    observe('element', see);
    const screen = new IntersectionObserver((entries) => {
      screen.disconnect();
      if (!entries.some((entry) => entry.isIntersecting && !(entry.target.complete && entry.target.naturalWidth === 0))) see();
    });
    for (const picture of pictures) screen.observe(picture);
  }
  observe('paint', () => { painted = true; check(); });
  if (!loaded) addEventListener('load', () => { loaded = true; check(); }, { once: true });
  setTimeout(start, ${BOOTSTRAP_WAIT_MS});
});
const pause = () => new Promise((resume) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resume;
  channel.port2.postMessage(null);
});`;

/**
 * The characters of text on the screen from which its regions take the web
 * fonts a frame each rather than together (decision 0025): about where the
 * text on the first screen of `/faq` (4,900) and of a post (7,800) is, and
 * above a calculator's (1,900), whose turns each cost a re-layout (a
 * calculator, having a form, now takes them in one swap: decision 0028).
 */
export const SCREEN_TEXT_APART = 3000;

/** The longest hydration waits for the web fonts once its modules are in (ms): a stalled font never holds the page. */
export const FONTS_WAIT_MS = 3000;

/**
 * The regions of a page take the web fonts in turn (app/shell/first-load.ts).
 * base.css keeps a region in the fallbacks until it is marked `data-fonts`,
 * while the document is marked `data-fonts-staged`; the two lists match.
 */
export const FONT_REGIONS = PAGE_REGIONS;

/**
 * Runs in the page once it has painted: the faces are fetched, then added at
 * once. Only the faces for characters the page has (Fontsource splits each
 * font by script): a face added before it is needed costs the re-flow time
 * anyway, about as much again as the swap itself. The text re-flows a region
 * at a time, the regions on the screen with the header first, then the rest
 * one a frame, where most of the text is below the screen: the first shaping
 * of a page's text in a new font takes 25 ms and more on this machine, 100 ms
 * and more on a slow phone, which a visitor tapping meanwhile would wait for.
 * Where the screen holds long text (the FAQ, a post), its regions take them a
 * frame each as well (decision 0025).
 * Each wait is for the browser (an intersection observer reports after the
 * frame it was in), not a timer. Hydration waits for them (they are smaller
 * than the modules, fetched beside them), so the page's text does not move
 * under a visitor who has started to use it. Decision 0021.
 */
const loadFonts = (faces: Face[]) => `const afterFrame = () => new Promise((resume) => {
  const frame = new IntersectionObserver(() => { frame.disconnect(); resume(); });
  frame.observe(document.documentElement);
});
const regions = document.documentElement.hasAttribute('data-fonts-staged') ? [...document.querySelectorAll('${FONT_REGIONS}')] : [];
const onScreen = new Map();
const screen = new IntersectionObserver((entries) => { for (const entry of entries) onScreen.set(entry.target, entry.isIntersecting); });
for (const region of regions) screen.observe(region);
const fontsIn = Promise.allSettled(
  ${JSON.stringify(faces).replaceAll('<', '\\u003c')}.map(([family, source, descriptors]) => new FontFace(family, source, descriptors).load()),
).then(async (faces) => {
  // Which regions are on the screen decides the turns: where the fonts came before the observer's first report, a frame.
  if (!document.hidden && regions.some((region) => !onScreen.has(region))) await afterFrame();
  screen.disconnect();
  for (const face of faces) if (face.status === 'fulfilled') document.fonts.add(face.value);
  // Where the page is hidden (no frames), every region at once. Below the screen, a region a frame where most of the
  // text is there. On the screen, a region a frame too where its text is long, its shaping being the cost; where it is
  // short, together with the first, since each turn also re-lays out what it held back (a calculator paid twice).
  const offScreen = document.hidden ? [] : regions.filter((region) => onScreen.get(region) === false);
  const length = (nodes) => nodes.reduce((sum, node) => sum + node.textContent.length, 0);
  const later = length(offScreen) * 2 > length(regions) ? offScreen : [];
  // Those on the screen first (and any not measured), then those below it.
  const ordered = [...regions.filter((region) => !offScreen.includes(region)), ...offScreen];
  // (Only regions seen on the screen count: one not measured yet takes them with the first.)
  const apart = !document.hidden && length(regions.filter((region) => onScreen.get(region) === true)) >= ${SCREEN_TEXT_APART};
  const turns = apart
    ? ordered.map((region) => [region])
    : [ordered.filter((region) => !later.includes(region)), ...later.map((region) => [region])];
  for (const [turn, group] of turns.entries()) {
    if (turn > 0) await afterFrame();
    for (const region of group) region.setAttribute('data-fonts', '');
  }
  document.documentElement.removeAttribute('data-fonts-staged');
});`;

/**
 * A control a visitor fills in (not a hidden field). A page whose main element holds one (a calculator, the contact
 * form, search results) takes the web fonts in one swap, not a region at a time (decision 0028): moving a region
 * between the fallbacks and the web fonts restyles all it holds, and on these pages that restyle cost more than the
 * turns saved. Adding the faces alone only re-lays the text out.
 */
const formControl = /<(?:select|textarea)\b|<input\b(?![^>]*\btype="hidden")/i;

/** Whether the regions of a page should take the web fonts in turns: none of its main element's text is in a form. */
function fontsInTurns(html: string): boolean {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? '';
  return !formControl.test(main);
}

/** The modules a deferred bootstrap loads once the page has painted (for the budget: scripts/budget.ts). */
export function deferredModulesOf(html: string): string[] {
  const list = /^const modules = (\[.*\]);$/m.exec(bootstrapScript.exec(html)?.[2] ?? '')?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * A finisher for stored pages of the build its reader reads
 * (createAssetReader): rewrites a page's bootstrap to start after the first
 * paint. A document whose bootstrap is not in the shape React Router writes
 * it is returned as it is (the page then starts at once, as before).
 */
export function createBootstrapDeferrer(readAsset: (href: string) => string | null): (html: string) => string {
  // The faces of each fonts stylesheet with the code points each covers, worked out once per build.
  const faces = new Map<string, { face: Face; ranges: [number, number][] }[]>();
  const facesOf = (href: string) => {
    if (!faces.has(href))
      faces.set(
        href,
        fontFacesOf(readAsset(href) ?? '').map((face) => ({ face, ranges: unicodeRangeOf(face[2].unicodeRange) })),
      );
    return faces.get(href)!;
  };
  /** The faces with a glyph for some character of the page. */
  const facesFor = (href: string, html: string): Face[] => {
    const known = facesOf(href);
    if (known.length === 0) return [];
    const codePoints = new Set<number>();
    for (const character of html) codePoints.add(character.codePointAt(0)!);
    const points = [...codePoints];
    return known
      .filter(({ ranges }) => points.some((point) => ranges.some(([from, to]) => point >= from && point <= to)))
      .map(({ face }) => face);
  };

  return (html) => {
    const bootstrap = bootstrapScript.exec(html);
    if (!bootstrap) return html;
    const [, nonce, body = ''] = bootstrap;
    const imports = [...body.matchAll(routeImport)];
    const entry = entryImport.exec(body)?.[1];
    if (imports.length === 0 || !entry) return html;
    const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
    const fonts = fontsLink.exec(html);
    const fontFaces = fonts ? facesFor(fonts[1]!, html) : [];

    const names = imports.map((match) => match[1]).join(', ');
    const modules = imports.map((match) => `import(${match[2]})`).join(', ');
    const script = [
      renderAllWhereRestored,
      waitForPaint,
      fontFaces.length > 0 ? loadFonts(fontFaces) : '',
      `const modules = ${JSON.stringify(preloads)};`,
      // One link a task: starting a request costs the page a millisecond or two on a slow phone.
      `for (const href of modules) {`,
      `  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
      `  await pause();`,
      `}`,
      // One module a task (each after its own imports), the entry last: none waits for the rest of the bundle.
      `for (const href of modules) if (href !== ${entry}) { await import(href); await pause(); }`,
      fontFaces.length > 0 ? `await Promise.race([fontsIn, new Promise((resume) => setTimeout(resume, ${FONTS_WAIT_MS}))]);` : '',
      `const [${names}] = await Promise.all([${modules}]);`,
      body.replace(routeImport, '').replace(/^;\s*/, ''),
    ].join('\n');

    // The marks on the document: its regions rendered as they come near, and (with faces to add, and no form in its
    // main element) its fonts staged.
    const marks = [...(fontFaces.length > 0 && fontsInTurns(html) ? ['data-fonts-staged'] : []), FIRST_LOAD_ATTRIBUTE];
    let finished = html
      .replace(/<html\b/, `<html ${marks.map((mark) => `${mark}=""`).join(' ')}`)
      .replace(modulePreload, '')
      .replace(bootstrap[0], () => `<script${nonce ? ` nonce="${nonce}"` : ''} type="module" async="">${script}</script>`)
      .replace(priorityPicture, () => `<img elementtiming="${PRIORITY_PICTURE_TIMING}"`);
    // The faces above replace the stylesheet: it stays print-only, and the page's script no longer turns it on.
    if (fontFaces.length > 0) finished = finished.replace(fonts![0], () => fonts![0].replace(' data-after-paint=""', ''));
    return finished;
  };
}
