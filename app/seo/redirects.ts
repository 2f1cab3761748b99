/** The permanent redirects of SPEC.md §2. `:slug` carries over. */
export interface Redirect {
  from: string;
  to: string;
}

const shortServices = ['fragrance-creation', 'fragrance-componentry', 'skincare-componentry', 'home-fragrance', 'secondary-packaging', 'gift-with-purchase'];

export const redirects: Redirect[] = [
  ...shortServices.map((slug) => ({ from: slug, to: `/services/${slug}` })),
  { from: 'gifts-with-purchase', to: '/services/gift-with-purchase' },
  { from: 'post/:slug', to: '/blog/:slug' },
];

/** Where a path redirects to, or null. Paths are given without a trailing slash. */
export function redirectTarget(pathname: string): string | null {
  const path = pathname.replace(/^\/+/, '');
  for (const redirect of redirects) {
    if (redirect.from.includes(':slug')) {
      const prefix = redirect.from.replace(':slug', '');
      const slug = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      if (slug && !slug.includes('/')) return redirect.to.replace(':slug', slug);
    } else if (path === redirect.from) {
      return redirect.to;
    }
  }
  return null;
}
