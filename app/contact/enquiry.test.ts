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
      name: 'Please tell us your name.',
      email: 'Please check the e-mail address: it should look like name@company.com.',
      company: 'Please tell us your company or brand.',
      phone: 'Please check the phone number: digits, spaces and an optional + only.',
      enquiryType: 'Please choose what your enquiry is about.',
      message: 'Please tell us a little more (at least 20 characters).',
      consent: 'Please agree to the privacy policy so that we may reply.',
    });
    expect(firstErrorField(result.errors)).toBe('name');
  });

  it('reads the form as the visitor filled it', () => {
    const form = new URLSearchParams({ ...good, website: 'spam' });
    expect(valuesFrom(form)).toEqual(good);
  });
});
