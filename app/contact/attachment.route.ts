import { readAttachment } from './attachments.server.ts';
import type { Route } from './+types/attachment.route.ts';

/**
 * /enquiry-files/{sha256}?sig=…: a file sent with a brief, for the team (the address is on the enquiry, which only
 * token holders read). Always a download, under a policy that runs nothing, kept by no cache; a wrong signature is
 * the same 404 as a file that is not there.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const sig = new URL(request.url).searchParams.get('sig') ?? '';
  const file = await readAttachment(params.sha, sig);
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
