import { describe, expect, it } from 'vitest';
import { normaliseVatNumber } from '../shell/company.ts';
import { defaultSite } from '../shell/shell.ts';
import { organizationJsonLd } from './json-ld.ts';

const site = {
  ...defaultSite,
  companyName: 'Ashcombe & Vale',
  legalName: 'Ashcombe & Vale Fragrance Ltd',
  companyNumber: '05123874',
  vatNumber: 'GB 842 6613 09',
  // As the shell's loader gives it (shell.server.ts): the number without its spaces.
  vatId: normaliseVatNumber('GB 842 6613 09'),
  registeredOffice: { addressLines: ['Ashcombe House', '7 Kingsmead Park'], town: 'Ware', postcode: 'SG12 9XA' },
};

describe('organizationJsonLd: the company identifiers (issue 37)', () => {
  it('carries the legal name, the VAT number and the Companies House number as a PropertyValue', () => {
    const ld = organizationJsonLd(site, 'https://www.example.com');
    expect(ld).toMatchObject({
      legalName: 'Ashcombe & Vale Fragrance Ltd',
      vatID: 'GB842661309',
      identifier: {
        '@type': 'PropertyValue',
        propertyID: 'UK Companies House company number',
        value: '05123874',
        url: 'https://find-and-update.company-information.service.gov.uk/company/05123874',
      },
    });
  });

  it('gives the registered office as the address when there is no trading address', () => {
    expect(organizationJsonLd(site, 'https://www.example.com').address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Ashcombe House, 7 Kingsmead Park',
      addressLocality: 'Ware',
      postalCode: 'SG12 9XA',
      addressCountry: 'GB',
    });
  });

  it('says nothing it does not know', () => {
    const ld = organizationJsonLd(defaultSite, 'https://www.example.com');
    expect(ld).not.toHaveProperty('vatID');
    expect(ld).not.toHaveProperty('identifier');
    expect(ld).not.toHaveProperty('address');
  });
});
