/**
 * Personal data in enquiries, kept as the privacy policy says: an enquiry
 * that did not lead to work (any status but "won") is anonymised once it is
 * older than ENQUIRY_RETENTION_DAYS (its name, e-mail, phone, company,
 * message, delivery address and files removed; what was asked for, the
 * figures and the dates stay); and one person's enquiries can be exported or
 * erased on request (`npm run enquiries`), their files with them. Each needs
 * a token that may read and change enquiries: the write token, never the
 * site's own.
 */
import type { SanityClient } from '@sanity/client';
import { removeAttachment } from './attachments.server.ts';

/** The fields that name or reach a person. */
export const PERSONAL_FIELDS = ['name', 'email', 'phone', 'company', 'message', 'deliveryAddress', 'context', 'attachments'] as const;

/** The files an enquiry names (kept on the site's side: they go with it). */
const filesOf = (doc: Record<string, unknown>) =>
  (Array.isArray(doc.attachments) ? doc.attachments : []).flatMap((file: { sha256?: unknown }) =>
    typeof file?.sha256 === 'string' ? [file.sha256] : [],
  );

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every enquiry sent with this e-mail address (compared without case), oldest first. */
export function enquiriesOf(client: SanityClient, email: string): Promise<Record<string, unknown>[]> {
  return client.fetch('*[_type == "enquiry" && lower(email) == lower($email)] | order(submittedAt asc)', { email: email.trim() });
}

/** Deletes every enquiry sent with this e-mail address; how many there were. */
export async function eraseEnquiriesOf(client: SanityClient, email: string): Promise<number> {
  const found = await enquiriesOf(client, email);
  if (found.length === 0) return 0;
  const transaction = client.transaction();
  for (const doc of found) transaction.delete(String(doc._id));
  await transaction.commit({ visibility: 'sync' });
  await Promise.all(found.flatMap(filesOf).map(removeAttachment));
  return found.length;
}

/** Anonymises the enquiries past the retention period that did not lead to work; how many it changed. */
export async function anonymiseExpired(client: SanityClient, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const expired = await client.fetch<{ _id: string; attachments?: unknown }[]>(
    '*[_type == "enquiry" && submittedAt < $before && status != "won" && !defined(anonymisedAt)]{_id, attachments}',
    { before },
  );
  if (expired.length === 0) return 0;
  const ids = expired.map((doc) => doc._id);
  const transaction = client.transaction();
  for (const id of ids) {
    transaction.patch(id, (patch) => patch.unset([...PERSONAL_FIELDS]).set({ anonymisedAt: now.toISOString() }));
  }
  await transaction.commit({ visibility: 'sync' });
  await Promise.all(expired.flatMap(filesOf).map(removeAttachment));
  return ids.length;
}
