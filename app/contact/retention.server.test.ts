import type { SanityClient } from '@sanity/client';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from '../../content-lake/testing.ts';
import { anonymiseExpired, enquiriesOf, eraseEnquiriesOf, type RetentionOptions } from './retention.server.ts';

let t: TestLake;
let writer: SanityClient;
let files: string;
let options: RetentionOptions;

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
  files = await mkdtemp(path.join(tmpdir(), 'attachments-'));
  options = { attachmentsDir: files, eraseHistory: true };
  const transaction = writer.transaction();
  transaction.create(enquiry('old', 'iris@example.com', '2024-01-10T10:00:00Z'));
  transaction.create(enquiry('old-won', 'client@example.com', '2024-01-10T10:00:00Z', { status: 'won' }));
  transaction.create(enquiry('recent', 'Iris@Example.com', '2026-10-01T10:00:00Z'));
  transaction.create(enquiry('other', 'someone@example.com', '2026-10-02T10:00:00Z'));
  await transaction.commit();
});
afterAll(async () => {
  await t.stop();
  await rm(files, { recursive: true, force: true });
});

describe('personal data in enquiries', () => {
  it('anonymises enquiries past the retention period that did not lead to work, keeping what was asked for', async () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(await anonymiseExpired(writer, 730, { ...options, now })).toBe(1);
    const old = await writer.getDocument('enquiry.old');
    expect(old).toMatchObject({ enquiryType: 'private-label', quantityPerSku: 3000, anonymisedAt: now.toISOString() });
    for (const field of ['name', 'email', 'phone', 'company', 'message', 'deliveryAddress']) expect(old, field).not.toHaveProperty(field);
    // Work that was won is a client record (kept seven years, as the policy says); a recent enquiry stays as it is.
    expect(await writer.getDocument('enquiry.old-won')).toMatchObject({ name: 'Iris Vale' });
    expect(await writer.getDocument('enquiry.recent')).toMatchObject({ name: 'Iris Vale' });
    expect(await anonymiseExpired(writer, 730, { ...options, now }), 'done once').toBe(0);
  });

  it('exports and erases one person’s enquiries, whatever the case of their address, and nobody else’s', async () => {
    const found = await enquiriesOf(writer, 'iris@example.com');
    expect(found.map((doc) => doc._id)).toEqual(['enquiry.recent']);
    expect(await eraseEnquiriesOf(writer, 'IRIS@example.com', options)).toBe(1);
    expect(await writer.getDocument('enquiry.recent')).toBeUndefined();
    expect(await writer.getDocument('enquiry.other')).toMatchObject({ email: 'someone@example.com' });
  });

  it('removes a file only once no enquiry names it: two briefs that sent the same file share one copy', async () => {
    const sha = 'a'.repeat(64);
    const attachment = { _key: 'f1', _type: 'attachment', name: 'spec.pdf', type: 'application/pdf', size: 10, sha256: sha };
    await writeFile(path.join(files, sha), '%PDF-1.7 shared');
    await writer
      .transaction()
      .create(enquiry('shared-old', 'old@example.com', '2023-05-01T10:00:00Z', { attachments: [attachment] }))
      .create(enquiry('shared-new', 'new@example.com', '2026-11-01T10:00:00Z', { attachments: [attachment] }))
      .commit();
    expect(await anonymiseExpired(writer, 730, { ...options, now: new Date('2026-11-27T12:00:00Z') })).toBe(1);
    expect(existsSync(path.join(files, sha)), 'kept: the current brief still names it').toBe(true);
    expect(await eraseEnquiriesOf(writer, 'new@example.com', options)).toBe(1);
    expect(existsSync(path.join(files, sha)), 'removed with the last brief that named it').toBe(false);
  });

  it("leaves nothing of an erased or anonymised enquiry in the lake's journal or history", async () => {
    const secret = 'Ottoline Fairweather-Quince';
    await writer.create(enquiry('gone', 'ottoline@example.com', '2026-11-20T10:00:00Z', { name: secret, message: `From ${secret}` }));
    await writer.create(enquiry('faded', 'faded@example.com', '2022-01-01T10:00:00Z', { name: secret }));
    await writer
      .patch('enquiry.faded')
      .set({ message: `Edited by ${secret}` })
      .commit();
    const journal = path.join(t.dirs.data, `${t.lake.dataset}-journal.ndjson`);
    // Every transaction that touched it, each with its changes as the Studio reads them, and each revision's document.
    const historyOf = async (id: string) => {
      const lines =
        (await writer.request<string | undefined>({
          uri: `/data/history/${t.lake.dataset}/transactions/${id}?effectFormat=mendoza`,
          json: false,
        })) ?? '';
      const revisions = lines
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { id: string }).id);
      const documents = await Promise.all(
        revisions.map((revision) => writer.request({ uri: `/data/history/${t.lake.dataset}/documents/${id}?revision=${revision}` })),
      );
      return lines + JSON.stringify(documents);
    };
    expect(await readFile(journal, 'utf8')).toContain(secret);
    for (const id of ['enquiry.gone', 'enquiry.faded']) expect(String(await historyOf(id)), `${id} before`).toContain(secret);

    expect(await eraseEnquiriesOf(writer, 'ottoline@example.com', options)).toBe(1);
    expect(await anonymiseExpired(writer, 730, { ...options, now: new Date('2026-11-27T12:00:00Z') })).toBe(1);
    expect(await readFile(journal, 'utf8'), 'the journal').not.toContain(secret);
    for (const id of ['enquiry.gone', 'enquiry.faded'])
      expect(String(await historyOf(id)), `${id}: its transactions`).not.toContain(secret);
    // The anonymised enquiry is still there as it is now, and survives a restart of the lake as it is now.
    expect(await writer.getDocument('enquiry.faded')).toMatchObject({ enquiryType: 'private-label', anonymisedAt: expect.any(String) });
    const again = await startTestLake({}, t.dirs);
    try {
      const reader = again.client.withConfig({ token: again.lake.writeToken, perspective: 'raw' });
      expect(await reader.getDocument('enquiry.faded')).toMatchObject({ enquiryType: 'private-label' });
      expect(await reader.getDocument('enquiry.gone')).toBeUndefined();
      expect(await reader.getDocument('enquiry.other'), 'nobody else changed').toMatchObject({ email: 'someone@example.com' });
    } finally {
      await again.lake.close();
    }
  });
});
