import { describe, expect, test } from 'vitest';
import {
  calculateDevelopment,
  DEFAULT_ROUTE,
  developmentDefaults,
  developmentSummary,
  earliestToday,
  localToday,
  parseDevelopment,
  ROUTE_OPTIONS,
  ROUTE_TOKENS,
  runDevelopment,
  type DevelopmentInput,
  type DevelopmentResult,
  type DevelopmentRoute,
} from './development-process.ts';
import { DEFAULT_DEVELOPMENT_RATES, resolveDevelopmentRates } from './development-rates.ts';
import { readValues } from './parse.ts';
import { seeded } from './random.test-helper.ts';
import { weekday, workingCalendar } from './working-days.ts';

const rates = DEFAULT_DEVELOPMENT_RATES;
const TODAY = '2026-11-27';

const privateLabel: DevelopmentRoute = {
  fragrance: 'library',
  glass: 'stock',
  decoration: 'decorated',
  packaging: 'carton',
  markets: 'uk',
};
const bespokeStockGlass: DevelopmentRoute = { ...DEFAULT_ROUTE, markets: 'uk-eu' };
const bespokeGlass: DevelopmentRoute = {
  fragrance: 'bespoke',
  glass: 'bespoke',
  decoration: 'decorated',
  packaging: 'rigid',
  markets: 'uk-eu',
};

const plan = (route: DevelopmentRoute, start: string | null) => calculateDevelopment({ ...route, start }, rates);
const text = (s: string | null | undefined) => s?.replaceAll('\u00a0', ' ');
/** Each stage as key: first–last working day (offsets from the first day), dates, and whether it sets the delivery date. */
const rows = (result: DevelopmentResult) =>
  result.stages.map((s) => [s.key, s.offsetDays, s.offsetDays + s.days - 1, s.startDate, s.endDate, s.critical ? 'critical' : '']);

/*
 * The worked examples start on Monday 1 March 2027. Working days in 2027 from then on, counted from 0:
 * March: 1–25 are 0–18 (Good Friday 26 and Easter Monday 29 March are bank holidays), 30–31 are 19–20;
 * April: 1–30 are 21–42; May: 3 May is a bank holiday, 4–28 May are 43–61 (31 May, spring bank holiday);
 * June: 1–30 are 62–83; July: 1–30 are 84–105; August: 2–27 are 106–125 (30 August, summer bank holiday),
 * 31 August is 126; September: 1–30 are 127–148; October: 1 is 149, 4–8 are 150–154.
 */
describe('worked example: private label (library fragrance, stock glass, decorated, carton, UK) from Monday 1 March 2027', () => {
  const result = plan(privateLabel, '2027-03-01');

  test('stages and their working days', () => {
    expect(rows(result)).toEqual([
      // Discovery: 1 week on this route = 5 days, 0–4.
      ['discovery', 0, 4, '2027-03-01', '2027-03-05', 'critical'],
      // Library: 2 weeks = 10 days after discovery, 5–14; it ends before compliance needs it, with time to spare.
      ['library', 5, 14, '2027-03-08', '2027-03-19', ''],
      // Bottle and cap selection: 1 week, 5–9.
      ['bottle-selection', 5, 9, '2027-03-08', '2027-03-12', 'critical'],
      // Decoration and the carton: 5 weeks each from the bottle, 10–34 (the Easter bank holidays skipped).
      ['decoration', 10, 34, '2027-03-15', '2027-04-20', 'critical'],
      ['packaging', 10, 34, '2027-03-15', '2027-04-20', 'critical'],
      // Compliance: 3 weeks for the UK after the library stage, 15–29.
      ['compliance', 15, 29, '2027-03-22', '2027-04-13', ''],
      // Filling: 3 weeks after the latest of decoration and packaging (34), 35–49; 3 May is skipped.
      ['filling', 35, 49, '2027-04-21', '2027-05-12', 'critical'],
    ]);
  });

  test('10 weeks typical (50 working days), 8 at the shortest, 16 at the longest: as the private label page says', () => {
    expect([result.totalDays, result.totalWeeks]).toEqual([50, 10]);
    // Shortest: discovery 1 + bottle 1 + decoration or carton 4 + filling 2 = 8 weeks, 40 days.
    expect([result.minTotalDays, result.minTotalWeeks]).toEqual([40, 8]);
    // Longest: discovery 2 + bottle 2 + carton 8 + filling 4 = 16 weeks, 80 days (decoration 6 and compliance 4 are shorter paths).
    expect([result.maxTotalDays, result.maxTotalWeeks]).toEqual([80, 16]);
  });

  test('delivery on day 49, Wednesday 12 May; earliest day 39, Tuesday 27 April; latest day 79, Thursday 24 June', () => {
    expect(result.startDate).toBe('2027-03-01');
    expect(result.launchDate).toBe('2027-05-12');
    expect(result.earliestDate).toBe('2027-04-27');
    expect(result.latestDate).toBe('2027-06-24');
    expect(result.closedDays).toEqual([
      { date: '2027-03-26', name: 'Good Friday', kind: 'bank-holiday' },
      { date: '2027-03-29', name: 'Easter Monday', kind: 'bank-holiday' },
      { date: '2027-05-03', name: 'Early May bank holiday', kind: 'bank-holiday' },
    ]);
  });

  test('summary', () => {
    expect(text(developmentSummary(result))).toBe(
      'Development process: library fragrance (private label), stock glass, decorated, printed carton, files for the UK; ' +
        'starting Mon 1 March 2027, about 10 weeks (8–16) → estimated delivery Wed 12 May 2027 (between Tue 27 April 2027 and Thu 24 June 2027).',
    );
  });
});

