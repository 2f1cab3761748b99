import { expect, test } from 'vitest';
import {
  formatDate,
  formatDecimal,
  formatKg,
  formatM3,
  formatMass,
  formatNumber,
  formatPence,
  formatPercent,
  formatVolume,
  formatWeeks,
} from './format.ts';
import { seeded } from './random.test-helper.ts';

const n = (text: string) => text.replaceAll('\u00a0', ' ');

test('amounts read in the unit a buyer orders in: ml and g below a litre or a kilogram, then L and kg (issue 16)', () => {
  expect(n(formatVolume(28080))).toBe('28.08 L');
  expect(n(formatVolume(1029.99))).toBe('1.03 L');
  expect(n(formatVolume(999.96))).toBe('1 L');
  expect(n(formatVolume(39.5))).toBe('39.5 ml');
  expect(n(formatVolume(9))).toBe('9 ml');
  expect(n(formatMass(25000))).toBe('25 kg');
  expect(n(formatMass(8806.5))).toBe('8.81 kg');
  expect(n(formatMass(978.5))).toBe('978.5 g');
  expect(n(formatMass(30.3765))).toBe('30.4 g');
  expect(n(formatMass(1500))).toBe('1.5 kg');
  expect(n(formatKg(16))).toBe('16 kg');
  expect(n(formatKg(1234.567))).toBe('1,234.57 kg');
});

test('m³ to 3 places, percentages as entered', () => {
  expect(n(formatM3(0.096))).toBe('0.096 m³');
  expect(n(formatM3(0.0004))).toBe('0.000 m³');
  expect(n(formatPercent(18))).toBe('18 %');
  expect(n(formatPercent(0.5))).toBe('0.5 %');
  expect(formatNumber(-0.01, 1)).toBe('0.0');
  expect(formatNumber(-5, 0)).toBe('\u22125');
  expect(n(formatKg(-2.5))).toBe('\u22122.5 kg');
  expect(n(formatWeeks(1))).toBe('1 week');
  expect(n(formatWeeks(31))).toBe('31 weeks');
});

test('money is formatted from whole pence', () => {
  expect(formatPence(0)).toBe('£0.00');
  expect(formatPence(5)).toBe('£0.05');
  expect(formatPence(123456)).toBe('£1,234.56');
  expect(formatPence(113500000)).toBe('£1,135,000.00');
  expect(() => formatPence(1.5)).toThrow();
});

test('dates read in UTC, the same on the server and in the browser', () => {
  expect(formatDate('2026-10-02')).toBe('Fri 2 October 2026');
});

test('numbers are written exactly as Intl writes them for en-GB, without loading its locale data (issue 17)', () => {
  const random = seeded(17);
  const edges = [0, -0, 0.5, 1.005, 2.675, 2.5, -2.5, 9.995, 999.995, 0.0005, -0.04, -0.05, 1234567.5, 123456789.123, 1e20, 1e21, 5e-7];
  const values = [...edges, ...Array.from({ length: 20_000 }, (_, i) => (random.next() - 0.3) * 10 ** ((i % 14) - 5))];
  for (const value of values)
    for (const [min, max] of [
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 1],
      [2, 2],
      [3, 3],
    ] as const)
      expect(formatDecimal(value, min, max), `${value} to ${min}–${max} places`).toBe(
        new Intl.NumberFormat('en-GB', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value),
      );
});
