import { describe, expect, it } from 'vitest';
import { yieldToPaint } from './yield-to-paint.ts';

// React Router 8's bootstrap, as a stored page carries it (manifest shortened).
const bootstrap = `;
import * as route0 from "/assets/root-IiiciE5k.js";
import * as route1 from "/assets/post.route-Cqd_cyww.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-SmYkYUjL.js"}};
  window.__reactRouterRouteModules = {"root":route0,"blog/post.route":route1};

import("/assets/entry.client-SmYkYUjL.js");`;
const page = (code: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="site"></div><script>window.__reactRouterContext = {};</script><script type="module" async="">${code}</script></body></html>`;

const run = async (code: string) => {
  // The rewritten module body, run with stand-ins for the browser and the module loader.
  const loaded: string[] = [];
  const paints: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      paints.push(callback);
    }
    observe() {}
  }
  const window: Record<string, unknown> = {};
  const body = code.replaceAll(/\bimport\(/g, '__import(');
  const evaluate = new Function('window', 'document', '__import', 'PerformanceObserver', `return (async () => { ${body} })();`) as (
    ...args: unknown[]
  ) => Promise<void>;
  const done = evaluate(
    window,
    { visibilityState: 'visible' },
    async (source: string) => {
      loaded.push(source);
      return { source };
    },
    PerformanceObserver,
  );
  const paint = (name: string) => paints.forEach((callback) => callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }));
  return { loaded, paint, window, done };
};

describe('a stored page starts its app after its first paint', () => {
  it('imports the same route modules and entry, but only once the first contentful paint is reported', async () => {
    const html = yieldToPaint(page(bootstrap));
    const code = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(code).not.toMatch(/^import \* as/m);
    const { loaded, paint, window, done } = await run(code);
    paint('first-paint');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded, 'nothing before the first contentful paint').toEqual([]);
    paint('first-contentful-paint');
    await done;
    expect(loaded).toEqual(['/assets/root-IiiciE5k.js', '/assets/post.route-Cqd_cyww.js', '/assets/entry.client-SmYkYUjL.js']);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { source: '/assets/root-IiiciE5k.js' },
      'blog/post.route': { source: '/assets/post.route-Cqd_cyww.js' },
    });
    // The rest of the page is untouched.
    expect(html.replace(code, '')).toBe(page(bootstrap).replace(bootstrap, ''));
  });

  it('leaves a bootstrap of another shape as it is', () => {
    for (const code of [
      `import "/assets/x.js";\n${bootstrap}`,
      'console.log(1);',
      bootstrap.replace('import("/assets/entry.client-SmYkYUjL.js");', ''),
    ])
      expect(yieldToPaint(page(code))).toBe(page(code));
    expect(yieldToPaint('<html><body>no app</body></html>')).toBe('<html><body>no app</body></html>');
  });
});
