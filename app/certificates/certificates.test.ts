import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_WARNING_DAYS,
  certificateStartsAt,
  currentCertificates,
  expiryWarning,
  isCertificateCurrent,
  validUntilProblem,
} from './certificates.ts';

const now = new Date('2026-11-27T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('which certificates show', () => {
  it('shows one between its first day and its expiry, never one past it', () => {
    expect(isCertificateCurrent({ validFrom: '2025-06-02', validUntil: inDays(10) }, now)).toBe(true);
    expect(isCertificateCurrent({ validFrom: '2025-06-02', validUntil: now.toISOString() }, now)).toBe(false);
    expect(isCertificateCurrent({ validFrom: '2025-06-02', validUntil: inDays(-1) }, now)).toBe(false);
    expect(isCertificateCurrent({ validFrom: '2025-06-02', validUntil: null }, now), 'no expiry: not offered as proof').toBe(false);
    expect(isCertificateCurrent({ validFrom: '2026-12-01', validUntil: inDays(900) }, now), 'not started yet').toBe(false);
  });

  it('starts a certificate at midnight London time, in summer time too', () => {
    expect(certificateStartsAt({ validFrom: '2026-12-01' })?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(certificateStartsAt({ validFrom: '2026-06-01' })?.toISOString()).toBe('2026-05-31T23:00:00.000Z');
  });

  it('keeps the order given, and says the page changes at the earliest expiry shown', () => {
    const rows = [
      { id: 'a', validFrom: '2025-01-01', validUntil: inDays(400) },
      { id: 'expired', validFrom: '2023-01-01', validUntil: inDays(-5) },
      { id: 'b', validFrom: '2025-01-01', validUntil: inDays(20) },
    ];
    const { shown, changesAt } = currentCertificates(rows, now);
    expect(shown.map((row) => row.id)).toEqual(['a', 'b']);
    expect(changesAt?.toISOString()).toBe(inDays(20));
  });

  it('says the page changes when a certificate still to come starts, if that is sooner', () => {
    const rows = [
      { id: 'a', validFrom: '2025-01-01', validUntil: inDays(400) },
      { id: 'renewal', validFrom: '2026-12-01', validUntil: inDays(1500) },
    ];
    const { shown, changesAt } = currentCertificates(rows, now);
    expect(shown.map((row) => row.id)).toEqual(['a']);
    expect(changesAt?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('has nothing to wait for without certificates', () => {
    expect(currentCertificates([], now)).toEqual({ shown: [], changesAt: null });
  });
});

describe("the Studio's checks", () => {
  it(`warns within ${CERTIFICATE_WARNING_DAYS} days of the expiry, with the days left`, () => {
    expect(expiryWarning({ validUntil: inDays(30) }, now)).toBe(
      'Expires in 30 days: the website stops showing it then. Upload the renewed certificate.',
    );
    expect(expiryWarning({ validUntil: inDays(0.5) }, now)).toMatch(/^Expires in 1 day:/);
    expect(expiryWarning({ validUntil: inDays(60) }, now)).toMatch(/^Expires in 60 days/);
    expect(expiryWarning({ validUntil: inDays(61) }, now)).toBe(true);
    expect(expiryWarning({ validUntil: inDays(-1) }, now)).toMatch(/has expired/);
    expect(expiryWarning({}, now)).toBe(true);
  });

  it('refuses an expiry before the first day', () => {
    expect(validUntilProblem({ validFrom: '2026-01-10', validUntil: '2026-01-09T12:00:00Z' })).toBe('Valid until is before valid from.');
    expect(validUntilProblem({ validFrom: '2026-01-10', validUntil: '2029-01-09T23:00:00Z' })).toBe(true);
    expect(validUntilProblem({ validUntil: '2029-01-09T23:00:00Z' })).toBe(true);
  });
});
