import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestLake } from '../content-lake/testing.ts';
import { followMoves, MovedPages, movedRedirectId, movesBetween, type MovedRedirect } from './moved-pages.ts';

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

  it('is followed as it happens: a post created and renamed before anyone looked leaves its redirect', async () => {
    const t = await startTestLake({ heartbeatMs: 100 });
    const writer = t.client.withConfig({ token: t.lake.writeToken });
    const moved = new MovedPages({
      // The looks see only where things are now: a post renamed between two of them would be missed.
      addresses: async () => new Map(),
      file: path.join(dir, 'moved-pages.json'),
      write: async (redirect) => void (await writer.createIfNotExists(redirect)),
      log: () => undefined,
    });
    const follower = followMoves(t.client, moved, () => undefined);
    try {
      // Heard once it listens: its first look (at the welcome) is done.
      await expect.poll(() => readFile(path.join(dir, 'moved-pages.json'), 'utf8').catch(() => null)).not.toBeNull();
      await writer.create({ _id: 'post-quick', _type: 'post', title: 'Quick', slug: { _type: 'slug', current: 'first' } });
      await writer
        .patch('post-quick')
        .set({ slug: { _type: 'slug', current: 'second' } })
        .commit();
      // A draft's rename is not a move: only what is published has an address.
      await writer.create({ _id: 'drafts.post-quick', _type: 'post', title: 'Quick', slug: { _type: 'slug', current: 'third' } });
      await writer
        .patch('drafts.post-quick')
        .set({ slug: { _type: 'slug', current: 'fourth' } })
        .commit();
      await expect
        .poll(() => writer.fetch('*[_type == "redirect"]{from, "to": to.document._ref, auto}'))
        .toEqual([{ from: '/blog/first', to: 'post-quick', auto: true }]);
    } finally {
      follower.stop();
      await t.stop();
    }
  });
});
