import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from '../../content-lake/testing.ts';
import { anonymiseExpired, enquiriesOf, eraseEnquiriesOf } from './retention.server.ts';

let t: TestLake;
let writer: SanityClient;

const enquiry = (id: string, email: string, submittedAt: string, extra: Record<string, unknown> = {}) => ({
  _id: `enquiry.${id}`,
  _type: 'enquiry',
  name: 'Iris Vale',
  email,
  company: 'Maison Iris',
  phone: '+44 20 7946 0000',
  enquiryType: 'private-label',
  quantityPerSku: 3000,
  message: 'A 50 ml eau de parfum in three scents.',
  deliveryAddress: '1 Mill Lane, Leeds',
  consent: true,
  submittedAt,
  ...extra,
});

beforeAll(async () => {
  t = await startTestLake();
  writer = t.client.withConfig({ token: t.lake.writeToken, perspective: 'raw' });
  const transaction = writer.transaction();
  transaction.create(enquiry('old', 'iris@example.com', '2024-01-10T10:00:00Z'));
  transaction.create(enquiry('old-won', 'client@example.com', '2024-01-10T10:00:00Z', { status: 'won' }));
  transaction.create(enquiry('recent', 'Iris@Example.com', '2026-10-01T10:00:00Z'));
  transaction.create(enquiry('other', 'someone@example.com', '2026-10-02T10:00:00Z'));
  await transaction.commit();
});
afterAll(() => t.stop());

describe('personal data in enquiries', () => {
  it('anonymises enquiries past the retention period that did not lead to work, keeping what was asked for', async () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(await anonymiseExpired(writer, 730, now)).toBe(1);
    const old = await writer.getDocument('enquiry.old');
    expect(old).toMatchObject({ enquiryType: 'private-label', quantityPerSku: 3000, anonymisedAt: now.toISOString() });
    for (const field of ['name', 'email', 'phone', 'company', 'message', 'deliveryAddress']) expect(old, field).not.toHaveProperty(field);
    // Work that was won is a client record (kept seven years, as the policy says); a recent enquiry stays as it is.
    expect(await writer.getDocument('enquiry.old-won')).toMatchObject({ name: 'Iris Vale' });
    expect(await writer.getDocument('enquiry.recent')).toMatchObject({ name: 'Iris Vale' });
    expect(await anonymiseExpired(writer, 730, now), 'done once').toBe(0);
  });

  it('exports and erases one person’s enquiries, whatever the case of their address, and nobody else’s', async () => {
    const found = await enquiriesOf(writer, 'iris@example.com');
    expect(found.map((doc) => doc._id)).toEqual(['enquiry.recent']);
    expect(await eraseEnquiriesOf(writer, 'IRIS@example.com')).toBe(1);
    expect(await writer.getDocument('enquiry.recent')).toBeUndefined();
    expect(await writer.getDocument('enquiry.other')).toMatchObject({ email: 'someone@example.com' });
  });
});