describe('worked example: bespoke fragrance in decorated stock glass, carton, UK and EU, from Monday 1 March 2027', () => {
  const result = plan(bespokeStockGlass, '2027-03-01');

  test('the fragrance sets the pace; the bottle, decoration and carton have time to spare', () => {
    expect(rows(result)).toEqual([
      ['discovery', 0, 9, '2027-03-01', '2027-03-12', 'critical'], // 2 weeks
      ['directions', 10, 29, '2027-03-15', '2027-04-13', 'critical'], // 4 weeks
      ['bottle-selection', 10, 14, '2027-03-15', '2027-03-19', ''], // 1 week
      ['decoration', 15, 39, '2027-03-22', '2027-04-27', ''], // 5 weeks
      ['packaging', 15, 39, '2027-03-22', '2027-04-27', ''], // 5 weeks
      ['stability', 30, 69, '2027-04-14', '2027-06-10', 'critical'], // 8 weeks
      ['compliance', 70, 89, '2027-06-11', '2027-07-08', 'critical'], // 4 weeks for the UK and EU
      ['filling', 90, 104, '2027-07-09', '2027-07-29', 'critical'], // 3 weeks
    ]);
  });

  test('21 weeks (2 + 4 + 8 + 4 + 3), about five months as the launch timeline post says; 18 to 30', () => {
    expect([result.totalDays, result.totalWeeks]).toEqual([105, 21]);
    // Shortest: 1 + 4 + 8 + 3 + 2 = 18 weeks, 90 days, ending on day 89.
    expect([result.minTotalWeeks, result.earliestDate]).toEqual([18, '2027-07-08']);
    // Longest: 3 + 8 + 10 + 5 + 4 = 30 weeks, 150 days, ending on day 149.
    expect([result.maxTotalWeeks, result.latestDate]).toEqual([30, '2027-10-01']);
    expect(result.launchDate).toBe('2027-07-29');
  });

  test('the same for the UK only: compliance 3 weeks, 20 weeks in all', () => {
    const uk = plan(DEFAULT_ROUTE, '2027-03-01');
    expect(uk.totalWeeks).toBe(20);
    expect(uk.launchDate).toBe('2027-07-22'); // day 99
    expect(text(developmentSummary(uk))).toBe(
      'Development process: bespoke fragrance, stock glass, decorated, printed carton, files for the UK; ' +
        'starting Mon 1 March 2027, about 20 weeks (17–29) → estimated delivery Thu 22 July 2027 (between Thu 1 July 2027 and Fri 24 September 2027).',
    );
  });
});

