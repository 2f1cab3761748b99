import { expect, test } from 'vitest';
import { BUILT_IN_PROVENANCE, provenanceOf } from './provenance.ts';

test('a tool with its own rates says its own account of them, and nothing it does not have', () => {
  const doc = { costRates: {}, ratesAsOf: '2026-11-20', ratesSource: '  Our price list  ', accuracy: '' };
  expect(provenanceOf('cost', doc)).toEqual({ asOf: '2026-11-20', source: 'Our price list', accuracy: null });
});

test('a date that is not a real day is not shown (an API write can store one)', () => {
  for (const ratesAsOf of ['2026-13-45', '2026-02-30', '20 Nov 2026', 20261120])
    expect(provenanceOf('freight', { freightRates: {}, ratesAsOf } as never).asOf, String(ratesAsOf)).toBeNull();
});

test('a tool without rates of its own runs on the built-in rates, and says so', () => {
  expect(provenanceOf('development', { ratesAsOf: '2020-01-01' })).toEqual(BUILT_IN_PROVENANCE.development);
  expect(provenanceOf('inclusion', null)).toEqual(BUILT_IN_PROVENANCE.inclusion);
});
