import { describe, expect, it } from 'vitest';

import { todayInJapan } from '@/platform/time/japan';

import { deriveStatus } from './status';

const base = { expiryDate: '2028-03-31' };

describe('deriveStatus', () => {
  it('is active inside the accreditation period', () => {
    expect(deriveStatus(base, '2026-11-21')).toBe('active');
  });

  it('is suspended from the first to the last day of a suspension, and active again after', () => {
    const suspended = { ...base, suspensionStart: '2026-11-01', suspensionEnd: '2026-12-31' };
    expect(deriveStatus(suspended, '2026-10-31')).toBe('active');
    expect(deriveStatus(suspended, '2026-11-01')).toBe('suspended');
    expect(deriveStatus(suspended, '2026-12-31')).toBe('suspended');
    expect(deriveStatus(suspended, '2027-01-01')).toBe('active');
    expect(deriveStatus({ ...base, suspensionStart: '2026-11-01' }, '2030-01-01')).toBe('suspended');
  });

  it('is ended from the day of cancellation, withdrawal or revocation, whatever else', () => {
    expect(deriveStatus({ ...base, endedOn: '2026-06-30', suspensionStart: '2026-01-01' }, '2026-11-21')).toBe('ended');
    expect(deriveStatus({ ...base, endedOn: '2026-12-01' }, '2026-11-21')).toBe('active');
  });

  it('is expired after the expiry date', () => {
    expect(deriveStatus(base, '2028-04-01')).toBe('expired');
  });
});

describe('todayInJapan', () => {
  it('uses Japan time: 20:00 UTC is already the next day in Tokyo', () => {
    expect(todayInJapan(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });
});
