/**
 * Days and times as each language writes them, always in Japan's time zone: 2026年11月22日 /
 * 22 November 2026 (day, month, year: the site's one English style, docs/glossary.md), and
 * 9時30分 / 9:30. Formatters are built once (building one costs far more than using it).
 */
import { todayInJapan } from './japan';

type Lang = 'ja' | 'en';

const dayFormat: Record<Lang, Intl.DateTimeFormat> = {
  ja: new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' }),
};
const dateTimeFormat = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }),
};
// The time in Japan as HH:MM, for the Japanese day and time.
const japanClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const weekdayFormat: Record<Lang, Intl.DateTimeFormat> = {
  ja: new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', weekday: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
};

const monthFormat: Record<Lang, Intl.DateTimeFormat> = {
  ja: new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long' }),
};

/** The month of a `YYYY-MM-DD` day: 2026年11月 / November 2026. */
export const formatMonth = (day: string, lang: Lang): string => monthFormat[lang].format(new Date(`${day.slice(0, 7)}-15T12:00:00+09:00`));

/** A `YYYY-MM-DD` day with its weekday: 2026年12月29日（火） / Tuesday 29 December 2026. */
export function formatDayWithWeekday(day: string, lang: Lang): string {
  const date = new Date(`${day}T12:00:00+09:00`);
  return lang === 'ja' ? `${dayFormat.ja.format(date)}（${weekdayFormat.ja.format(date)}）` : weekdayFormat.en.format(date).replace(',', '');
}

/** A `YYYY-MM-DD` day or an instant, as the day it is in Japan. */
export function formatDay(value: string | Date, lang: Lang): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+09:00`) : new Date(value);
  return dayFormat[lang].format(date);
}

/**
 * A time of day written `HH:MM` (opening hours, a closing time): 9時30分, 17時 / 9:30, 17:00.
 * Japanese prose writes the hour and minute in words, English the 24-hour clock, as the site's
 * text does ("9:30 to 17:30").
 */
export function formatTimeOfDay(time: string, lang: Lang): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (lang === 'en') return `${hour}:${match[2]}`;
  return minute === 0 ? `${hour}時` : `${hour}時${minute}分`;
}

/** An instant as a day and time in Japan: 2026年11月28日 17時 / 28 November 2026 at 17:00 JST (the zone named where it is not obvious). */
export function formatDateTime(value: string | Date, lang: Lang): string {
  const date = new Date(value);
  if (lang === 'ja') return `${dayFormat.ja.format(date)} ${formatTimeOfDay(japanClock.format(date), 'ja')}`;
  return `${dateTimeFormat.en.format(date)} JST`;
}

/** The day in Japan of an instant, as `YYYY-MM-DD`. */
export const dayInJapan = (value: string | Date): string => todayInJapan(new Date(value));

/** The year in Japan of an instant. */
export const yearInJapan = (value: string | Date): number => Number(dayInJapan(value).slice(0, 4));

/** The instants a year in Japan starts and ends at (for filtering by year). */
export function japanYearRange(year: number): { from: string; to: string } {
  return { from: new Date(`${year}-01-01T00:00:00+09:00`).toISOString(), to: new Date(`${year + 1}-01-01T00:00:00+09:00`).toISOString() };
}
