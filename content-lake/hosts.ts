/**
 * The names the lake answers to. A web page can point a name of its own at
 * this machine (DNS rebinding) and then call the lake from the browser of an
 * editor as its own origin; the browser still sends that name as the Host.
 * So the lake answers only this machine's names (`localhost` and any name
 * under it, which browsers keep on this machine), IP addresses (a page
 * cannot be served from the lake's address by anyone else), and the names
 * it is given (`LAKE_ALLOWED_HOSTS`, for a lake other machines reach by
 * name, docs/deploy.md).
 */
import { isIP } from 'node:net';

const localName = /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)$/;

/** Whether a request naming `host` (its Host header) is for this lake; a request without one is not from a browser. */
export function isAllowedHost(host: string | undefined, allowedNames: string[]): boolean {
  if (host === undefined) return true;
  const name = (/^\[([^\]]+)\](?::\d+)?$/.exec(host)?.[1] ?? host.replace(/:\d+$/, '')).toLowerCase();
  return isIP(name) !== 0 || localName.test(name) || allowedNames.includes(name);
}
