import { describe, expect, it } from 'vitest';
import { checkAttachments, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from './attachments.server.ts';

const pdf = (name = 'spec.pdf') => new File([Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')], name, { type: 'application/pdf' });
const png = (name = 'moodboard.png') =>
  new File([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, { type: 'image/png' });
const svg = new File(['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'], 'logo.svg');

describe('files with a brief', () => {
  it('takes PDF, PNG and SVG by what they hold, and names each by its content', async () => {
    const checked = await checkAttachments([pdf(), png(), svg, new File([], '')]);
    expect(checked.ok && checked.attachments.map(({ name, type, size }) => ({ name, type, size }))).toEqual([
      { name: 'spec.pdf', type: 'application/pdf', size: 29 },
      { name: 'moodboard.png', type: 'image/png', size: 12 },
      { name: 'logo.svg', type: 'image/svg+xml', size: svg.size },
    ]);
    expect(checked.ok && checked.attachments[0]!.sha256).toMatch(/^[a-f0-9]{64}$/);
  });

  it('refuses, in one line naming the file: another kind renamed, an empty file, too large, too many', async () => {
    const disguised = new File(['<html><script>alert(1)</script></html>'], 'brief.pdf', { type: 'application/pdf' });
    expect(await checkAttachments([disguised])).toEqual({
      ok: false,
      error:
        'brief.pdf is not a file we can open: please send PDF, PNG, JPEG, TIFF, Photoshop, EPS, Illustrator or SVG (we read what is inside, not the name).',
    });
    expect(await checkAttachments([new File([], 'empty.pdf')])).toEqual({
      ok: false,
      error: 'empty.pdf is empty. Please choose the file again.',
    });
    const large = new File([Buffer.alloc(MAX_ATTACHMENT_BYTES + 1)], 'huge.psd');
    expect(await checkAttachments([large])).toEqual({ ok: false, error: 'huge.psd is larger than 10 MB. Please send a smaller copy.' });
    expect(await checkAttachments(Array.from({ length: MAX_ATTACHMENTS + 1 }, () => pdf()))).toEqual({
      ok: false,
      error: 'Please send at most 5 files with one brief.',
    });
  });
});
