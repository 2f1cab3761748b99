/**
 * A signed token rendered into the form: when it was shown, and a random key
 * for this one form. The time proves a submission was not faster than a
 * person types; the key makes sending idempotent (the enquiry's id derives
 * from it, store.server.ts), so a retry, a double click or a retry through
 * another instance stores one enquiry. Neither can be forged without
 * FORM_SECRET, which every instance behind one address must share. A token
 * serves for FORM_TOKEN_MAX_AGE_MS: one harvested by a script cannot carry
 * enquiries for ever (the address's limit bounds how many meanwhile).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { siteConfig } from '../env.server.ts';

/** A day: a visitor who leaves the form open overnight is asked to send it again, with everything typed kept. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;
/** How far ahead of this clock a token's time may be (another instance's clock). */
const CLOCK_SKEW_MS = 60_000;

let secret: string | undefined;

/**
 * What the site signs for its visitors (the form token, the thank-you page's reference, a brief's file address), each
 * under its own prefix: with FORM_SECRET, or one per process for a single local server (env.server.ts requires it
 * otherwise), so every instance signs alike.
 */
export function signForVisitors(text: string): string {
  secret ??= siteConfig().formSecret ?? randomBytes(32).toString('hex');
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** Whether `signature` is `signForVisitors(text)`, compared in constant time. */
export function signedForVisitors(text: string, signature: string): boolean {
  const expected = Buffer.from(signForVisitors(text));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const sign = (issued: number, key: string) => signForVisitors(`enquiry:${issued}:${key}`);

export interface FormToken {
  /** When the form was shown (ms since the epoch). */
  issued: number;
  /** This form's idempotency key: 22 URL-safe characters, fit for a document id. */
  key: string;
}

export function issueFormToken(now = Date.now(), key = randomBytes(16).toString('base64url')): string {
  return `${now}.${key}.${sign(now, key)}`;
}

/** The token's time and key, or null when it is missing, malformed, forged or past its age. */
export function readFormToken(token: unknown, now = Date.now()): FormToken | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [issuedText, key, signature, ...rest] = token.split('.');
  const issued = Number(issuedText);
  if (!Number.isSafeInteger(issued) || now - issued > FORM_TOKEN_MAX_AGE_MS || issued - now > CLOCK_SKEW_MS) return null;
  if (!key || !/^[\w-]{22}$/.test(key) || !signature || rest.length > 0) return null;
  return signedForVisitors(`enquiry:${issued}:${key}`, signature) ? { issued, key } : null;
}

/** How long ago the form was shown, in ms, or null when the token is missing or forged. */
export function formAge(token: unknown, now = Date.now()): number | null {
  const read = readFormToken(token, now);
  return read ? now - read.issued : null;
}

/** How long the thank-you page's reference to a sent brief shows its summary. */
export const SENT_REFERENCE_MAX_AGE_MS = 60 * 60_000;

/**
 * The thank-you page's reference to a stored brief: its id (random, nothing personal), an expiry and a signature, so
 * the address shows its summary for an hour, to whoever has it, and can be neither guessed nor changed.
 */
export function sentReference(id: string, now = Date.now()): string {
  const expires = now + SENT_REFERENCE_MAX_AGE_MS;
  return `${expires}~${id}~${signForVisitors(`sent:${expires}:${id}`)}`;
}

/** The brief's id in a valid, unexpired reference; null otherwise. */
export function readSentReference(reference: unknown, now = Date.now()): string | null {
  if (typeof reference !== 'string' || reference.length > 200) return null;
  const [expiresText, id, signature, ...rest] = reference.split('~');
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires < now || !id || !/^enquiry\.[\w-]+$/.test(id) || !signature || rest.length > 0) return null;
  return signedForVisitors(`sent:${expires}:${id}`, signature) ? id : null;
}
