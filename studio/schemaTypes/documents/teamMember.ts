import { defineField, defineType } from 'sanity';
import { displayOrderField, displayOrderOrdering, imageField } from '../lib/fields';

// A person a buyer will deal with: shown on /about ("The people you will work
// with") and, when they answer enquiries, on /contact beside the brief. A named
// person is part of the proof a buyer checks before writing (issue 37).
export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'role', title: 'Role', type: 'string', validation: (rule) => rule.required() }),
    // Recommended, not required (decision 0036): a real photograph is proof a buyer trusts; a drawn or stock face
    // is worse than none, and without one the site shows the person's initials.
    imageField({
      name: 'photo',
      title: 'Photo',
      description: 'A real photograph, square; shown at up to 320×320. Without one the site shows their initials.',
      recommended: 'Add a real photograph: buyers trust a face they can put a name to.',
    }),
    defineField({
      name: 'about',
      title: 'One line about them',
      type: 'string',
      description: 'What they look after, in a sentence a buyer reads at a glance.',
      validation: (rule) => rule.max(200),
    }),
    defineField({
      name: 'answersEnquiries',
      title: 'Replies to briefs',
      type: 'boolean',
      description: 'Shown under "Who will reply" on the contact page.',
      initialValue: false,
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      description: 'Optional; shown with their name when set.',
      validation: (rule) => rule.email(),
    }),
    displayOrderField(),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
});
