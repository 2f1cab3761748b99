import { describe, expect, it } from 'vitest';
import {
  contentAvailability,
  currentRequest,
  publicRequest,
  recordContentFailure,
  runInRequest,
  unavailableAnswer,
} from './request.server.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the render record', () => {
  it('says whether any read of the request failed', async () => {
    const state = publicRequest();
    const record = await runInRequest(state, async () => {
      await tick(1);
      recordContentFailure();
      return currentRequest().record;
    });
    expect(record).toBe(state.record);
    expect(record.contentFailed).toBe(true);
    expect(await runInRequest(publicRequest(), async () => currentRequest().record.contentFailed)).toBe(false);
    // Outside a request, a failure is noted nowhere.
    recordContentFailure();
    expect(currentRequest().record.contentFailed).toBe(false);
  });

  it('tells each loader only about its own reads, though they run side by side', async () => {
    const [root, route] = await runInRequest(publicRequest(), () =>
      Promise.all([
        contentAvailability(async () => {
          await tick(5);
          return 'shell';
        }),
        contentAvailability(async () => {
          await tick(1);
          recordContentFailure();
          // A nested scope's failure is its parent's too.
          await contentAvailability(async () => recordContentFailure());
          return 'page';
        }),
      ]),
    );
    expect(root).toEqual({ value: 'shell', unavailable: false });
    expect(route).toEqual({ value: 'page', unavailable: true });
  });
});

describe('the answer of a render whose content failed', () => {
  const page = (status: number, headers: Record<string, string> = {}) =>
    new Response('<html>page</html>', { status, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60', ...headers } });

  it('is a 503 that no cache keeps, for a page or a "not found"', async () => {
    for (const status of [200, 404]) {
      const answer = unavailableAnswer(page(status, { ETag: '"x"' }), false);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect(answer.headers.get('ETag')).toBeNull();
      expect(await answer.text()).toBe('<html>page</html>');
    }
  });

  it("keeps a redirect's and a visitor's error's status, never cached; private in a preview", () => {
    for (const status of [301, 303, 400, 405, 429]) {
      const answer = unavailableAnswer(page(status), false);
      expect(answer.status).toBe(status);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(unavailableAnswer(page(200), true).headers.get('Cache-Control')).toBe('private, no-store');
  });
});
