/**
 * Stores an enquiry as an `enquiry` document in the content service before
 * the visitor is thanked (PRODUCT.md "Contact": never lose an accepted
 * enquiry), exactly once: its id derives from the form's idempotency key and
 * is written with `createIfNotExists`, so the same form sent again (a retry, a
 * double click, a load balancer's retry through another instance) finds the
 * enquiry already there. The id is under the private path `enquiry.`, so it
 * can never be read without a token.
 */
import type { SanityClient } from '@sanity/client';
import { createHash } from 'node:crypto';
import { siteConfig } from '../env.server.ts';
import { createContentClient } from '../sanity/client.server.ts';
import type { Estimate } from '../tools/estimate.ts';
import { attachmentPath, type Attachment } from './attachments.server.ts';
import type { Enquiry } from './enquiry.ts';

/** Crockford's base 32: no I, L, O or U to misread. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The brief's reference, as the thank-you page, both e-mails and the Studio show it: eight characters from the
 * stored id (which it names nothing of), in two fours, like `K7QD-4M2X`, for a buyer to quote on the phone.
 */
export function briefReference(id: string): string {
  const digest = createHash('sha256').update(id).digest();
  const chars = Array.from({ length: 8 }, (_, i) => REFERENCE_ALPHABET[digest[i]! % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A visitor waits for the write, so not for long; the look after a failed write is shorter still. */
const WRITE_TIMEOUT_MS = 10_000;
const CHECK_TIMEOUT_MS = 4_000;

let clients: { write: SanityClient; check: SanityClient } | undefined;

function writeClients() {
  if (!clients) {
    const { content } = siteConfig();
    if (!content.writeToken) throw new Error('SANITY_API_WRITE_TOKEN is not set: enquiries cannot be stored');
    const write = createContentClient(content, { token: content.writeToken, timeout: WRITE_TIMEOUT_MS, maxRetries: 0 });
    clients = { write, check: write.withConfig({ timeout: CHECK_TIMEOUT_MS }) };
  }
  return clients;
}

/**
 * A write that did not store the enquiry. `unknown`: its answer was lost (a
 * timeout, a dropped connection, a 5xx) and a look did not find it, so it may
 * still land; sending the same form again is safe either way.
 */
export class EnquiryNotStored extends Error {
  readonly outcome: 'refused' | 'unknown';
  constructor(cause: unknown) {
    const status = (cause as { statusCode?: number }).statusCode;
    super((cause as Error).message?.split('\n')[0] ?? String(cause), { cause });
    this.name = 'EnquiryNotStored';
    // A refusal (4xx) or a connection that was never made: the content service did not take it.
    this.outcome = (status !== undefined && status < 500) || neverConnected(cause) ? 'refused' : 'unknown';
  }
}

/** Codes that mean the request never left: no connection, no such host, an address fetch will not use. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** fetch wraps the network's error ("fetch failed" → its cause), so the reason is looked for down the chain. */
function neverConnected(error: unknown): boolean {
  for (let link = error, depth = 0; link instanceof Error && depth < 4; link = link.cause, depth++) {
    const code = (link as NodeJS.ErrnoException).code;
    if ((code && NOT_CONNECTED.has(code)) || link.message === 'bad port') return true;
  }
  return false;
}

export interface StoredEnquiry {
  id: string;
  /** What the buyer and the team call it (briefReference). */
  reference: string;
  submittedAt: string;
  /** False when this form's enquiry was already stored (the same form sent again): the team was told the first time. */
  created: boolean;
}

/**
 * The form's key and a digest of what it says: the same form sent again is
 * the same document, while a form sent once more with a different message
 * (Back after the thank-you page, an edit, Send) is a new enquiry, not lost.
 */
export function enquiryId(
  key: string,
  enquiry: Enquiry,
  estimates: readonly Estimate[] = [],
  attachments: readonly Attachment[] = [],
): string {
  const said = [
    enquiry.name,
    enquiry.email,
    enquiry.company,
    enquiry.phone ?? '',
    enquiry.enquiryType,
    enquiry.message,
    enquiry.context ?? '',
    // What the brief added: a form sent again with another answer or estimate is another enquiry.
    ...briefFields(enquiry),
    estimates.map((estimate) => estimate.address),
    attachments.map((attachment) => attachment.sha256),
  ];
  const digest = createHash('sha256').update(JSON.stringify(said)).digest('base64url').slice(0, 12);
  return `enquiry.${key}-${digest}`;
}

/** The brief's answers, as the enquiry document stores them (only those given); sorted, for the id's digest. */
function briefFields(enquiry: Enquiry): [string, unknown][] {
  const fields: [string, unknown][] = [
    ['quantityPerSku', enquiry.quantity],
    ['skuCount', enquiry.skus],
    ['launchMonth', enquiry.launch],
    ['budget', enquiry.budget],
    ['markets', enquiry.markets],
    ['stage', enquiry.stage],
    ['samples', enquiry.samples],
    ['sampleRanges', enquiry.sampleRanges],
    ['sampleParts', enquiry.sampleParts],
    ['sampleDetails', enquiry.sampleDetails],
    ['deliveryAddress', enquiry.deliveryAddress],
  ];
  return fields.filter(([, value]) => value !== undefined);
}

/** An estimate as the enquiry keeps it: fields a team can sort and read, each array item keyed as Sanity expects. */
const storedEstimate = (estimate: Estimate, index: number) => ({
  _key: `estimate${index}`,
  _type: 'estimate',
  calculator: estimate.calculator,
  title: estimate.title,
  address: estimate.address,
  summary: estimate.summary,
  inputs: estimate.inputs.map((input, at) => ({ _key: `input${at}`, _type: 'estimateInput', ...input })),
  figures: estimate.figures.map((figure) => ({ _key: figure.name, _type: 'estimateFigure', ...figure })),
});

/** A file as the enquiry names it: what it was, and the signed address the team downloads it from. */
const storedAttachment = (attachment: Attachment, index: number) => ({
  _key: `file${index}`,
  _type: 'attachment',
  name: attachment.name,
  type: attachment.type,
  size: attachment.size,
  sha256: attachment.sha256,
  url: `${siteConfig().siteUrl}${attachmentPath(attachment.sha256)}`,
});

export async function storeEnquiry(
  enquiry: Enquiry,
  source: { page: string; key: string; estimates?: readonly Estimate[]; attachments?: readonly Attachment[]; copySent?: boolean },
  client: { write: SanityClient; check: SanityClient } = writeClients(),
): Promise<StoredEnquiry> {
  const estimates = source.estimates ?? [];
  const attachments = source.attachments ?? [];
  const id = enquiryId(source.key, enquiry, estimates, attachments);
  const submittedAt = new Date().toISOString();
  const reference = briefReference(id);
  const outcome = (stored: Record<string, unknown>): StoredEnquiry => ({
    id,
    reference,
    submittedAt: typeof stored.submittedAt === 'string' ? stored.submittedAt : submittedAt,
    created: stored.submittedAt === submittedAt,
  });
  try {
    return outcome(
      await client.write.createIfNotExists({
        _id: id,
        _type: 'enquiry',
        reference,
        // The team's desk lists it under New until someone takes it on.
        status: 'new',
        name: enquiry.name,
        email: enquiry.email,
        company: enquiry.company,
        ...(enquiry.phone ? { phone: enquiry.phone } : {}),
        enquiryType: enquiry.enquiryType,
        ...Object.fromEntries(briefFields(enquiry)),
        ...(enquiry.message ? { message: enquiry.message } : {}),
        ...(enquiry.context ? { context: enquiry.context } : {}),
        ...(estimates.length ? { estimates: estimates.map(storedEstimate) } : {}),
        ...(attachments.length ? { attachments: attachments.map(storedAttachment) } : {}),
        consent: true,
        ...(source.copySent ? { copySent: true } : {}),
        submittedAt,
        source: source.page,
      }),
    );
  } catch (error) {
    // The write may have landed though its answer did not (a timeout, a dropped connection): look before saying it failed.
    const landed = await client.check.getDocument(id).catch(() => undefined);
    if (landed) return outcome(landed);
    throw new EnquiryNotStored(error);
  }
}

/** What a stored brief said, for the thank-you page's summary; null when it cannot be read (it is stored all the same). */
export async function readStoredBrief(id: string): Promise<Record<string, unknown> | null> {
  try {
    return (await writeClients().check.getDocument(id)) ?? null;
  } catch {
    return null;
  }
}