describe('worked example: bespoke fragrance in bespoke decorated glass, rigid box, UK and EU, from Monday 1 March 2027', () => {
  const result = plan(bespokeGlass, '2027-03-01');

  test('the glass sets the pace', () => {
    expect(rows(result)).toEqual([
      ['discovery', 0, 9, '2027-03-01', '2027-03-12', 'critical'], // 2 weeks
      ['directions', 10, 29, '2027-03-15', '2027-04-13', ''], // 4 weeks
      ['bottle-design', 10, 34, '2027-03-15', '2027-04-20', 'critical'], // 5 weeks
      ['stability', 30, 69, '2027-04-14', '2027-06-10', ''], // 8 weeks
      ['mould', 35, 114, '2027-04-21', '2027-08-12', 'critical'], // 16 weeks
      ['packaging', 35, 84, '2027-04-21', '2027-07-01', ''], // a rigid box: 10 weeks from the drawing
      ['compliance', 70, 89, '2027-06-11', '2027-07-08', ''], // 4 weeks
      ['decoration', 115, 139, '2027-08-13', '2027-09-17', 'critical'], // 5 weeks on the first production glass
      ['filling', 140, 154, '2027-09-20', '2027-10-08', 'critical'], // 3 weeks
    ]);
  });

  test('31 weeks (2 + 5 + 16 + 5 + 3), seven months and within six to nine; 25 to 41', () => {
    expect([result.totalDays, result.totalWeeks]).toEqual([155, 31]);
    expect(result.totalWeeks).toBeGreaterThanOrEqual(26);
    expect(result.totalWeeks).toBeLessThanOrEqual(39);
    // Shortest: 1 + 4 + 14 + 4 + 2 = 25 weeks. Longest: 3 + 8 + 20 + 6 + 4 = 41 weeks.
    expect([result.minTotalWeeks, result.maxTotalWeeks]).toEqual([25, 41]);
    expect(result.launchDate).toBe('2027-10-08');
  });

  test('a stage that does not run passes on what it waits for', () => {
    const decoration = result.stages.find((s) => s.key === 'decoration')!;
    // Decoration waits for bottle selection (not on this route: it waits for discovery) and the mould.
    expect(decoration.waitsFor).toEqual(['discovery', 'mould']);
    const filling = result.stages.find((s) => s.key === 'filling')!;
    // Stock glass delivery is not on this route either: through bottle selection it too comes down to discovery.
    expect(filling.waitsFor).toEqual(['compliance', 'discovery', 'decoration', 'mould', 'packaging', 'stability']);
  });
});

describe('which stages run', () => {
  const keys = (route: DevelopmentRoute) => plan(route, null).stages.map((s) => s.key);

  test('undecorated stock glass is delivered from stock; no box, no packaging stage', () => {
    const route: DevelopmentRoute = { ...privateLabel, decoration: 'none', packaging: 'none' };
    expect(keys(route)).toEqual(['discovery', 'library', 'bottle-selection', 'stock-supply', 'compliance', 'filling']);
    // Discovery 1 week (0–4), library 2 (5–14), compliance 3 (15–29); bottle 1 (5–9), stock 2 (10–19); filling 3 (30–44): 9 weeks.
    expect(plan(route, null).totalWeeks).toBe(9);
  });

  test('undecorated bespoke glass goes from the mould to filling', () => {
    expect(keys({ ...bespokeGlass, decoration: 'none' })).not.toContain('decoration');
    expect(keys({ ...bespokeGlass, decoration: 'none' })).not.toContain('stock-supply');
    expect(plan({ ...bespokeGlass, decoration: 'none' }, null).totalWeeks).toBe(26); // 2 + 5 + 16 + 3
  });

  test('files for the UK, EU and US: compliance 6 weeks', () => {
    const compliance = plan({ ...DEFAULT_ROUTE, markets: 'uk-eu-us' }, null).stages.find((s) => s.key === 'compliance')!;
    expect([compliance.weeks, compliance.minWeeks, compliance.maxWeeks]).toEqual([6, 5, 8]);
  });
});

