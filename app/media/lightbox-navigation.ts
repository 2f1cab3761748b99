/**
 * The lightbox's arithmetic, kept pure so it is unit-tested: which image an
 * index means (wrapping at both ends), what the counter says, and whether a
 * pointer movement was a swipe.
 */

/** The least horizontal movement, in CSS pixels, that counts as a swipe. */
export const SWIPE_THRESHOLD = 40;

/** `index` brought into 0…count-1, wrapping around at both ends (0 when there is nothing to show). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** The visible counter: "3 / 8". */
export function counterText(index: number, count: number): string {
  return count > 0 ? `${wrapIndex(index, count) + 1} / ${count}` : '';
}

/** What a screen reader hears when the image changes: "Image 3 of 8: caption". */
export function announcement(index: number, count: number, description?: string | null): string {
  if (count <= 0) return '';
  const position = `Image ${wrapIndex(index, count) + 1} of ${count}`;
  return description ? `${position}: ${description}` : position;
}

/**
 * The step a pointer movement asks for: +1 (next) for a swipe to the left,
 * -1 (previous) for a swipe to the right, 0 for a tap, a short drag or a
 * mostly vertical movement.
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The step a key asks for, or the index it jumps to; null for any other key. */
export function keyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return wrapIndex(index + 1, count);
    case 'ArrowLeft':
      return wrapIndex(index - 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(count - 1, 0);
    default:
      return null;
  }
}
