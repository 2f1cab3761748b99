/**
 * What a case can be filtered by: the kinds of work we do, as a buyer scans
 * for them. The Studio offers these (and warns at any other), the demo
 * content uses them, and the portfolio's filters are the distinct ones in use
 * (SPEC.md §2), so a handful of filters each shows several cases, not twelve
 * for nine cases (issue 39). Imports nothing: the Studio reads it too.
 */
export const caseFeatures = [
  'Fragrance creation',
  'Glass',
  'Componentry',
  'Secondary packaging',
  'Filling & assembly',
  'Home fragrance',
  'Gift with purchase',
] as const;
