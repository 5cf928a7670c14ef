import { describe, expect, it } from 'vitest';

import { formatDateTime, formatDay, formatDayWithWeekday, formatMonth, formatTimeOfDay } from './format';

describe('dates and times as each language writes them', () => {
  it('writes an English date day, month, year, as the site writes it everywhere', () => {
    expect(formatDay('2026-11-28', 'en')).toBe('28 November 2026');
    expect(formatDay('2026-11-27T15:30:00Z', 'en')).toBe('28 November 2026');
    expect(formatDayWithWeekday('2026-12-29', 'en')).toBe('Tuesday 29 December 2026');
    expect(formatMonth('2026-11-01', 'en')).toBe('November 2026');
    expect(formatDateTime('2026-11-28T08:00:00Z', 'en')).toBe('28 November 2026 at 17:00 JST');
    expect(formatDateTime('2026-11-28T00:30:00Z', 'en')).toBe('28 November 2026 at 9:30 JST');
  });

  it('writes a Japanese date and time in words', () => {
    expect(formatDay('2026-11-28', 'ja')).toBe('2026年11月28日');
    expect(formatDayWithWeekday('2026-12-29', 'ja')).toBe('2026年12月29日（火）');
    expect(formatDateTime('2026-11-28T08:00:00Z', 'ja')).toBe('2026年11月28日 17時');
    expect(formatDateTime('2026-11-28T08:30:00Z', 'ja')).toBe('2026年11月28日 17時30分');
  });

  it('writes a time of day as 9時30分 in Japanese and on the 24-hour clock in English', () => {
    expect(formatTimeOfDay('09:30', 'ja')).toBe('9時30分');
    expect(formatTimeOfDay('12:00', 'ja')).toBe('12時');
    expect(formatTimeOfDay('17:30', 'en')).toBe('17:30');
    expect(formatTimeOfDay('09:30', 'en')).toBe('9:30');
  });
});
