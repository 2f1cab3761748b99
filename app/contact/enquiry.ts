/**
 * The brief's one schema, used by the browser (to check before sending) and
 * by the server (which never trusts the browser): what the buyer wants first
 * (the kind), then only the questions that kind needs (`briefQuestions`),
 * each with its rule and its one-line message.
 */
// zod's mini build, whose checks are functions the bundler keeps only if used: the contact page's
// script is a fifth of the size it was with the full build, and the rules and messages are the same.
import * as z from 'zod/mini';
import { briefQuestions, budgetBands, enquiryTypes, markets, sampleKinds, stages, type EnquiryType } from './brief-kinds.ts';

// zod compiles validators with `new Function`, which the Content-Security-Policy rightly forbids.
z.config({ jitless: true });

export * from './brief-kinds.ts';

const typeValues = enquiryTypes.map((type) => type.value) as [EnquiryType, ...EnquiryType[]];

/** A string as typed, trimmed, and kept only if it is not empty. */
const optionalText = (...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), ...checks)),
    z.transform((value: string | undefined) => value || undefined),
  );

/** A whole number as typed (1,000 or 1000), within limits, or nothing. */
const optionalCount = (min: number, max: number, message: string) =>
  z.pipe(
    optionalText(z.refine((value: string) => /^\d{1,3}(,?\d{3})*$/.test(value), message)),
    z.pipe(
      z.transform((value: string | undefined) => (value === undefined ? undefined : Number(value.replaceAll(',', '')))),
      z.optional(z.number().check(z.minimum(min, message), z.maximum(max, message))),
    ),
  );

/** The month this browser or server is in, as `YYYY-MM`. */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

const monthsFrom = (month: string, now: Date) => {
  const [year = 0, index = 0] = month.split('-').map(Number);
  return (year - now.getUTCFullYear()) * 12 + (index - 1 - now.getUTCMonth());
};

/** The schema, for a brief sent at `now` (a launch month must not be in the past). */
function briefSchema(now: Date) {
  const choices = <T extends string>(allowed: readonly { value: T }[], message: string) =>
    z.array(z.string().check(z.refine((value: string) => allowed.some((choice) => choice.value === value), message)));
  return z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please tell us your name.'),
        z.minLength(2, 'Please give your name in full: one letter is not enough for us to reply.'),
        z.maxLength(100, 'Please keep your name under 100 characters.'),
      ),
    email: z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.minLength(1, 'Please give an e-mail address we can reply to.')),
        z.email('Please check the e-mail address: it should look like name@company.com.'),
      ),
      z.string().check(z.maxLength(200, 'Please use an e-mail address under 200 characters.')),
    ),
    company: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please tell us your company or brand.'),
        z.maxLength(120, 'Please keep the company name under 120 characters.'),
      ),
    phone: optionalText(
      z.maxLength(30, 'Please keep the phone number under 30 characters.'),
      z.refine(
        (value: string) => value === '' || /^\+?[0-9 ()\-.]{7,}$/.test(value),
        'Please check the phone number: digits, spaces and an optional + only.',
      ),
    ),
    enquiryType: z.enum(typeValues, { error: 'Please choose what you would like us to make.' }),
    quantity: optionalCount(50, 10_000_000, 'Please give the units per scent or SKU as a whole number from 50 to 10,000,000.'),
    skus: optionalCount(1, 500, 'Please give the number of scents or SKUs as a whole number from 1 to 500.'),
    launch: optionalText(
      z.refine((value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value), 'Please choose a month, such as 2027-09.'),
      z.refine((value: string) => monthsFrom(value, now) >= 0, 'Please choose this month or a later one.'),
      z.refine((value: string) => monthsFrom(value, now) <= 60, 'Please choose a month within the next five years.'),
    ),
    budget: z.optional(
      z.string().check(z.refine((value: string) => budgetBands.some((band) => band.value === value), 'Please choose a budget band.')),
    ),
    markets: choices(markets, 'Please choose markets from the list.'),
    stage: z.optional(
      z.string().check(z.refine((value: string) => stages.some((stage) => stage.value === value), 'Please choose a stage.')),
    ),
    samples: choices(sampleKinds, 'Please choose samples from the list.'),
    // Checked against the glass page's ranges by the server (contact.server.ts): here only their shape.
    sampleRanges: z.array(z.string().check(z.maxLength(100))),
    // Parts of the catalogue by slug, checked against it by the server (contact.server.ts), which stores them by name and code.
    sampleParts: z.array(z.string().check(z.maxLength(100))),
    sampleDetails: optionalText(z.maxLength(500, 'Please keep the ranges and sizes under 500 characters.')),
    deliveryAddress: optionalText(z.maxLength(500, 'Please keep the address under 500 characters.')),
    message: optionalText(z.maxLength(5000, 'Please keep your message under 5,000 characters.')),
    consent: z.literal('yes', { error: 'Please agree to the privacy policy so that we may reply.' }),
    context: optionalText(z.maxLength(2000)),
  });
}

