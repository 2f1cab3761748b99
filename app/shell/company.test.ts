import { describe, expect, it } from 'vitest';
import { companyStatement, formatVatNumber, isCompanyNumber, isUkPostcode, isVatNumber, registeredIn } from './company.ts';

describe('company identifiers', () => {
  it('takes Companies House numbers: eight digits, or two letters and six digits', () => {
    for (const number of ['05123874', 'SC123456', 'NI654321', 'oc301234']) expect(isCompanyNumber(number), number).toBe(true);
    for (const number of ['5123874', '051238745', 'S1234567', 'SC12345', 'GB842661309', ''])
      expect(isCompanyNumber(number), number).toBe(false);
  });

  it('names where a company is registered from its number', () => {
    expect(registeredIn('05123874')).toBe('England and Wales');
    expect(registeredIn('SC123456')).toBe('Scotland');
    expect(registeredIn('NI654321')).toBe('Northern Ireland');
  });

  it('takes UK VAT numbers written with or without spaces, and prints them as HMRC does', () => {
    for (const vat of ['GB 842 6613 09', 'GB842661309', 'gb842661309']) expect(isVatNumber(vat), vat).toBe(true);
    for (const vat of ['842661309', 'GB84266130', 'GB8426613099', 'FR84266130', 'GB 842 6613 0X'])
      expect(isVatNumber(vat), vat).toBe(false);
    expect(formatVatNumber('GB842661309')).toBe('GB 842 6613 09');
  });

  it('takes full UK postcodes only', () => {
    for (const postcode of ['SG12 9XA', 'sg129xa', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE']) expect(isUkPostcode(postcode), postcode).toBe(true);
    for (const postcode of ['SG12', '12345', 'SG12 9X']) expect(isUkPostcode(postcode), postcode).toBe(false);
  });
});

describe('the footer statement', () => {
  const company = {
    companyName: 'Ashcombe & Vale',
    legalName: 'Ashcombe & Vale Fragrance Ltd',
    companyNumber: '05123874',
    vatNumber: 'GB842661309',
    registeredOffice: { addressLines: ['Ashcombe House', '7 Kingsmead Park', 'Hertford Road'], town: 'Ware', postcode: 'SG12 9XA' },
  };

  it('says what a UK limited company must', () => {
    expect(companyStatement(company)).toBe(
      'Ashcombe & Vale Fragrance Ltd, registered in England and Wales, company number 05123874. VAT\u00a0GB\u00a0842\u00a06613\u00a009. ' +
        'Registered office: Ashcombe House, 7 Kingsmead Park, Hertford Road, Ware SG12\u00a09XA.',
    );
  });

  it('says only what is known, and nothing without a company number', () => {
    expect(companyStatement({ ...company, vatNumber: null, registeredOffice: null })).toBe(
      'Ashcombe & Vale Fragrance Ltd, registered in England and Wales, company number 05123874.',
    );
    expect(companyStatement({ ...company, companyNumber: null })).toBeNull();
  });
});
