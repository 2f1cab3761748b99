// The certificates a buyer's quality team asks for (issue 37), each with its
// PDF. The certification bodies are invented, like the company: the PDFs are
// made here and say they are demonstration documents, so they must not carry
// the name of a real body. Three-year certificates, as ISO certification runs,
// both well within their validity on the demo's dates.
import { certificatePdf } from '../certificate-pdf.ts';
import { file, type Doc } from './lib.ts';
import { siteSettings } from './site-settings.ts';

const holder = String(siteSettings.legalName);
const address = 'Ashcombe House, 7 Kingsmead Park, Hertford Road, Ware, Hertfordshire SG12 9XA, United Kingdom';

interface Certificate {
  id: string;
  standard: string;
  subject: string;
  issuer: string;
  certificateNumber: string;
  scope: string;
  validFrom: string;
  /** The last day: the certificate lapses at the midnight that ends it, London time. */
  lastDay: string;
  displayOrder: number;
}

const certificates: Certificate[] = [
  {
    id: 'certificate-iso-9001',
    standard: 'ISO 9001:2015',
    subject: 'Quality management systems',
    issuer: 'Chiltern Quality Assurance',
    certificateNumber: 'CQA-QMS-04871',
    scope:
      'The creation, compounding, filling, assembly and packing of fine fragrance, home fragrance and skincare products, and the design and supply of their glass, componentry and secondary packaging.',
    validFrom: '2025-06-02',
    lastDay: '2028-06-01',
    displayOrder: 10,
  },
  {
    id: 'certificate-iso-22716',
    standard: 'ISO 22716:2007',
    subject: 'Cosmetics: good manufacturing practices (GMP)',
    issuer: 'Albion Certification',
    certificateNumber: 'ALB-GMP-22716-0392',
    scope:
      'The manufacture, filling, packaging, storage and release of cosmetic products (fine fragrance and skincare) at Ware, Hertfordshire.',
    validFrom: '2024-10-14',
    lastDay: '2027-10-13',
    displayOrder: 20,
  },
];

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Midnight at the end of a day in London: both demo expiries fall in British Summer Time (UTC+1). */
const endOfDayBst = (day: string) => `${day}T23:00:00Z`;

export const certificateDocs: Doc[] = certificates.map((certificate) => ({
  _id: certificate.id,
  _type: 'certificate',
  standard: certificate.standard,
  issuer: certificate.issuer,
  certificateNumber: certificate.certificateNumber,
  scope: certificate.scope,
  validFrom: certificate.validFrom,
  validUntil: endOfDayBst(certificate.lastDay),
  file: file(
    `${certificate.standard.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-certificate.pdf`,
    certificatePdf({
      issuer: certificate.issuer,
      standard: certificate.standard,
      subject: certificate.subject,
      holder,
      address,
      scope: certificate.scope,
      certificateNumber: certificate.certificateNumber,
      validFrom: longDate(certificate.validFrom),
      validUntil: longDate(certificate.lastDay),
    }),
  ),
  displayOrder: certificate.displayOrder,
}));
