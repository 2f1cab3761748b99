/**
 * The catalogue's filters, as the address carries them (a GET form, so a
 * filtered list can be shared and works without JavaScript): read with
 * tolerance (an unknown value is named and left out, an absurd range is put
 * right, never a failure), applied to the whole catalogue on the server with
 * a count per filter value, sorted and paged, and written back as an address.
 * Pure: the loader, the page and the unit tests share it.
 */
import type { ImageProps } from '../sanity/images.ts';
import { SEPARATOR } from '../ui/format.ts';
import { labelOf, materials, neckFinishes, partTypes, recycledThresholds, type Choice } from './parts.ts';

/** Parts per page: a phone scrolls 12 rows of two; the rest is a link away. */
export const PAGE_SIZE = 24;
/** More parameters than any form of ours sends (every checkbox ticked is about 40): past this the address is not read. */
export const MAX_PARAMETERS = 80;
/** The largest capacity the filter takes, in ml (the catalogue's largest bottle is far below). */
export const MAX_CAPACITY_ML = 5000;
/** How long the typing in a capacity box pauses before the list follows it (a tick applies at once). */
export const CAPACITY_TYPING_PAUSE_MS = 600;

export const sortOrders = [
  { value: '', label: 'Catalogue order' },
  { value: 'capacity', label: 'Capacity, smallest first' },
  { value: 'capacity-desc', label: 'Capacity, largest first' },
  { value: 'recycled', label: 'Recycled content, most first' },
  { value: 'minimum-order', label: 'Minimum order, lowest first' },
  { value: 'name', label: 'Name, A to Z' },
] as const satisfies readonly Choice[];

export type SortOrder = (typeof sortOrders)[number]['value'];

/** A part as the catalogue lists, filters and compares it. */
export interface Part {
  slug: string;
  code: string;
  name: string;
  partType: string;
  range: { slug: string; name: string } | null;
  capacityMl: number | null;
  heightMm: number | null;
  diameterMm: number | null;
  weightG: number | null;
  neckFinish: string | null;
  material: string | null;
  finish: string | null;
  recycledContent: number;
  minimumOrder: number | null;
  decorationOptions: string[];
}

/** A part as a card: what the list filters by, and its picture. */
export interface PartCard extends Part {
  image: ImageProps | null;
}

/** A part's key figures in one line: what a buyer scans a list for. */
export function partFacts(part: Pick<Part, 'capacityMl' | 'neckFinish' | 'material' | 'finish'>): string {
  return [
    part.capacityMl !== null ? `${part.capacityMl} ml` : null,
    part.neckFinish ? labelOf(neckFinishes, part.neckFinish) : null,
    part.material ? labelOf(materials, part.material) : null,
    part.finish,
  ]
    .filter(Boolean)
    .join(SEPARATOR);
}

export interface Filters {
  types: string[];
  necks: string[];
  materials: string[];
  ranges: string[];
  minMl: number | null;
  maxMl: number | null;
  /** At least this share of recycled content, in %. */
  recycled: number | null;
  sort: SortOrder;
  page: number;
}

export const noFilters: Filters = {
  types: [],
  necks: [],
  materials: [],
  ranges: [],
  minMl: null,
  maxMl: null,
  recycled: null,
  sort: '',
  page: 1,
};

/** The multiple-choice filters: each one's name in the address, what it is called, and where a part keeps its value. */
export const facetGroups = [
  { key: 'types', param: 'type', legend: 'Kind of part', value: (part: Part) => part.partType },
  { key: 'necks', param: 'neck', legend: 'Neck finish', value: (part: Part) => part.neckFinish },
  { key: 'materials', param: 'material', legend: 'Material', value: (part: Part) => part.material },
  { key: 'ranges', param: 'range', legend: 'Range', value: (part: Part) => part.range?.slug ?? null },
] as const;

export type FacetKey = (typeof facetGroups)[number]['key'];

/** Every parameter the catalogue's address reads: its filters, and a part just added to or taken off the shortlist. */
export const catalogueParams = [
  ...facetGroups.map((group) => group.param),
  'min',
  'max',
  'recycled',
  'sort',
  'page',
  'shortlisted',
  'unlisted',
] as const;

/** The values each filter offers: the vocabulary's, and the ranges the content has. */
export function facetChoices(ranges: readonly { slug: string; name: string }[]): Record<FacetKey, readonly Choice[]> {
  return {
    types: partTypes.map(({ value, plural }) => ({ value, label: plural })),
    necks: neckFinishes,
    materials,
    ranges: ranges.map((range) => ({ value: range.slug, label: range.name })),
  };
}

