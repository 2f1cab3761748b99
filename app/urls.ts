/**
 * The page address a loader runs for. Client navigations and prerendering ask
 * for `/about.data` (and `/_root.data` for the home page); this gives `/about`.
 */
export function pagePath(request: Request): string {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '');
  if (pathname === '/_root') return '/';
  return pathname.replace(/\/+$/, '') || '/';
}
