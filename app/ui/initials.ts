/**
 * Up to two initials for a monogram, where a person or a company has no
 * picture: the first letters of the first and last words that start with a
 * letter or digit ("Wildhaven Botanics" → "WB", "Ilse & Wren" → "IW",
 * "BDXY" → "B"). Connecting words a name is read through ("of", "and", "du")
 * are skipped unless they are all there is.
 */
const CONNECTIVES = new Set(['of', 'and', 'the', 'de', 'du', 'la', 'le', 'des', 'et', '&']);

export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-–—/]+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const significant = words.filter((word) => !CONNECTIVES.has(word.toLowerCase()));
  const chosen = significant.length > 0 ? significant : words;
  if (chosen.length === 0) return '';
  const first = chosen[0]!;
  const last = chosen.length > 1 ? chosen.at(-1)! : null;
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toUpperCase();
}
