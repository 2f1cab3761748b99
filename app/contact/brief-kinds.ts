/**
 * What a brief offers, and which questions each kind asks: plain data, apart
 * from the schema (enquiry.ts), so that a page that only starts a brief (the
 * launch page's first question) loads no validation code.
 */
import type { ToolKind } from '../tools/catalogue.ts';

/**
 * The blog's categories (app/blog/categories.ts) a buyer of each kind reads while waiting: the thank-you page lists
 * their newest posts first, so a private-label buyer is not told six to nine months is typical.
 */
const readingByKind: Record<EnquiryType, readonly string[]> = {
  'fragrance-creation': ['fragrance-creation', 'regulation'],
  'private-label': ['manufacturing', 'packaging', 'regulation'],
  'filling-assembly': ['manufacturing', 'regulation'],
  packaging: ['packaging', 'sustainability'],
  glass: ['glass', 'sustainability'],
  samples: ['glass', 'packaging'],
  other: ['home-fragrance', 'brand-building', 'events'],
};

export const readingFor = (kind: string | null | undefined): string[] => [...(readingByKind[kind as EnquiryType] ?? [])];

/** What a buyer can ask for, in the order the brief offers it. */
export const enquiryTypes = [
  { value: 'fragrance-creation', label: 'A new fragrance', hint: 'Created for your brand by our perfumers' },
  { value: 'private-label', label: 'Private label', hint: 'One of our fragrances, under your brand' },
  { value: 'filling-assembly', label: 'Filling and assembly', hint: 'Your fragrance and components, filled and packed' },
  { value: 'packaging', label: 'Packaging and components', hint: 'Caps, pumps, boxes and gifts with purchase' },
  { value: 'glass', label: 'Glass', hint: 'Stock or bespoke bottles' },
  { value: 'samples', label: 'Samples', hint: 'Stock bottles, or the private-label discovery set' },
  { value: 'other', label: 'Something else', hint: 'The design studio, home fragrance, or anything else' },
] as const;

export type EnquiryType = (typeof enquiryTypes)[number]['value'];

/** Kinds earlier forms stored (before the brief): still read and shown, no longer offered. */
export const formerEnquiryTypes: Record<string, string> = {
  'fragrance-componentry': 'Fragrance componentry',
  'skincare-componentry': 'Skincare componentry',
  'home-fragrance': 'Home fragrance',
  'secondary-packaging': 'Secondary packaging',
  'gift-with-purchase': 'Gift with purchase',
  creative: 'Design studio',
};

export const enquiryTypeLabel = (value: string | null | undefined) =>
  enquiryTypes.find((type) => type.value === value)?.label ?? formerEnquiryTypes[value ?? ''] ?? value ?? '';

