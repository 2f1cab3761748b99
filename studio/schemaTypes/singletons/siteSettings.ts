import { defineArrayMember, defineField, defineType } from 'sanity';
import { knownChatSource } from '../../../app/shell/chat-providers.ts';
import { isCompanyNumber, isUkPostcode, isVatNumber } from '../../../app/shell/company.ts';
import { imageField } from '../lib/fields';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'company', title: 'Company', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'links', title: 'Footer links' },
    { name: 'chat', title: 'Live chat' },
  ],
  fields: [
    defineField({ name: 'companyName', title: 'Company name', type: 'string', group: 'company', validation: (rule) => rule.required() }),
    defineField({ name: 'legalName', title: 'Registered name', type: 'string', group: 'company' }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'company',
      description: 'Shown in the footer and used as the default meta description.',
      validation: (rule) => rule.required().max(300),
    }),
    imageField({ name: 'logo', title: 'Logo', description: 'Used in structured data for search engines.', group: 'company' }),
    defineField({
      name: 'foundedYear',
      title: 'Founded',
      type: 'number',
      group: 'company',
      validation: (rule) => rule.integer().min(1800).max(2100),
    }),
    defineField({
      name: 'companyNumber',
      title: 'Company number',
      type: 'string',
      group: 'company',
      description: 'As Companies House lists it: eight digits (05123874), or two letters and six digits (SC123456). Shown in the footer.',
      validation: (rule) =>
        rule.custom((value) =>
          typeof value !== 'string' || isCompanyNumber(value)
            ? true
            : 'A company number is eight digits, or two letters and six digits, for example 05123874 or SC123456.',
        ),
    }),
    defineField({
      name: 'vatNumber',
      title: 'VAT number',
      type: 'string',
      group: 'company',
      description: 'GB and nine digits, for example GB 123 4567 89.',
      validation: (rule) =>
        rule.custom((value) =>
          typeof value !== 'string' || isVatNumber(value) ? true : 'A UK VAT number is GB and nine digits, for example GB 123 4567 89.',
        ),
    }),
    defineField({
      name: 'registeredOffice',
      title: 'Registered office',
      type: 'object',
      group: 'company',
      description: 'As registered at Companies House; the footer shows it with the company number.',
      fields: [
        defineField({
          name: 'addressLines',
          title: 'Address lines',
          type: 'array',
          of: [{ type: 'string' }],
          validation: (rule) => rule.required().min(1).max(4),
        }),
        defineField({ name: 'town', title: 'Post town', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'postcode',
          title: 'Postcode',
          type: 'string',
          validation: (rule) =>
            rule
              .required()
              .custom((value) => (typeof value !== 'string' || isUkPostcode(value) ? true : 'A full UK postcode, for example SG12 9XA.')),
        }),
      ],
    }),
    defineField({
      name: 'address',
      title: 'Postal address',
      type: 'object',
      group: 'contact',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'streetAddress', title: 'Street address', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'locality', title: 'Town or city', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'region', title: 'County', type: 'string' }),
        defineField({ name: 'postalCode', title: 'Postcode', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'country',
          title: 'Country',
          type: 'string',
          description: 'Two-letter code, for example GB.',
          validation: (rule) => rule.required().length(2).uppercase(),
        }),
      ],
    }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      group: 'contact',
      description: 'International format, for example +44 1865 000000.',
      validation: (rule) => rule.required().regex(/^\+[0-9 ]{8,20}$/, 'international phone number'),
    }),
    defineField({
      name: 'email',
      title: 'General e-mail',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({ name: 'openingHours', title: 'Opening hours', type: 'string', group: 'contact' }),
    defineField({
      name: 'briefReply',
      title: 'Who replies to a brief, and when',
      type: 'text',
      rows: 2,
      group: 'contact',
      description:
        'Shown on the thank-you page after a brief is sent, for example: "Our project team reads every brief and replies within two working days."',
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'quickLinks',
      title: 'Quick links',
      type: 'array',
      group: 'links',
      description: 'The footer’s quick links, in this order. Each follows its page wherever it moves. Empty: the main pages.',
      of: [
        defineArrayMember({
          type: 'link',
          validation: (rule) => rule.custom((value: { label?: string } | undefined) => (value?.label ? true : 'Give the link its words.')),
        }),
      ],
      validation: (rule) => rule.max(16),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      group: 'contact',
      of: [
        defineArrayMember({
          name: 'socialLink',
          title: 'Social link',
          type: 'object',
          fields: [
            defineField({
              name: 'platform',
              title: 'Platform',
              type: 'string',
              options: { list: ['instagram', 'linkedin', 'facebook', 'pinterest', 'youtube', 'tiktok', 'x', 'vimeo'] },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'url', title: 'Address', type: 'url', validation: (rule) => rule.required().uri({ scheme: ['https'] }) }),
          ],
          preview: { select: { title: 'platform', subtitle: 'url' } },
        }),
      ],
    }),
    defineField({
      name: 'chat',
      title: 'Live chat',
      type: 'object',
      group: 'chat',
      description: 'Leave empty to run the site without a chat widget. It loads only after cookie consent and never on narrow screens.',
      fields: [
        defineField({ name: 'provider', title: 'Provider', type: 'string', description: 'For example tawk.to, Crisp or Intercom.' }),
        defineField({ name: 'scriptUrl', title: 'Script address', type: 'url', validation: (rule) => rule.uri({ scheme: ['https'] }) }),
        defineField({
          name: 'scriptIntegrity',
          title: 'Script integrity',
          type: 'string',
          description:
            'When your provider publishes one for a fixed version of its script (sha384-…), the browser runs the script only if it is exactly that file. Most providers’ loaders change without notice: leave it empty for those.',
          validation: (rule) =>
            rule
              .regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/, { name: 'integrity' })
              .error('An integrity value looks like sha384-… (base64).'),
        }),
        defineField({ name: 'accountId', title: 'Account id', type: 'string' }),
        defineField({
          name: 'domains',
          title: 'Domains it connects to',
          type: 'array',
          description:
            'Allowed in the Content Security Policy, for example embed.tawk.to. Exact https host names of a known chat provider, as its set-up guide lists them: no wildcards (*) and no http. The site leaves out any other.',
          of: [
            {
              type: 'string',
              validation: (rule) =>
                rule.custom((domain) =>
                  typeof domain !== 'string' || knownChatSource(domain)
                    ? true
                    : 'Not allowed: an exact https host of a known chat provider (tawk.to, Crisp, Intercom, Zendesk, LiveChat, Tidio, HubSpot, Olark, Freshchat, Drift), without * or http.',
                ),
            },
          ],
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
