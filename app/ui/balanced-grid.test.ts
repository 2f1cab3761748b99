import { describe, expect, it } from 'vitest';
import { halfWidth } from './balanced-grid.ts';

/** The rows a wide screen shows: each row's share of six tracks, a third being 2 and a half 3. */
function rows(count: number): number[][] {
  const out: number[][] = [];
  let row: number[] = [];
  for (let index = 0; index < count; index++) {
    row.push(halfWidth(index, count) ? 3 : 2);
    if (row.reduce((sum, span) => sum + span, 0) === 6) {
      out.push(row);
      row = [];
    }
  }
  if (row.length > 0) out.push(row);
  return out;
}

describe('a balanced grid', () => {
  it('fills every row from two items up: thirds, then the last two or four in halves', () => {
    expect(rows(2)).toEqual([[3, 3]]);
    expect(rows(3)).toEqual([[2, 2, 2]]);
    expect(rows(4)).toEqual([
      [3, 3],
      [3, 3],
    ]);
    expect(rows(5)).toEqual([
      [2, 2, 2],
      [3, 3],
    ]);
    expect(rows(7)).toEqual([
      [2, 2, 2],
      [3, 3],
      [3, 3],
    ]);
    for (let count = 2; count <= 40; count++)
      for (const row of rows(count))
        expect(
          row.reduce((sum, span) => sum + span, 0),
          `${count} items`,
        ).toBe(6);
  });

  it('leaves a single item a third of the row (a whole row would be a banner)', () => {
    expect(rows(1)).toEqual([[2]]);
  });
});
