import { describe, expect, it } from 'vitest';

import { dateTimeInJapan, todayInJapan } from './japan';

describe('days and times in Japan', () => {
  it('gives the day in Japan, whatever the server’s zone', () => {
    expect(todayInJapan(new Date('2026-01-31T15:05:00Z'))).toBe('2026-02-01');
  });

  it('writes an instant as YYYY-MM-DD HH:mm in Japan, midnight as 00:00', () => {
    expect(dateTimeInJapan('2026-01-31T15:05:00Z')).toBe('2026-02-01 00:05');
    expect(dateTimeInJapan(new Date('2026-11-22T10:29:59+09:00'))).toBe('2026-11-22 10:29');
  });

  it('writes nothing for no date', () => {
    expect(dateTimeInJapan(null)).toBe('');
    expect(dateTimeInJapan('')).toBe('');
    expect(dateTimeInJapan('not a date')).toBe('');
  });
});
