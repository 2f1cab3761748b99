// One source for every fact (issue 52): what the demo's texts and figures
// claim against the fields that hold the facts (the catalogue's parts, each
// service's quick facts, the calculator's rates), so that a buyer who checks a
// figure twice never finds it twice different. Runs on the built dataset.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIGURE_FACTS } from '../app/pages/figure-facts.ts';
import { loadNdjson, type SanityDocument } from './validate.ts';

const datasetDir = dirname(fileURLToPath(import.meta.url));

let published: SanityDocument[];

beforeAll(async () => {
  published = (await loadNdjson(join(datasetDir, 'data.ndjson'))).filter((doc) => !doc._id.startsWith('drafts.'));
});

/** Every string a document shows, Portable Text spans joined into their blocks, with where it is. */
function texts(value: unknown, where: string, out: { where: string; text: string }[] = []): { where: string; text: string }[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => texts(item, `${where}[${index}]`, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record._type === 'block' && Array.isArray(record.children)) {
      out.push({ where, text: record.children.map((child) => (child as { text?: string }).text ?? '').join('') });
      return out;
    }
    for (const [key, item] of Object.entries(record)) {
      if (key.startsWith('_') || key === 'slug' || key === 'asset') continue;
      texts(item, `${where}.${key}`, out);
    }
  }
  return out;
}

const number = (digits: string) => Number(digits.replaceAll(',', ''));
const parts = () => published.filter((doc) => doc._type === 'component' && (doc.slug as { current?: string })?.current);
const bottles = () => parts().filter((doc) => doc.partType === 'bottle');
const service = (slug: string) =>
  published.find((doc) => doc._type === 'servicePage' && (doc.slug as { current: string }).current === slug)!;
type Facts = {
  minimumOrder?: { quantity: number };
  leadTime?: { minWeeks: number; maxWeeks: number };
  sizeRange?: { minMl: number; maxMl: number };
};
const facts = (doc: SanityDocument) => (doc.quickFacts ?? {}) as Facts;
const allTexts = () => published.flatMap((doc) => texts(doc, doc._id));
/** The figures of every page: a home tile, an about or service figure, a page's figures section. */
const allFigures = () =>
  published.flatMap((doc) =>
    [
      ...((doc.trustTiles ?? []) as object[]),
      ...((doc.stats ?? []) as object[]),
      ...((doc.highlights ?? []) as object[]),
      ...((doc.sections ?? []) as { figures?: object[] }[]).flatMap((section) => section.figures ?? []),
    ].map((figure) => ({ doc, figure: figure as { value?: string; label: string; fact?: string } })),
  );

