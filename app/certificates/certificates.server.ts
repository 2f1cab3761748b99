/**
 * The certificates the shell gives every page (the footer's badges; the
 * about and quality policy pages list them): only those current at the
 * render, and the page is noted to render again when that changes, so a
 * stored page drops a certificate at its expiry with no edit and no rebuild.
 */
import { noteChangesAt } from '../request.server.ts';
import { queryOr } from '../sanity/fetch.server.ts';
import { fileUrl } from '../sanity/files.ts';
import { imageSource } from '../sanity/image.server.ts';
import { certificatesQuery } from '../sanity/queries.ts';
import { formatDate } from '../ui/format.ts';
import { certificateExpiresAt, currentCertificates, type Certificate } from './certificates.ts';

/** The certificates to show now, in their display order; none while the content service cannot be read. */
export async function loadCertificates(now = new Date()): Promise<Certificate[]> {
  const rows = await queryOr('certificates', certificatesQuery, {}, []);
  const { shown, changesAt } = currentCertificates(
    rows.flatMap((row) => (row?.standard && row.issuer ? [{ ...row, standard: row.standard, issuer: row.issuer }] : [])),
    now,
  );
  if (changesAt) noteChangesAt(changesAt);
  return shown.map((row) => ({
    id: row._id ?? row.standard,
    standard: row.standard,
    issuer: row.issuer,
    certificateNumber: row.certificateNumber ?? null,
    scope: row.scope ?? null,
    // The last day it is valid, as a buyer reads it: a certificate lapsing at midnight is valid until the day before.
    lastValidDay: formatDate(new Date(certificateExpiresAt(row)!.getTime() - 1).toISOString()),
    pdfUrl: fileUrl(row.file, imageSource()),
  }));
}
