/**
 * A signed timestamp rendered into the form. It proves when the form was
 * shown, so a submission faster than a person can type is refused, and it
 * cannot be forged without the server's secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { siteConfig } from '../env.server.ts';

let secret: string | undefined;

function sign(issued: number): string {
  // FORM_SECRET, or one per process (a form then outlives only this process).
  secret ??= siteConfig().formSecret ?? randomBytes(32).toString('hex');
  return createHmac('sha256', secret).update(`enquiry:${issued}`).digest('base64url');
}

export function issueFormToken(now = Date.now()): string {
  return `${now}.${sign(now)}`;
}

/** How long ago the form was shown, in ms, or null when the token is missing or forged. */
export function formAge(token: unknown, now = Date.now()): number | null {
  if (typeof token !== 'string') return null;
  const [issuedText, signature] = token.split('.');
  const issued = Number(issuedText);
  if (!Number.isInteger(issued) || !signature) return null;
  const expected = Buffer.from(sign(issued));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return now - issued;
}
