/**
 * The component catalogue's vocabulary: the kinds of part, neck finishes,
 * materials and decorations a part is described by, and the rule that keeps
 * fits consistent. Plain data and one pure check, importing nothing: the
 * Studio's schema (its option lists and validation), the dataset and the site
 * (filters, labels, the address) all read it, so a value means one thing in
 * each. Values are what the content stores and the address carries; labels
 * are what a buyer reads.
 */

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** The kinds of part, in the order the catalogue lists them. */
export const partTypes = [
  { value: 'bottle', label: 'Bottle', plural: 'Bottles' },
  { value: 'pump', label: 'Pump', plural: 'Pumps and sprayers' },
  { value: 'collar', label: 'Collar', plural: 'Collars' },
  { value: 'cap', label: 'Cap', plural: 'Caps' },
  { value: 'accessory', label: 'Other part', plural: 'Other parts' },
] as const satisfies readonly (Choice & { plural: string })[];

export type PartType = (typeof partTypes)[number]['value'];

/**
 * Neck finishes: crimp necks by their FEA size (the fragrance industry's
 * standard), screw necks by GCMI diameter/thread. A part fits a bottle only on
 * the same finish.
 */
export const neckFinishes = [
  { value: 'fea-13', label: 'FEA 13' },
  { value: 'fea-15', label: 'FEA 15' },
  { value: 'fea-18', label: 'FEA 18' },
  { value: 'fea-20', label: 'FEA 20' },
  { value: 'gcmi-18-415', label: 'GCMI 18/415' },
  { value: 'gcmi-20-410', label: 'GCMI 20/410' },
] as const satisfies readonly Choice[];

export type NeckFinish = (typeof neckFinishes)[number]['value'];

export const materials = [
  { value: 'flint-glass', label: 'Flint glass' },
  { value: 'extra-flint-glass', label: 'Extra-flint glass' },
  { value: 'amber-glass', label: 'Amber glass' },
  { value: 'aluminium', label: 'Aluminium' },
  { value: 'zamac', label: 'Zamac' },
  { value: 'brass', label: 'Brass' },
  { value: 'polypropylene', label: 'Polypropylene' },
  { value: 'surlyn', label: 'Surlyn' },
  { value: 'wood', label: 'FSC wood' },
  { value: 'pcr-pet', label: 'Recycled PET' },
] as const satisfies readonly Choice[];

export type Material = (typeof materials)[number]['value'];

export const decorations = [
  { value: 'screen-print', label: 'Screen printing' },
  { value: 'hot-foil', label: 'Hot foil' },
  { value: 'spray-lacquer', label: 'Spray lacquer' },
  { value: 'acid-etch', label: 'Acid etching' },
  { value: 'metallisation', label: 'Metallisation' },
  { value: 'uv-print', label: 'UV digital print' },
  { value: 'engraving', label: 'Engraving' },
  { value: 'anodising', label: 'Anodising' },
] as const satisfies readonly Choice[];

/** The recycled-content thresholds the catalogue filters by ("at least …"). */
export const recycledThresholds = [10, 25, 50, 100] as const;

/** The label of a value in one of the lists above; the value itself when the list does not know it. */
export const labelOf = (list: readonly Choice[], value: string | null | undefined): string =>
  list.find((choice) => choice.value === value)?.label ?? value ?? '';

/** A part as far as fitting depends on it. */
export interface FitFacts {
  _id?: string;
  name?: string | null;
  partType?: string | null;
  neckFinish?: string | null;
}

/**
 * Why these parts cannot be listed as fitting this one, or null when they all
 * can: a fit is a part of another kind with the same neck finish (a bottle's
 * pumps, collars and caps; a pump's bottles), never a part with itself. The
 * Studio shows the message under the field; the dataset's test holds the demo
 * content to the same rule.
 */
export function fitProblem(part: FitFacts, fits: readonly FitFacts[]): string | null {
  if (fits.length && !part.neckFinish) return 'Give this part its neck finish before listing what fits it.';
  for (const fit of fits) {
    const name = fit.name ?? 'A part';
    if (fit._id && part._id && fit._id.replace(/^drafts\./, '') === part._id.replace(/^drafts\./, '')) {
      return 'A part cannot fit itself.';
    }
    if (fit.partType === part.partType)
      return `${name} is a ${labelOf(partTypes, fit.partType).toLowerCase()} too: list parts of another kind.`;
    if (fit.neckFinish !== part.neckFinish) {
      return `${name} has a ${labelOf(neckFinishes, fit.neckFinish) || 'different'} neck, not ${labelOf(neckFinishes, part.neckFinish)}.`;
    }
  }
  return null;
}