export interface ReadFilters {
  filters: Filters;
  /** What was asked for and could not be used, in words for the page. */
  notices: string[];
  /** The address was too long to read at all: the whole catalogue, and a 400. */
  refused: boolean;
}

/** A number the address gave, or why it is not one. */
function readNumber(raw: string | null): number | null | 'bad' {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? value : 'bad';
}

/**
 * The filters an address asks for. Each unknown value is left out and named;
 * a capacity that is not a number, below zero or past MAX_CAPACITY_ML is
 * left out or brought within reach; a minimum above the maximum is swapped.
 * Parameters the catalogue does not know (a campaign's `utm_…`) are ignored.
 */
export function readFilters(params: URLSearchParams, choices: Record<FacetKey, readonly Choice[]>): ReadFilters {
  if ([...params.keys()].length > MAX_PARAMETERS) {
    return {
      filters: noFilters,
      notices: ['This address asks for more filters than the catalogue has, so it shows every part.'],
      refused: true,
    };
  }
  const notices: string[] = [];
  const filters: Filters = { ...noFilters };
  for (const group of facetGroups) {
    const known = new Set(choices[group.key].map((choice) => choice.value));
    const asked = [
      ...new Set(
        params
          .getAll(group.param)
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = asked.filter((value) => !known.has(value));
    if (unknown.length) {
      const shown = unknown.slice(0, 3).map((value) => `“${value.slice(0, 40)}”`);
      const more = unknown.length > 3 ? ` and ${unknown.length - 3} more` : '';
      notices.push(`${group.legend}: nothing is called ${shown.join(', ')}${more}, so that choice was left out.`);
    }
    // In the vocabulary's order, so one list has one address.
    filters[group.key] = choices[group.key].map((choice) => choice.value).filter((value) => asked.includes(value));
  }

  const bounds = (['min', 'max'] as const).map((name) => {
    const value = readNumber(params.get(name));
    if (value === 'bad') {
      notices.push(`Capacity: “${params.get(name)?.slice(0, 20)}” is not a number of millilitres, so it was left out.`);
      return null;
    }
    if (value !== null && value < 0) {
      notices.push('Capacity: a capacity cannot be below 0 ml, so that bound was left out.');
      return null;
    }
    if (value !== null && value > MAX_CAPACITY_ML) {
      notices.push(`Capacity: ${MAX_CAPACITY_ML.toLocaleString('en-GB')} ml is the most the catalogue looks for.`);
      return MAX_CAPACITY_ML;
    }
    return value;
  });
  let [minMl, maxMl] = bounds as [number | null, number | null];
  if (minMl !== null && maxMl !== null && minMl > maxMl) {
    notices.push(`Capacity: the smallest was above the largest, so we read it as ${maxMl} to ${minMl} ml.`);
    [minMl, maxMl] = [maxMl, minMl];
  }
  filters.minMl = minMl;
  filters.maxMl = maxMl;

  const recycled = readNumber(params.get('recycled'));
  if (recycled !== null) {
    if (recycled !== 'bad' && (recycledThresholds as readonly number[]).includes(recycled)) filters.recycled = recycled;
    else notices.push('Recycled content: choose one of the listed shares; that choice was left out.');
  }

  const sort = params.get('sort') ?? '';
  if (sortOrders.some((order) => order.value === sort)) filters.sort = sort as SortOrder;
  else notices.push('Sort: that order is not one we offer, so the catalogue’s own order is used.');

  const page = readNumber(params.get('page'));
  if (page === 'bad' || (page !== null && (!Number.isInteger(page) || page < 1)))
    notices.push('Page: that is not a page number, so the first page is shown.');
  else if (page !== null) filters.page = page;
  return { filters, notices, refused: false };
}

/** Whether a part passes the filters, leaving one multiple-choice group out (to count that group's values). */
function passes(part: Part, filters: Filters, except?: FacetKey | 'recycled'): boolean {
  for (const group of facetGroups) {
    if (group.key === except) continue;
    const chosen = filters[group.key];
    const value = group.value(part);
    if (chosen.length && (value === null || !chosen.includes(value))) return false;
  }
  // A capacity bound asks for parts that have a capacity: bottles.
  if (filters.minMl !== null && (part.capacityMl === null || part.capacityMl < filters.minMl)) return false;
  if (filters.maxMl !== null && (part.capacityMl === null || part.capacityMl > filters.maxMl)) return false;
  if (except !== 'recycled' && filters.recycled !== null && part.recycledContent < filters.recycled) return false;
  return true;
}

const byNumber = (value: (part: Part) => number | null, direction: 1 | -1) => (a: Part, b: Part) => {
  const [x, y] = [value(a), value(b)];
  // Parts without the figure go last whichever way the list runs.
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  return (x - y) * direction;
};

const comparators: Record<Exclude<SortOrder, ''>, (a: Part, b: Part) => number> = {
  capacity: byNumber((part) => part.capacityMl, 1),
  'capacity-desc': byNumber((part) => part.capacityMl, -1),
  recycled: byNumber((part) => part.recycledContent, -1),
  'minimum-order': byNumber((part) => part.minimumOrder, 1),
  name: (a, b) => a.name.localeCompare(b.name, 'en-GB', { numeric: true }),
};

export interface Facet {
  key: FacetKey | 'recycled';
  param: string;
  legend: string;
  options: { value: string; label: string; count: number; chosen: boolean }[];
}

export interface CatalogueView<P extends Part> {
  items: P[];
  total: number;
  page: number;
  pages: number;
  facets: Facet[];
}

/**
 * The catalogue through the filters: one page of parts, how many match, and
 * for every filter value how many parts it would give with the other filters
 * kept (so a choice that leads nowhere says 0 before it is made). A page past
 * the last shows the last.
 */
export function viewCatalogue<P extends Part>(
  parts: readonly P[],
  filters: Filters,
  choices: Record<FacetKey, readonly Choice[]>,
): CatalogueView<P> {
  const matching = parts.filter((part) => passes(part, filters));
  const sorted = filters.sort ? [...matching].sort((a, b) => comparators[filters.sort as Exclude<SortOrder, ''>](a, b)) : matching;
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const facets: Facet[] = facetGroups.map((group) => {
    const counts = new Map<string, number>();
    const present = new Set<string>();
    for (const part of parts) {
      const value = group.value(part);
      if (value === null) continue;
      present.add(value);
      if (passes(part, filters, group.key)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return {
      key: group.key,
      param: group.param,
      legend: group.legend,
      options: choices[group.key]
        .map((choice) => ({ ...choice, count: counts.get(choice.value) ?? 0, chosen: filters[group.key].includes(choice.value) }))
        // A value no part has (a finish no stock part uses yet) is not offered, unless it is chosen.
        .filter((option) => option.chosen || present.has(option.value)),
    };
  });
  const withoutRecycled = parts.filter((part) => passes(part, filters, 'recycled'));
  facets.push({
    key: 'recycled',
    param: 'recycled',
    legend: 'Recycled content',
    options: recycledThresholds.map((threshold) => ({
      value: String(threshold),
      label: threshold === 100 ? '100 % recycled' : `At least ${threshold} %`,
      count: withoutRecycled.filter((part) => part.recycledContent >= threshold).length,
      chosen: filters.recycled === threshold,
    })),
  });
  return { items: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: sorted.length, page, pages, facets };
}

/** The address of a filtered list: only what differs from no filter, in one order, so one list has one address. */
export function filtersQuery(filters: Filters): string {
  const params = new URLSearchParams();
  for (const group of facetGroups) for (const value of filters[group.key]) params.append(group.param, value);
  if (filters.minMl !== null) params.set('min', String(filters.minMl));
  if (filters.maxMl !== null) params.set('max', String(filters.maxMl));
  if (filters.recycled !== null) params.set('recycled', String(filters.recycled));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What the filters ask for, in words ("FEA 15, 50 to 100 ml"), for the count line and the page title. */
export function describeFilters(filters: Filters, choices: Record<FacetKey, readonly Choice[]>): string {
  const words = facetGroups.flatMap((group) => filters[group.key].map((value) => labelOf(choices[group.key], value)));
  const { minMl, maxMl } = filters;
  if (minMl !== null && maxMl !== null) words.push(minMl === maxMl ? `${minMl} ml` : `${minMl} to ${maxMl} ml`);
  else if (minMl !== null) words.push(`${minMl} ml or more`);
  else if (maxMl !== null) words.push(`up to ${maxMl} ml`);
  if (filters.recycled !== null) words.push(`at least ${filters.recycled} % recycled`);
  return words.join(', ');
}
