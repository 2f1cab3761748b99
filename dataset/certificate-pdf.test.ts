import { describe, expect, it } from 'vitest';
import { certificatePdf } from './certificate-pdf.ts';

const text = {
  issuer: 'Chiltern Quality Assurance',
  standard: 'ISO 9001:2015',
  subject: 'Quality management systems',
  holder: 'Ashcombe & Vale Fragrance Ltd',
  address: 'Ware, Hertfordshire SG12 9XA',
  scope: 'The creation (and filling) of fragrance, with a backslash \\ in it.',
  certificateNumber: 'CQA-QMS-04871',
  validFrom: '2 June 2025',
  validUntil: '1 June 2028',
};

describe('certificatePdf', () => {
  const pdf = certificatePdf(text);
  const source = pdf.toString('latin1');

  it('is a one-page PDF whose cross-reference table points at each object', () => {
    expect(source.startsWith('%PDF-1.4\n')).toBe(true);
    expect(source).toContain('/Type /Pages /Kids [3 0 R] /Count 1');
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(source)?.[1]);
    expect(source.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...source.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => expect(source.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
  });

  it('says the certificate in text, with PDF string delimiters escaped', () => {
    expect(source).toContain('(ISO 9001:2015) Tj');
    expect(source).toContain('(CQA-QMS-04871) Tj');
    expect(source).toContain('\\(and filling\\)');
    expect(source).toContain('\\\\');
  });

  it('gives the same bytes for the same text', () => {
    expect(certificatePdf(text).equals(pdf)).toBe(true);
  });
});
