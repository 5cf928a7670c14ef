/**
 * The organisation's own facts (profile, contact and access, business days), as the
 * `organisation` global stores them, and the calendar worked out from them: the coming year-end
 * closure with its actual dates, and the day replies resume.
 */

/** `MM-DD` within a year. */
export type MonthDay = `${number}-${number}`;

export type BusinessHours = {
  /** `HH:MM` in Japan. */
  opens: string;
  closes: string;
  breakStarts: string;
  breakEnds: string;
  /** The year-end closure: first and last day, e.g. 12-29 and 01-03 (the last day in the next year). */
  yearEndFirst: MonthDay;
  yearEndLast: MonthDay;
  /** A working day before the closure that ends at midday (12-27), if any. */
  halfDay: MonthDay | null;
  halfDayCloses: string;
};

export type Closure = {
  /** The first and last day of the closure. */
  first: string;
  last: string;
  /** The morning-only day that year, when the office works that morning. */
  halfDay: string | null;
  /** The rule's morning-only day that year when it falls on a day the office is closed anyway (a weekend or holiday): no morning opening that year. */
  halfDayOff: string | null;
  /** The last day the office works before the closure (the morning-only day, or a full day after it). */
  lastWorkingDay: string;
  /** The first business day after the closure. */
  resumes: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, md: string) => `${year}-${md}`;
const weekday = (day: string) => new Date(`${day}T12:00:00+09:00`).getUTCDay();

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Whether the office is open on `day`: not a Saturday, Sunday, national holiday or closure day. */
export function isBusinessDay(day: string, hours: BusinessHours, isHoliday: (day: string) => boolean): boolean {
  const dow = weekday(day);
  if (dow === 0 || dow === 6 || isHoliday(day)) return false;
  const md = day.slice(5);
  const { yearEndFirst, yearEndLast } = hours;
  const inClosure = yearEndFirst <= yearEndLast ? md >= yearEndFirst && md <= yearEndLast : md >= yearEndFirst || md <= yearEndLast;
  return !inClosure;
}

/** The day before `day` (`YYYY-MM-DD`). */
export function previousDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The last business day before `day`. */
export function previousBusinessDay(day: string, hours: BusinessHours, isHoliday: (day: string) => boolean): string {
  let d = previousDay(day);
  for (let i = 0; i < 30 && !isBusinessDay(d, hours, isHoliday); i++) d = previousDay(d);
  return d;
}

/** The first business day after `day`. */
export function nextBusinessDay(day: string, hours: BusinessHours, isHoliday: (day: string) => boolean): string {
  let d = nextDay(day);
  for (let i = 0; i < 30 && !isBusinessDay(d, hours, isHoliday); i++) d = nextDay(d);
  return d;
}

/**
 * The year-end closure that starts in `year` (for a closure over the new year, in its December),
 * with its actual days: the first and last closed day, the morning-only day (left out, and named
 * as `halfDayOff`, when it falls on a day the office is closed anyway), the last working day
 * before it and the first business day after it.
 */
export function closureOfYear(year: number, hours: BusinessHours, isHoliday: (day: string) => boolean): Closure {
  const spansNewYear = hours.yearEndLast < hours.yearEndFirst;
  const first = dayOf(year, hours.yearEndFirst);
  const last = dayOf(spansNewYear ? year + 1 : year, hours.yearEndLast);
  const half = hours.halfDay ? dayOf(year, hours.halfDay) : null;
  const worked = half !== null && half < first && isBusinessDay(half, hours, isHoliday);
  return {
    first,
    last,
    halfDay: worked ? half : null,
    halfDayOff: half !== null && half < first && !worked ? half : null,
    lastWorkingDay: previousBusinessDay(first, hours, isHoliday),
    resumes: nextBusinessDay(last, hours, isHoliday),
  };
}

/** The year-end closure that is under way on `today` or comes next (see closureOfYear). */
export function comingClosure(today: string, hours: BusinessHours, isHoliday: (day: string) => boolean): Closure {
  const year = Number(today.slice(0, 4));
  const spansNewYear = hours.yearEndLast < hours.yearEndFirst;
  // Early January still belongs to the closure that began the December before.
  const startYear = spansNewYear && today.slice(5) <= hours.yearEndLast ? year - 1 : year;
  const closure = closureOfYear(startYear, hours, isHoliday);
  return closure.last < today ? closureOfYear(startYear + 1, hours, isHoliday) : closure;
}

/** Whether replies wait on `today`: the closure is under way or starts within `daysAhead` days. */
export function closureAffects(today: string, closure: Closure, daysAhead = 14): boolean {
  if (today >= closure.first && today <= closure.last) return true;
  const until = new Date(`${closure.first}T12:00:00Z`).getTime() - new Date(`${today}T12:00:00Z`).getTime();
  return until >= 0 && until <= daysAhead * 86_400_000;
}

/** The working time of a normal day in minutes (hours less the break). */
export function workingMinutes(hours: BusinessHours): number {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return minutes(hours.closes) - minutes(hours.opens) - (minutes(hours.breakEnds) - minutes(hours.breakStarts));
}

export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MMDD = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
