import { defineField, defineType } from 'sanity';
import { expiryWarning, validUntilProblem, type CertificateDates } from '../../../app/certificates/certificates.ts';
import { displayOrderField, displayOrderOrdering } from '../lib/fields';

// A certificate a buyer's quality team asks for before an order (ISO 9001,
// ISO 22716). The site shows each as a badge linking to its PDF, only between
// its first day and its expiry: an expired certificate disappears by itself.
export const certificate = defineType({
  name: 'certificate',
  title: 'Certificate',
  type: 'document',
  fields: [
    defineField({
      name: 'standard',
      title: 'Standard',
      type: 'string',
      description: 'As on the certificate, with its year, for example ISO 9001:2015.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'issuer',
      title: 'Certification body',
      type: 'string',
      description: 'Who audited and issued it, as buyers know it, for example BSI or SGS.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'certificateNumber', title: 'Certificate number', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'scope',
      title: 'Scope',
      type: 'text',
      rows: 3,
      description: 'The scope of certification, as worded on the certificate.',
      validation: (rule) => rule.required().max(400),
    }),
    defineField({ name: 'validFrom', title: 'Valid from', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'validUntil',
      title: 'Valid until',
      type: 'datetime',
      description: 'The website stops showing the certificate from this moment (UK time). The Studio warns 60 days before.',
      validation: (rule) => [
        rule.required().custom((_, context) => validUntilProblem(context.document as CertificateDates)),
        rule.custom((_, context) => expiryWarning(context.document as CertificateDates, new Date())).warning(),
      ],
    }),
    defineField({
      name: 'file',
      title: 'Certificate (PDF)',
      type: 'file',
      description: 'The certificate as issued; the badge on the site opens it.',
      options: { accept: 'application/pdf' },
      validation: (rule) => rule.required(),
    }),
    displayOrderField(),
  ],
  orderings: [displayOrderOrdering],
  preview: {
    select: { standard: 'standard', issuer: 'issuer', validUntil: 'validUntil' },
    prepare: ({ standard, issuer, validUntil }: { standard?: string; issuer?: string; validUntil?: string }) => ({
      title: standard ?? 'Certificate',
      subtitle: [issuer, validUntil ? `valid until ${validUntil.slice(0, 10)}` : null].filter(Boolean).join(', '),
    }),
  },
});
