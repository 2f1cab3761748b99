/**
 * A grid three across on a wide screen that never leaves a hole in its last
 * row (issue 39: two related cases in three columns, five tools in three).
 * base.css lays `.balanced` out on six tracks, each item taking two; the items
 * marked half take three: a last row of two shares the row, and rather than a
 * last row of one, the last four make two rows of two. The server marks them,
 * not `:nth-last-child` in CSS, which changes while the parser adds items (a
 * layout shift, as portfolio.ts found).
 */
export const BALANCED = 'balanced';
const HALF = 'balanced__half';

/** Whether the item at `index` of `count` takes half the row on a wide screen. */
export function halfWidth(index: number, count: number): boolean {
  const rest = count % 3;
  if (rest === 2) return index >= count - 2;
  if (rest === 1 && count >= 4) return index >= count - 4;
  return false;
}

/** The class of the item at `index` of `count`, if it takes half the row. */
export function balancedItemClass(index: number, count: number): string | undefined {
  return halfWidth(index, count) ? HALF : undefined;
}