describe('over Christmas', () => {
  test('private label from Monday 13 December 2027 skips 7 days and delivers on 29 February 2028', () => {
    const result = plan(privateLabel, '2027-12-13');
    // Working days: 13–17 Dec are 0–4, 20–23 Dec 5–8; then closed: Fri 24 Dec (shutdown), Mon 27 and Tue 28 Dec
    // (Christmas Day and Boxing Day, substitute days), 29–31 Dec (shutdown), Mon 3 Jan (New Year’s Day, substitute day).
    // 4 Jan 2028 is 9, 11 Jan 14, 1 Feb 29, 8 Feb 34, 9 Feb 35, 29 Feb 49.
    expect(rows(result)).toEqual([
      ['discovery', 0, 4, '2027-12-13', '2027-12-17', 'critical'],
      ['library', 5, 14, '2027-12-20', '2028-01-11', ''],
      ['bottle-selection', 5, 9, '2027-12-20', '2028-01-04', 'critical'],
      ['decoration', 10, 34, '2028-01-05', '2028-02-08', 'critical'],
      ['packaging', 10, 34, '2028-01-05', '2028-02-08', 'critical'],
      ['compliance', 15, 29, '2028-01-12', '2028-02-01', ''],
      ['filling', 35, 49, '2028-02-09', '2028-02-29', 'critical'],
    ]);
    expect(result.closedDays).toEqual([
      { date: '2027-12-24', name: 'Christmas shutdown', kind: 'closure' },
      { date: '2027-12-27', name: 'Christmas Day (substitute day)', kind: 'bank-holiday' },
      { date: '2027-12-28', name: 'Boxing Day (substitute day)', kind: 'bank-holiday' },
      { date: '2027-12-29', name: 'Christmas shutdown', kind: 'closure' },
      { date: '2027-12-30', name: 'Christmas shutdown', kind: 'closure' },
      { date: '2027-12-31', name: 'Christmas shutdown', kind: 'closure' },
      { date: '2028-01-03', name: 'New Year’s Day (substitute day)', kind: 'bank-holiday' },
    ]);
    // Earliest: day 39, Tue 15 Feb. Latest: day 79, Tue 11 April 2028 (Good Friday is 14 April).
    expect([result.earliestDate, result.latestDate]).toEqual(['2028-02-15', '2028-04-11']);
  });

  test('from Monday 14 December 2026, discovery takes its ten working days around the shutdown', () => {
    const discovery = plan(DEFAULT_ROUTE, '2026-12-14').stages[0]!;
    // 14–18 Dec (0–4), 21–23 Dec (5–7); closed 24 Dec – 1 Jan; 4 Jan (8), 5 Jan (9).
    expect([discovery.startDate, discovery.endDate, discovery.days]).toEqual(['2026-12-14', '2027-01-05', 10]);
  });

  test('a start on a closed day begins on the next working day', () => {
    expect(plan(DEFAULT_ROUTE, '2026-12-24').startDate).toBe('2027-01-04');
  });
});

test('a weekend start begins on the Monday', () => {
  expect(plan(privateLabel, '2027-02-27').startDate).toBe('2027-03-01');
  expect(plan(privateLabel, '2027-02-27').launchDate).toBe('2027-05-12');
});

test('without a start date: durations and weeks, no dates', () => {
  const result = plan(DEFAULT_ROUTE, null);
  expect(result.launchDate).toBeNull();
  expect(result.closedDays).toEqual([]);
  expect(result.stages.every((s) => s.startDate === null && s.endDate === null)).toBe(true);
  expect(result.stages.find((s) => s.key === 'stability')).toMatchObject({ fromWeek: 7, toWeek: 14 });
  expect(text(runDevelopment(developmentDefaults(), rates, TODAY).summary)).toBe(
    'Development process: bespoke fragrance, stock glass, decorated, printed carton, files for the UK; about 20 weeks (17–29) of working time from brief to delivery.',
  );
});

