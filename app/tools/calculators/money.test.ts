import { expect, test } from 'vitest';
import { penceFromProduct, percentOf, perUnit, roundDiv, sumPence, times, toMillionths } from './money.ts';
import { seeded } from './random.test-helper.ts';

test('decimals become exact integers', () => {
  expect(toMillionths(0.95)).toBe(950000n);
  expect(toMillionths(0.789)).toBe(789000n);
  expect(toMillionths(17.5)).toBe(17500000n);
  expect(toMillionths(0.1 + 0.2)).toBe(300000n);
});

test('rounding is half up, once', () => {
  expect(roundDiv(5n, 2n)).toBe(3n);
  expect(roundDiv(4n, 3n)).toBe(1n);
  expect(roundDiv(0n, 7n)).toBe(0n);
  expect(percentOf(145, 50)).toBe(73); // 72.5p → 73p
  expect(percentOf(145, 94)).toBe(136); // 136.3p
  expect(percentOf(145, 88)).toBe(128); // 127.6p
  expect(percentOf(65, 100)).toBe(65);
});

test('oil per bottle: 50 ml × 18 % × 0.95 g/ml × £95/kg = 81.225p → 81p', () => {
  expect(penceFromProduct([50, 18, 0.95, 9500], 100 * 1000)).toBe(81);
  // 0.1 ml + 0.2 ml priced exactly: (0.3 × 1000p) / 1 = 300p
  expect(penceFromProduct([0.1 + 0.2, 1000], 1)).toBe(300);
  // A product ending in exactly half a penny rounds up: 1 × 50.5 → 51
  expect(penceFromProduct([101, 1], 2)).toBe(51);
});

test('per unit, times and sums stay whole pence', () => {
  expect(perUnit(1135000, 2500)).toBe(454);
  expect(perUnit(10, 4)).toBe(3); // 2.5 → 3
  expect(times(430, 2500)).toBe(1075000);
  expect(sumPence([1, 2, 3])).toBe(6);
  expect(() => times(1.5, 2)).toThrow();
  expect(() => perUnit(100, 0)).toThrow();
});

test('property: a percentage of pence is within half a penny of the exact value, never negative', () => {
  const random = seeded(7);
  for (let i = 0; i < 2000; i += 1) {
    const pence = random.int(0, 1_000_000);
    const percent = random.number(1, 100, 2);
    const result = percentOf(pence, percent);
    expect(result).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(result)).toBe(true);
    expect(Math.abs(result - (pence * percent) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
  }
});
