import { describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache.ts';
import { etagOf, type RenderedPage } from './render.ts';

const made = (text: string, options: Partial<RenderedPage> = {}): RenderedPage => {
  const body = Buffer.from(text);
  return {
    status: 200,
    headers: [['cache-control', 'public, max-age=0, s-maxage=60']],
    body,
    etag: etagOf(body),
    inline: { scripts: [], styles: [] },
    syncTags: ['s1:a'],
    contentFailed: false,
    changesAt: null,
    private: false,
    ...options,
  };
};

describe('pages made for a query string', () => {
  it('are made once for everyone who asks the same, at once or later', async () => {
    const cache = new RenderCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return made('results for glass');
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.page('GET /search?q=glass', render)));
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.page)).size).toBe(1);
    expect(
      answers.filter((answer) => !answer.shared),
      'one made it, the others shared it',
    ).toHaveLength(1);
    const later = await cache.page('GET /search?q=glass', render);
    expect([later.page?.body.toString(), later.shared]).toEqual(['results for glass', true]);
    expect(renders).toBe(1);
  });

  it('keep nothing made for one visitor, that failed, or that is no 200', async () => {
    const cache = new RenderCache();
    const answers = [
      made('mine', { private: true }),
      made('no-store', { headers: [['cache-control', 'private, no-store']] }),
      made('half', { contentFailed: true }),
      made('gone', { status: 404 }),
      made('later', { status: 503 }),
    ];
    for (const [index, answer] of answers.entries()) await cache.page(`GET /x?${index}`, async () => answer);
    expect(cache.size).toBe(0);
  });

  it('let go of a page when the content it read changes, and of a render that began before the change', async () => {
    const cache = new RenderCache();
    await cache.page('GET /blog?page=2', async () => made('page 2', { syncTags: ['s1:posts'] }));
    await cache.page('GET /search?q=glass', async () => made('glass', { syncTags: ['s1:glass'] }));
    cache.invalidate(['s1:posts']);
    expect(cache.get('GET /blog?page=2')).toBeUndefined();
    expect(cache.get('GET /search?q=glass')).toBeDefined();
    let finish: (page: RenderedPage) => void = () => undefined;
    const flying = cache.page('GET /blog?page=3', () => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    cache.invalidateAll();
    finish(made('page 3 from before'));
    await flying;
    expect(cache.get('GET /blog?page=3'), 'made from content read before the change').toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keep nothing when the render was refused (its address over its limit)', async () => {
    const cache = new RenderCache();
    expect(await cache.page('GET /search?q=x', async () => null)).toEqual({ page: null, shared: false });
    expect(cache.size).toBe(0);
  });

  it('keep a page only until its own moment comes (an exhibition over)', async () => {
    const cache = new RenderCache();
    await cache.page('GET /?feature=a', async () => made('over', { changesAt: Date.now() - 1 }));
    expect(cache.get('GET /?feature=a')).toBeUndefined();
  });

  it('are bounded in number, whatever the addresses asked for', async () => {
    const cache = new RenderCache();
    for (let i = 0; i < 2000; i++) await cache.page(`GET /search?q=${i}`, async () => made(`r${i}`));
    expect(cache.size).toBeLessThanOrEqual(500);
  });
});