describe('validation', () => {
  const values = (start: string) => ({ ...developmentDefaults(), start });

  test('the start date', () => {
    expect(parseDevelopment(values(''), TODAY)).toEqual({ input: { ...DEFAULT_ROUTE, start: null }, errors: {} });
    expect(parseDevelopment(values('2026-13-01'), TODAY).errors).toEqual({ start: 'The start date must be a real date' });
    expect(parseDevelopment(values('next week'), TODAY).errors).toEqual({ start: 'The start date must be a date, like 2026-03-02' });
    expect(parseDevelopment(values('3026-01-01'), TODAY).errors).toEqual({ start: 'The start date must be between 2000 and 2100' });
    expect(runDevelopment(values('soon'), rates, TODAY).result).toBeNull();
  });

  test('a start date that has passed is refused; today is accepted', () => {
    expect(parseDevelopment(values('2026-11-26'), TODAY).errors).toEqual({
      start: 'The start date has passed: choose today or a later date',
    });
    expect(parseDevelopment(values('2020-06-01'), TODAY).errors.start).toBe('The start date has passed: choose today or a later date');
    expect(parseDevelopment(values('2026-11-27'), TODAY).errors).toEqual({});
    const run = runDevelopment(values('2026-11-26'), rates, TODAY);
    expect([run.result, run.summary]).toEqual([null, null]);
  });

  test('earliestToday is the date at UTC−12, so nobody’s today is refused', () => {
    expect(earliestToday(new Date(Date.UTC(2026, 10, 27, 11, 59)))).toBe('2026-11-26');
    expect(earliestToday(new Date(Date.UTC(2026, 10, 27, 12, 0)))).toBe('2026-11-27');
    // 10:30 UTC on 27 November: 28 November in Kiribati (UTC+14), 26 November on Baker Island (UTC−12).
    expect(earliestToday(new Date(Date.UTC(2026, 10, 27, 10, 30)))).toBe('2026-11-26');
  });

  test('the route: an unknown or missing option', () => {
    expect(parseDevelopment({ ...values(''), glass: 'crystal' }, TODAY).errors).toEqual({ glass: 'Choose a bottle from the list' });
    expect(parseDevelopment({ ...values(''), fragrance: '' }, TODAY).errors).toEqual({ fragrance: 'Choose a fragrance' });
    expect(parseDevelopment({ ...values(''), markets: 'mars' }, TODAY).errors).toEqual({ markets: 'Choose the markets from the list' });
  });

  test('an old address with only a start date takes the default route', () => {
    const read = readValues(new URLSearchParams('start=2027-03-01'), developmentDefaults());
    expect(read).toEqual({ ...DEFAULT_ROUTE, start: '2027-03-01' });
    expect(runDevelopment(read, rates, TODAY).result?.launchDate).toBe('2027-07-22');
  });
});

