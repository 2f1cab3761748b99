import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  budgetBands,
  enquiryStatuses,
  enquiryTypeLabel,
  enquiryTypes,
  formerEnquiryTypes,
  markets,
  sampleKinds,
  stages,
} from '../../../app/contact/brief-kinds.ts';
import { AttachmentDownload } from '../../components/attachment-download';

const options = (list: readonly { value: string; label: string }[]) => list.map(({ value, label }) => ({ value, title: label }));

/**
 * What the buyer sent, shown only where they answered: each kind of brief asks its own questions (a glass brief has no
 * delivery address for samples), so the team reads the brief it got, not every field of every kind.
 */
const answered = <T extends { group?: string | string[]; readOnly?: unknown; hidden?: unknown }>(field: T): T =>
  field.group === 'brief' && field.readOnly === true && field.hidden === undefined
    ? {
        ...field,
        hidden: ({ value }: { value?: unknown }) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0),
      }
    : field;

/**
 * Written by the website's brief (what the buyer sent is read-only); the team's pipeline (status, owner, notes) is
 * theirs to edit. Private: its ids are under `enquiry.`, which no query without a token reads.
 */
export const enquiry = defineType({
  name: 'enquiry',
  title: 'Enquiry',
  type: 'document',
  // The team's fields take effect as they are typed: an enquiry has no draft to publish.
  liveEdit: true,
  groups: [
    { name: 'pipeline', title: 'Pipeline', default: true },
    { name: 'brief', title: 'Brief' },
  ],
  fields: [
    defineField({
      name: 'reference',
      title: 'Reference',
      type: 'string',
      group: 'pipeline',
      readOnly: true,
      description: 'The buyer sees it on the thank-you page and in their copy, and may quote it.',
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'pipeline',
      initialValue: 'new',
      options: {
        list: [...enquiryStatuses],
        layout: 'radio',
        direction: 'horizontal',
      },
      description: 'The website sets New when the brief arrives.',
    }),
    defineField({ name: 'owner', title: 'Owner', type: 'string', group: 'pipeline', description: 'Who on the team answers it.' }),
    defineField({
      name: 'notes',
      title: 'Internal notes',
      type: 'text',
      rows: 5,
      group: 'pipeline',
      description: 'Never shown to the buyer.',
    }),
    defineField({ name: 'name', title: 'Name', type: 'string', group: 'brief', readOnly: true }),
    defineField({ name: 'email', title: 'E-mail', type: 'string', group: 'brief', readOnly: true, validation: (rule) => rule.email() }),
    defineField({
      name: 'anonymisedAt',
      title: 'Anonymised',
      type: 'datetime',
      group: 'brief',
      readOnly: true,
      description: 'Its personal details were removed after the retention period (the privacy policy says 24 months).',
      hidden: ({ document }) => !document?.anonymisedAt,
    }),
    defineField({ name: 'company', title: 'Company', type: 'string', group: 'brief', readOnly: true }),
    defineField({ name: 'phone', title: 'Phone', type: 'string', group: 'brief', readOnly: true }),
    defineField({
      name: 'enquiryType',
      title: 'What they would like us to make',
      type: 'string',
      group: 'brief',
      readOnly: true,
      options: { list: [...options(enquiryTypes), ...Object.entries(formerEnquiryTypes).map(([value, title]) => ({ value, title }))] },
    }),
    defineField({ name: 'quantityPerSku', title: 'Units per scent or SKU', type: 'number', group: 'brief', readOnly: true }),
    defineField({ name: 'skuCount', title: 'Scents or SKUs', type: 'number', group: 'brief', readOnly: true }),
    defineField({ name: 'launchMonth', title: 'Target launch month', type: 'string', group: 'brief', readOnly: true }),
    defineField({
      name: 'budget',
      title: 'Budget, ex VAT',
      type: 'string',
      group: 'brief',
      readOnly: true,
      options: { list: options(budgetBands) },
    }),
    defineField({
      name: 'markets',
      title: 'Markets',
      type: 'array',
      group: 'brief',
      readOnly: true,
      of: [defineArrayMember({ type: 'string' })],
      options: { list: options(markets) },
    }),
    defineField({ name: 'stage', title: 'Stage', type: 'string', group: 'brief', readOnly: true, options: { list: options(stages) } }),
    defineField({
      name: 'samples',
      title: 'Samples',
      type: 'array',
      group: 'brief',
      readOnly: true,
      of: [defineArrayMember({ type: 'string' })],
      options: { list: options(sampleKinds) },
    }),
    defineField({
      name: 'sampleRanges',
      title: 'Bottle ranges',
      type: 'array',
      group: 'brief',
      readOnly: true,
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'sampleParts',
      title: 'Catalogue parts',
      type: 'array',
      group: 'brief',
      readOnly: true,
      description: 'By name and code, as the catalogue had them when the brief was sent.',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({ name: 'sampleDetails', title: 'Sizes and notes', type: 'string', group: 'brief', readOnly: true }),
    defineField({ name: 'deliveryAddress', title: 'Deliver samples to', type: 'text', rows: 3, group: 'brief', readOnly: true }),
    defineField({ name: 'message', title: 'Message', type: 'text', rows: 8, group: 'brief', readOnly: true }),
    defineField({
      name: 'estimates',
      title: 'Estimates',
      type: 'array',
      group: 'brief',
      readOnly: true,
      description: 'Computed by the website from the calculator’s inputs when the brief was sent.',
      of: [
        defineArrayMember({
          name: 'estimate',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Calculator', type: 'string' }),
            defineField({ name: 'calculator', title: 'Kind', type: 'string' }),
            defineField({ name: 'summary', title: 'Summary', type: 'text', rows: 3 }),
            defineField({ name: 'address', title: 'Address that reopens it', type: 'string' }),
            defineField({
              name: 'inputs',
              title: 'Inputs',
              type: 'array',
              of: [
                defineArrayMember({
                  name: 'estimateInput',
                  type: 'object',
                  fields: [defineField({ name: 'name', type: 'string' }), defineField({ name: 'value', type: 'string' })],
                  preview: { select: { title: 'name', subtitle: 'value' } },
                }),
              ],
            }),
            defineField({
              name: 'figures',
              title: 'Figures',
              type: 'array',
              of: [
                defineArrayMember({
                  name: 'estimateFigure',
                  type: 'object',
                  fields: [
                    defineField({ name: 'name', type: 'string' }),
                    defineField({ name: 'label', type: 'string' }),
                    defineField({ name: 'value', type: 'number' }),
                  ],
                  preview: { select: { title: 'label', subtitle: 'value' } },
                }),
              ],
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'summary' } },
        }),
      ],
    }),
    defineField({
      name: 'attachments',
      title: 'Files',
      type: 'array',
      group: 'brief',
      readOnly: true,
      description: 'Sent with the brief, kept privately by the website: Download opens the file from there.',
      of: [
        defineArrayMember({
          name: 'attachment',
          type: 'object',
          components: { item: AttachmentDownload },
          fields: [
            defineField({ name: 'name', title: 'Name', type: 'string' }),
            defineField({ name: 'type', title: 'Kind', type: 'string' }),
            defineField({ name: 'size', title: 'Size in bytes', type: 'number' }),
            defineField({ name: 'sha256', title: 'SHA-256', type: 'string' }),
            defineField({ name: 'url', title: 'Download', type: 'url' }),
          ],
          preview: { select: { title: 'name', subtitle: 'type' } },
        }),
      ],
    }),
    defineField({
      name: 'context',
      title: 'Context',
      type: 'text',
      rows: 4,
      group: 'brief',
      readOnly: true,
      description: 'What the visitor had entered in a tool, from links made before estimates travelled as data.',
    }),
    defineField({
      name: 'copySent',
      title: 'A copy went to the buyer',
      type: 'boolean',
      group: 'brief',
      readOnly: true,
      description: 'The website e-mailed the buyer their answers (at most one copy an hour to an address).',
    }),
    defineField({
      name: 'consent',
      title: 'Privacy consent given',
      type: 'boolean',
      group: 'brief',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'submittedAt',
      title: 'Submitted at',
      type: 'datetime',
      group: 'brief',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'source',
      title: 'Sent from',
      type: 'string',
      group: 'brief',
      readOnly: true,
      description: 'The page the form was sent from.',
    }),
  ].map(answered),
  orderings: [{ title: 'Newest first', name: 'submittedAtDesc', by: [{ field: 'submittedAt', direction: 'desc' }] }],
  preview: {
    select: { name: 'name', company: 'company', date: 'submittedAt', kind: 'enquiryType', status: 'status' },
    prepare: ({ name, company, date, kind, status }) => ({
      title: !name ? 'Anonymised enquiry' : company ? `${name} (${company})` : name,
      subtitle: [
        status ? String(status).toUpperCase() : 'NEW',
        enquiryTypeLabel(kind),
        date ? String(date).slice(0, 16).replace('T', ' ') : '',
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
