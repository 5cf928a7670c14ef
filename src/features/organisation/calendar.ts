import holidayJp from '@holiday-jp/holiday_jp';

import { todayInJapan } from '@/platform/time/japan';

import { type BusinessHours, type Closure, closureAffects, comingClosure } from './model';

/**
 * Whether a day (`YYYY-MM-DD`) is a national holiday of Japan (the holiday_jp data set). Given as
 * text: given a Date, the library reads the day in the server's own time zone.
 */
export const isJapaneseHoliday = (day: string) => holidayJp.isHoliday(day);

/** The coming (or current) year-end closure with its real days, from the office's hours. */
export const closureFor = (hours: BusinessHours, today = todayInJapan()): Closure => comingClosure(today, hours, isJapaneseHoliday);

/** The closure to announce on the inquiry pages today, if replies wait for one. */
export function closureToAnnounce(hours: BusinessHours, today = todayInJapan()): (Closure & { under: boolean }) | null {
  const closure = closureFor(hours, today);
  if (!closureAffects(today, closure)) return null;
  return { ...closure, under: today >= closure.first && today <= closure.last };
}
