/**
 * When the daily snapshots are made and how long they are kept: the day's snapshot is due from an
 * hour of the morning in Japan (OPEN_DATA_SNAPSHOT_HOUR, 03:00 by default, when nobody reports or
 * imports and the day's decisions have moved), and 90 days are kept. Pure.
 */
import { partsInJapan, todayInJapan } from '@/platform/time/japan';

/** How many days of snapshots are kept: the day's and the 89 before it. */
export const KEPT_DAYS = 90;

export const DEFAULT_SNAPSHOT_HOUR = 3;

/** The hour in Japan from which a day's snapshot is made: OPEN_DATA_SNAPSHOT_HOUR (0–23), or 3 when unset or not an hour. */
export function snapshotHour(env: Record<string, string | undefined> = process.env): number {
  const value = env.OPEN_DATA_SNAPSHOT_HOUR?.trim();
  return value && /^\d{1,2}$/.test(value) && Number(value) <= 23 ? Number(value) : DEFAULT_SNAPSHOT_HOUR;
}

/**
 * The day whose snapshots are due at `now`: today in Japan once its hour has come, else none. A
 * day missed (every server down all day) is not made later: it would not be that day's data.
 */
export function dueDay(now: Date, hour: number): string | null {
  return Number(partsInJapan(now)!.hour) >= hour ? todayInJapan(now) : null;
}

/** The day `days` before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The first day whose snapshots are kept on `today`: those of the days before it (90 days old or
 * more) are deleted. Days are compared as text, as the job's query compares them (YYYY-MM-DD).
 */
export const firstKeptDay = (today: string, kept = KEPT_DAYS) => daysBefore(today, kept - 1);
