import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { streamWorker, studioPage } from './studio-server.ts';

describe("the Studio's page", () => {
  it('names the lake and the site before the Studio runs, and registers the stream worker', () => {
    const page = studioPage('<!DOCTYPE html><html><head><title>Sanity Studio</title></head><body></body></html>', {
      apiHost: 'http://localhost:3333',
      siteUrl: 'http://localhost:3000</script>',
    });
    const script = /<head><script>(.*?)<\/script><title>/.exec(page)?.[1];
    expect(script).toContain('window.__LAKE_STUDIO__={"apiHost":"http://localhost:3333","siteUrl":"http://localhost:3000\\u003c/script>"}');
    expect(script).toContain("navigator.serviceWorker?.register('/lake-streams.js')");
  });
});

describe('the stream worker', () => {
  /** Runs the worker's code with a stand-in for its global scope, and returns what it does with a request. */
  function route(url: string): string | null {
    const listeners = new Map<string, (event: unknown) => void>();
    const sent: string[] = [];
    runInNewContext(streamWorker('http://localhost:3333'), {
      URL,
      self: { addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener) },
      Request: class {
        url: string;
        constructor(target: URL) {
          this.url = target.toString();
        }
      },
      fetch: (request: { url: string }) => sent.push(request.url),
    });
    let answered = false;
    listeners.get('fetch')!({ request: { url }, respondWith: () => (answered = true) });
    return answered ? (sent[0] ?? null) : null;
  }

  it("sends each event stream to a host name of its own on the lake's port", () => {
    expect(route('http://local.localhost:3333/v2025-02-19/data/listen/production?query=*')).toBe(
      'http://stream-1.local.localhost:3333/v2025-02-19/data/listen/production?query=*',
    );
    expect(route('http://local.localhost:3333/v2025-02-19/data/live/events/production')).toMatch(
      /^http:\/\/stream-\d+\.local\.localhost:3333\//,
    );
  });

  it('leaves every other request alone', () => {
    expect(route('http://local.localhost:3333/v2025-02-19/data/query/production?query=*')).toBeNull();
    expect(route('http://localhost:3000/v2025-02-19/data/listen/production')).toBeNull();
    expect(route('https://api.sanity.io/v2025-02-19/data/listen/production')).toBeNull();
  });
});