describe('rates from content', () => {
  test('defaults without content', () => {
    expect(resolveDevelopmentRates(undefined)).toEqual(rates);
    expect(resolveDevelopmentRates({ stages: 'nonsense', closures: 3 })).toEqual(rates);
  });

  test('stages of content’s own: invalid rows dropped, one after another when they say nothing of order', () => {
    const custom = resolveDevelopmentRates({
      stages: [
        { key: 'a', name: 'A', weeks: 1.5, minWeeks: 3 },
        { key: 'b', name: 'B', weeks: -2 },
        { key: 'c', name: 'C', weeks: 1 },
        { key: 'a', name: 'Again', weeks: 9 },
      ],
    });
    expect(custom.stages).toEqual([
      {
        key: 'a',
        name: 'A',
        description: '',
        deliverable: null,
        weeks: 1.5,
        minWeeks: 1.5,
        maxWeeks: 1.5,
        after: [],
        runsWhen: [],
        durations: [],
      },
      {
        key: 'c',
        name: 'C',
        description: '',
        deliverable: null,
        weeks: 1,
        minWeeks: 1,
        maxWeeks: 1,
        after: ['a'],
        runsWhen: [],
        durations: [],
      },
    ]);
    // 1.5 weeks = 8 working days (7.5 rounded), 1 week = 5: Monday 2 March 2026 (0) → Wednesday 11 March (7) → Wednesday 18 March (12).
    const result = calculateDevelopment({ ...DEFAULT_ROUTE, start: '2026-03-02' }, custom);
    expect(result.stages.map((s) => s.endDate)).toEqual(['2026-03-11', '2026-03-18']);
    expect(result.totalDays).toBe(13);
    expect(result.totalWeeks).toBe(2.6);
  });

  test('a default stage’s key brings its order, conditions and durations when content leaves them out', () => {
    const custom = resolveDevelopmentRates({ stages: [{ key: 'discovery', name: 'Brief', weeks: 2 }, { key: 'library' }] });
    expect(custom.stages[0]).toMatchObject({ name: 'Brief', minWeeks: 1, maxWeeks: 3, durations: rates.stages[0]!.durations });
    expect(custom.stages[1]).toMatchObject({
      name: 'Choosing from our fragrance library',
      after: ['discovery'],
      runsWhen: ['fragrance:library'],
    });
    // An edited duration does not keep the default's range.
    expect(resolveDevelopmentRates({ stages: [{ key: 'discovery', weeks: 4 }] }).stages[0]).toMatchObject({
      weeks: 4,
      minWeeks: 4,
      maxWeeks: 4,
    });
  });

  test('conditions and durations name route options; unknown keys in after are ignored', () => {
    const custom = resolveDevelopmentRates({
      stages: [
        { key: 'a', name: 'A', weeks: 1, runsWhen: ['glass:bespoke', 'glass:crystal'], after: ['nowhere'] },
        { key: 'b', name: 'B', weeks: 1, runsWhen: ['colour:red'] },
        {
          key: 'c',
          name: 'C',
          weeks: 2,
          after: ['a', 'nowhere'],
          durations: [
            { when: 'markets:uk-eu', weeks: 5, maxWeeks: 6 },
            { when: 'x:y', weeks: 9 },
          ],
        },
      ],
    });
    expect(custom.stages.map((s) => [s.key, s.after, s.runsWhen, s.durations])).toEqual([
      ['a', [], ['glass:bespoke'], []],
      ['c', ['a'], [], [{ when: 'markets:uk-eu', weeks: 5, minWeeks: 5, maxWeeks: 6 }]],
    ]);
    // Stock glass: A does not run; C (UK only) takes 2 weeks from the start.
    expect(calculateDevelopment({ ...DEFAULT_ROUTE, start: null }, custom).totalWeeks).toBe(2);
    // Bespoke glass for the UK and EU: A 1 week, then C 5 weeks (6 at the longest).
    const both = calculateDevelopment({ ...bespokeGlass, start: null }, custom);
    expect([both.totalWeeks, both.minTotalWeeks, both.maxTotalWeeks]).toEqual([6, 6, 7]);
  });

  test('a stage never waits for itself: a loop is broken at the first wait that would close it, in content order', () => {
    const custom = resolveDevelopmentRates({
      stages: [
        { key: 'a', name: 'A', weeks: 1, after: ['b'] },
        { key: 'b', name: 'B', weeks: 2, after: ['c'] },
        { key: 'c', name: 'C', weeks: 3, after: ['a'] }, // a waits for b, b for c: c cannot wait for a
        { key: 'd', name: 'D', weeks: 1, after: ['d'] },
      ],
    });
    expect(custom.stages.map((s) => [s.key, s.after])).toEqual([
      ['a', ['b']],
      ['b', ['c']],
      ['c', []],
      ['d', []],
    ]);
    // C (weeks 1–3), then B (4–5), then A (6); D alongside C.
    const result = calculateDevelopment({ ...DEFAULT_ROUTE, start: null }, custom);
    expect(result.stages.map((s) => [s.key, s.fromWeek, s.toWeek, s.critical])).toEqual([
      ['c', 1, 3, true],
      ['d', 1, 1, false],
      ['b', 4, 5, true],
      ['a', 6, 6, true],
    ]);
    expect(result.totalWeeks).toBe(6);
  });

  test('closures: valid rows kept, an empty list means none, no list the default shutdown', () => {
    expect(resolveDevelopmentRates({ closures: [] }).closures).toEqual([]);
    expect(resolveDevelopmentRates({}).closures).toEqual(rates.closures);
    expect(
      resolveDevelopmentRates({
        closures: [
          { name: 'Summer shutdown', from: '2027-08-02', to: '2027-08-13', everyYear: true },
          { from: '2027-05-08', to: '2027-05-08' }, // a one-off day, named for the page
          { name: 'Backwards', from: '2027-05-10', to: '2027-05-01' },
          { name: 'Not a date', from: '2027-02-30', to: '2027-03-01' },
          { name: 'Too long', from: '2027-01-01', to: '2027-06-30' },
        ],
      }).closures,
    ).toEqual([
      { name: 'Summer shutdown', from: '2027-08-02', to: '2027-08-13', everyYear: true },
      { name: 'Factory closure', from: '2027-05-08', to: '2027-05-08', everyYear: false },
    ]);
  });

  test('closures from content move the dates', () => {
    const custom = resolveDevelopmentRates({ closures: [{ name: 'Stocktake', from: '2027-03-03', to: '2027-03-04' }] });
    // Private label from 1 March 2027: Wednesday 3 and Thursday 4 March are closed, so every date after moves two working days.
    const result = calculateDevelopment({ ...privateLabel, start: '2027-03-01' }, custom);
    expect(result.stages[0]!.endDate).toBe('2027-03-09');
    expect(result.launchDate).toBe('2027-05-14');
    expect(result.closedDays.slice(0, 2).map((d) => d.name)).toEqual(['Stocktake', 'Stocktake']);
  });
});

