import { describe, expect, it } from 'vitest';
import {
  describeFilters,
  facetChoices,
  filtersQuery,
  MAX_PARAMETERS,
  noFilters,
  PAGE_SIZE,
  readFilters,
  viewCatalogue,
  type Part,
} from './catalogue.ts';
import { fitProblem } from './parts.ts';
import { cleanSlugs, MAX_SHORTLIST, readShortlist, writeShortlist } from './shortlist.ts';

const ranges = [
  { slug: 'albury', name: 'Albury' },
  { slug: 'ware', name: 'Ware pumps' },
];
const choices = facetChoices(ranges);

const part = (slug: string, extra: Partial<Part>): Part => ({
  slug,
  code: slug.toUpperCase(),
  name: slug,
  partType: 'bottle',
  range: ranges[0]!,
  capacityMl: null,
  heightMm: null,
  diameterMm: null,
  weightG: null,
  neckFinish: 'fea-15',
  material: 'flint-glass',
  finish: 'Clear',
  recycledContent: 0,
  minimumOrder: 1000,
  decorationOptions: [],
  ...extra,
});

const parts: Part[] = [
  part('alb-030', { capacityMl: 30, recycledContent: 20 }),
  part('alb-050', { capacityMl: 50, recycledContent: 20 }),
  part('alb-100', { capacityMl: 100, recycledContent: 30 }),
  part('roy-010', { capacityMl: 10, neckFinish: 'fea-13' }),
  part('ware-15', { partType: 'pump', capacityMl: null, material: 'polypropylene', range: ranges[1]!, recycledContent: 0 }),
  part('cap-al', { partType: 'cap', capacityMl: null, material: 'aluminium', range: ranges[1]!, recycledContent: 100 }),
];

const read = (query: string) => readFilters(new URLSearchParams(query), choices);

describe('reading the address', () => {
  it('reads every filter, in the vocabulary’s order whatever the address’s', () => {
    const { filters, notices, refused } = read('neck=fea-15&type=pump&type=bottle&min=40&max=120&recycled=25&sort=capacity&page=2');
    expect(notices).toEqual([]);
    expect(refused).toBe(false);
    expect(filters).toEqual({
      ...noFilters,
      types: ['bottle', 'pump'],
      necks: ['fea-15'],
      minMl: 40,
      maxMl: 120,
      recycled: 25,
      sort: 'capacity',
      page: 2,
    });
    // One list, one address: the same filters written back the same way.
    expect(filtersQuery(filters)).toBe('?type=bottle&type=pump&neck=fea-15&min=40&max=120&recycled=25&sort=capacity&page=2');
  });

  it('names an unknown value and leaves it out, keeping the rest', () => {
    const { filters, notices } = read('neck=fea-99&neck=fea-15&material=unobtainium');
    expect(filters.necks).toEqual(['fea-15']);
    expect(filters.materials).toEqual([]);
    expect(notices).toEqual([
      'Neck finish: nothing is called “fea-99”, so that choice was left out.',
      'Material: nothing is called “unobtainium”, so that choice was left out.',
    ]);
  });

  it('puts absurd capacities right instead of failing', () => {
    expect(read('min=abc').filters.minMl).toBeNull();
    expect(read('min=abc').notices[0]).toMatch(/not a number of millilitres/);
    expect(read('min=-5').filters.minMl).toBeNull();
    expect(read('max=1e308').filters.maxMl).toBe(5000);
    const swapped = read('min=200&max=30');
    expect([swapped.filters.minMl, swapped.filters.maxMl]).toEqual([30, 200]);
    expect(swapped.notices[0]).toMatch(/read it as 30 to 200 ml/);
    expect(read('recycled=33').filters.recycled).toBeNull();
    expect(read('sort=price').filters.sort).toBe('');
    expect(read('page=0').filters.page).toBe(1);
    expect(read('page=1.5').filters.page).toBe(1);
  });

  it('ignores parameters it does not know (a campaign’s), and refuses an address with thousands', () => {
    expect(read('utm_source=newsletter&type=cap')).toEqual({ filters: { ...noFilters, types: ['cap'] }, notices: [], refused: false });
    const flood = new URLSearchParams(Array.from({ length: MAX_PARAMETERS + 1 }, (_, index) => ['neck', `x${index}`]));
    const refused = readFilters(flood, choices);
    expect(refused.refused).toBe(true);
    expect(refused.filters).toEqual(noFilters);
  });
});