export const budgetBands = [
  { value: 'under-10k', label: 'Under £10,000' },
  { value: '10k-25k', label: '£10,000 to £25,000' },
  { value: '25k-50k', label: '£25,000 to £50,000' },
  { value: '50k-100k', label: '£50,000 to £100,000' },
  { value: '100k-250k', label: '£100,000 to £250,000' },
  { value: 'over-250k', label: 'Over £250,000' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const;

export const markets = [
  { value: 'uk', label: 'United Kingdom' },
  { value: 'eu', label: 'European Union' },
  { value: 'us', label: 'United States' },
  { value: 'middle-east', label: 'Middle East' },
  { value: 'asia-pacific', label: 'Asia-Pacific' },
  { value: 'rest-of-world', label: 'Rest of the world' },
] as const;

export const stages = [
  { value: 'idea', label: 'An idea so far' },
  { value: 'formula-ready', label: 'Our formula is ready' },
  { value: 'packaging-chosen', label: 'Packaging chosen' },
  { value: 'relaunch', label: 'A relaunch of an existing product' },
] as const;

export const sampleKinds = [
  { value: 'discovery-set', label: 'The private-label discovery set' },
  { value: 'stock-bottles', label: 'Stock bottles' },
  { value: 'catalogue-parts', label: 'Parts from the catalogue' },
] as const;

/** The files a brief takes, for the file field's `accept` (the server reads what each file holds, not its name). */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.tif,.tiff,.psd,.eps,.ai,.svg';

/** The questions a kind of brief asks besides the contact details and the message. */
export type BriefQuestion = 'quantity' | 'skus' | 'launch' | 'budget' | 'markets' | 'stage' | 'samples' | 'deliveryAddress';

const making: BriefQuestion[] = ['quantity', 'skus', 'launch', 'budget', 'markets', 'stage'];
/**
 * The kind of brief an estimate is most likely for, chosen when the brief opens from a calculator's "Discuss this
 * with us" (issue 52): the buyer may choose another; the freight calculator says nothing of what is made.
 */
export const kindForCalculator: Record<ToolKind, EnquiryType | null> = {
  cost: 'private-label',
  fragrance: 'fragrance-creation',
  inclusion: 'fragrance-creation',
  development: 'fragrance-creation',
  freight: null,
};

export const briefQuestions: Record<EnquiryType, BriefQuestion[]> = {
  'fragrance-creation': making,
  'private-label': making,
  'filling-assembly': ['quantity', 'skus', 'launch', 'budget', 'stage'],
  packaging: ['quantity', 'skus', 'launch', 'budget'],
  glass: ['quantity', 'skus', 'launch', 'budget'],
  samples: ['samples', 'deliveryAddress'],
  other: [],
};

/** The kinds that ask a question, for the markup that shows it only for them (contact.css). */
export const kindsAsking = (question: BriefQuestion) =>
  enquiryTypes.filter((type) => briefQuestions[type.value].includes(question)).map((type) => type.value);

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((item) => item.value === value)?.label ?? value;

/** A brief's answers as a person reads them, in the form's order (the team's e-mail, the thank-you page). */
export function describeBrief(brief: {
  enquiryType: string;
  quantity?: number;
  skus?: number;
  launch?: string;
  budget?: string;
  markets?: string[];
  stage?: string;
  samples?: string[];
  sampleRanges?: string[];
  sampleParts?: string[];
  sampleDetails?: string;
  deliveryAddress?: string;
}): { label: string; value: string }[] {
  const month = (value: string) =>
    new Date(`${value}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const rows: [string, string | undefined][] = [
    ['About', enquiryTypeLabel(brief.enquiryType)],
    ['Units per scent or SKU', brief.quantity?.toLocaleString('en-GB')],
    ['Scents or SKUs', brief.skus?.toLocaleString('en-GB')],
    ['Target launch', brief.launch ? month(brief.launch) : undefined],
    ['Budget, ex VAT', brief.budget ? labelOf(budgetBands, brief.budget) : undefined],
    ['Markets', brief.markets?.length ? brief.markets.map((market) => labelOf(markets, market)).join(', ') : undefined],
    ['Stage', brief.stage ? labelOf(stages, brief.stage) : undefined],
    ['Samples', brief.samples?.length ? brief.samples.map((sample) => labelOf(sampleKinds, sample)).join(', ') : undefined],
    ['Bottle ranges', brief.sampleRanges?.length ? brief.sampleRanges.join(', ') : undefined],
    ['Catalogue parts', brief.sampleParts?.length ? brief.sampleParts.join(', ') : undefined],
    ['Sizes and notes', brief.sampleDetails],
    ['Deliver to', brief.deliveryAddress],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}

/** Where an enquiry stands in the team's pipeline (the Studio's lists); the website writes none, which reads as new. */
export const enquiryStatuses = [
  { value: 'new', title: 'New' },
  { value: 'replied', title: 'Replied' },
  { value: 'quoting', title: 'Quoting' },
  { value: 'won', title: 'Won' },
  { value: 'lost', title: 'Lost' },
] as const;
