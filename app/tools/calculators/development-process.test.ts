import { describe, expect, test } from 'vitest';
import {
  addWorkingDays,
  calculateDevelopment,
  DEFAULT_DEVELOPMENT_RATES,
  developmentSummary,
  firstWorkingDay,
  localToday,
  parseDevelopment,
  resolveDevelopmentRates,
  runDevelopment,
  weekday,
} from './development-process.ts';
import { seeded } from './random.test-helper.ts';

const rates = DEFAULT_DEVELOPMENT_RATES;

test('working days: Monday to Friday, weekends skipped', () => {
  expect(weekday('2026-03-02')).toBe(1); // a Monday
  expect(firstWorkingDay('2026-02-28')).toBe('2026-03-02'); // Saturday → Monday
  expect(firstWorkingDay('2026-03-01')).toBe('2026-03-02'); // Sunday → Monday
  expect(firstWorkingDay('2026-03-04')).toBe('2026-03-04');
  expect(addWorkingDays('2026-03-02', 0)).toBe('2026-03-02');
  expect(addWorkingDays('2026-03-02', 4)).toBe('2026-03-06'); // Friday
  expect(addWorkingDays('2026-03-02', 5)).toBe('2026-03-09'); // next Monday
  expect(addWorkingDays('2026-03-04', 3)).toBe('2026-03-09'); // Wednesday + 3 → Monday
  expect(addWorkingDays('2026-12-30', 2)).toBe('2027-01-01'); // bank holidays are not counted
});

describe('worked example: starting Monday 2 March 2026', () => {
  const result = calculateDevelopment({ start: '2026-03-02' }, rates);

  test('31 working weeks (2 + 6 + 5 + 8 + 3 + 4 + 3), 23 at the shortest, 47 at the longest', () => {
    expect(result.totalWeeks).toBe(31);
    expect(result.minTotalWeeks).toBe(23);
    expect(result.maxTotalWeeks).toBe(47);
  });

  test('delivery on Friday 2 October 2026: 155 working days, the last one 30 weeks and 4 days after the start', () => {
    expect(result.launchDate).toBe('2026-10-02');
    expect(result.earliestDate).toBe('2026-08-07');
    expect(result.latestDate).toBe('2027-01-22');
  });

  test('each stage starts the working day after the last one ends', () => {
    expect(result.stages[0]).toMatchObject({ key: 'discovery', startDate: '2026-03-02', endDate: '2026-03-13', fromWeek: 1, toWeek: 2 });
    expect(result.stages[1]).toMatchObject({ key: 'concepts', startDate: '2026-03-16', endDate: '2026-04-24', fromWeek: 3, toWeek: 8 });
    expect(result.stages.at(-1)).toMatchObject({ key: 'production', endDate: '2026-10-02', fromWeek: 29, toWeek: 31 });
  });

  test('summary', () => {
    expect(developmentSummary(result).replaceAll('\u00a0', ' ')).toBe(
      'Development process: starting Mon 2 March 2026, about 31 weeks (23–47) → estimated delivery Fri 2 October 2026 (between Fri 7 August 2026 and Fri 22 January 2027).',
    );
  });
});

test('a weekend start begins on the Monday', () => {
  expect(calculateDevelopment({ start: '2026-02-28' }, rates).launchDate).toBe('2026-10-02');
});

test('without a start date: durations and weeks, no dates', () => {
  const result = calculateDevelopment({ start: null }, rates);
  expect(result.launchDate).toBeNull();
  expect(result.stages.every((s) => s.startDate === null)).toBe(true);
  expect(runDevelopment({ start: '' }, rates).summary?.replaceAll('\u00a0', ' ')).toBe(
    'Development process: about 31 weeks (23–47) of working time from brief to delivery.',
  );
});

test('validation of the start date', () => {
  expect(parseDevelopment({ start: '' })).toEqual({ input: { start: null }, errors: {} });
  expect(parseDevelopment({ start: '2026-13-01' }).errors).toEqual({ start: 'The start date must be a real date' });
  expect(parseDevelopment({ start: 'next week' }).errors).toEqual({ start: 'The start date must be a date, like 2026-03-02' });
  expect(parseDevelopment({ start: '3026-01-01' }).errors).toEqual({ start: 'The start date must be between 2000 and 2100' });
  expect(runDevelopment({ start: 'soon' }, rates).result).toBeNull();
});

test('rates from content', () => {
  expect(resolveDevelopmentRates(undefined)).toEqual(rates);
  const custom = resolveDevelopmentRates({
    stages: [
      { key: 'a', name: 'A', weeks: 1.5, minWeeks: 3 },
      { key: 'b', name: 'B', weeks: -2 },
    ],
  });
  expect(custom.stages).toEqual([{ key: 'a', name: 'A', description: '', weeks: 1.5, minWeeks: 1.5, maxWeeks: 1.5, deliverable: null }]);
  // 1.5 weeks = 8 working days (7.5 rounded): Monday 2 March → Wednesday 11 March
  expect(calculateDevelopment({ start: '2026-03-02' }, custom).launchDate).toBe('2026-03-11');
});

test('localToday formats the local date', () => {
  expect(localToday(new Date(2026, 2, 2, 23, 30))).toBe('2026-03-02');
});

test('property: stages follow one another on working days; earliest ≤ typical ≤ latest', () => {
  const random = seeded(9);
  for (let i = 0; i < 500; i += 1) {
    const start = new Date(Date.UTC(random.int(2000, 2099), random.int(0, 11), random.int(1, 28))).toISOString().slice(0, 10);
    const r = calculateDevelopment({ start }, rates);
    expect(r.startDate! >= start).toBe(true);
    let previousEnd = '';
    for (const stage of r.stages) {
      expect(weekday(stage.startDate!)).toBeGreaterThanOrEqual(1);
      expect(weekday(stage.startDate!)).toBeLessThanOrEqual(5);
      expect(weekday(stage.endDate!)).toBeLessThanOrEqual(5);
      expect(stage.endDate! >= stage.startDate!).toBe(true);
      if (previousEnd) expect(stage.startDate! > previousEnd).toBe(true);
      previousEnd = stage.endDate!;
    }
    expect(r.launchDate).toBe(previousEnd);
    expect(r.earliestDate! <= r.launchDate!).toBe(true);
    expect(r.launchDate! <= r.latestDate!).toBe(true);
  }
});
