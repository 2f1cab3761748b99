import { currentRequest } from '../request.server.ts';
import { readAttachment } from './attachments.server.ts';
import type { Route } from './+types/attachment.route.ts';
import type { RouteHandle } from '../route-handle.ts';

export const handle: RouteHandle = { queryParams: ['sig', 'expires'] };

/**
 * /enquiry-files/{sha256}?expires=…&sig=…: a file sent with a brief, for the team (the address is on the enquiry,
 * which only token holders read, and in the team's e-mail; it expires). An editor who opened it from the Studio is in
 * a preview (the Studio made the link as it showed the file), which needs no signature. Always a download, under a
 * policy that runs nothing, kept by no cache; a wrong or old signature is the same 404 as a file that is not there.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const access = currentRequest().preview ? 'editor' : { sig: search.get('sig') ?? '', expires: search.get('expires') ?? '' };
  const file = await readAttachment(params.sha, access);
  if (!file)
    return new Response('No such file.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `attachment; filename="brief-${params.sha.slice(0, 12)}.${file.extension}"`,
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
