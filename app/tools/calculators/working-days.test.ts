import { describe, expect, test } from 'vitest';
import { seeded } from './random.test-helper.ts';
import {
  bankHolidays,
  closureLength,
  easterSunday,
  fromDayNumber,
  dayNumber,
  weekday,
  workingCalendar,
  type Closure,
} from './working-days.ts';

const plain = workingCalendar();
const christmasShutdown: Closure = { name: 'Christmas shutdown', from: '2026-12-24', to: '2027-01-01', everyYear: true };
const withShutdown = workingCalendar([christmasShutdown]);

test('working days: Monday to Friday, weekends skipped', () => {
  expect(weekday('2026-03-02')).toBe(1); // a Monday
  expect(plain.firstWorkingDay('2026-02-28')).toBe('2026-03-02'); // Saturday → Monday
  expect(plain.firstWorkingDay('2026-03-01')).toBe('2026-03-02'); // Sunday → Monday
  expect(plain.firstWorkingDay('2026-03-04')).toBe('2026-03-04');
  expect(plain.addWorkingDays('2026-03-02', 0)).toBe('2026-03-02');
  expect(plain.addWorkingDays('2026-03-02', 4)).toBe('2026-03-06'); // Friday
  expect(plain.addWorkingDays('2026-03-02', 5)).toBe('2026-03-09'); // next Monday
  expect(plain.addWorkingDays('2026-03-04', 3)).toBe('2026-03-09'); // Wednesday + 3 → Monday
  expect(plain.addWorkingDays('2026-02-28', 0)).toBe('2026-03-02'); // counted from the Monday
});

test('Easter Sunday by the anonymous Gregorian algorithm', () => {
  expect(easterSunday(2000)).toBe('2000-04-23');
  expect(easterSunday(2019)).toBe('2019-04-21');
  expect(easterSunday(2024)).toBe('2024-03-31');
  expect(easterSunday(2025)).toBe('2025-04-20');
  expect(easterSunday(2026)).toBe('2026-04-05');
  expect(easterSunday(2027)).toBe('2027-03-28');
  expect(easterSunday(2038)).toBe('2038-04-25'); // the latest possible
  expect(easterSunday(2285)).toBe('2285-03-22'); // the earliest possible
});

describe('bank holidays of England and Wales, by rule', () => {
  test('2026: Christmas on a Friday moves Boxing Day to Monday 28 December', () => {
    expect(bankHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'New Year’s Day' },
      { date: '2026-04-03', name: 'Good Friday' }, // Easter Sunday 5 April − 2
      { date: '2026-04-06', name: 'Easter Monday' },
      { date: '2026-05-04', name: 'Early May bank holiday' }, // the first Monday of May
      { date: '2026-05-25', name: 'Spring bank holiday' }, // the last Monday of May
      { date: '2026-08-31', name: 'Summer bank holiday' }, // the last Monday of August
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
    ]);
  });

  test('2027: Christmas on a Saturday, so Monday 27 and Tuesday 28 December', () => {
    expect(bankHolidays(2027).map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
    expect(bankHolidays(2027).at(-2)).toEqual({ date: '2027-12-27', name: 'Christmas Day (substitute day)' });
  });

  test('Christmas on a Sunday: Boxing Day on Monday 26, Christmas on Tuesday 27 (2022)', () => {
    expect(bankHolidays(2022).slice(-2)).toEqual([
      { date: '2022-12-26', name: 'Boxing Day' },
      { date: '2022-12-27', name: 'Christmas Day (substitute day)' },
    ]);
  });

  test('New Year’s Day on a weekend moves to the Monday', () => {
    expect(bankHolidays(2022)[0]).toEqual({ date: '2022-01-03', name: 'New Year’s Day (substitute day)' }); // a Saturday
    expect(bankHolidays(2023)[0]).toEqual({ date: '2023-01-02', name: 'New Year’s Day (substitute day)' }); // a Sunday
    expect(bankHolidays(2028)[0]!.date).toBe('2028-01-03');
  });
});

