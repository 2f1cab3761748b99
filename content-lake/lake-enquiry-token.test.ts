/**
 * The enquiry token: what a website's contact form holds in place of the
 * write token (server/embedded-lake.ts), so that a site taken over cannot
 * change or delete content through its lake.
 */
import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
let site: SanityClient;

beforeAll(async () => {
  t = await startTestLake();
  site = t.client.withConfig({ token: t.lake.enquiryToken });
});
afterAll(() => t.stop());

const enquiry = { _id: 'enquiry.form-key-digest', _type: 'enquiry', name: 'Iris Vale', email: 'iris@example.com', message: 'Hello' };

describe('the enquiry token', () => {
  it('creates an enquiry once and reads it back, as the contact form does', async () => {
    const created = await site.createIfNotExists(enquiry);
    expect(created).toMatchObject(enquiry);
    expect(await site.createIfNotExists({ ...enquiry, name: 'Someone else' })).toMatchObject({ name: 'Iris Vale' });
    expect(await site.getDocument(enquiry._id)).toMatchObject({ name: 'Iris Vale' });
  });

  it('may change, delete or create nothing else, and may not upload', async () => {
    const [post] = await t.client.fetch<{ _id: string }[]>('*[_type == "post"][0...1]{_id}');
    const refusals = [
      failure(site.patch(post!._id).set({ title: 'Taken over' }).commit()),
      failure(site.delete(post!._id)),
      failure(site.createOrReplace({ ...enquiry, name: 'Replaced' })),
      failure(site.create({ _id: 'post-new', _type: 'post', title: 'Spam' })),
      failure(site.create({ _id: 'drafts.enquiry.x', _type: 'enquiry' })),
      failure(site.create({ _type: 'enquiry', name: 'No id of its own' })),
      failure(site.delete(enquiry._id)),
      failure(site.assets.upload('file', Buffer.from('<html></html>'), { filename: 'x.html', contentType: 'text/html' })),
      failure(site.action({ actionType: 'sanity.action.document.delete', publishedId: post!._id, includeDrafts: [] })),
    ];
    for (const error of await Promise.all(refusals)) expect(error.statusCode).toBe(403);
    expect(await t.client.fetch('*[_id == $id][0].title', { id: post!._id })).not.toBe('Taken over');
    expect(await site.getDocument(enquiry._id)).toMatchObject({ name: 'Iris Vale' });
  });

  it('may also make the redirect the site makes when a page moves, once, to a document, and nothing like it', async () => {
    const moved = {
      _id: `redirect-moved-${'a'.repeat(32)}`,
      _type: 'redirect',
      from: '/blog/old-name',
      to: { _type: 'link', document: { _type: 'reference', _ref: 'post-new-name', _weak: true } },
      permanent: true,
      auto: true,
      note: 'Made by the website.',
    };
    expect(await site.createIfNotExists(moved)).toMatchObject({ from: '/blog/old-name' });
    const refusals = [
      failure(site.createOrReplace({ ...moved, from: '/blog/other' })),
      failure(site.create({ ...moved, _id: `redirect-moved-${'b'.repeat(32)}` })),
      failure(site.createIfNotExists({ ...moved, _id: 'redirect-editors-own' })),
      failure(
        site.createIfNotExists({ ...moved, _id: `redirect-moved-${'c'.repeat(32)}`, to: { _type: 'link', url: 'https://evil.example/' } }),
      ),
      failure(site.createIfNotExists({ ...moved, _id: `redirect-moved-${'d'.repeat(32)}`, from: '//evil.example' })),
      failure(site.createIfNotExists({ ...moved, _id: `redirect-moved-${'e'.repeat(32)}`, permanent: false })),
      failure(site.createIfNotExists({ ...moved, _id: `redirect-moved-${'f'.repeat(32)}`, extra: 'field' })),
      failure(site.patch(moved._id).set({ from: '/elsewhere' }).commit()),
    ];
    for (const error of await Promise.all(refusals)) expect(error.statusCode).toBe(403);
  });
});
