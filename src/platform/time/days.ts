/**
 * Days as staff in Japan write them, read into one form: `YYYY-MM-DD`. The CSV imports of both
 * directories and every date field in /admin use this one reader, so a day accepted (or
 * refused) in one place is accepted (or refused) everywhere.
 *
 * Accepted: `2024-04-01`, `2024/4/1`, `2024年4月1日`, Japanese era dates `令和6年4月1日`,
 * `令和元年5月1日`, `R6.4.1`, `R6/4/1`, `H31.4.30` (and M, T, S), with full-width characters and
 * spaces allowed. Refused: a day that does not exist (`2024-02-30`), or an era year outside that
 * era (`平成32年`, `令和1年4月1日`, which was still Heisei).
 */
import { importText } from '@/platform/csv/text';
import type { LocalizedText } from '@/platform/localized';

export type IsoDay = string;

export type DayReading = { ok: true; day: IsoDay } | { ok: false; problem: 'malformed' | 'nonexistent' | 'outsideEra' };

type Era = { names: readonly string[]; letter: string; start: IsoDay; end: IsoDay | null };

/** The eras since the Gregorian calendar (1873), with their first and last days. */
export const eras: readonly Era[] = [
  { names: ['令和', '令'], letter: 'R', start: '2019-05-01', end: null },
  { names: ['平成', '平'], letter: 'H', start: '1989-01-08', end: '2019-04-30' },
  { names: ['昭和', '昭'], letter: 'S', start: '1926-12-25', end: '1989-01-07' },
  { names: ['大正', '大'], letter: 'T', start: '1912-07-30', end: '1926-12-24' },
  { names: ['明治', '明'], letter: 'M', start: '1873-01-01', end: '1912-07-29' },
];

const WESTERN = /^(\d{4})(?:-(\d{1,2})-(\d{1,2})|\/(\d{1,2})\/(\d{1,2})|年(\d{1,2})月(\d{1,2})日)$/;
const ERA_NAMES = eras.flatMap((era) => era.names).sort((a, b) => b.length - a.length);
const ERA_KANJI = new RegExp(`^(${ERA_NAMES.join('|')})(元|\\d{1,2})年(\\d{1,2})月(\\d{1,2})日$`);
const ERA_LETTER = /^([MTSHR])(元|\d{1,2})[./-](\d{1,2})[./-](\d{1,2})$/i;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A calendar day, or null when the month or day does not exist. */
function calendarDay(year: number, month: number, day: number): IsoDay | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function eraDay(era: Era, yearText: string, month: number, day: number): DayReading {
  const eraYear = yearText === '元' ? 1 : Number(yearText);
  if (eraYear < 1) return { ok: false, problem: 'outsideEra' };
  const western = Number(era.start.slice(0, 4)) + eraYear - 1;
  const iso = calendarDay(western, month, day);
  if (!iso) return { ok: false, problem: 'nonexistent' };
  if (iso < era.start || (era.end !== null && iso > era.end)) return { ok: false, problem: 'outsideEra' };
  return { ok: true, day: iso };
}

/** Reads a day in any of the accepted forms. */
export function readDay(value: string): DayReading {
  // Full-width digits and letters made plain, spaces dropped, the dashes of Japanese input unified.
  const plain = value
    .normalize('NFKC')
    .replace(/\s/g, '')
    .replace(/[\u2010-\u2015\u2212\u30fc\uff0d]/g, '-');
  const western = WESTERN.exec(plain);
  if (western) {
    const [, year, ...rest] = western;
    const [month, day] = rest.filter((part) => part !== undefined).map(Number);
    const iso = calendarDay(Number(year), month!, day!);
    return iso ? { ok: true, day: iso } : { ok: false, problem: 'nonexistent' };
  }
  const kanji = ERA_KANJI.exec(plain);
  if (kanji) {
    const era = eras.find((e) => e.names.includes(kanji[1]!))!;
    return eraDay(era, kanji[2]!, Number(kanji[3]), Number(kanji[4]));
  }
  const letter = ERA_LETTER.exec(plain);
  if (letter) {
    const era = eras.find((e) => e.letter === letter[1]!.toUpperCase())!;
    return eraDay(era, letter[2]!, Number(letter[3]), Number(letter[4]));
  }
  return { ok: false, problem: 'malformed' };
}

/** Whether a stored value is already a real day written as `YYYY-MM-DD`. */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const reading = readDay(value);
  return reading.ok && reading.day === value;
}

type DayProblem = Extract<DayReading, { ok: false }>['problem'];

/**
 * What each problem means, for people, in both languages (the subject is named by the caller).
 * The words are those of the CSV imports (messages/{ja,en}/imports.json), which the date fields
 * of /admin share, so a refused day is explained the same way in both.
 */
export const dayProblemText: Readonly<Record<DayProblem, LocalizedText>> = {
  malformed: importText('day.malformed'),
  nonexistent: importText('day.nonexistent'),
  outsideEra: importText('day.outsideEra'),
};
