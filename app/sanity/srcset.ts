/**
 * Packed srcsets (images.ts builds them, components expand them): no
 * dependency, so the browser's bundle gets only these few lines.
 */
/** Marks a packed srcset; a plain one (a URL list) never starts with it. */
const PACKED = '~';

/**
 * A srcset as loaders hand it to the page: its URLs share the image's path
 * and the end of their query (quality, fit, format), so only what differs
 * travels in the page's data (a home page carries dozens of images, each at
 * up to a dozen widths). srcSetOf() expands it where an <img> needs it.
 * `~<shared query end>~<query> <width>|<query> <width>…`
 */
export function packSrcSet(src: string, entries: { url: string; width: number }[]): string {
  const plain = () => entries.map((entry) => `${entry.url} ${entry.width}w`).join(', ');
  const path = `${src.split('?')[0]}?`;
  if (entries.length === 0 || entries.some((entry) => !entry.url.startsWith(path))) return plain();
  const queries = entries.map((entry) => entry.url.slice(path.length));
  if (queries.some((query) => /[~| ]/.test(query))) return plain();
  let shared = queries[0]!;
  for (const query of queries) while (!query.endsWith(shared)) shared = shared.slice(1);
  // The shared end starts at a parameter, and leaves every query something of its own.
  shared = shared.includes('&') ? shared.slice(shared.indexOf('&')) : '';
  if (queries.some((query) => query.length === shared.length)) shared = '';
  return `${PACKED}${shared}${PACKED}${queries.map((query, i) => `${query.slice(0, query.length - shared.length)} ${entries[i]!.width}`).join('|')}`;
}

/** The `srcset` attribute of an image (expanding a packed one). */
export function srcSetOf(image: { src: string; srcSet: string }): string {
  if (!image.srcSet.startsWith(PACKED)) return image.srcSet;
  const end = image.srcSet.indexOf(PACKED, 1);
  const shared = image.srcSet.slice(1, end);
  const path = `${image.src.split('?')[0]}?`;
  return image.srcSet
    .slice(end + 1)
    .split('|')
    .map((entry) => {
      const [query, width] = entry.split(' ');
      return `${path}${query}${shared} ${width}w`;
    })
    .join(', ');
}
