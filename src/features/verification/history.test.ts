import { describe, expect, it } from 'vitest';

import { dayBefore, type HistoryRow, validityOn } from './history';

const term = { validFrom: '2019-04-01', validUntil: '2028-03-31' };

describe('validity on a day', () => {
  // A body suspended last year: recorded first in 2024, suspended in June 2025, lifted at the end of September.
  const suspendedLastYear: HistoryRow[] = [
    { recordedOn: '2024-04-01', ...term },
    { recordedOn: '2025-06-01', ...term, suspendedFrom: '2025-06-01' },
    { recordedOn: '2025-09-30', ...term, suspendedFrom: '2025-06-01', suspendedUntil: '2025-09-29' },
  ];

  it('answers inside and outside a past suspension, from the history and not from today', () => {
    expect(validityOn(suspendedLastYear, '2025-07-01')).toEqual({ kind: 'suspended', from: '2025-06-01', to: '2025-09-29' });
    expect(validityOn(suspendedLastYear, '2025-09-29').kind).toBe('suspended');
    expect(validityOn(suspendedLastYear, '2025-09-30')).toEqual({ kind: 'valid', since: '2019-04-01', until: '2028-03-31' });
    expect(validityOn(suspendedLastYear, '2025-05-31').kind).toBe('valid');
    // Today's record alone no longer states the suspension at all: the history still knows it.
    const today = [{ recordedOn: '2025-10-15', ...term }];
    expect(validityOn([...suspendedLastYear, ...today], '2025-07-01').kind).toBe('suspended');
  });

  it('says unknown before the first recorded state, never valid, and not yet before the first day of validity', () => {
    expect(validityOn(suspendedLastYear, '2023-01-01')).toEqual({ kind: 'unknown', knownFrom: '2024-04-01' });
    expect(validityOn(suspendedLastYear, '2019-03-31')).toEqual({ kind: 'notYet', from: '2019-04-01' });
    expect(validityOn([], '2025-01-01')).toEqual({ kind: 'unknown', knownFrom: null });
  });

  it('knows a stated suspension or end even before the first recorded state', () => {
    const firstSeenSuspended = [{ recordedOn: '2026-01-10', ...term, suspendedFrom: '2025-12-01', suspendedUntil: '2026-02-28' }];
    expect(validityOn(firstSeenSuspended, '2025-12-15').kind).toBe('suspended');
    expect(validityOn(firstSeenSuspended, '2025-11-30').kind).toBe('unknown');
  });

  it('ends a suspension lifted without an end date the day before the record that dropped it', () => {
    const rows: HistoryRow[] = [
      { recordedOn: '2025-01-10', ...term, suspendedFrom: '2025-01-10' },
      { recordedOn: '2025-02-20', ...term },
    ];
    expect(validityOn(rows, '2025-02-19')).toEqual({ kind: 'suspended', from: '2025-01-10', to: '2025-02-19' });
    expect(validityOn(rows, '2025-02-20').kind).toBe('valid');
  });

  it('treats a withdrawn certificate as valid the day before and ended from the day the withdrawal was recorded', () => {
    const rows: HistoryRow[] = [
      { recordedOn: '2024-01-10', validFrom: '2020-01-01', validUntil: '2026-12-31', decision: 'valid' },
      { recordedOn: '2026-03-15', validFrom: '2020-01-01', validUntil: '2026-12-31', decision: 'withdrawn' },
    ];
    expect(validityOn(rows, '2026-03-14')).toEqual({ kind: 'valid', since: '2020-01-01', until: '2026-12-31' });
    expect(validityOn(rows, '2026-03-15')).toEqual({ kind: 'ended', on: '2026-03-15', endKind: 'withdrawn' });
    expect(validityOn(rows, '2026-11-01').kind).toBe('ended');
  });

  it('follows a certificate suspended and then reinstated', () => {
    const rows: HistoryRow[] = [
      { recordedOn: '2024-01-10', validFrom: '2020-01-01', validUntil: '2027-12-31', decision: 'valid' },
      { recordedOn: '2025-05-01', validFrom: '2020-01-01', validUntil: '2027-12-31', decision: 'suspended' },
      { recordedOn: '2025-05-20', validFrom: '2020-01-01', validUntil: '2027-12-31', decision: 'suspended' },
      { recordedOn: '2025-08-01', validFrom: '2020-01-01', validUntil: '2027-12-31', decision: 'valid' },
    ];
    expect(validityOn(rows, '2025-06-01')).toEqual({ kind: 'suspended', from: '2025-05-01', to: '2025-07-31' });
    expect(validityOn(rows, '2025-08-01').kind).toBe('valid');
  });

  it('shows a lapse before a late renewal as expired, and the renewed term as valid from its start', () => {
    const rows: HistoryRow[] = [
      { recordedOn: '2024-01-01', validFrom: '2016-04-01', validUntil: '2025-03-31' },
      { recordedOn: '2025-05-01', validFrom: '2016-04-01', renewedOn: '2025-04-20', validUntil: '2029-04-19' },
    ];
    expect(validityOn(rows, '2025-04-10')).toEqual({ kind: 'expired', on: '2025-03-31' });
    expect(validityOn(rows, '2025-04-25')).toEqual({ kind: 'valid', since: '2016-04-01', until: '2029-04-19' });
    expect(validityOn(rows, '2030-01-01')).toEqual({ kind: 'expired', on: '2029-04-19' });
  });

  it('says ended from the stated day of an end', () => {
    const rows: HistoryRow[] = [
      { recordedOn: '2024-01-01', ...term },
      { recordedOn: '2026-02-01', ...term, endedOn: '2026-01-31', endKind: 'withdrawn' },
    ];
    expect(validityOn(rows, '2026-01-30').kind).toBe('valid');
    expect(validityOn(rows, '2026-01-31')).toEqual({ kind: 'ended', on: '2026-01-31', endKind: 'withdrawn' });
  });

  it('counts days across month and year ends', () => {
    expect(dayBefore('2025-03-01')).toBe('2025-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });
});
