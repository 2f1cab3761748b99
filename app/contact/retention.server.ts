/**
 * Personal data in enquiries, kept as the privacy policy says: an enquiry
 * that did not lead to work (any status but "won") is anonymised once it is
 * older than ENQUIRY_RETENTION_DAYS (its name, e-mail, phone, company,
 * message, delivery address and files removed; what was asked for, the
 * figures and the dates stay); and one person's enquiries can be exported or
 * erased on request (`npm run enquiries`), their files with them (a file another
 * enquiry still names stays), and on the embedded lake their past versions
 * too. Each needs
 * a token that may read and change enquiries: the write token, never the
 * site's own.
 */
import type { SanityClient } from '@sanity/client';
import { removeAttachment } from './attachments.server.ts';

/** The fields that name or reach a person. */
export const PERSONAL_FIELDS = ['name', 'email', 'phone', 'company', 'message', 'deliveryAddress', 'context', 'attachments'] as const;

export interface RetentionOptions {
  /** Where the brief's files are kept (ATTACHMENTS_DIR): a file goes once no enquiry names it. */
  attachmentsDir: string;
  /**
   * The embedded lake: its past versions of the enquiries go too (its journal and history, rewritten without them).
   * Sanity keeps a document's history for as long as the project's plan says (docs/security.md).
   */
  eraseHistory: boolean;
}

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

/**
 * After enquiries lost their files: each file that no enquiry names any more is removed. A file is kept once by its
 * content (attachments.server.ts), so two briefs may share one: it stays while the other does.
 */
async function removeUnnamedFiles(client: SanityClient, files: string[], dir: string): Promise<void> {
  const unique = [...new Set(files)];
  if (unique.length === 0) return;
  const named = new Set(
    await client.fetch<string[]>('*[_type == "enquiry" && count(attachments[sha256 in $files]) > 0].attachments[].sha256', {
      files: unique,
    }),
  );
  await Promise.all(unique.filter((sha256) => !named.has(sha256)).map((sha256) => removeAttachment(dir, sha256)));
}

/** On the embedded lake, every past version of these documents leaves its journal and history (content-lake/lake.ts). */
async function erasePastVersions(client: SanityClient, ids: string[], options: RetentionOptions): Promise<void> {
  if (!options.eraseHistory || ids.length === 0) return;
  await client.request({ uri: `/data/history/${client.config().dataset}/erase`, method: 'POST', body: { ids } });
}

/** Deletes every enquiry sent with this e-mail address, its files and its past versions; how many there were. */
export async function eraseEnquiriesOf(client: SanityClient, email: string, options: RetentionOptions): Promise<number> {
  const found = await enquiriesOf(client, email);
  if (found.length === 0) return 0;
  const ids = found.map((doc) => String(doc._id));
  const transaction = client.transaction();
  for (const id of ids) transaction.delete(id);
  await transaction.commit({ visibility: 'sync' });
  await removeUnnamedFiles(client, found.flatMap(filesOf), options.attachmentsDir);
  await erasePastVersions(client, ids, options);
  return found.length;
}

/**
 * Anonymises the enquiries past the retention period that did not lead to work (their files and past versions
 * with them); how many it changed.
 */
export async function anonymiseExpired(
  client: SanityClient,
  retentionDays: number,
  options: RetentionOptions & { now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
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
  await removeUnnamedFiles(client, expired.flatMap(filesOf), options.attachmentsDir);
  await erasePastVersions(client, ids, options);
  return ids.length;
}
