/** A complete contact form as a visitor sends it, with its form token; `marker` makes its message findable in the lake. */
export function enquiryForm(token: string, marker: string): URLSearchParams {
  return new URLSearchParams({
    name: 'Iris Vale',
    company: 'Maison Iris',
    email: 'iris@example.com',
    enquiryType: 'private-label',
    message: `Five thousand units of a 50 ml eau de parfum, reference ${marker}.`,
    consent: 'yes',
    website: '',
    formToken: token,
  });
}
