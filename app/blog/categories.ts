/**
 * The blog's categories: the value a post stores and the label a visitor
 * reads. The Studio offers exactly these (studio/schemaTypes/documents/post.ts
 * imports this list), and the dataset's posts use them. No imports: the Studio
 * bundles it too.
 */
export const POST_CATEGORIES = [
  { title: 'Fragrance creation', value: 'fragrance-creation' },
  { title: 'Packaging', value: 'packaging' },
  { title: 'Glass', value: 'glass' },
  { title: 'Manufacturing', value: 'manufacturing' },
  { title: 'Sustainability', value: 'sustainability' },
  { title: 'Regulation', value: 'regulation' },
  { title: 'Brand building', value: 'brand-building' },
  { title: 'Home fragrance', value: 'home-fragrance' },
  { title: 'Events', value: 'events' },
];

/** A category's label; a value the list does not know reads as its words ("new-thing" → "New thing"). */
export function categoryTitle(value: string): string {
  const known = POST_CATEGORIES.find((category) => category.value === value);
  if (known) return known.title;
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
