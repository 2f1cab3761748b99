/**
 * The people a buyer will work with: every team member for /about, and those
 * who answer enquiries for /contact, with the reply time the site promises.
 */
import { queryOr, type QueryResult } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import { briefRepliersQuery, teamQuery } from '../sanity/queries.ts';
import { PERSON_PHOTO_SIZE } from '../constants.ts';
import type { Person } from './people.tsx';

type PersonRow = NonNullable<QueryResult<typeof teamQuery>[number]>;

/** How wide people.css shows a photo on /about: three across from 40rem (the container stops at 80rem), 6.5rem below. */
const TEAM_PHOTO_SIZES = '(min-width: 80rem) 400px, (min-width: 40rem) 30vw, 104px';
/** Beside the brief on /contact, 5rem. */
const REPLIER_PHOTO_SIZES = '80px';

/** Rows with a name and a role, as cards; a member without a photo (a draft) still shows, with their initials. */
export function people(rows: (PersonRow | null | undefined)[], sizes: string): Person[] {
  return rows.flatMap((row) =>
    row?._id && row.name && row.role
      ? [
          {
            id: row._id,
            name: row.name,
            role: row.role,
            about: row.about ?? null,
            email: row.email ?? null,
            photo: image(row.photo, { ...PERSON_PHOTO_SIZE, sizes }),
          },
        ]
      : [],
  );
}

/** /about: the whole team by display order; nobody when the content service fails (the section is then left out). */
export async function loadTeam(): Promise<Person[]> {
  return people(await queryOr('team', teamQuery, {}, []), TEAM_PHOTO_SIZES);
}

/** /contact: those who reply to briefs, and when the site says they reply. */
export async function loadBriefRepliers(defaultReply: string): Promise<{ people: Person[]; reply: string }> {
  const content = await queryOr('brief repliers', briefRepliersQuery, {}, null);
  return { people: people(content?.people ?? [], REPLIER_PHOTO_SIZES), reply: content?.reply?.trim() || defaultReply };
}
