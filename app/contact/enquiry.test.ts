import { describe, expect, it } from 'vitest';
import { firstErrorField, validateEnquiry, valuesFrom } from './enquiry.ts';

const good = {
  name: 'Iris Vale',
  email: 'iris@maison-iris.com',
  company: 'Maison Iris',
  phone: '+44 20 7946 0000',
  enquiryType: 'private-label',
  message: 'We would like 5,000 units of a 50 ml eau de parfum for a spring launch.',
  consent: 'yes',
};

describe('the enquiry schema', () => {
  it('accepts a complete enquiry and trims what was typed', () => {
    const result = validateEnquiry({ ...good, name: '  Iris Vale ' });
    expect(result).toEqual({ ok: true, enquiry: { ...good, name: 'Iris Vale', context: undefined } });
  });

  it('treats the phone and context as optional', () => {
    const result = validateEnquiry({ ...good, phone: '' });
    expect(result.ok && result.enquiry.phone).toBe(undefined);
  });

  it('explains each problem next to its field', () => {
    const result = validateEnquiry({
      name: 'I',
      email: 'iris@',
      company: '',
      phone: 'call me',
      enquiryType: 'perfume',
      message: 'Hello',
      consent: undefined,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Please give your name in full: one letter is not enough for us to reply.',
      email: 'Please check the e-mail address: it should look like name@company.com.',
      company: 'Please tell us your company or brand.',
      phone: 'Please check the phone number: digits, spaces and an optional + only.',
      enquiryType: 'Please choose what you would like us to make.',
      message: 'Please tell us a little more (at least 20 characters).',
      consent: 'Please agree to the privacy policy so that we may reply.',
    });
    // The brief asks what to make first: that is where the cursor goes.
    expect(firstErrorField(result.errors)).toBe('enquiryType');
  });

  it('checks only the questions the chosen kind asks, each with its own message', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const brief = { ...good, quantity: '5,000', skus: '3', launch: '2027-09', budget: '25k-50k', markets: ['uk', 'eu'], stage: 'idea' };
    expect(validateEnquiry(brief, now)).toMatchObject({
      ok: true,
      enquiry: { quantity: 5000, skus: 3, launch: '2027-09', budget: '25k-50k', markets: ['uk', 'eu'], stage: 'idea' },
    });
    const wrong = validateEnquiry({ ...brief, quantity: '12', skus: '0', launch: '2026-10', markets: ['mars'] }, now);
    expect(wrong.ok === false && wrong.errors).toEqual({
      quantity: 'Please give the units per scent or SKU as a whole number from 50 to 10,000,000.',
      skus: 'Please give the number of scents or SKUs as a whole number from 1 to 500.',
      launch: 'Please choose this month or a later one.',
      markets: 'Please choose markets from the list.',
    });
    // Glass asks no markets or stage: answers left from another choice are dropped, not checked.
    const glass = validateEnquiry({ ...brief, enquiryType: 'glass', markets: ['mars'], stage: 'nonsense' }, now);
    expect(glass.ok && glass.enquiry).toMatchObject({ enquiryType: 'glass', quantity: 5000 });
    expect(glass.ok && glass.enquiry.markets).toBeUndefined();
    expect(glass.ok && glass.enquiry.stage).toBeUndefined();
  });

  it('asks a sample request for the samples and an address, not a long message', () => {
    const asked = validateEnquiry({ ...good, enquiryType: 'samples', message: '' });
    expect(asked.ok === false && asked.errors).toEqual({
      samples: 'Please choose which samples you would like.',
      deliveryAddress: 'Please give the address to send the samples to.',
    });
    const request = validateEnquiry({
      ...good,
      enquiryType: 'samples',
      message: '',
      samples: ['discovery-set'],
      deliveryAddress: '1 Mill Lane, Leeds LS1 1AA',
    });
    expect(request.ok && request.enquiry).toMatchObject({ samples: ['discovery-set'], deliveryAddress: '1 Mill Lane, Leeds LS1 1AA' });
  });

  it('reads the form as the visitor filled it', () => {
    const form = new URLSearchParams({ ...good, website: 'spam' });
    expect(valuesFrom(form)).toEqual(good);
  });
});
