/**
 * The names of the daily snapshots: their public addresses ({dataset}/{day}.csv.gz below the list
 * of snapshots, in no language), the name a download is saved under, and their keys in the file
 * store. Pure.
 */
import { ADDRESSES } from '@/i18n/addresses';

/** The two files of a snapshot: the CSV as the download writes it, and one JSON item a line. */
export const SNAPSHOT_FORMATS = ['csv', 'ndjson'] as const;
export type SnapshotFormat = (typeof SNAPSHOT_FORMATS)[number];

/** What each file is, uncompressed (the files themselves are gzip). */
export const CONTENT_TYPES: Record<SnapshotFormat, string> = { csv: 'text/csv', ndjson: 'application/x-ndjson' };
/** What a snapshot file is served as: a file to save, never a text a browser unpacks and shows. */
export const GZIP = 'application/gzip';

/** The day a `latest` address stands for. */
export const LATEST = 'latest';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATASET_ID = /^[a-z][a-z-]{0,39}$/;

/** A snapshot's file name below its dataset: `2026-12-08.csv.gz`, or `latest.csv.gz`. */
export const snapshotFileName = (day: string, format: SnapshotFormat) => `${day}.${format}.gz`;

/** The public address of a snapshot file (or of the latest one, with {@link LATEST}). */
export const snapshotPath = (dataset: string, day: string, format: SnapshotFormat) => `${ADDRESSES.openDataSnapshots}/${dataset}/${snapshotFileName(day, format)}`;

/** The name a browser saves the file as: the dataset and the day, so files of several days sit apart. */
export const downloadName = (dataset: string, day: string, format: SnapshotFormat) => `${dataset}-${day}.${format}.gz`;

/** The file's key in the store: per attempt (the token), so two attempts never write the same file. */
export function storageKey(snapshot: { dataset: string; day: string; token: string }, format: SnapshotFormat): string {
  if (!DATASET_ID.test(snapshot.dataset) || !DAY.test(snapshot.day) || !/^[a-f0-9]{8,32}$/.test(snapshot.token)) throw new Error(`Not a snapshot: ${JSON.stringify(snapshot)}`);
  return `snapshots/${snapshot.dataset}/${snapshot.day}-${snapshot.token}.${format}.gz`;
}

/** Whether a text is a real day, YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What a file name below a dataset asks for (a day or the latest, and the format), or null when it names no snapshot file. */
export function parseSnapshotFile(name: string): { day: string; format: SnapshotFormat } | null {
  const match = /^(\d{4}-\d{2}-\d{2}|latest)\.(csv|ndjson)\.gz$/.exec(name);
  if (!match || (match[1] !== LATEST && !isDay(match[1]!))) return null;
  return { day: match[1]!, format: match[2] as SnapshotFormat };
}
