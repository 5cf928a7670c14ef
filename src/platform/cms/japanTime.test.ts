import { describe, expect, it } from 'vitest';

import { formatAdminDateTime, formatAdminDay, pickerFormat, pinnedToJapan } from './japanTime';

describe('dates and times in /admin', () => {
  it('are written in Japan time in each language', () => {
    // 10:29 UTC is 19:29 in Japan.
    expect(formatAdminDateTime('2026-11-22T10:29:00.000Z', 'ja')).toBe('2026年11月22日 19:29');
    expect(formatAdminDateTime('2026-11-22T10:29:00.000Z', 'en')).toBe('22 Nov 2026, 19:29 JST');
    expect(formatAdminDay('2026-11-22T10:29:00.000Z', 'ja')).toBe('2026年11月22日');
    expect(formatAdminDay('2026-11-22T10:29:00.000Z', 'en')).toBe('22 Nov 2026');
  });

  it('take the day in Japan, not in UTC, and write midnight as 00:00', () => {
    expect(formatAdminDateTime('2026-12-31T15:00:00.000Z', 'ja')).toBe('2027年1月1日 00:00');
    expect(formatAdminDateTime(new Date('2026-09-01T03:05:00+09:00'), 'en')).toBe('1 Sep 2026, 03:05 JST');
  });

  it('leave out what is not a date', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatAdminDateTime(value, 'ja')).toBe('');
  });

  it('give the date picker the same forms', () => {
    expect(pickerFormat('ja', true, true)).toBe('yyyy年M月d日 HH:mm');
    expect(pickerFormat('en', true, true)).toBe("d MMM yyyy, HH:mm 'JST'");
    // A field shown in the browser's time zone does not claim to be in Japan's.
    expect(pickerFormat('en', true, false)).toBe('d MMM yyyy, HH:mm');
    expect(pickerFormat('ja', false, true)).toBe('yyyy年M月d日');
  });

  it('know a field pinned to Japan time from one that is not', () => {
    expect(pinnedToJapan({ defaultTimezone: 'Asia/Tokyo', supportedTimezones: [{ label: 'JST', value: 'Asia/Tokyo' }] })).toBe(true);
    expect(
      pinnedToJapan({
        defaultTimezone: 'Asia/Tokyo',
        supportedTimezones: [
          { label: 'JST', value: 'Asia/Tokyo' },
          { label: 'UTC', value: 'UTC' },
        ],
      }),
    ).toBe(false);
    expect(pinnedToJapan(true)).toBe(false);
    expect(pinnedToJapan(undefined)).toBe(false);
  });
});
