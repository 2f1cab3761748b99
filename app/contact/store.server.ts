/**
 * Stores an enquiry as an `enquiry` document in the content service before
 * the visitor is thanked (PRODUCT.md "Contact": never lose an accepted
 * enquiry). Its id is under the private path `enquiry.`, so it can never be
 * read without a token.
 */
import type { SanityClient } from '@sanity/client';
import { randomUUID } from 'node:crypto';
import { siteConfig } from '../env.server.ts';
import { createContentClient } from '../sanity/client.server.ts';
import type { Enquiry } from './enquiry.ts';

let writer: SanityClient | undefined;

function writeClient(): SanityClient {
  if (!writer) {
    const { content } = siteConfig();
    if (!content.writeToken) throw new Error('SANITY_API_WRITE_TOKEN is not set: enquiries cannot be stored');
    // An enquiry is written once; a visitor waits for the answer, so not for long.
    writer = createContentClient(content, { token: content.writeToken, timeout: 10_000, maxRetries: 0 });
  }
  return writer;
}

export interface StoredEnquiry {
  id: string;
  submittedAt: string;
}

export async function storeEnquiry(enquiry: Enquiry, source: { page: string }): Promise<StoredEnquiry> {
  const id = `enquiry.${randomUUID()}`;
  const submittedAt = new Date().toISOString();
  await writeClient().create({
    _id: id,
    _type: 'enquiry',
    name: enquiry.name,
    email: enquiry.email,
    company: enquiry.company,
    ...(enquiry.phone ? { phone: enquiry.phone } : {}),
    enquiryType: enquiry.enquiryType,
    message: enquiry.message,
    ...(enquiry.context ? { context: enquiry.context } : {}),
    consent: true,
    submittedAt,
    source: source.page,
  });
  return { id, submittedAt };
}
