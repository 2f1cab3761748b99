/**
 * An editor's sections as the page shows them: each kind's fields from the
 * query (app/sanity/queries.ts `editorPageQuery`), its pictures sized, its
 * links resolved to where their pages are now (app/urls.ts `linkHref`), and a
 * section with nothing to show left out, so a half-filled draft never breaks
 * the page.
 */
import type { QueryResult } from '../../sanity/fetch.server.ts';
import { image } from '../../sanity/image.server.ts';
import { prepareRichText } from '../../sanity/portable-text.server.ts';
import type { editorPageQuery } from '../../sanity/queries.ts';
import { resolveLink as sectionLink } from '../../ui/content-link.tsx';
import type { PageSection } from './page-sections.tsx';

type Row = NonNullable<NonNullable<QueryResult<typeof editorPageQuery>[number]>['sections']>[number];

const hero = { width: 2700, height: 1336, sizes: '100vw' } as const;
const beside = { width: 1200, height: 900, sizes: '(min-width: 64rem) 50vw, 100vw' } as const;

function shape(row: Row): PageSection | null {
  if (!row?._key) return null;
  switch (row._type) {
    case 'heroSection':
      return row.title
        ? {
            kind: 'hero',
            key: row._key,
            eyebrow: row.eyebrow ?? null,
            title: row.title,
            text: row.text ?? null,
            image: image(row.image, hero),
            links: [sectionLink(row.primary), sectionLink(row.secondary)].filter((link) => link !== null),
          }
        : null;
    case 'richTextSection': {
      const body = prepareRichText(row.body);
      return body.length ? { kind: 'richText', key: row._key, title: row.title ?? null, body } : null;
    }
    case 'pageSection':
      return row.title
        ? {
            kind: 'textImage',
            key: row._key,
            row: {
              key: row._key,
              eyebrow: row.eyebrow ?? null,
              title: row.title,
              body: prepareRichText(row.body),
              image: image(row.image, beside),
              imagePosition: row.imagePosition ?? null,
            },
          }
        : null;
    case 'ctaSection': {
      const link = sectionLink(row.link);
      return row.title && link ? { kind: 'cta', key: row._key, title: row.title, text: row.text ?? null, link } : null;
    }
    case 'briefStartSection':
      return { kind: 'briefStart', key: row._key, intro: row.intro ?? null };
    default:
      return null;
  }
}

/** The sections of a page, in the editor's order, those with nothing to show left out. */
export function pageSections(rows: readonly Row[] | null | undefined): PageSection[] {
  return (rows ?? []).flatMap((row) => {
    const section = shape(row);
    return section ? [section] : [];
  });
}
