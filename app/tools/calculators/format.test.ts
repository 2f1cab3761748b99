import { expect, test } from 'vitest';
import {
  formatDate,
  formatG,
  formatKg,
  formatM3,
  formatMass,
  formatMl,
  formatNumber,
  formatPence,
  formatPercent,
  formatWeeks,
} from './format.ts';

const n = (text: string) => text.replaceAll('\u00a0', ' ');

test('units round as the issue asks: ml and g to 1 place, m³ to 3, kg to 1', () => {
  expect(n(formatMl(1029.99))).toBe('1,030.0 ml');
  expect(n(formatG(30.3765))).toBe('30.4 g');
  expect(n(formatM3(0.096))).toBe('0.096 m³');
  expect(n(formatM3(0.0004))).toBe('0.000 m³');
  expect(n(formatKg(16))).toBe('16.0 kg');
  expect(n(formatPercent(18))).toBe('18 %');
  expect(n(formatPercent(0.5))).toBe('0.5 %');
  expect(n(formatMass(978.5))).toBe('978.5 g');
  expect(n(formatMass(1500))).toBe('1.5 kg');
  expect(formatNumber(-0.01, 1)).toBe('0.0');
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
