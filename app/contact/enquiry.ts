/**
 * The enquiry form's one schema, used by the browser (to check before sending)
 * and by the server (which never trusts the browser): field rules, their
 * messages, and the enquiry types.
 */
import { z } from 'zod';

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

export const enquirySchema = z.object({
  name: z.string().trim().min(2, 'Please tell us your name.').max(100, 'Please keep your name under 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please give an e-mail address we can reply to.')
    .pipe(z.email('Please check the e-mail address: it should look like name@company.com.'))
    .pipe(z.string().max(200, 'Please use an e-mail address under 200 characters.')),
  company: z.string().trim().min(1, 'Please tell us your company or brand.').max(120, 'Please keep the company name under 120 characters.'),
  phone: z
    .string()
    .trim()
    .max(30, 'Please keep the phone number under 30 characters.')
    .refine(
      (value) => value === '' || /^\+?[0-9 ()\-.]{7,}$/.test(value),
      'Please check the phone number: digits, spaces and an optional + only.',
    )
    .optional()
    .transform((value) => value || undefined),
  enquiryType: z.enum(typeValues, { message: 'Please choose what your enquiry is about.' }),
  message: z
    .string()
    .trim()
    .min(20, 'Please tell us a little more (at least 20 characters).')
    .max(5000, 'Please keep your message under 5,000 characters.'),
  consent: z.literal('yes', { message: 'Please agree to the privacy policy so that we may reply.' }),
  context: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) => value || undefined),
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