/** A brief as checked: only the answers its kind asks for. */
export interface Enquiry {
  name: string;
  email: string;
  company: string;
  phone?: string;
  enquiryType: EnquiryType;
  /** Units per scent or SKU. */
  quantity?: number;
  skus?: number;
  /** The target launch month, `YYYY-MM`. */
  launch?: string;
  budget?: (typeof budgetBands)[number]['value'];
  markets?: string[];
  stage?: (typeof stages)[number]['value'];
  samples?: string[];
  /** The stock bottle ranges (by name, from the glass page) a sample request asks for. */
  sampleRanges?: string[];
  /** Parts of the component catalogue (issue 38): slugs as sent, "Name (CODE)" once the server has checked them. */
  sampleParts?: string[];
  sampleDetails?: string;
  deliveryAddress?: string;
  message?: string;
  consent: 'yes';
  context?: string;
}
/** The fields of the form, as the browser sends them. */
export type EnquiryField = keyof z.input<ReturnType<typeof briefSchema>> | 'estimates' | 'files';
export type FieldErrors = Partial<Record<EnquiryField, string>>;

/** The fields in the order the form shows them: the first with an error gets the focus. */
export const fieldOrder: EnquiryField[] = [
  'enquiryType',
  'quantity',
  'skus',
  'launch',
  'budget',
  'markets',
  'stage',
  'samples',
  'sampleRanges',
  'sampleParts',
  'sampleDetails',
  'deliveryAddress',
  'estimates',
  'files',
  'message',
  'name',
  'email',
  'company',
  'phone',
  'consent',
];

/** Fields sent as several values (checkboxes). */
const listFields = ['markets', 'samples', 'sampleRanges', 'sampleParts', 'estimates'] as const;
type ListField = (typeof listFields)[number];

/** What the visitor typed, as the form gives it, to put back in the form. */
export type EnquiryValues = Partial<Record<Exclude<EnquiryField, ListField | 'files'>, string>> & Partial<Record<ListField, string[]>>;

export function valuesFrom(form: FormData | URLSearchParams): EnquiryValues {
  const values: EnquiryValues = {};
  for (const field of [...fieldOrder, 'context'] as EnquiryField[]) {
    if ((listFields as readonly string[]).includes(field)) {
      const all = form.getAll(field).filter((value): value is string => typeof value === 'string');
      if (all.length > 0) values[field as ListField] = all.slice(0, 20);
    } else {
      const value = form.get(field);
      if (typeof value === 'string') values[field as Exclude<EnquiryField, ListField | 'files'>] = value;
    }
  }
  return values;
}

/**
 * The brief as it will be stored, or one message per field to fix. Answers to questions the chosen kind does not ask
 * (a buyer who changed their mind) are dropped, not checked.
 */
export function validateEnquiry(
  values: EnquiryValues,
  now = new Date(),
): { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors } {
  const kind = typeValues.find((type) => type === values.enquiryType);
  const asked = new Set<string>(kind ? briefQuestions[kind] : []);
  const relevant: Record<string, unknown> = {
    ...values,
    markets: values.markets ?? [],
    samples: values.samples ?? [],
    sampleRanges: values.sampleRanges ?? [],
    sampleParts: values.sampleParts ?? [],
  };
  for (const question of ['quantity', 'skus', 'launch', 'budget', 'stage', 'sampleDetails', 'deliveryAddress'] as const) {
    const askedFor = question === 'sampleDetails' ? asked.has('samples') : asked.has(question);
    if (!askedFor || relevant[question] === '') delete relevant[question];
  }
  if (!asked.has('markets')) relevant.markets = [];
  if (!asked.has('samples')) {
    relevant.samples = [];
    relevant.sampleRanges = [];
    relevant.sampleParts = [];
  }
  const errors: FieldErrors = {};
  const result = briefSchema(now).safeParse(relevant);
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path[0] as EnquiryField] ??= issue.message;
  }
  // What each kind needs besides its own fields' rules.
  if (kind === 'samples') {
    if (!values.samples?.length) errors.samples ??= 'Please choose which samples you would like.';
    if (!relevant.deliveryAddress) errors.deliveryAddress ??= 'Please give the address to send the samples to.';
  } else if ((values.message ?? '').trim().length < 20) {
    errors.message ??= 'Please tell us a little more (at least 20 characters).';
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { markets: chosenMarkets, samples: chosenSamples, sampleRanges: chosenRanges, sampleParts: chosenParts, ...rest } = result.data;
  return {
    ok: true,
    enquiry: {
      ...(rest as Omit<Enquiry, 'markets' | 'samples' | 'sampleRanges' | 'sampleParts'>),
      ...(chosenMarkets.length ? { markets: chosenMarkets } : {}),
      ...(chosenSamples.length ? { samples: chosenSamples } : {}),
      // Ranges are stock bottles: asked only with them.
      ...(chosenRanges.length && chosenSamples.includes('stock-bottles') ? { sampleRanges: chosenRanges } : {}),
      ...(chosenParts.length && chosenSamples.includes('catalogue-parts') ? { sampleParts: chosenParts } : {}),
    },
  };
}

export function firstErrorField(errors: FieldErrors): EnquiryField | undefined {
  return fieldOrder.find((field) => errors[field]);
}