test('route tokens', () => {
  expect(ROUTE_TOKENS).toContain('fragrance:library');
  expect(ROUTE_TOKENS).toContain('markets:uk-eu-us');
  expect(ROUTE_TOKENS).toHaveLength(12);
  // Every condition and duration in the defaults names a route option.
  for (const stage of rates.stages)
    for (const token of [...stage.runsWhen, ...stage.durations.map((d) => d.when)]) expect(ROUTE_TOKENS).toContain(token);
});

test('localToday formats the local date', () => {
  expect(localToday(new Date(2026, 2, 2, 23, 30))).toBe('2026-03-02');
});

test('property: every stage follows those it waits for, on working days; earliest ≤ typical ≤ latest', () => {
  const random = seeded(9);
  const calendar = workingCalendar(rates.closures);
  const routes = Object.entries(ROUTE_OPTIONS) as [keyof DevelopmentRoute, readonly string[]][];
  for (let i = 0; i < 300; i += 1) {
    const start = new Date(Date.UTC(random.int(2027, 2099), random.int(0, 11), random.int(1, 28))).toISOString().slice(0, 10);
    const route = Object.fromEntries(routes.map(([key, options]) => [key, random.pick(options)])) as unknown as DevelopmentRoute;
    const r = calculateDevelopment({ ...route, start } as DevelopmentInput, rates);
    expect(r.startDate! >= start).toBe(true);
    const ends = new Map(r.stages.map((s) => [s.key, s.endDate!]));
    for (const stage of r.stages) {
      expect(weekday(stage.startDate!)).toBeGreaterThanOrEqual(1);
      expect(weekday(stage.startDate!)).toBeLessThanOrEqual(5);
      expect(calendar.isWorkingDay(stage.startDate!)).toBe(true);
      expect(calendar.isWorkingDay(stage.endDate!)).toBe(true);
      expect(stage.endDate! >= stage.startDate!).toBe(true);
      for (const before of stage.waitsFor) expect(stage.startDate! > ends.get(before)!).toBe(true);
    }
    expect(r.launchDate).toBe([...ends.values()].sort().at(-1));
    expect(r.stages.at(-1)).toMatchObject({ key: 'filling', critical: true, endDate: r.launchDate });
    expect(r.earliestDate! <= r.launchDate!).toBe(true);
    expect(r.launchDate! <= r.latestDate!).toBe(true);
    expect(r.closedDays.every((d) => !calendar.isWorkingDay(d.date) && d.date > r.startDate! && d.date < r.launchDate!)).toBe(true);
  }
});
