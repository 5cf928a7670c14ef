import { describe, expect, it } from 'vitest';

import { daysBefore, DEFAULT_SNAPSHOT_HOUR, dueDay, firstKeptDay, KEPT_DAYS, snapshotHour } from './schedule';

describe('when the daily snapshots are made', () => {
  it('is from the hour OPEN_DATA_SNAPSHOT_HOUR names in Japan, 03:00 unless it names one', () => {
    expect(snapshotHour({})).toBe(DEFAULT_SNAPSHOT_HOUR);
    expect(snapshotHour({ OPEN_DATA_SNAPSHOT_HOUR: '5' })).toBe(5);
    expect(snapshotHour({ OPEN_DATA_SNAPSHOT_HOUR: '0' })).toBe(0);
    expect(snapshotHour({ OPEN_DATA_SNAPSHOT_HOUR: '23' })).toBe(23);
    for (const value of ['24', '-1', '3.5', 'three', '']) expect(snapshotHour({ OPEN_DATA_SNAPSHOT_HOUR: value }), value).toBe(DEFAULT_SNAPSHOT_HOUR);
  });

  it('makes the day in Japan due once its hour has come, and nothing before', () => {
    // 17:59 UTC on the 7th is 02:59 on the 8th in Japan; 18:00 UTC is 03:00.
    expect(dueDay(new Date('2026-12-07T17:59:59Z'), 3)).toBeNull();
    expect(dueDay(new Date('2026-12-07T18:00:00Z'), 3)).toBe('2026-12-08');
    expect(dueDay(new Date('2026-12-08T14:59:59Z'), 3)).toBe('2026-12-08');
    // Midnight in Japan, with the hour set to 0: the new day at once.
    expect(dueDay(new Date('2026-12-07T15:00:00Z'), 0)).toBe('2026-12-08');
    expect(dueDay(new Date('2026-12-07T14:59:59Z'), 0)).toBe('2026-12-07');
  });
});

describe('how long the daily snapshots are kept', () => {
  it('is 90 days: the day’s and the 89 before it; older ones are deleted', () => {
    expect(KEPT_DAYS).toBe(90);
    const today = '2026-12-08';
    // What the job deletes: the days before the first kept one (server/snapshots/job.ts, `pruneSnapshots`).
    const pastKeeping = (day: string) => day < firstKeptDay(today);
    expect(firstKeptDay(today)).toBe(daysBefore(today, 89));
    expect(pastKeeping(today)).toBe(false);
    expect(pastKeeping(daysBefore(today, 1))).toBe(false);
    expect(pastKeeping(daysBefore(today, 89))).toBe(false);
    expect(pastKeeping(daysBefore(today, 90))).toBe(true);
    expect(pastKeeping(daysBefore(today, 91))).toBe(true);
    expect(pastKeeping('2026-09-10')).toBe(false);
    expect(pastKeeping('2026-09-09')).toBe(true);
  });

  it('counts days across months, years and leap days', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2027-01-01', 1)).toBe('2026-12-31');
    expect(firstKeptDay('2026-03-31')).toBe('2026-01-01');
  });
});
