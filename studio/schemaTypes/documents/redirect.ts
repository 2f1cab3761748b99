import { defineField, defineType, type SanityClient } from 'sanity';
import { documentPath, followRedirects, linkHref, ownPath, redirectFromProblem, type EditorRedirect } from '../../../app/urls.ts';
import { siteOrigin } from '../../site';

/** Where a redirect goes as the site reads it: the site's own address written in full is a path of it. */
const targetOf = (to: Parameters<typeof linkHref>[0]) => (to?.url ? (ownPath(to.url, siteOrigin) ?? linkHref(to)) : linkHref(to));

interface RedirectDocument {
  _id: string;
  from?: string;
  to?: { document?: { _ref?: string }; sitePage?: string; url?: string };
  permanent?: boolean;
}

const API_VERSION = '2023-05-03';

/** The editors' redirects as the site reads them, with this one (as it is being edited) among them. */
async function table(client: SanityClient, current: RedirectDocument): Promise<EditorRedirect[]> {
  const rows = await client.fetch<
    {
      _id: string;
      from: string;
      permanent?: boolean;
      to?: { document?: { _type: string; slug?: string; placement?: string } | null; sitePage?: string; url?: string };
    }[]
  >(
    `*[_type == "redirect" && defined(from) && !(_id in [$id, $draft])]{_id, from, permanent, "to": to{sitePage, url, "document": document->{_type, "slug": slug.current, placement}}}`,
    { id: current._id.replace(/^drafts\./, ''), draft: `drafts.${current._id.replace(/^drafts\./, '')}` },
  );
  const target = current.to?.document?._ref
    ? await client.fetch<{ _type: string; slug?: string; placement?: string } | null>(
        `*[_id == $id][0]{_type, "slug": slug.current, placement}`,
        {
          id: current.to.document._ref,
        },
      )
    : null;
  return [
    ...rows.map((row) => ({ from: row.from, to: targetOf(row.to ?? null), permanent: row.permanent !== false })),
    ...(current.from
      ? [{ from: current.from, to: targetOf({ ...current.to, document: target }), permanent: current.permanent !== false }]
      : []),
  ];
}

/**
 * An old address of the site, sent on to where its page is now: a campaign's address, a page that moved. The site
 * makes one itself, marked as its own, whenever a published document's address changes, so that no link breaks.
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      type: 'string',
      description: 'The old address on this site, starting with /, like /luxe-pack-2025.',
      validation: (rule) =>
        rule.required().custom(async (value: string | undefined, context) => {
          if (!value) return true;
          const problem = redirectFromProblem(value);
          if (problem) return problem;
          const client = context.getClient({ apiVersion: API_VERSION });
          // A redirect never hides a published page: the site would show the page.
          const pages = await client.fetch<{ _type: string; slug?: string; placement?: string }[]>(
            '*[defined(slug.current) && !(_id in path("drafts.**"))]{_type, "slug": slug.current, placement}',
          );
          if (pages.some((page) => documentPath(page) === value))
            return `A published page is at ${value}: the site shows it, not a redirect.`;
          const others = await client.fetch<number>('count(*[_type == "redirect" && from == $from && !(_id in [$id, $draft])])', {
            from: value,
            id: (context.document?._id ?? '').replace(/^drafts\./, ''),
            draft: `drafts.${(context.document?._id ?? '').replace(/^drafts\./, '')}`,
          });
          return others > 0 ? `Another redirect starts at ${value} already.` : true;
        }),
    }),
    defineField({
      name: 'to',
      title: 'To',
      type: 'link',
      validation: (rule) =>
        rule.required().custom(async (_value, context) => {
          const document = context.document as RedirectDocument | undefined;
          if (!document?.from) return true;
          const client = context.getClient({ apiVersion: API_VERSION });
          const redirects = await table(client, document);
          const mine = redirects.find((row) => row.from === document.from);
          if (mine && mine.to === null) return 'The page this redirect went to is gone: choose another.';
          if (mine?.to === document.from) return 'A redirect cannot go to its own address.';
          return followRedirects(document.from, redirects) === null
            ? 'This redirect would go round in a loop with another: change one of them.'
            : true;
        }),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      initialValue: true,
      description: 'On: the page has moved for good (301; search engines move its ranking). Off: for now only (302).',
    }),
    defineField({ name: 'note', title: 'Note', type: 'text', rows: 2, description: 'Why it is there, for whoever reads it next.' }),
    defineField({
      name: 'auto',
      title: 'Made by the website',
      type: 'boolean',
      readOnly: true,
      hidden: ({ document }) => !document?.auto,
      description: 'The website made this redirect when the page’s address changed, so that old links keep working.',
    }),
  ],
  preview: {
    select: {
      from: 'from',
      document: 'to.document.title',
      name: 'to.document.name',
      sitePage: 'to.sitePage',
      url: 'to.url',
      permanent: 'permanent',
      auto: 'auto',
    },
    prepare: ({ from, document, name, sitePage, url, permanent, auto }) => ({
      title: `${from ?? '(no address)'} → ${document ?? name ?? sitePage ?? url ?? '?'}`,
      subtitle: [permanent === false ? 'For now (302)' : 'Permanent (301)', auto ? 'made by the website' : null]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
