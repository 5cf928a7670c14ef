/**
 * The one parameter of /api/v1/changes: `since`, either a cursor this API gave (the `next` of an
 * earlier page) or, for a mirror's first call after loading a download, the time the download was
 * made: an RFC 3339 time with its offset, or a day in Japan (YYYY-MM-DD, from its start).
 */
import { todayInJapan } from '@/platform/time/japan';

import { type ChangesCursor, decodeCursor } from './changesCursor';
import type { InvalidParam } from './http';
import type { OpenDataMessages } from './messages';
import type { Reading } from './params';

export const changesParameters = ['since'] as const;

/** Where a page starts: a cursor, or a moment to be turned into one (server/changesStart.ts). */
export type Since = { kind: 'cursor'; cursor: ChangesCursor } | { kind: 'time'; at: number };

/** A clock a little ahead of the server's is not a time in the future. */
const CLOCK_SKEW_MS = 60_000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// The `+` of an offset arrives as a space when a client did not encode it: read it as meant.
const TIME = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+\- ]\d{2}:\d{2})$/;

/** Whether `YYYY-MM-DD` is a day of the calendar (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day && Number(match[1]) >= 1970;
}

/** A moment from an RFC 3339 time or a day in Japan; null when it is neither. */
export function readMoment(text: string): number | null {
  if (DAY.test(text)) return isCalendarDay(text) ? Date.parse(`${text}T00:00:00+09:00`) : null;
  const match = TIME.exec(text);
  if (!match) return null;
  const [, day, hours, minutes, seconds, fraction = '', zone] = match;
  if (!isCalendarDay(day!) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const offset = zone!.startsWith(' ') ? `+${zone!.slice(1)}` : zone!.toUpperCase();
  if (offset !== 'Z' && (Number(offset.slice(1, 3)) > 23 || Number(offset.slice(4)) > 59)) return null;
  const at = Date.parse(`${day}T${hours}:${minutes}:${seconds}${fraction.slice(0, 4)}${offset}`);
  return Number.isFinite(at) ? at : null;
}

const looksLikeMoment = (text: string) => /^\d{4}-/.test(text);

/**
 * `since`, required. A time or day may not be later than now (a day: today in Japan at the
 * latest); a text that is neither a moment nor a whole, signed cursor is refused as a cursor.
 */
export function readSince(query: URLSearchParams, t: OpenDataMessages, now = Date.now()): Reading<Since> {
  const text = (query.get('since') ?? '').trim();
  const refuse = (code: string, reason: string): Reading<Since> => ({ ok: false, invalid: [{ name: 'since', code, reason } satisfies InvalidParam] });
  if (!text) return refuse('since', t('params.changes.since'));
  if (looksLikeMoment(text)) {
    const at = readMoment(text);
    if (at === null) return refuse('since', t('params.changes.since'));
    const future = DAY.test(text) ? text > todayInJapan(new Date(now)) : at > now + CLOCK_SKEW_MS;
    return future ? refuse('future', t('params.changes.future')) : { ok: true, value: { kind: 'time', at } };
  }
  const cursor = decodeCursor(text);
  return cursor ? { ok: true, value: { kind: 'cursor', cursor } } : refuse('cursor', t('params.changes.cursor'));
}
