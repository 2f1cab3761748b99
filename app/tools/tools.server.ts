/**
 * The loaders' side of /tools and /tools/{slug}: the tool documents with
 * their rates, shaped for the pages. Rates are resolved against the
 * calculators' built-in defaults (app/tools/), so a missing value never
 * breaks a tool, and while the content service is unreachable the built-in
 * tools still work (with a 503 and a notice, so the page is not cached as the truth).
 */
import { calculatorModules } from './calculator-assets.server.ts';
import { data } from 'react-router';
import type { Crumb } from '../ui/page-header.tsx';
import { BUILT_IN_TOOLS, toolIcon, toolKind, type ToolCard, type ToolKind } from './catalogue.ts';

export type { ToolCard };
import { resolveCostRates } from './calculators/cost.ts';
import { earliestToday } from './calculators/development-process.ts';
import { resolveDevelopmentRates } from './calculators/development-rates.ts';
import { resolveFragranceRates } from './calculators/fragrance.ts';
import { resolveFreightRates } from './calculators/freight-rates.ts';
import { resolveInclusionRates } from './calculators/inclusion-rates.ts';
import { query, requireDocument, type QueryResult } from '../sanity/fetch.server.ts';
import { toolQuery, toolsQuery } from '../sanity/queries.ts';
import { seoData, type SeoData } from '../seo/seo.server.ts';
import { documentPath } from '../urls.ts';
import { estimateFrom, type Estimate, type ToolRates } from './estimate.ts';
import { provenanceOf, type Provenance } from './provenance.ts';

export type { ToolRates };
import { prepareRichText } from '../sanity/portable-text.server.ts';
import type { RichTextBlock } from '../ui/portable-text.ts';

/** Said under every result when the document has no note of its own. */
export const DEFAULT_DISCLAIMER = 'Results are estimates for planning. Your quotation confirms the actual quantities, prices and dates.';

export interface ToolPage {
  path: string;
  slug: string;
  title: string;
  description: string | null;
  intro: RichTextBlock[];
  disclaimer: string;
  provenance: Provenance;
  /** Today as the calculators reckon it, when the page was made. */
  today: string;
  unavailable: boolean;
  trail: Crumb[];
  seo: SeoData;
  calculator: ToolRates;
  /** The calculator's modules, preloaded by the page's HTML (none without a build: calculator-assets.server.ts). */
  modules: string[];
  /** The other tools, for "more tools". */
  others: ToolCard[];
}

type ToolDoc = NonNullable<QueryResult<typeof toolQuery>>;

/** A tool as the card projections of toolsQuery and toolQuery's `others` give it. */
interface ToolRow {
  title?: string | null;
  slug?: string | null;
  calculator?: string | null;
  description?: string | null;
  icon?: string | null;
}

export function shapeRates(kind: ToolKind, doc: ToolDoc | null): ToolRates {
  switch (kind) {
    case 'cost':
      return { kind, rates: resolveCostRates(doc?.costRates) };
    case 'fragrance':
      return { kind, rates: resolveFragranceRates(doc?.fragranceRates) };
    case 'freight':
      return { kind, rates: resolveFreightRates(doc?.freightRates) };
    case 'inclusion':
      return { kind, rates: resolveInclusionRates(doc?.inclusionRates) };
    case 'development':
      return { kind, rates: resolveDevelopmentRates(doc?.developmentStages) };
  }
}

/** Portable Text as stored, or a plain string made into one paragraph. */
function introBlocks(value: unknown): RichTextBlock[] {
  if (typeof value === 'string' && value.trim()) {
    return [{ _type: 'block', _key: 'intro', style: 'normal', markDefs: [], children: [{ _type: 'span', text: value.trim(), marks: [] }] }];
  }
  return prepareRichText(value);
}

const builtInCards = (): ToolCard[] =>
  BUILT_IN_TOOLS.map(({ slug, title, description, icon, kind }) => ({ slug, title, description, icon, kind }));

function cards(rows: (ToolRow | null)[]): ToolCard[] {
  return rows.flatMap((row) => {
    // Only tools with a calculator the site can run.
    const kind = row?.slug ? toolKind(row.calculator, row.slug) : null;
    if (!row?.slug || !kind) return [];
    const builtIn = BUILT_IN_TOOLS.find((tool) => tool.slug === row.slug);
    return {
      slug: row.slug,
      title: row.title ?? builtIn?.title ?? row.slug,
      description: row.description ?? builtIn?.description ?? '',
      icon: toolIcon(row.icon, kind),
      kind,
    };
  });
}

/**
 * /tools: every tool with a calculator the site can run. While the content
 * service is down, the built-in five with their built-in texts, so every
 * link works; the page still says its content is unavailable (503).
 */
export async function loadToolList(): Promise<{ tools: ToolCard[]; unavailable: boolean }> {
  const result = await query('tools', toolsQuery);
  return { tools: result.ok ? cards(result.data ?? []) : builtInCards(), unavailable: !result.ok };
}

/**
 * /tools/{slug}: 404 for a slug with no document (or one whose calculator the
 * site does not know); while the content service is unreachable, the built-in
 * tool of that slug with its default rates (503), or a 503 for any other slug.
 */
export async function loadTool(slug: string) {
  const { content, unavailable } = await requireDocument(`tool ${slug}`, toolQuery, { slug });
  const builtIn = BUILT_IN_TOOLS.find((tool) => tool.slug === slug);
  const kind = toolKind(content?.calculator, slug);
  if (!kind) throw data(null, { status: unavailable ? 503 : 404 });
  const path = documentPath({ _type: 'tool', slug });
  const title = content?.title ?? builtIn?.title ?? slug;
  const description = content?.description ?? builtIn?.description ?? null;
  const trail: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Tools', path: '/tools' },
    { name: title, path },
  ];
  const others = content ? cards(content.others ?? []) : builtInCards().filter((tool) => tool.slug !== slug);
  const page: ToolPage = {
    path,
    slug,
    title,
    description,
    intro: introBlocks(content?.intro),
    disclaimer: content?.disclaimer?.trim() || DEFAULT_DISCLAIMER,
    provenance: provenanceOf(kind, content),
    today: earliestToday(),
    unavailable,
    trail,
    seo: seoData(content?.seo, title, description),
    calculator: shapeRates(kind, content),
    modules: calculatorModules(kind),
    others,
  };
  return data(page, { status: unavailable ? 503 : 200 });
}

const estimateAddress = /^\/tools\/([a-z0-9][a-z0-9-]{0,95})(\?[^#]{0,2000})?$/;

/**
 * The estimate at a calculator's address (`/tools/{slug}?…`, as "Discuss this with us" sends it), computed again with
 * the tool's current rates; null for anything else (another address, an unknown tool, inputs that give no result).
 */
export async function loadEstimate(address: string): Promise<Estimate | null> {
  const match = estimateAddress.exec(address);
  if (!match) return null;
  const slug = match[1]!;
  const { content } = await requireDocument(`tool ${slug}`, toolQuery, { slug });
  const kind = toolKind(content?.calculator, slug);
  if (!kind) return null;
  const title = content?.title ?? BUILT_IN_TOOLS.find((tool) => tool.slug === slug)?.title ?? slug;
  return estimateFrom(new URL(address, 'http://site'), shapeRates(kind, content), title);
}
