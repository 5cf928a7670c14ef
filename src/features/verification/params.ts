import { readDay } from '@/platform/time/days';

/** What `?on=` asked: a day (today when empty), or why it cannot be answered. */
export type VerifyDay = { ok: true; day: string; asked: boolean } | { ok: false; problem: 'malformed' | 'nonexistent' | 'outsideEra' | 'future'; raw: string };

/** The longest `on` value read; anything longer is not a day. */
const MAX_DAY_TEXT = 20;

/**
 * Reads `?on=`: any form a staff member or a visitor writes a day in (`2025-07-01`, `2025/7/1`,
 * `令和7年7月1日`), today when absent or empty; a day after today has no answer yet.
 */
export function parseVerifyDay(raw: string | null | undefined, today: string): VerifyDay {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: true, day: today, asked: false };
  if (text.length > MAX_DAY_TEXT) return { ok: false, problem: 'malformed', raw: text.slice(0, MAX_DAY_TEXT) };
  const reading = readDay(text);
  if (!reading.ok) return { ok: false, problem: reading.problem, raw: text };
  if (reading.day > today) return { ok: false, problem: 'future', raw: text };
  return { ok: true, day: reading.day, asked: true };
}

/** Numbers one bulk check takes. */
export const MAX_BULK_NUMBERS = 1000;
/** The most text one bulk check keeps (verification/pages/bulk.tsx): a thousand of the longest numbers, one a line, with room to spare. */
export const MAX_BULK_TEXT = 60_000;
export { MAX_NUMBER_LENGTH, numberFromPath } from '@/platform/query/numberFromPath';

/**
 * Numbers as people paste them (one a line, or separated by commas, tabs or spaces): full-width
 * letters and digits folded, each once, in the order given; how many repeats were dropped.
 */
export function readNumberList(text: string): { numbers: string[]; repeats: number } {
  const all = text
    .normalize('NFKC')
    .split(/[\s,、;]+/)
    .map((v) => v.trim())
    .filter(Boolean);
  const numbers = [...new Set(all)];
  return { numbers, repeats: all.length - numbers.length };
}

/**
 * The numbers in a spreadsheet's CSV: every cell that looks like a number (letters, digits,
 * hyphens and slashes, with at least one digit), whatever its column, so a supplier list with
 * names beside its numbers works as it is. Read as UTF-8, or as Shift_JIS when it is not UTF-8
 * (Excel in Japan writes either).
 */
export function numbersInCsv(bytes: Uint8Array): string[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('shift_jis').decode(bytes);
  }
  return text
    .replace(/^\uFEFF/, '')
    .normalize('NFKC')
    .split(/[\r\n,\t;]+/)
    .map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((cell) => /^[0-9A-Za-z][0-9A-Za-z\-/]{0,39}$/.test(cell) && /\d/.test(cell));
}
