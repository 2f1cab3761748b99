import { describe, expect, it } from 'vitest';
import { formAge, issueFormToken } from './form-token.server.ts';

describe('the form token', () => {
  it('tells how long ago the form was shown', () => {
    const token = issueFormToken(1_000_000);
    expect(formAge(token, 1_004_500)).toBe(4500);
  });

  it('refuses a token whose time was changed, or that was made up', () => {
    const [, signature] = issueFormToken(1_000_000).split('.');
    expect(formAge(`900000.${signature}`, 1_004_500)).toBeNull();
    expect(formAge('1000000.forged', 1_004_500)).toBeNull();
    expect(formAge('', 1_004_500)).toBeNull();
    expect(formAge(undefined, 1_004_500)).toBeNull();
  });
});