describe('the facts of the demo dataset agree wherever they are told', () => {
  it('no text or typed figure claims more parts or bottle shapes than the catalogue holds, nor sizes it does not list', () => {
    const claims: string[] = [];
    const holds = { parts: parts().length, bottles: bottles().length };
    const sizes = bottles().map((doc) => doc.capacityMl as number);
    for (const { where, text } of allTexts()) {
      // "1,000+ stock components", "300 bottle shapes", "20 stock bottles" (not "30,000 bottles" filled in a run).
      for (const match of text.matchAll(
        /(\d[\d,]*)\+?\s+(?:stock\s+(components|parts|bottle shapes|bottles)|(components|bottle shapes))\b/gi,
      )) {
        const claimed = number(match[1]!);
        const held = /bottle/i.test(match[2] ?? match[3]!) ? holds.bottles : holds.parts;
        if (claimed > held) claims.push(`${where}: "${match[0]}" (the catalogue holds ${held})`);
      }
      for (const match of text.matchAll(/\bstock\b[^.]*?\bfrom (\d+) ml to (\d+) ml/gi)) {
        if (Number(match[1]) < Math.min(...sizes) || Number(match[2]) > Math.max(...sizes))
          claims.push(`${where}: "${match[0]}" (stock bottles are ${Math.min(...sizes)}–${Math.max(...sizes)} ml)`);
      }
    }
    for (const { doc, figure } of allFigures()) {
      if (!figure.fact && /stock components|bottle shapes|stock bottles/i.test(figure.label))
        claims.push(`${doc._id}: the figure "${figure.value} ${figure.label}" is typed; it should show the catalogue's count`);
    }
    expect(claims).toEqual([]);
  });

  it("a service's figures of its minimum order and lead time agree with its quick facts (or show them from there)", () => {
    const disagree: string[] = [];
    for (const doc of published.filter((item) => item._type === 'servicePage')) {
      const { minimumOrder, leadTime } = facts(doc);
      for (const figure of (doc.highlights ?? []) as { value?: string; label: string; fact?: string }[]) {
        if (figure.fact || !figure.value) continue;
        const first = Number(/\d[\d,]*/.exec(figure.value)?.[0]?.replaceAll(',', '') ?? NaN);
        if (/minimum|per scent|per run/i.test(figure.label) && first !== minimumOrder?.quantity)
          disagree.push(`${doc._id}: "${figure.value} ${figure.label}" (its minimum is ${minimumOrder?.quantity})`);
        if (
          /weeks?\b/.test(figure.value) &&
          /lead time|launch|production/i.test(figure.label) &&
          !(leadTime && first >= leadTime.minWeeks && first <= leadTime.maxWeeks)
        )
          disagree.push(
            `${doc._id}: "${figure.value} ${figure.label}" (its lead time is ${leadTime?.minWeeks}–${leadTime?.maxWeeks} weeks)`,
          );
      }
    }
    expect(disagree).toEqual([]);
  });

  it('every minimum order a text gives is the minimum of a service, and the calculator starts where the services do', () => {
    const minimums = new Set(
      published.filter((doc) => doc._type === 'servicePage').flatMap((doc) => facts(doc).minimumOrder?.quantity ?? []),
    );
    const unknown: string[] = [];
    for (const { where, text } of allTexts()) {
      for (const match of text.matchAll(
        /\bfrom (\d[\d,]*)(?:-unit| units| candles| boxes)|(\d[\d,]*) units (?:minimum|per (?:fragrance|scent|run))/gi,
      )) {
        const quantity = number(match[1] ?? match[2]!);
        if (!minimums.has(quantity)) unknown.push(`${where}: "${match[0]}"`);
      }
    }
    expect(unknown).toEqual([]);
    // The cost calculator's stock parts are priced from the minimum of the service that makes them.
    const makers: Record<string, string> = { glass: 'fragrance-componentry', cap: 'fragrance-componentry', box: 'secondary-packaging' };
    const cost = published.find((doc) => doc._type === 'tool' && doc.costRates);
    const stock = (cost?.costRates as { components: { key: string; component: string; minimumQuantity?: number }[] }).components.filter(
      (item) => item.key.endsWith('-stock'),
    );
    expect(stock.map((item) => item.component).sort()).toEqual(Object.keys(makers).sort());
    for (const item of stock) expect(item.minimumQuantity, item.key).toBe(facts(service(makers[item.component]!)).minimumOrder?.quantity);
  });

  it("the stock sizes a service gives are the catalogue's bottles of its ranges", () => {
    const componentry = service('fragrance-componentry');
    const ranges = new Set(((componentry.catalogueRanges ?? []) as { _ref: string }[]).map((ref) => ref._ref));
    const sizes = bottles()
      .filter((doc) => ranges.has((doc.range as { _ref: string })._ref))
      .map((doc) => doc.capacityMl as number);
    expect(facts(componentry).sizeRange).toEqual({ minMl: Math.min(...sizes), maxMl: Math.max(...sizes) });
  });

  it('private label uses parts the catalogue holds: the bottles of its sizes with its neck finish, and their pumps', () => {
    const privateLabel = facts(service('private-label-fragrance'));
    const fitting = bottles().filter(
      (doc) =>
        doc.neckFinish === 'fea-15' &&
        (doc.capacityMl as number) >= privateLabel.sizeRange!.minMl &&
        (doc.capacityMl as number) <= privateLabel.sizeRange!.maxMl,
    );
    expect(fitting.length).toBeGreaterThan(0);
    expect(parts().filter((doc) => doc.partType === 'pump' && doc.neckFinish === 'fea-15').length).toBeGreaterThan(0);
  });

  it('says one thing of who owns a formula: the fragrance is the brand’s alone, the formula stays confidential', () => {
    const owning = allTexts().filter(({ text }) => /ownership of the formula|own the formula outright|formula is yours/i.test(text));
    expect(owning.map(({ where }) => where)).toEqual([]);
    expect(allTexts().some(({ text }) => /formula (itself )?stays confidential with us/i.test(text))).toBe(true);
  });

  it('the about page’s timeline reaches the year of the newest post', () => {
    const about = published.find((doc) => doc._type === 'aboutPage')!;
    const years = (about.milestones as { year: number }[]).map((milestone) => milestone.year);
    const newest = Math.max(
      ...published.filter((doc) => doc._type === 'post').map((doc) => new Date(doc.publishedAt as string).getFullYear()),
    );
    expect(Math.max(...years)).toBeGreaterThanOrEqual(newest);
  });

  it('a figure names only facts the site can show, and a service’s own facts only on a service', () => {
    const known = new Map(FIGURE_FACTS.map((item) => [item.value as string, item.service as boolean]));
    for (const { doc, figure } of allFigures()) {
      if (!figure.fact) continue;
      expect(known.has(figure.fact), `${doc._id}: ${figure.fact}`).toBe(true);
      if (known.get(figure.fact)) expect(doc._type, `${doc._id}: ${figure.fact}`).toBe('servicePage');
    }
  });
});
