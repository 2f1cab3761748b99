import type { SanityClient } from '@sanity/client';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from '../../content-lake/testing.ts';
import type { Enquiry } from './enquiry.ts';
import { EnquiryNotStored, enquiryId, storeEnquiry } from './store.server.ts';

let t: TestLake;
let writer: SanityClient;
let slowLink: Server;

const enquiry: Enquiry = {
  name: 'Iris Vale',
  email: 'iris@example.com',
  company: 'Vale Parfums',
  enquiryType: 'private-label',
  phone: undefined,
  message: 'We would like 5,000 units of a 50 ml eau de parfum.',
  consent: 'yes',
  context: undefined,
};
const key = (n: number) => `test-key-${String(n).padStart(13, '0')}`;
const clients = (client: SanityClient) => ({ write: client, check: client });
const stored = (id: string) => t.client.withConfig({ token: t.lake.readToken }).getDocument(id);

beforeAll(async () => {
  t = await startTestLake();
  writer = t.client.withConfig({ token: t.lake.writeToken });
  // A link that delivers every request to the lake but answers the caller only after 2 s: a write that lands and times out.
  slowLink = createServer((incoming, answer) => {
    const lake = new URL(t.lake.url);
    const forward = request(
      { host: lake.hostname, port: lake.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (reply) => {
        reply.resume();
        setTimeout(() => answer.writeHead(504).end(), 2000);
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => slowLink.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  slowLink.closeAllConnections();
  slowLink.close();
  await t.stop();
});

describe('storing an enquiry once per form', () => {
  it('stores the same form sent twice as one enquiry, and says which send created it', async () => {
    const first = await storeEnquiry(enquiry, { page: '/contact', key: key(1) }, clients(writer));
    const again = await storeEnquiry(enquiry, { page: '/contact', key: key(1) }, clients(writer));
    expect(first.created).toBe(true);
    expect(again).toEqual({ ...first, created: false });
    const count = await t.client.withConfig({ token: t.lake.readToken }).fetch('count(*[_type == "enquiry" && _id match $prefix])', {
      prefix: `enquiry.${key(1)}*`,
    });
    expect(count).toBe(1);
    expect(await stored(first.id)).toMatchObject({ name: 'Iris Vale', message: enquiry.message, source: '/contact' });
  });

  it('keeps a different message sent with the same form as a second enquiry', async () => {
    const first = await storeEnquiry(enquiry, { page: '/contact', key: key(2) }, clients(writer));
    const edited = await storeEnquiry(
      { ...enquiry, message: 'Make that 10,000 units.' },
      { page: '/contact', key: key(2) },
      clients(writer),
    );
    expect(edited.created).toBe(true);
    expect(edited.id).not.toBe(first.id);
    expect(edited.id).toBe(enquiryId(key(2), { ...enquiry, message: 'Make that 10,000 units.' }));
  });

  it('looks before failing: a write whose answer timed out but that landed counts as stored', async () => {
    const slow = writer.withConfig({ apiHost: `http://127.0.0.1:${(slowLink.address() as AddressInfo).port}`, timeout: 300 });
    const result = await storeEnquiry(enquiry, { page: '/contact', key: key(3) }, { write: slow, check: writer });
    expect(result.created).toBe(true);
    expect(await stored(result.id)).toMatchObject({ email: 'iris@example.com' });
  });

  it('fails when the write was refused, saying so, so the visitor is told nothing was sent', async () => {
    const refused = writer.withConfig({ token: 'not-a-token' });
    const failure = await storeEnquiry(enquiry, { page: '/contact', key: key(4) }, clients(refused)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EnquiryNotStored);
    expect((failure as EnquiryNotStored).outcome).toBe('refused');
    expect(await stored(enquiryId(key(4), enquiry))).toBeUndefined();
  });

  it('says nothing was sent when the content service cannot be reached at all', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = writer.withConfig({ apiHost: `http://127.0.0.1:${port}` });
    const failure = await storeEnquiry(enquiry, { page: '/contact', key: key(6) }, clients(unreachable)).catch((error: unknown) => error);
    expect((failure as EnquiryNotStored).outcome).toBe('refused');
  });

  it('says it does not know when neither the write nor the look answered in time', async () => {
    const slow = writer.withConfig({ apiHost: `http://127.0.0.1:${(slowLink.address() as AddressInfo).port}`, timeout: 300 });
    const failure = await storeEnquiry(enquiry, { page: '/contact', key: key(5) }, clients(slow)).catch((error: unknown) => error);
    expect((failure as EnquiryNotStored).outcome).toBe('unknown');
    // It did land: the same form sent again finds it, and makes no second one.
    const again = await storeEnquiry(enquiry, { page: '/contact', key: key(5) }, clients(writer));
    expect(again.created).toBe(false);
  });
});
