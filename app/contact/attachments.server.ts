/**
 * Files with a brief: mood boards, artwork, specifications. Each is checked
 * by its first bytes (never by its name or the type the browser claims), kept
 * in a private folder on the site's side under its content's SHA-256 (so a
 * brief sent twice keeps one copy), and named on the enquiry with an address
 * the site answers only when signed. Not the content service's assets: those
 * are public by address, and their documents answer public queries.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteConfig } from '../env.server.ts';
import { signForVisitors, signedForVisitors } from './form-token.server.ts';

import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_ATTACHMENTS_BYTES } from '../constants.ts';

export { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_ATTACHMENTS_BYTES };

/** The kinds a brief takes, each known by how its file starts. */
const KINDS = [
  { type: 'application/pdf', extension: 'pdf', label: 'PDF', starts: (head: Buffer) => head.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    type: 'image/png',
    extension: 'png',
    label: 'PNG',
    starts: (head: Buffer) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/jpeg',
    extension: 'jpg',
    label: 'JPEG',
    starts: (head: Buffer) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  {
    type: 'image/tiff',
    extension: 'tif',
    label: 'TIFF',
    starts: (head: Buffer) => ['49492a00', '4d4d002a'].includes(head.subarray(0, 4).toString('hex')),
  },
  {
    type: 'image/vnd.adobe.photoshop',
    extension: 'psd',
    label: 'Photoshop',
    starts: (head: Buffer) => head.subarray(0, 4).toString('latin1') === '8BPS',
  },
  {
    type: 'application/postscript',
    extension: 'eps',
    label: 'EPS or Illustrator',
    starts: (head: Buffer) =>
      head.subarray(0, 4).toString('hex') === 'c5d0d3c6' || head.subarray(0, 10).toString('latin1') === '%!PS-Adobe',
  },
  {
    // An SVG is kept as a picture: it is only ever sent back as a download, never shown in the site's origin.
    type: 'image/svg+xml',
    extension: 'svg',
    label: 'SVG',
    starts: (head: Buffer) =>
      /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head.toString('utf8')),
  },
] as const;

export interface Attachment {
  /** The name the buyer's file had, tidied (shown, never used as a path). */
  name: string;
  type: string;
  extension: string;
  size: number;
  sha256: string;
}

/** The kind of a file from its first bytes, or null. (Illustrator files are PDF or PostScript inside.) */
function kindOf(head: Buffer) {
  return KINDS.find((kind) => kind.starts(head)) ?? null;
}

/** A file's name as shown: no control characters, quotes or slashes, and not too long. */
const tidyName = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
    .replace(/[\u0000-\u001f\u007f"\\/]/g, '')
    .trim()
    .slice(0, 120) || 'file';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The files a brief was sent with (empty file fields left out), checked; or the one line that says what to fix. */
export async function checkAttachments(
  files: File[],
): Promise<{ ok: true; attachments: (Attachment & { bytes: Buffer })[] } | { ok: false; error: string }> {
  const chosen = files.filter((file) => file.name !== '' || file.size > 0);
  if (chosen.length > MAX_ATTACHMENTS) return { ok: false, error: `Please send at most ${MAX_ATTACHMENTS} files with one brief.` };
  let total = 0;
  const attachments: (Attachment & { bytes: Buffer })[] = [];
  for (const file of chosen) {
    const name = tidyName(file.name);
    if (file.size === 0) return { ok: false, error: `${name} is empty. Please choose the file again.` };
    if (file.size > MAX_ATTACHMENT_BYTES)
      return { ok: false, error: `${name} is larger than ${megabytes(MAX_ATTACHMENT_BYTES)}. Please send a smaller copy.` };
    total += file.size;
    if (total > MAX_ATTACHMENTS_BYTES)
      return {
        ok: false,
        error: `Your files come to more than ${megabytes(MAX_ATTACHMENTS_BYTES)} in all. Please send fewer or smaller ones.`,
      };
    const bytes = Buffer.from(await file.arrayBuffer());
    const kind = kindOf(bytes.subarray(0, 512));
    if (!kind) {
      return {
        ok: false,
        error: `${name} is not a file we can open: please send PDF, PNG, JPEG, TIFF, Photoshop, EPS, Illustrator or SVG (we read what is inside, not the name).`,
      };
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    attachments.push({ name, type: kind.type, extension: kind.extension, size: file.size, sha256, bytes });
  }
  return { ok: true, attachments };
}

/** The private folder (ATTACHMENTS_DIR), readable by the site's user only. */
const folder = () => path.resolve(siteConfig().attachmentsDir);
const fileOf = (sha256: string) => path.join(folder(), sha256);

/** Keeps a checked file; the same content is kept once, whoever sends it and however often. */
export async function keepAttachment(attachment: { sha256: string; bytes: Buffer }): Promise<void> {
  await mkdir(folder(), { recursive: true, mode: 0o700 });
  try {
    await writeFile(fileOf(attachment.sha256), attachment.bytes, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Removes a kept file from the folder `dir` (ATTACHMENTS_DIR: an enquiry erased or anonymised); nothing if it is gone already. */
export async function removeAttachment(dir: string, sha256: string): Promise<void> {
  if (/^[a-f0-9]{64}$/.test(sha256)) await rm(path.join(path.resolve(dir), sha256), { force: true });
}

/** How long a file's signed address works: the team's e-mail about a brief links it (the Studio signs anew, below). */
export const ATTACHMENT_LINK_MS = 14 * 24 * 60 * 60 * 1000;

const signed = (sha256: string, expires: number) => signForVisitors(`attachment:${sha256}:${expires}`);

/**
 * Where the team downloads a kept file: the site's own address, signed, so no one can guess another's, and expiring
 * (ATTACHMENT_LINK_MS), so an address copied out of an e-mail stops working. An editor in the Studio opens a file
 * through a preview link instead, made when it is shown (the Studio's enquiry view), which needs no signature.
 */
export function attachmentPath(sha256: string, now = Date.now()): string {
  const expires = now + ATTACHMENT_LINK_MS;
  return `/enquiry-files/${sha256}?${new URLSearchParams({ expires: String(expires), sig: signed(sha256, expires) })}`;
}

/**
 * The kept file an address names, with its kind, for a valid unexpired signature or an editor's preview; null for a
 * wrong or old signature, or a file not kept (erased).
 */
export async function readAttachment(
  sha256: string,
  access: { sig: string; expires: string } | 'editor',
  now = Date.now(),
): Promise<{ bytes: Buffer; type: string; extension: string } | null> {
  if (!/^[a-f0-9]{64}$/.test(sha256)) return null;
  if (access !== 'editor') {
    const expires = Number(access.expires);
    if (access.sig.length > 100 || !Number.isSafeInteger(expires) || expires < now) return null;
    if (!signedForVisitors(`attachment:${sha256}:${expires}`, access.sig)) return null;
  }
  const bytes = await readFile(fileOf(sha256)).catch(() => null);
  if (!bytes) return null;
  const kind = kindOf(bytes.subarray(0, 512));
  return { bytes, type: kind?.type ?? 'application/octet-stream', extension: kind?.extension ?? 'bin' };
}