describe('skipping bank holidays and closures', () => {
  test('bank holidays are not working days', () => {
    // Wednesday 30 December 2026 (day 0), Thursday 31 (1); Friday 1 January is a bank holiday: Monday 4 January (2).
    expect(plain.addWorkingDays('2026-12-30', 2)).toBe('2027-01-04');
    // Good Friday 26 March 2027 and Easter Monday 29 March: a start on Good Friday begins on Tuesday 30 March.
    expect(plain.firstWorkingDay('2027-03-26')).toBe('2027-03-30');
    expect(plain.isWorkingDay('2027-03-29')).toBe(false);
    expect(plain.isWorkingDay('2027-03-30')).toBe(true);
    // Thursday 25 March (0), Tuesday 30 March (1).
    expect(plain.addWorkingDays('2027-03-25', 1)).toBe('2027-03-30');
  });

  test('the Christmas shutdown, 24 December to 1 January every year', () => {
    // Wednesday 23 December 2026 (0). Closed: Thu 24 (shutdown), Fri 25 (Christmas Day), Mon 28 (Boxing Day, substitute),
    // Tue 29 – Thu 31 (shutdown), Fri 1 January (New Year’s Day). Next working day Monday 4 January 2027 (1).
    expect(withShutdown.addWorkingDays('2026-12-23', 1)).toBe('2027-01-04');
    expect(withShutdown.closedDays('2026-12-23', '2027-01-04')).toEqual([
      { date: '2026-12-24', name: 'Christmas shutdown', kind: 'closure' },
      { date: '2026-12-25', name: 'Christmas Day', kind: 'bank-holiday' },
      { date: '2026-12-28', name: 'Boxing Day (substitute day)', kind: 'bank-holiday' },
      { date: '2026-12-29', name: 'Christmas shutdown', kind: 'closure' },
      { date: '2026-12-30', name: 'Christmas shutdown', kind: 'closure' },
      { date: '2026-12-31', name: 'Christmas shutdown', kind: 'closure' },
      { date: '2027-01-01', name: 'New Year’s Day', kind: 'bank-holiday' },
    ]);
    // Without the shutdown, only the bank holidays: Thu 24 (1), Tue 29 (2).
    expect(plain.addWorkingDays('2026-12-23', 2)).toBe('2026-12-29');
  });

  test('a one-off closure, and an every-year closure on 29 February', () => {
    const move: Closure = { name: 'Factory move', from: '2027-06-07', to: '2027-06-11', everyYear: false };
    const calendar = workingCalendar([move]);
    // Friday 4 June 2027 (0); the week of 7 June is closed; Monday 14 June (1).
    expect(calendar.addWorkingDays('2027-06-04', 1)).toBe('2027-06-14');
    expect(calendar.isWorkingDay('2028-06-07')).toBe(true); // not repeated
    const leap = workingCalendar([{ name: 'Leap day', from: '2028-02-29', to: '2028-02-29', everyYear: true }]);
    expect(leap.isWorkingDay('2028-02-29')).toBe(false);
    expect(leap.isWorkingDay('2027-02-26')).toBe(true);
    expect(leap.isWorkingDay('2030-02-28')).toBe(false); // the 28th in other years
  });

  test('closure lengths', () => {
    expect(closureLength(christmasShutdown)).toBe(9); // 24–31 December and 1 January
    expect(closureLength({ name: 'Summer', from: '2027-08-02', to: '2027-08-13', everyYear: false })).toBe(12);
  });
});

test('property: the same as counting day by day', () => {
  const random = seeded(17);
  const calendars = [plain, withShutdown, workingCalendar([{ name: 'Summer', from: '2026-07-27', to: '2026-08-07', everyYear: true }])];
  for (let i = 0; i < 300; i += 1) {
    const calendar = calendars[i % calendars.length]!;
    const start = fromDayNumber(dayNumber('2000-01-01') + random.int(0, 36_500));
    const days = random.int(0, 400);
    let date = calendar.firstWorkingDay(start);
    for (let left = days; left > 0;) {
      date = fromDayNumber(dayNumber(date) + 1);
      if (calendar.isWorkingDay(date)) left -= 1;
    }
    expect(calendar.addWorkingDays(start, days)).toBe(date);
  }
});
