// The component catalogue's demo content (dataset/source/components.ts) as
// the built dataset holds it: enough ranges and parts to filter, fits a
// buyer can trust, values the catalogue knows, and the glass page's ranges
// matching their parts.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';

import { decorations, fitProblem, materials, neckFinishes, partTypes, type FitFacts } from '../app/catalogue/parts.ts';
import { loadNdjson, type SanityDocument } from './validate.ts';

const datasetDir = dirname(fileURLToPath(import.meta.url));

interface Ref {
  _ref: string;
}

type Part = SanityDocument &
  FitFacts & {
    code: string;
    slug: { current: string };
    range: Ref;
    capacityMl?: number;
    material: string;
    finish: string;
    description: string;
    recycledContent: number;
    minimumOrder: number;
    decorationOptions?: string[];
    images: { alt?: string }[];
    fits?: Ref[];
  };

let published: SanityDocument[];
let parts: Part[];
let ranges: Map<string, SanityDocument>;
const byId = () => new Map(published.map((doc) => [doc._id, doc]));

beforeAll(async () => {
  const documents = await loadNdjson(join(datasetDir, 'data.ndjson'));
  published = documents.filter((doc) => !doc._id.startsWith('drafts.'));
  parts = published.filter((doc) => doc._type === 'component') as Part[];
  ranges = new Map(published.filter((doc) => doc._type === 'componentRange').map((doc) => [doc._id, doc]));
});

const values = (list: readonly { value: string }[]) => new Set(list.map((choice) => choice.value));

describe('the component catalogue', () => {
  it('has at least 8 ranges and 60 parts, of all five kinds', () => {
    expect(ranges.size).toBeGreaterThanOrEqual(8);
    expect(parts.length).toBeGreaterThanOrEqual(60);
    expect(new Set(parts.map((part) => part.partType))).toEqual(values(partTypes));
  });

  it('gives each part a unique code, and its code in lower case as its slug', () => {
    const codes = parts.map((part) => part.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(parts.map((part) => part.slug.current)).size).toBe(parts.length);
    for (const part of parts) {
      expect(part.code, part._id).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
      expect(part.code.length, part._id).toBeLessThanOrEqual(20);
      expect(part.slug.current, part._id).toBe(part.code.toLowerCase());
    }
  });

  it('puts every part in a range that exists, and every range has parts', () => {
    for (const part of parts) expect(ranges.has(part.range._ref), `${part._id} → ${part.range._ref}`).toBe(true);
    for (const id of ranges.keys())
      expect(
        parts.some((part) => part.range._ref === id),
        id,
      ).toBe(true);
  });

  it('lists as fits only parts that exist and fit (another kind, the same neck)', () => {
    const docs = byId();
    for (const part of parts) {
      const fits = (part.fits ?? []).map((fit) => docs.get(fit._ref) as Part | undefined);
      expect(fits.includes(undefined), `${part._id} lists a part that does not exist`).toBe(false);
      expect(fitProblem(part, fits as Part[]), part._id).toBeNull();
    }
  });

  it('gives every bottle its capacity, and something that fits it', () => {
    for (const part of parts.filter((p) => p.partType === 'bottle')) {
      expect(part.capacityMl, part._id).toBeGreaterThan(0);
      expect(part.fits?.length, part._id).toBeGreaterThan(0);
    }
  });

  it('uses only the vocabulary of app/catalogue/parts.ts, within the schema’s limits', () => {
    const [necks, kinds, decorationValues] = [values(neckFinishes), values(materials), values(decorations)];
    for (const part of parts) {
      if (part.neckFinish !== undefined) expect(necks.has(part.neckFinish ?? ''), `${part._id} neck ${part.neckFinish}`).toBe(true);
      expect(kinds.has(part.material), `${part._id} material ${part.material}`).toBe(true);
      for (const decoration of part.decorationOptions ?? [])
        expect(decorationValues.has(decoration), `${part._id} ${decoration}`).toBe(true);
      expect(part.description.length, part._id).toBeLessThanOrEqual(400);
      expect(part.finish.length, part._id).toBeLessThanOrEqual(60);
      expect(Number.isInteger(part.recycledContent) && part.recycledContent >= 0 && part.recycledContent <= 100, part._id).toBe(true);
      expect(Number.isInteger(part.minimumOrder) && part.minimumOrder > 0, part._id).toBe(true);
      expect(part.images.length, part._id).toBeGreaterThanOrEqual(1);
      expect(part.images[0]?.alt, part._id).toBeTruthy();
    }
    for (const range of ranges.values()) expect(String(range.description).length, range._id).toBeLessThanOrEqual(300);
  });

  it('links each range on the glass page to catalogue bottles of the capacities and neck it states', () => {
    const glass = published.find((doc) => doc._type === 'glassPage') as
      (SanityDocument & { ranges: { name: string; capacities: string; neck: string; catalogueRange?: Ref }[] }) | undefined;
    expect(glass?.ranges.length).toBeGreaterThan(0);
    for (const range of glass?.ranges ?? []) {
      const id = range.catalogueRange?._ref ?? '';
      expect(ranges.has(id), `${range.name} → ${id}`).toBe(true);
      const bottles = parts.filter((part) => part.range._ref === id && part.partType === 'bottle');
      const stated = [...range.capacities.matchAll(/(\d+)\s*ml/g)].map((match) => Number(match[1]));
      expect(new Set(bottles.map((bottle) => bottle.capacityMl)), range.name).toEqual(new Set(stated));
      // "FEA 15", "Screw neck 18/415" (typeset with no-break spaces): the finish whose label the page's text ends with.
      const statedNeck = range.neck.replace(/\s+/g, ' ');
      const neck = neckFinishes.find((finish) => statedNeck.endsWith(finish.label.replace(/^GCMI /, '')))?.value;
      for (const bottle of bottles) expect(bottle.neckFinish, `${bottle._id} on the glass page as ${range.neck}`).toBe(neck);
    }
  });

  it('links the componentry services to catalogue ranges that exist', () => {
    for (const slug of ['fragrance-componentry', 'skincare-componentry']) {
      const page = published.find((doc) => doc._type === 'servicePage' && (doc.slug as { current: string }).current === slug) as
        (SanityDocument & { catalogueRanges?: Ref[] }) | undefined;
      expect(page?.catalogueRanges?.length, slug).toBeGreaterThan(0);
      for (const ref of page?.catalogueRanges ?? []) expect(ranges.has(ref._ref), `${slug} → ${ref._ref}`).toBe(true);
    }
  });
});
