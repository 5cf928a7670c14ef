import { describe, expect, it } from 'vitest';

import { type BusinessHours, closureAffects, closureOfYear, comingClosure, isBusinessDay, nextBusinessDay, workingMinutes } from './model';

const hours: BusinessHours = {
  opens: '09:30',
  closes: '17:30',
  breakStarts: '12:00',
  breakEnds: '13:00',
  yearEndFirst: '12-29',
  yearEndLast: '01-03',
  halfDay: '12-27',
  halfDayCloses: '12:00',
};
// National holidays used below: New Year's Day and Coming-of-Age Day 2027 (11 January).
const holidays = new Set(['2027-01-01', '2027-01-11', '2026-01-01', '2026-01-12']);
const isHoliday = (day: string) => holidays.has(day);

describe('business days', () => {
  it('are seven working hours: 9:30 to 17:30 less an hour', () => {
    expect(workingMinutes(hours)).toBe(7 * 60);
  });

  it('skip weekends, national holidays and the year-end closure', () => {
    expect(isBusinessDay('2026-11-20', hours, isHoliday)).toBe(true); // Friday
    expect(isBusinessDay('2026-11-21', hours, isHoliday)).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-30', hours, isHoliday)).toBe(false);
    expect(isBusinessDay('2027-01-04', hours, isHoliday)).toBe(true);
    expect(nextBusinessDay('2027-01-08', hours, isHoliday)).toBe('2027-01-12'); // over a weekend and a holiday
  });

  it('find the coming closure with its real days, and the day replies resume', () => {
    // 2026: 27 December is a Sunday, so there is no half day; 4 January 2027 is a Monday.
    // 28 December 2026, a Monday, is an ordinary working day, the last of the year.
    expect(comingClosure('2026-11-22', hours, isHoliday)).toEqual({
      first: '2026-12-29',
      last: '2027-01-03',
      halfDay: null,
      halfDayOff: '2026-12-27',
      lastWorkingDay: '2026-12-28',
      resumes: '2027-01-04',
    });
    // 2025: 27 December is a Saturday as well; 4 January 2026 is a Sunday, so replies resume on the 5th.
    expect(comingClosure('2025-12-01', hours, isHoliday).resumes).toBe('2026-01-05');
    // 2027: 27 December is a Monday: the morning only; Tuesday the 28th is a full day.
    expect(comingClosure('2027-06-01', hours, isHoliday)).toMatchObject({ halfDay: '2027-12-27', halfDayOff: null, lastWorkingDay: '2027-12-28' });
    // 2024: 27 December is a Friday, the last working day, in the morning only.
    expect(closureOfYear(2024, hours, isHoliday)).toMatchObject({ first: '2024-12-29', halfDay: '2024-12-27', lastWorkingDay: '2024-12-27' });
  });

  it('know a closure under way in early January belongs to the December before', () => {
    expect(comingClosure('2027-01-02', hours, isHoliday)).toMatchObject({ first: '2026-12-29', last: '2027-01-03' });
    expect(comingClosure('2027-01-04', hours, isHoliday).first).toBe('2027-12-29');
  });

  it('say replies wait during a closure and in the two weeks before it, not otherwise', () => {
    const closure = comingClosure('2026-12-20', hours, isHoliday);
    expect(closureAffects('2026-12-20', closure)).toBe(true);
    expect(closureAffects('2027-01-02', comingClosure('2027-01-02', hours, isHoliday))).toBe(true);
    expect(closureAffects('2026-11-22', comingClosure('2026-11-22', hours, isHoliday))).toBe(false);
  });
});
