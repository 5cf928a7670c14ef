/**
 * Dates and times in /admin, as staff in Japan read them, in Japan's time zone whatever the
 * browser's: `2026年11月22日 19:29` in the Japanese admin, `22 Nov 2026, 19:29 JST` in the
 * English one. Payload formats with date-fns in the browser's zone, and with one pattern for
 * every language (`admin.dateFormat`), so the list cells, date fields and version history use
 * these instead (./JapanTime.tsx, ./VersionHistory.tsx, wired up by ./adminDates.ts).
 *
 * Written out from the parts rather than left to a locale's long format, which gives
 * `11月 22日 2026` from Payload's default pattern in Japanese and `Sept` in British English.
 */

import { partsInJapan } from '@/platform/time/japan';

export type AdminLanguage = 'ja' | 'en';

export const adminLanguage = (language: string | undefined): AdminLanguage => (language === 'en' ? 'en' : 'ja');

export const JAPAN_TIME_ZONE = 'Asia/Tokyo';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as a day and time in Japan: 2026年11月22日 19:29 / 22 Nov 2026, 19:29 JST. Empty when it is no date. */
export function formatAdminDateTime(value: Date | number | string | null | undefined, language: AdminLanguage): string {
  const p = partsInJapan(value);
  if (!p) return '';
  return language === 'ja' ? `${p.year}年${p.month}月${p.day}日 ${p.hour}:${p.minute}` : `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${p.hour}:${p.minute} JST`;
}

/** The day in Japan of an instant: 2026年11月22日 / 22 Nov 2026. */
export function formatAdminDay(value: Date | number | string | null | undefined, language: AdminLanguage): string {
  const p = partsInJapan(value);
  if (!p) return '';
  return language === 'ja' ? `${p.year}年${p.month}月${p.day}日` : `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/**
 * The same forms as date-fns patterns, for Payload's date picker (react-datepicker shows and
 * reads its input with them). The picker shows a field's own time zone only when the field is
 * pinned to one (`timezone` on the field), so only such fields say JST.
 */
export function pickerFormat(language: AdminLanguage, withTime: boolean, inJapanTime: boolean): string {
  if (language === 'ja') return withTime ? 'yyyy年M月d日 HH:mm' : 'yyyy年M月d日';
  if (!withTime) return 'd MMM yyyy';
  return inJapanTime ? "d MMM yyyy, HH:mm 'JST'" : 'd MMM yyyy, HH:mm';
}

/**
 * Whether a date field holds a day rather than a moment: the picker of a field without an
 * appearance (`default`) takes a day, as in Payload; a list cell shows a day only for fields that
 * say so, and the time of everything else (createdAt, updatedAt…), as Payload's cells do.
 */
export const pickerTakesDay = (pickerAppearance: string | undefined): boolean => ['default', 'dayOnly', 'monthOnly'].includes(pickerAppearance ?? 'default');
export const cellShowsDay = (pickerAppearance: string | undefined): boolean => pickerAppearance === 'dayOnly' || pickerAppearance === 'monthOnly';

/** Whether a date field is entered and shown in Japan's time zone (its only supported zone). */
export function pinnedToJapan(timezone: unknown): boolean {
  if (!timezone || typeof timezone !== 'object') return false;
  const { supportedTimezones, defaultTimezone } = timezone as { supportedTimezones?: { value: string }[]; defaultTimezone?: string };
  return defaultTimezone === JAPAN_TIME_ZONE && Array.isArray(supportedTimezones) && supportedTimezones.length === 1 && supportedTimezones[0]?.value === JAPAN_TIME_ZONE;
}
