/**
 * A UK limited company's identifiers as the law asks it to show them
 * (Companies Act 2006 and the Company, LLP and Business (Names and Trading
 * Disclosures) Regulations 2015: registered name, where it is registered, its
 * number and registered office), and its VAT number as HMRC writes it. The
 * Studio validates with the same rules the footer and structured data rely on.
 */

/** Companies House numbers: eight digits, or two letters and six digits (SC, NI, OC, …). */
const companyNumberPattern = /^(\d{8}|[A-Z]{2}\d{6})$/;

export function isCompanyNumber(value: string): boolean {
  return companyNumberPattern.test(value.trim().toUpperCase());
}

/** The part of the UK a company is registered in, from its number's prefix (Companies House's own convention). */
export function registeredIn(companyNumber: string): string {
  const prefix = companyNumber.trim().toUpperCase().slice(0, 2);
  if (['SC', 'SO', 'SL', 'SP', 'SZ', 'SF', 'SA', 'SR'].includes(prefix)) return 'Scotland';
  if (['NI', 'NC', 'NL', 'NF', 'NA', 'NR', 'R0'].includes(prefix)) return 'Northern Ireland';
  return 'England and Wales';
}

/** `GB 842 6613 09`, `gb842661309` → `GB842661309`; editors paste either. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** A UK VAT registration number: GB and nine digits (HMRC's branch and government forms are not used here). */
export function isVatNumber(value: string): boolean {
  return /^GB\d{9}$/.test(normaliseVatNumber(value));
}

/** As HMRC prints it on a VAT certificate: `GB 123 4567 89`. */
export function formatVatNumber(value: string): string {
  const vat = normaliseVatNumber(value);
  const match = /^GB(\d{3})(\d{4})(\d{2})$/.exec(vat);
  return match ? `GB ${match[1]} ${match[2]} ${match[3]}` : value.trim();
}

/** Full UK postcodes (outward and inward parts), in any case and spacing. */
export function isUkPostcode(value: string): boolean {
  return /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.test(value.trim().toUpperCase().replace(/\s+/g, ' '));
}

export interface RegisteredOffice {
  addressLines?: (string | null)[] | null;
  town?: string | null;
  postcode?: string | null;
}

export interface CompanyDetails {
  legalName?: string | null;
  companyName: string;
  companyNumber?: string | null;
  vatNumber?: string | null;
  registeredOffice?: RegisteredOffice | null;
}

/** The registered office on one line: `Ashcombe House, 7 Kingsmead Park, Ware SG12 9XA`. */
export function officeLine(office: RegisteredOffice | null | undefined): string | null {
  if (!office) return null;
  const lines = (office.addressLines ?? []).filter((line): line is string => Boolean(line?.trim()));
  const townAndPostcode = [office.town, office.postcode].filter(Boolean).join(' ');
  const parts = [...lines, townAndPostcode].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The statutory line of the footer, as a UK limited company shows it:
 * `Ashcombe & Vale Fragrance Ltd, registered in England and Wales, company
 * number 05123874. VAT GB 842 6613 09. Registered office: …` Only what is
 * known is said; nothing at all without a company number.
 */
export function companyStatement(company: CompanyDetails): string | null {
  if (!company.companyNumber) return null;
  const number = company.companyNumber.trim().toUpperCase();
  const sentences = [`${company.legalName ?? company.companyName}, registered in ${registeredIn(number)}, company number ${number}.`];
  // The VAT number and the postcode never break across lines (no-break spaces), as a reader copies them whole.
  if (company.vatNumber) sentences.push(`VAT\u00a0${formatVatNumber(company.vatNumber).replaceAll(' ', '\u00a0')}.`);
  const office = officeLine({
    ...company.registeredOffice,
    postcode: company.registeredOffice?.postcode?.trim().replace(/\s+/g, '\u00a0'),
  });
  if (office) sentences.push(`Registered office: ${office}.`);
  return sentences.join(' ');
}
