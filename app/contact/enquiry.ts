/**
 * The enquiry form's one schema, used by the browser (to check before sending)
 * and by the server (which never trusts the browser): field rules, their
 * messages, and the enquiry types.
 */
// zod's mini build, whose checks are functions the bundler keeps only if used: the contact page's
// script is a fifth of the size it was with the full build, and the rules and messages are the same.
import * as z from 'zod/mini';

// zod compiles validators with `new Function`, which the Content-Security-Policy rightly forbids.
z.config({ jitless: true });

export const enquiryTypes = [
  { value: 'fragrance-creation', label: 'Fragrance creation' },
  { value: 'private-label', label: 'Private label fragrance' },
  { value: 'filling-assembly', label: 'Filling and assembly' },
  { value: 'fragrance-componentry', label: 'Fragrance componentry' },
  { value: 'skincare-componentry', label: 'Skincare componentry' },
  { value: 'home-fragrance', label: 'Home fragrance' },
  { value: 'secondary-packaging', label: 'Secondary packaging' },
  { value: 'gift-with-purchase', label: 'Gift with purchase' },
  { value: 'glass', label: 'Glass bottles' },
  { value: 'creative', label: 'Design studio' },
  { value: 'other', label: 'Something else' },
] as const;

export type EnquiryType = (typeof enquiryTypes)[number]['value'];

const typeValues = enquiryTypes.map((type) => type.value) as [EnquiryType, ...EnquiryType[]];

/** A string as typed, trimmed, and kept only if it is not empty. */
const optionalText = (...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), ...checks)),
    z.transform((value: string | undefined) => value || undefined),
  );

export const enquirySchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(2, 'Please tell us your name.'), z.maxLength(100, 'Please keep your name under 100 characters.')),
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
  enquiryType: z.enum(typeValues, { error: 'Please choose what your enquiry is about.' }),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(20, 'Please tell us a little more (at least 20 characters).'),
      z.maxLength(5000, 'Please keep your message under 5,000 characters.'),
    ),
  consent: z.literal('yes', { error: 'Please agree to the privacy policy so that we may reply.' }),
  context: optionalText(z.maxLength(2000)),
});

export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryField = keyof z.input<typeof enquirySchema>;
export type FieldErrors = Partial<Record<EnquiryField, string>>;

/** The fields in the order the form shows them: the first with an error gets the focus. */
export const fieldOrder: EnquiryField[] = ['name', 'email', 'company', 'phone', 'enquiryType', 'message', 'consent'];

/** What the visitor typed, as strings, to put back in the form. */
export type EnquiryValues = Partial<Record<EnquiryField, string>>;

export function valuesFrom(form: FormData | URLSearchParams): EnquiryValues {
  const values: EnquiryValues = {};
  for (const field of [...fieldOrder, 'context'] as EnquiryField[]) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

export function validateEnquiry(values: EnquiryValues): { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors } {
  const result = enquirySchema.safeParse(values);
  if (result.success) return { ok: true, enquiry: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export function firstErrorField(errors: FieldErrors): EnquiryField | undefined {
  return fieldOrder.find((field) => errors[field]);
}
