import { describe, expect, it } from 'vitest';
import {
  FORM_TOKEN_MAX_AGE_MS,
  formAge,
  issueFormToken,
  readFormToken,
  readSentReference,
  SENT_REFERENCE_MAX_AGE_MS,
  sentReference,
} from './form-token.server.ts';

describe('the form token', () => {
  it('tells how long ago the form was shown', () => {
    const token = issueFormToken(1_000_000);
    expect(formAge(token, 1_004_500)).toBe(4500);
  });

  it('refuses a token whose time was changed, or that was made up', () => {
    const [, key, signature] = issueFormToken(1_000_000).split('.');
    expect(formAge(`900000.${key}.${signature}`, 1_004_500)).toBeNull();
    expect(formAge('1000000.forged', 1_004_500)).toBeNull();
    expect(formAge('', 1_004_500)).toBeNull();
    expect(formAge(undefined, 1_004_500)).toBeNull();
  });

  it('carries a key of its own for each form, which cannot be swapped for another', () => {
    const first = readFormToken(issueFormToken(1_000_000), 1_000_000);
    const second = readFormToken(issueFormToken(1_000_000), 1_000_000);
    expect(first?.key).toMatch(/^[\w-]{22}$/);
    expect(second?.key).not.toBe(first?.key);
    const [issued, , signature] = issueFormToken(1_000_000).split('.');
    expect(readFormToken(`${issued}.${second?.key}.${signature}`, 1_000_000)).toBeNull();
  });

  it('serves for a day, and not before it was made', () => {
    const token = issueFormToken(1_000_000);
    expect(readFormToken(token, 1_000_000 + FORM_TOKEN_MAX_AGE_MS)?.issued).toBe(1_000_000);
    expect(readFormToken(token, 1_000_001 + FORM_TOKEN_MAX_AGE_MS), 'a day and a moment later').toBeNull();
    expect(readFormToken(token, 1_000_000 - 5 * 60_000), 'made five minutes ahead of this clock').toBeNull();
  });
});

describe('the thank-you page’s reference to a sent brief', () => {
  it('names the brief for an hour, and cannot be changed to name another', () => {
    const reference = sentReference('enquiry.key-digest', 1_000_000);
    expect(readSentReference(reference, 1_000_000 + SENT_REFERENCE_MAX_AGE_MS)).toBe('enquiry.key-digest');
    expect(readSentReference(reference, 1_000_001 + SENT_REFERENCE_MAX_AGE_MS), 'an hour and a moment later').toBeNull();
    expect(readSentReference(reference.replace('key-digest', 'other-brief'), 1_000_000)).toBeNull();
    expect(readSentReference('enquiry.key-digest', 1_000_000)).toBeNull();
  });
});
