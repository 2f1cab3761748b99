import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MovedPages, movedRedirectId, movesBetween, type MovedRedirect } from './moved-pages.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'moved-pages-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** An instance of the watcher over content the test changes, with what it wrote. */
function instance(content: Map<string, string>, written: MovedRedirect[], fail = false) {
  return new MovedPages({
    addresses: async () => new Map(content),
    file: path.join(dir, 'moved-pages.json'),
    write: async (redirect) => {
      if (fail) throw new Error('refused');
      if (!written.some((doc) => doc._id === redirect._id)) written.push(redirect);
    },
    log: () => undefined,
    now: () => new Date('2026-12-01T10:00:00Z'),
  });
}

describe('a page that moves', () => {
  it('leaves a redirect from its old address to the page itself, written once whoever notices it', async () => {
    const content = new Map([
      ['post-a', '/blog/first-name'],
      ['page-b', '/events/2025'],
    ]);
    const written: MovedRedirect[] = [];
    const [one, two] = [instance(content, written), instance(content, written)];
    await one.check();
    await two.check();
    content.set('post-a', '/blog/second-name');
    await Promise.all([one.check(), two.check()]);
    expect(written).toEqual([
      {
        _id: movedRedirectId('/blog/first-name'),
        _type: 'redirect',
        from: '/blog/first-name',
        to: { _type: 'link', document: { _type: 'reference', _ref: 'post-a', _weak: true } },
        permanent: true,
        auto: true,
        note: 'Made by the website on 2026-12-01, when this page moved from /blog/first-name to /blog/second-name.',
      },
    ]);
  });

  it('is noticed at the next start when it moved while the site was down', async () => {
    const content = new Map([['page-b', '/events/2025']]);
    const written: MovedRedirect[] = [];
    await instance(content, written).check();
    content.set('page-b', '/events/luxe-pack-2025');
    await instance(content, written).check();
    expect(written.map((doc) => [doc.from, doc.to.document._ref])).toEqual([['/events/2025', 'page-b']]);
  });

  it('is tried again at the next change when the redirect could not be written', async () => {
    const content = new Map([['post-a', '/blog/a']]);
    const written: MovedRedirect[] = [];
    await instance(content, written).check();
    content.set('post-a', '/blog/b');
    await instance(content, written, true).check();
    expect(written).toEqual([]);
    await instance(content, written).check();
    expect(written.map((doc) => doc.from)).toEqual(['/blog/a']);
  });

  it('never redirects an address the route table keeps, nor a page that is gone', () => {
    const before = new Map([
      ['landing', '/private-label-fragrance'],
      ['gone', '/blog/gone'],
      ['same', '/blog/same'],
    ]);
    const after = new Map([
      ['landing', '/private-label-fragrance-2'],
      ['same', '/blog/same'],
    ]);
    expect(movesBetween(before, after)).toEqual([]);
  });
});