describe('the filtered list', () => {
  it('filters by neck finish and capacity, counting parts with a capacity only', () => {
    const view = viewCatalogue(parts, read('neck=fea-15&min=40&max=120').filters, choices);
    expect(view.items.map((item) => item.slug)).toEqual(['alb-050', 'alb-100']);
    expect(view.total).toBe(2);
  });

  it('counts each value as if chosen with the other filters kept', () => {
    const view = viewCatalogue(parts, read('type=bottle').filters, choices);
    const facet = (key: string) =>
      Object.fromEntries(view.facets.find((item) => item.key === key)!.options.map((option) => [option.value, option.count]));
    // Kinds ignore the kind filter itself: choosing "pump" as well would add one.
    expect(facet('types')).toMatchObject({ bottle: 4, pump: 1, cap: 1 });
    // Necks count bottles only, because bottles are chosen.
    expect(facet('necks')).toMatchObject({ 'fea-15': 3, 'fea-13': 1 });
    expect(facet('recycled')).toMatchObject({ '10': 3, '25': 1, '100': 0 });
    // A value no part has is not offered.
    expect(facet('necks')).not.toHaveProperty('gcmi-20-410');
  });

  it('sorts, with parts lacking the figure last', () => {
    const sorted = viewCatalogue(parts, read('sort=capacity-desc').filters, choices).items.map((item) => item.slug);
    expect(sorted.slice(0, 4)).toEqual(['alb-100', 'alb-050', 'alb-030', 'roy-010']);
    expect(sorted.slice(4).sort()).toEqual(['cap-al', 'ware-15']);
  });

  it('pages, showing the last page for a page past it', () => {
    const many = Array.from({ length: PAGE_SIZE * 2 + 1 }, (_, index) => part(`p-${index}`, { capacityMl: index + 1 }));
    const view = viewCatalogue(many, read('page=99').filters, choices);
    expect([view.page, view.pages, view.items.length]).toEqual([3, 3, 1]);
  });

  it('says in words what the list is filtered by', () => {
    expect(describeFilters(read('neck=fea-15&range=albury&min=40&max=120&recycled=25').filters, choices)).toBe(
      'FEA 15, Albury, 40 to 120 ml, at least 25 % recycled',
    );
  });
});

describe('fits', () => {
  const bottle = { _id: 'b', name: 'Albury 50 ml', partType: 'bottle', neckFinish: 'fea-15' };
  it('accepts parts of another kind on the same neck', () => {
    expect(fitProblem(bottle, [{ _id: 'p', name: 'Ware pump', partType: 'pump', neckFinish: 'fea-15' }])).toBeNull();
  });
  it('refuses another neck, the same kind, or the part itself', () => {
    expect(fitProblem(bottle, [{ _id: 'p', name: 'Roydon pump', partType: 'pump', neckFinish: 'fea-13' }])).toBe(
      'Roydon pump has a FEA 13 neck, not FEA 15.',
    );
    expect(fitProblem(bottle, [{ _id: 'c', name: 'Hatfield 50 ml', partType: 'bottle', neckFinish: 'fea-15' }])).toMatch(/bottle too/);
    expect(fitProblem(bottle, [{ ...bottle, _id: 'drafts.b' }])).toBe('A part cannot fit itself.');
    expect(fitProblem({ ...bottle, neckFinish: null }, [{ _id: 'p', partType: 'pump', neckFinish: 'fea-15' }])).toMatch(
      /neck finish before/,
    );
  });
});

describe('the shortlist cookie', () => {
  it('keeps part slugs only, once each, up to its size', () => {
    expect(readShortlist('alb-050.ALB-050.<script>.alb-100')).toEqual(['alb-050', 'alb-100']);
    expect(readShortlist(undefined)).toEqual([]);
    const many = Array.from({ length: 30 }, (_, index) => `p-${index}`);
    expect(readShortlist(writeShortlist(many))).toHaveLength(MAX_SHORTLIST);
    expect(cleanSlugs(['a'.repeat(41)], 5)).toEqual([]);
  });
});
