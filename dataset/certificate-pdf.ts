// A one-page certificate as a PDF, written byte by byte (PDF 1.4, the
// built-in Helvetica faces, no external tool), for the demo dataset's
// `certificate` documents. Deterministic: the same text gives the same bytes,
// so the file's sha1, and with it the asset's id, only changes with the text.

export interface CertificateText {
  issuer: string;
  standard: string;
  /** What the standard covers, for example "Quality management systems". */
  subject: string;
  holder: string;
  address: string;
  scope: string;
  certificateNumber: string;
  validFrom: string;
  validUntil: string;
}

const PAGE = { width: 595, height: 842 }; // A4 in points

/** PDF strings take any byte but these three unescaped; the built-in fonts have no glyphs outside Latin-1. */
function pdfString(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Greedy word wrap to roughly `width` points at `size` (Helvetica averages about half an em a character). */
function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A line of text centred on the page (width estimated as above, which is close enough for a demo certificate). */
function centred(text: string, font: 'F1' | 'F2', size: number, y: number): string {
  const x = Math.max(48, (PAGE.width - text.length * size * 0.5) / 2);
  return `BT /${font} ${size} Tf ${x.toFixed(1)} ${y} Td ${pdfString(text)} Tj ET`;
}

export function certificatePdf(text: CertificateText): Buffer {
  const ops: string[] = [
    // A double hairline frame, as printed certificates have.
    '0.66 0.51 0.29 RG 1.5 w 36 36 523 770 re S 0.5 w 44 44 507 754 re S',
    centred(text.issuer.toUpperCase(), 'F2', 12, 760),
    centred('Certificate of Registration', 'F2', 26, 700),
    centred('This is to certify that', 'F1', 12, 650),
    centred(text.holder, 'F2', 18, 620),
    centred(text.address, 'F1', 11, 598),
    centred('operates a management system that complies with the requirements of', 'F1', 12, 560),
    centred(text.standard, 'F2', 22, 525),
    centred(text.subject, 'F1', 13, 502),
    centred('for the following scope:', 'F1', 12, 465),
  ];
  let y = 440;
  for (const line of wrap(text.scope, 11, 420)) {
    ops.push(centred(line, 'F1', 11, y));
    y -= 16;
  }
  const facts: [string, string][] = [
    ['Certificate number', text.certificateNumber],
    ['Valid from', text.validFrom],
    ['Valid until', text.validUntil],
  ];
  y = Math.min(y - 30, 300);
  for (const [label, value] of facts) {
    ops.push(`BT /F1 11 Tf 150 ${y} Td ${pdfString(label)} Tj ET`, `BT /F2 11 Tf 300 ${y} Td ${pdfString(value)} Tj ET`);
    y -= 20;
  }
  ops.push(
    centred(`Signed on behalf of ${text.issuer}`, 'F1', 10, 150),
    centred('Demonstration document for the Ashcombe & Vale demo website: not a certificate of a real company.', 'F1', 8, 64),
  );
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(`${text.standard} certificate, ${text.holder}`)} /Producer (dataset/certificate-pdf.ts) >>`,
  ];
  // The cross-reference table gives each object's byte offset: the file is assembled in Latin-1, one byte a character.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
