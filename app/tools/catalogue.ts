/**
 * The five calculators the site knows how to run, with the built-in texts
 * used when the content service cannot be reached. A tool document names its
 * calculator in `calculator`; its slug is only a fallback.
 */

export const TOOL_KINDS = ['cost', 'fragrance', 'freight', 'inclusion', 'development'] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

export const TOOL_ICONS = ['calculator', 'droplet', 'truck', 'percent', 'calendar'] as const;
export type ToolIconName = (typeof TOOL_ICONS)[number];

export interface ToolSummary {
  slug: string;
  kind: ToolKind;
  title: string;
  description: string;
  icon: ToolIconName;
}

/** The demo dataset's tools, in their display order. */
export const BUILT_IN_TOOLS: ToolSummary[] = [
  {
    slug: 'cost-calculator',
    kind: 'cost',
    title: 'Cost Calculator',
    description:
      'Estimate the cost per unit of your fragrance, from oil and alcohol to glass, cap, box, filling and assembly, across quantity tiers.',
    icon: 'calculator',
  },
  {
    slug: 'fragrance-calculator',
    kind: 'fragrance',
    title: 'Fragrance Calculator',
    description: 'Work out the fragrance oil, alcohol and water for any bottle size, quantity and concentration, with filling overage.',
    icon: 'droplet',
  },
  {
    slug: 'freight-calculator',
    kind: 'freight',
    title: 'Freight Calculator',
    description:
      'Turn carton sizes and weights into chargeable weight, pallets, transit time and an indicative cost from our facility to your market.',
    icon: 'truck',
  },
  {
    slug: 'inclusion-rates',
    kind: 'inclusion',
    title: 'Inclusion Rates',
    description: 'Typical fragrance loads for fine fragrance, candles, diffusers, body care and soap, and the grams you need for a batch.',
    icon: 'percent',
  },
  {
    slug: 'development-process',
    kind: 'development',
    title: 'Development Process',
    description: 'The stages of your launch, private label or bespoke, from first brief to delivery, with dates that skip holidays.',
    icon: 'calendar',
  },
];

const DEFAULT_ICON: Record<ToolKind, ToolIconName> = {
  cost: 'calculator',
  fragrance: 'droplet',
  freight: 'truck',
  inclusion: 'percent',
  development: 'calendar',
};

/** The calculator of a tool document: its `calculator` field, else the built-in tool with its slug. */
export function toolKind(calculator: unknown, slug: string): ToolKind | null {
  if (typeof calculator === 'string' && (TOOL_KINDS as readonly string[]).includes(calculator)) return calculator as ToolKind;
  return BUILT_IN_TOOLS.find((tool) => tool.slug === slug)?.kind ?? null;
}

export function toolIcon(icon: unknown, kind: ToolKind | null): ToolIconName {
  if (typeof icon === 'string' && (TOOL_ICONS as readonly string[]).includes(icon)) return icon as ToolIconName;
  return kind ? DEFAULT_ICON[kind] : 'calculator';
}

/** A tool as /tools and "more tools" list it. */
export interface ToolCard {
  slug: string;
  title: string;
  description: string;
  icon: ToolIconName;
  /** Its calculator, loaded as a visitor heads for the link (calculator-modules.ts). */
  kind: ToolKind;
}
