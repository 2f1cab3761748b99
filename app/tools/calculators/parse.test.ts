import { describe, expect, test } from 'vitest';
import { collect, normaliseNumber, parseChoice, parseIsoDate, parseNumber, parsePence, readValues, rowsOr } from './parse.ts';

const size = { what: 'the bottle size', min: 1, max: 1000, unit: 'ml', example: '50' };

describe('parseNumber', () => {
  test('reads plain and tidied numbers', () => {
    expect(parseNumber('50', size)).toEqual({ ok: true, value: 50 });
    expect(parseNumber(' 7.5 ', size)).toEqual({ ok: true, value: 7.5 });
    expect(parseNumber('50 ml', size)).toEqual({ ok: true, value: 50 });
    expect(parseNumber('50ML', size)).toEqual({ ok: true, value: 50 });
    expect(parseNumber('1,000', size)).toEqual({ ok: true, value: 1000 });
    expect(parseNumber('.5', { ...size, min: 0.1 })).toEqual({ ok: true, value: 0.5 });
    expect(parseNumber('20%', { what: 'the concentration', min: 0.1, max: 100, unit: '%' })).toEqual({ ok: true, value: 20 });
  });

  test('empty, non-numeric, negative, zero, fractional and out-of-range values each have their message', () => {
    expect(parseNumber('', size)).toEqual({ ok: false, error: 'Enter the bottle size' });
    expect(parseNumber(undefined, size)).toEqual({ ok: false, error: 'Enter the bottle size' });
    expect(parseNumber('fifty', size)).toEqual({ ok: false, error: 'The bottle size must be a number, like 50' });
    expect(parseNumber('1e3', size)).toEqual({ ok: false, error: 'The bottle size must be a number, like 50' });
    expect(parseNumber('Infinity', size)).toEqual({ ok: false, error: 'The bottle size must be a number, like 50' });
    expect(parseNumber('2,5', size)).toEqual({ ok: false, error: 'The bottle size must use a full stop for decimals, like 50' });
    expect(parseNumber('-5', size)).toEqual({ ok: false, error: 'The bottle size cannot be negative' });
    expect(parseNumber('0', size)).toEqual({ ok: false, error: 'The bottle size must be more than 0' });
    expect(parseNumber('0.5', size)).toEqual({ ok: false, error: 'The bottle size must be at least 1 ml' });
    expect(parseNumber('5000', size)).toEqual({ ok: false, error: 'The bottle size must be 1,000 ml or less' });
    expect(parseNumber('2.5', { what: 'the number of units', min: 1, max: 10, integer: true })).toEqual({
      ok: false,
      error: 'The number of units must be a whole number',
    });
    expect(parseNumber('120', { what: 'the concentration', min: 0.1, max: 100, unit: '%' })).toEqual({
      ok: false,
      error: 'The concentration must be 100 % or less',
    });
  });

  test('zero is accepted where the minimum is zero', () => {
    expect(parseNumber('0', { what: 'the overage', min: 0, max: 50, unit: '%' })).toEqual({ ok: true, value: 0 });
  });
});

test('normaliseNumber refuses commas it cannot read', () => {
  expect(normaliseNumber('1,000,000.5')).toEqual({ text: '1000000.5' });
  expect(normaliseNumber('10,00')).toEqual({ error: 'comma' });
  expect(normaliseNumber('12abc')).toEqual({ error: 'format' });
});

describe('parsePence', () => {
  const rule = { what: 'the oil price', minPence: 1, maxPence: 1_000_000 };
  test('reads pounds and pence exactly', () => {
    expect(parsePence('95', rule)).toEqual({ ok: true, value: 9500 });
    expect(parsePence('95.5', rule)).toEqual({ ok: true, value: 9550 });
    expect(parsePence('£95.05', rule)).toEqual({ ok: true, value: 9505 });
    expect(parsePence('0.29', rule)).toEqual({ ok: true, value: 29 });
    expect(parsePence('1,200.10', rule)).toEqual({ ok: true, value: 120010 });
  });
  test('refuses fractions of a penny, negatives, zero and absurd amounts', () => {
    expect(parsePence('95.123', rule)).toMatchObject({ ok: false, error: expect.stringContaining('pounds and pence') });
    expect(parsePence('-1', rule)).toMatchObject({ ok: false, error: 'The oil price cannot be negative' });
    expect(parsePence('0', rule)).toMatchObject({ ok: false, error: 'The oil price must be more than £0' });
    expect(parsePence('20000', rule)).toMatchObject({ ok: false, error: 'The oil price must be £10,000 or less' });
    expect(parsePence('abc', rule)).toMatchObject({ ok: false, error: expect.stringContaining('amount in pounds') });
    expect(parsePence('', rule)).toMatchObject({ ok: false, error: 'Enter the oil price' });
  });
});

test('parseChoice accepts only listed keys', () => {
  expect(parseChoice('air', ['air', 'sea'], 'a freight mode')).toEqual({ ok: true, value: 'air' });
  expect(parseChoice('rail', ['air', 'sea'], 'a freight mode')).toEqual({ ok: false, error: 'Choose a freight mode from the list' });
  expect(parseChoice('', ['air'], 'a freight mode')).toEqual({ ok: false, error: 'Choose a freight mode' });
});

test('parseIsoDate accepts real dates in range', () => {
  const rule = { what: 'the start date', minYear: 2000, maxYear: 2100 };
  expect(parseIsoDate('2026-03-02', rule)).toEqual({ ok: true, value: '2026-03-02' });
  expect(parseIsoDate('2026-02-30', rule)).toEqual({ ok: false, error: 'The start date must be a real date' });
  expect(parseIsoDate('02/03/2026', rule)).toMatchObject({ ok: false });
  expect(parseIsoDate('1999-12-31', rule)).toEqual({ ok: false, error: 'The start date must be between 2000 and 2100' });
  // Years below 100 are out of range, not unreal (Date.UTC would read them as 19xx).
  expect(parseIsoDate('0001-01-01', rule)).toEqual({ ok: false, error: 'The start date must be between 2000 and 2100' });
});

test('collect keys errors by field name and gives input only without errors', () => {
  const ok = collect<{ a: number; b: string }>({ a: { ok: true, value: 1 }, b: { ok: true, value: 'x' } }, { a: 'alpha', b: 'beta' });
  expect(ok).toEqual({ input: { a: 1, b: 'x' }, errors: {} });
  const bad = collect<{ a: number; b: string }>({ a: { ok: false, error: 'no' }, b: { ok: true, value: 'x' } }, { a: 'alpha', b: 'beta' });
  expect(bad).toEqual({ input: null, errors: { alpha: 'no' } });
});

test('readValues takes the address first, the defaults for the rest', () => {
  expect(readValues(new URLSearchParams('size=30&other=1'), { size: '50', units: '100' })).toEqual({ size: '30', units: '100' });
  expect(readValues(new URLSearchParams('size='), { size: '50' })).toEqual({ size: '' });
});

test('rowsOr skips unusable rows and falls back when none are left', () => {
  const read = (row: Record<string, unknown>) => (typeof row.n === 'number' ? row.n : null);
  expect(rowsOr([{ n: 1 }, { x: 2 }, null, 'a', { n: 3 }], read, [9])).toEqual([1, 3]);
  expect(rowsOr([{ x: 2 }], read, [9])).toEqual([9]);
  expect(rowsOr(undefined, read, [9])).toEqual([9]);
});
