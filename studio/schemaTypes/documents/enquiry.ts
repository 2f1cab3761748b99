import { defineField, defineType } from 'sanity';

// Written by the website's contact form; read-only in the Studio.
export const enquiry = defineType({
  name: 'enquiry',
  title: 'Enquiry',
  type: 'document',
  readOnly: true,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'email', title: 'E-mail', type: 'string', validation: (rule) => rule.required().email() }),
    defineField({ name: 'company', title: 'Company', type: 'string' }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'enquiryType', title: 'Enquiry type', type: 'string' }),
    defineField({ name: 'message', title: 'Message', type: 'text', rows: 8, validation: (rule) => rule.required() }),
    defineField({
      name: 'context',
      title: 'Context',
      type: 'text',
      rows: 4,
      description: 'What the visitor had entered in a tool, if they came from one.',
    }),
    defineField({ name: 'consent', title: 'Privacy consent given', type: 'boolean', validation: (rule) => rule.required() }),
    defineField({ name: 'submittedAt', title: 'Submitted at', type: 'datetime', validation: (rule) => rule.required() }),
    defineField({ name: 'source', title: 'Sent from', type: 'string', description: 'The page the form was sent from.' }),
  ],
  orderings: [{ title: 'Newest first', name: 'submittedAtDesc', by: [{ field: 'submittedAt', direction: 'desc' }] }],
  preview: {
    select: { name: 'name', company: 'company', date: 'submittedAt' },
    prepare: ({ name, company, date }) => ({
      title: company ? `${name} (${company})` : name,
      subtitle: date ? String(date).slice(0, 16).replace('T', ' ') : undefined,
    }),
  },
});
