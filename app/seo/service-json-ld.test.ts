import { describe, expect, it } from 'vitest';
import { serviceJsonLd } from './json-ld.ts';

const site = 'https://www.example.com';
const service = {
  path: '/private-label-fragrance',
  title: 'Private label fragrance',
  description: 'A library of finished fragrances, bottles and boxes.',
};

describe('serviceJsonLd', () => {
  it('is a Service by the organisation whose Offer carries the minimum order and the lead time in weeks', () => {
    const ld = serviceJsonLd(site, {
      ...service,
      facts: {
        minimumOrder: { quantity: 500, unit: 'units', basis: 'per fragrance' },
        leadTime: { minWeeks: 10, maxWeeks: 14 },
      },
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': 'https://www.example.com/private-label-fragrance#service',
      name: 'Private label fragrance',
      description: service.description,
      url: 'https://www.example.com/private-label-fragrance',
      provider: { '@id': 'https://www.example.com/#organization' },
      areaServed: 'Worldwide',
      offers: {
        '@type': 'Offer',
        url: 'https://www.example.com/private-label-fragrance',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 500, unitText: 'units per fragrance' },
        deliveryLeadTime: { '@type': 'QuantitativeValue', minValue: 10, maxValue: 14, unitCode: 'WEE', unitText: 'weeks' },
      },
    });
  });

  it('gives a single lead time as both ends, and the minimum alone when that is all it knows', () => {
    const ld = serviceJsonLd(site, { ...service, facts: { leadTime: { minWeeks: 10, maxWeeks: null } } });
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: 'https://www.example.com/private-label-fragrance',
      deliveryLeadTime: { '@type': 'QuantitativeValue', minValue: 10, maxValue: 10, unitCode: 'WEE', unitText: 'weeks' },
    });
    const minimumOnly = serviceJsonLd(site, { ...service, facts: { minimumOrder: { quantity: 300, unit: 'candles' } } });
    expect(minimumOnly.offers).toEqual({
      '@type': 'Offer',
      url: 'https://www.example.com/private-label-fragrance',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 300, unitText: 'candles' },
    });
  });

  it('makes no Offer without a minimum or a lead time, and no description it was not given', () => {
    const ld = serviceJsonLd(site, { ...service, description: null, facts: { minimumOrder: { quantity: null, unit: 'units' } } });
    expect(ld['@type']).toBe('Service');
    expect(ld).not.toHaveProperty('offers');
    expect(ld).not.toHaveProperty('description');
  });
});
