import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../constants.ts';
import { readBriefBody } from './brief-form.server.ts';
import { issueFormToken } from './form-token.server.ts';

const boundary = '----brief-test-boundary';

/** A multipart body from parts in this order, as a browser sends the brief's form. */
function multipart(parts: ({ name: string; value: string } | { name: string; filename: string; bytes: Buffer })[]): Request {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`));
    if ('filename' in part) chunks.push(Buffer.from('Content-Type: application/pdf\r\n'));
    chunks.push(Buffer.from('\r\n'), 'bytes' in part ? part.bytes : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Request('http://site.test/contact', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(chunks),
  });
}

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);

describe("reading a brief's body", () => {
  it('gives the fields and files of a brief, in order, an empty file field left out', async () => {
    const token = issueFormToken(Date.now() - 10_000);
    const body = await readBriefBody(
      multipart([
        { name: 'formToken', value: token },
        { name: 'name', value: 'Iris Vale' },
        { name: 'markets', value: 'uk' },
        { name: 'markets', value: 'eu' },
        { name: 'files', filename: 'spec.pdf', bytes: pdf(2000) },
        { name: 'files', filename: '', bytes: Buffer.alloc(0) },
      ]),
    );
    expect(body.ok).toBe(true);
    if (!body.ok) return;
    expect(body.form.get('name')).toBe('Iris Vale');
    expect(body.form.getAll('markets')).toEqual(['uk', 'eu']);
    // (The action takes files only: an empty file field may come as an empty value.)
    const files = body.form.getAll('files').flatMap((file) => (file instanceof File ? [[file.name, file.size]] : []));
    expect(files).toEqual([['spec.pdf', 2000]]);
  });

  it('refuses 200,000 tiny fields after the first few hundred, without building them', async () => {
    const part = (i: number) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`;
    const text = `${Array.from({ length: 200_000 }, (_, i) => part(i)).join('')}--${boundary}--\r\n`;
    expect(text.length).toBeGreaterThan(14_000_000);
    const request = new Request('http://site.test/contact', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: text,
    });
    const body = await readBriefBody(request);
    expect(body).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('reads no file of a post that did not first show a valid form token', async () => {
    const forged = await readBriefBody(
      multipart([
        { name: 'formToken', value: '1.forged.token' },
        { name: 'files', filename: 'a.pdf', bytes: pdf(5000) },
      ]),
    );
    expect(forged.ok).toBe(false);
    expect(!forged.ok && forged.reason).toBe('token');
    expect(!forged.ok && 'form' in forged ? forged.form.getAll('files') : ['?']).toEqual([]);
    const tokenAfter = await readBriefBody(
      multipart([
        { name: 'files', filename: 'a.pdf', bytes: pdf(5000) },
        { name: 'formToken', value: issueFormToken() },
      ]),
    );
    expect(!tokenAfter.ok && tokenAfter.reason).toBe('token');
  });

  it('holds no more of a file than one byte past its limit, and no more files than one past the count', async () => {
    const token = issueFormToken(Date.now() - 10_000);
    const large = await readBriefBody(
      multipart([
        { name: 'formToken', value: token },
        { name: 'files', filename: 'large.pdf', bytes: pdf(MAX_ATTACHMENT_BYTES + 5 * 1024 * 1024) },
      ]),
    );
    expect(large.ok && (large.form.getAll('files') as File[]).map((file) => file.size)).toEqual([MAX_ATTACHMENT_BYTES + 1]);
    const many = await readBriefBody(
      multipart([
        { name: 'formToken', value: token },
        ...Array.from({ length: MAX_ATTACHMENTS + 4 }, (_, i) => ({ name: 'files', filename: `${i}.pdf`, bytes: pdf(100) })),
      ]),
    );
    expect(many.ok && many.form.getAll('files').length).toBe(MAX_ATTACHMENTS + 1);
  });

  it('refuses a field longer than any of the brief, and a body that is not multipart as it says', async () => {
    const long = await readBriefBody(
      multipart([
        { name: 'formToken', value: issueFormToken() },
        { name: 'message', value: 'x'.repeat(64 * 1024) },
      ]),
    );
    expect(long).toEqual({ ok: false, reason: 'unreadable' });
    const broken = new Request('http://site.test/contact', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nnonsense`,
    });
    expect(await readBriefBody(broken)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('reads a form without files too', async () => {
    const body = await readBriefBody(
      new Request('http://site.test/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Iris', formToken: 'x' }),
      }),
    );
    expect(body.ok && body.form.get('name')).toBe('Iris');
  });

  it('reads only so many bodies at once: the others wait their turn, and the rest are asked to come again', async () => {
    // Bodies that never end hold their turn; the fifth and later wait, and past the waiting room they are refused.
    const controllers: ReadableStreamDefaultController<Uint8Array>[] = [];
    const open = () =>
      readBriefBody(
        new Request('http://site.test/contact', {
          method: 'POST',
          headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
          body: new ReadableStream<Uint8Array>({ start: (controller) => void controllers.push(controller) }),
          duplex: 'half',
        } as RequestInit),
      );
    const held = Array.from({ length: 4 + 32 }, open);
    const refused = await open();
    expect(refused).toEqual({ ok: false, reason: 'busy' });
    for (const controller of controllers) {
      controller.enqueue(new TextEncoder().encode(`--${boundary}--\r\n`));
      controller.close();
    }
    // Each held body is read in its turn once the first ones end.
    const results = await Promise.all(held);
    expect(results.every((result) => result.ok)).toBe(true);
  });
});
