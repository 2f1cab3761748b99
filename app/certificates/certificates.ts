/**
 * Which certificates the site may show, and when that changes. A buyer's
 * quality team checks the certificate before an order: one past its expiry
 * must never be offered as proof, so it leaves every page at its `validUntil`
 * (the page store renders the pages again at that moment, with no edit), and
 * one issued ahead of its start shows from its first day, London time.
 */
import { endOfLondonDay } from '../london-time.ts';

/** The Studio warns this long before a certificate lapses, while there is time to book the surveillance audit. */
export const CERTIFICATE_WARNING_DAYS = 60;

const DAY_MS = 86_400_000;

/** A certificate as the pages show it. */
export interface Certificate {
  id: string;
  standard: string;
  issuer: string;
  certificateNumber: string | null;
  scope: string | null;
  /** The last day it is valid, as shown ("1 June 2028"). */
  lastValidDay: string | null;
  /** The PDF; null when the document has no file (the badge is then text only). */
  pdfUrl: string | null;
}

export interface CertificateDates {
  /** YYYY-MM-DD: the first day, London time. */
  validFrom?: string | null;
  /** An instant: the certificate stops showing from this moment. */
  validUntil?: string | null;
}

/** The moment a certificate lapses, or null when it has no readable expiry (it is not shown then). */
export function certificateExpiresAt(certificate: CertificateDates): Date | null {
  if (!certificate.validUntil) return null;
  const at = new Date(certificate.validUntil);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The first moment of a YYYY-MM-DD day in London; null without one (valid from the start). */
export function certificateStartsAt(certificate: CertificateDates): Date | null {
  const day = certificate.validFrom;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const previous = new Date(`${day}T00:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return endOfLondonDay(previous.toISOString().slice(0, 10));
}

/** Whether the certificate may be shown at `now`: it has started and not yet lapsed. */
export function isCertificateCurrent(certificate: CertificateDates, now: Date): boolean {
  const expires = certificateExpiresAt(certificate);
  if (!expires || now.getTime() >= expires.getTime()) return false;
  const starts = certificateStartsAt(certificate);
  return !starts || now.getTime() >= starts.getTime();
}

/**
 * The certificates to show at `now` (rows in the order given), and the next
 * moment that list changes: the earliest expiry among them, or a
 * certificate's first day still to come; null when nothing will change.
 */
export function currentCertificates<T extends CertificateDates>(rows: readonly T[], now: Date): { shown: T[]; changesAt: Date | null } {
  const shown = rows.filter((row) => isCertificateCurrent(row, now));
  const moments = [
    ...shown.map((row) => certificateExpiresAt(row)),
    ...rows.map((row) => certificateStartsAt(row)).filter((starts) => starts && starts.getTime() > now.getTime()),
  ].filter((at): at is Date => at !== null);
  const changesAt = moments.length > 0 ? new Date(Math.min(...moments.map((at) => at.getTime()))) : null;
  return { shown, changesAt };
}

/** The Studio's error: a certificate cannot lapse before it starts. */
export function validUntilProblem(certificate: CertificateDates): string | true {
  const expires = certificateExpiresAt(certificate);
  const starts = certificateStartsAt(certificate);
  return expires && starts && expires.getTime() <= starts.getTime() ? 'Valid until is before valid from.' : true;
}

/** The Studio's warning: a certificate lapses within CERTIFICATE_WARNING_DAYS, or already has (the site no longer shows it). */
export function expiryWarning(certificate: CertificateDates, now: Date): string | true {
  const expires = certificateExpiresAt(certificate);
  if (!expires) return true;
  const left = expires.getTime() - now.getTime();
  if (left <= 0) return 'This certificate has expired: the website no longer shows it. Upload the renewed certificate.';
  if (left > CERTIFICATE_WARNING_DAYS * DAY_MS) return true;
  const days = Math.ceil(left / DAY_MS);
  return `Expires in ${days} ${days === 1 ? 'day' : 'days'}: the website stops showing it then. Upload the renewed certificate.`;
}
