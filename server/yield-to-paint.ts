/**
 * A stored page starts its app one frame after its first paint. React
 * Router's bootstrap module script imports the route modules statically, so
 * on a fast connection they are evaluated, and the page hydrated, before the
 * browser has painted anything: the first paint then waits for the whole
 * app (and Lighthouse's simulation charges every script to it). Rewritten
 * here, the same imports are dynamic and wait for the first contentful
 * paint (Paint Timing; at once in a tab in the background, which paints
 * nothing, or where the browser does not report paints; after 1 s at the
 * latest): the modulepreloads still fetch everything at once, the text and
 * images paint first, then the page hydrates. (A frame callback would do
 * too, but not under a test's paused clock.)
 * A bootstrap not in the expected shape is left as it is.
 */

/** RR's bootstrap: `import * as routeN from "…";` lines, then the manifest, the route modules and `import("…entry.client…")`. */
const bootstrap = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const staticImport = /^import \* as (route\d+) from ("\/[^"]+\.js");$/gm;

export function yieldToPaint(html: string): string {
  const match = bootstrap.exec(html);
  if (!match) return html;
  const code = match[2]!;
  const imports = [...code.matchAll(staticImport)];
  if (imports.length === 0 || !/\bimport\("\/[^"]+"\);\s*$/.test(code) || /^import\s/m.test(code.replace(staticImport, ''))) return html;
  const names = imports.map((m) => m[1]!).join(', ');
  const sources = imports.map((m) => `import(${m[2]!})`).join(', ');
  const rewritten =
    'await new Promise((resolve) => {\n' +
    "  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();\n" +
    "  new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && resolve()).observe({ type: 'paint', buffered: true });\n" +
    '  setTimeout(resolve, 1000);\n' +
    '});\n' +
    `const [${names}] = await Promise.all([${sources}]);\n` +
    code.replace(staticImport, '').replace(/^;\n+/, '');
  return html.replace(bootstrap, (_all, open: string, _code: string, close: string) => `${open}${rewritten}${close}`);
}
