/**
 * The editors' redirects, and those the site made when a published page's
 * address changed (server/moved-pages.ts): consulted only where no page is,
 * so a redirect never hides a page, and the route table's own addresses and
 * SPEC.md's redirects answer before it. A chain is followed to its end in one
 * hop; a loop is ignored; a redirect whose address the rule of app/urls.ts
 * refuses (it reached the dataset some other way) is ignored too.
 */
import { redirect } from 'react-router';
import { HTML_CACHE_CONTROL } from '../cache-control.ts';
import { queryOr } from '../sanity/fetch.server.ts';
import { redirectsQuery } from '../sanity/queries.ts';
import { siteConfig } from '../env.server.ts';
import { followRedirects, linkHref, ownPath, redirectFromProblem, redirectTargetProblem, type EditorRedirect } from '../urls.ts';

/** The redirects the site honours, as they are now. */
export async function editorRedirects(): Promise<EditorRedirect[]> {
  const { siteUrl } = siteConfig();
  const rows = await queryOr('redirects', redirectsQuery, {}, []);
  return rows.flatMap((row) => {
    const from = row?.from;
    if (!from || redirectFromProblem(from) !== null) return [];
    // The site's own address written in full is a path of it: a chain through it is followed, a loop seen.
    const url = row.to?.url ? ownPath(row.to.url, siteUrl) : null;
    const to = url ?? linkHref(row.to ?? null);
    return [{ from, to: to && redirectTargetProblem(to) === null ? to : null, permanent: row.permanent !== false }];
  });
}

/** The answer for an address with no page: a redirect to where it went, or null (then it stays not found). */
export async function redirectFor(path: string): Promise<Response | null> {
  const target = followRedirects(path, await editorRedirects());
  if (!target || target.to === path) return null;
  const answer = redirect(target.to, target.permanent ? 301 : 302);
  answer.headers.set('Cache-Control', HTML_CACHE_CONTROL);
  return answer;
}
