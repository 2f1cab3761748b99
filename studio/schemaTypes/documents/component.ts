import { defineArrayMember, defineField, defineType, type Reference } from 'sanity';
import { decorations, fitProblem, materials, neckFinishes, partTypes, type FitFacts } from '../../../app/catalogue/parts.ts';
import { altField } from '../lib/fields';

const options = (list: readonly { value: string; label: string }[]) => ({
  list: list.map(({ value, label }) => ({ value, title: label })),
});

const measure = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    fieldset: 'measures',
    validation: (rule) => rule.positive().max(10_000),
  });

const isBottle = (document: unknown) => (document as { partType?: string } | undefined)?.partType === 'bottle';

// A stock part a buyer can filter, compare and ask samples of: a bottle, a
// pump, a collar, a cap or another part, with its specification, its images,
// and the parts of other kinds that fit it (on the same neck finish, checked
// here against the parts themselves).
export const component = defineType({
  name: 'component',
  title: 'Component',
  type: 'document',
  fieldsets: [{ name: 'measures', title: 'Measurements', options: { columns: 2 } }],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'As a buyer asks for it, for example "Aurora 50 ml".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'code',
      title: 'Code',
      type: 'string',
      description: 'The part number on quotes and samples: capital letters, digits and hyphens, for example AUR-050.',
      validation: (rule) =>
        rule
          .required()
          .max(20)
          .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, { name: 'part code' }),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The last part of the part’s address: its code in lower case.',
      options: { source: (doc) => String((doc as { code?: string }).code ?? '').toLowerCase(), maxLength: 40 },
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            !value?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value.current)
              ? true
              : 'Use lowercase letters, digits and single hyphens only',
          ),
    }),
    defineField({
      name: 'partType',
      title: 'Kind of part',
      type: 'string',
      options: { ...options(partTypes), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'range',
      title: 'Range',
      type: 'reference',
      to: [{ type: 'componentRange' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'capacityMl',
      title: 'Capacity (ml)',
      type: 'number',
      description: 'Bottles: the nominal fill.',
      hidden: ({ document }) => !isBottle(document),
      validation: (rule) =>
        rule
          .positive()
          .max(5000)
          .custom((value, context) => (isBottle(context.document) && value === undefined ? 'A bottle needs its capacity.' : true)),
    }),
    measure('heightMm', 'Height (mm)', 'Overall height as supplied.'),
    measure('diameterMm', 'Diameter or width (mm)', 'The widest dimension across.'),
    measure('weightG', 'Weight (g)', 'Empty, as supplied.'),
    defineField({
      name: 'neckFinish',
      title: 'Neck finish',
      type: 'string',
      description: 'The finish it has (a bottle) or fits (a pump, collar or cap).',
      options: options(neckFinishes),
    }),
    defineField({
      name: 'material',
      title: 'Material',
      type: 'string',
      options: options(materials),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'finish',
      title: 'Colour or finish',
      type: 'string',
      description: 'For example "Clear", "Frosted" or "Polished gold".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'recycledContent',
      title: 'Recycled content (%)',
      type: 'number',
      initialValue: 0,
      validation: (rule) => rule.required().min(0).max(100).integer(),
    }),
    defineField({
      name: 'minimumOrder',
      title: 'Minimum order (units)',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'decorationOptions',
      title: 'Decoration options',
      type: 'array',
      of: [{ type: 'string' }],
      options: options(decorations),
    }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      description: 'The first is the part’s picture in the catalogue.',
      of: [defineArrayMember({ type: 'image', options: { hotspot: true }, fields: [altField()] })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'fits',
      title: 'Parts that fit it',
      type: 'array',
      description: 'A bottle’s pumps, collars and caps (or a pump’s bottles): parts of another kind on the same neck finish.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'component' }] })],
      validation: (rule) =>
        rule.unique().custom(async (value: Reference[] | undefined, context) => {
          const ids = (value ?? []).map((fit) => fit._ref);
          if (!ids.length) return true;
          const client = context.getClient({ apiVersion: '2023-05-03' });
          const fits = await client.fetch<FitFacts[]>('*[_id in $ids]{_id, name, partType, neckFinish}', { ids });
          return fitProblem(context.document as FitFacts, fits) ?? true;
        }),
    }),
  ],
  orderings: [{ title: 'Code', name: 'codeAsc', by: [{ field: 'code', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', code: 'code', media: 'images.0' },
    prepare: ({ name, code, media }: { name?: string; code?: string; media?: unknown }) => ({
      title: name ?? 'Component',
      subtitle: code,
      media: media as never,
    }),
  },
});
