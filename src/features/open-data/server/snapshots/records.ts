import '#server-only';

/**
 * The finished daily snapshots as the site reads them (the page /data and /data/snapshots, the
 * DCAT file, the files' addresses): a snapshot is served only once its row is finished, so a file
 * being written, or an attempt that failed, is never offered. Payload is passed in.
 */
import type { Payload, Where } from 'payload';

import type { OpenDataSnapshot } from '@/payload-types';

import { OPEN_DATA_SNAPSHOTS } from '../../payload/snapshots';

/** A finished snapshot as the pages, the catalogue and the file addresses use it. */
export type SnapshotRecord = {
  id: number;
  dataset: string;
  day: string;
  token: string;
  rowCount: number;
  csv: { bytes: number; sha256: string };
  ndjson: { bytes: number; sha256: string };
  /** When its data began to be read: a mirror follows the changes from this time. */
  startedAt: string;
  finishedAt: string;
};

const recordOf = (doc: OpenDataSnapshot): SnapshotRecord => ({
  id: Number(doc.id),
  dataset: doc.dataset,
  day: doc.day,
  token: doc.token,
  rowCount: Number(doc.rowCount ?? 0),
  csv: { bytes: Number(doc.csvBytes ?? 0), sha256: doc.csvSha256 ?? '' },
  ndjson: { bytes: Number(doc.ndjsonBytes ?? 0), sha256: doc.ndjsonSha256 ?? '' },
  startedAt: doc.createdAt,
  finishedAt: doc.finishedAt ?? doc.createdAt,
});

/** Finished snapshots matching `where`, newest day first (a table of a few hundred rows: 90 days of each dataset). */
async function finished(payload: Payload, where: Where, limit?: number): Promise<SnapshotRecord[]> {
  const { docs } = await payload.find({
    collection: OPEN_DATA_SNAPSHOTS,
    where: { and: [where, { finishedAt: { exists: true } }] },
    sort: ['-day', 'dataset'],
    depth: 0,
    overrideAccess: true,
    ...(limit ? { limit } : { pagination: false }),
  });
  return docs.map(recordOf);
}

/** The snapshot of a dataset on a day, once it is finished. */
export async function snapshotOn(payload: Payload, dataset: string, day: string): Promise<SnapshotRecord | null> {
  return (await finished(payload, { and: [{ dataset: { equals: dataset } }, { day: { equals: day } }] }, 1))[0] ?? null;
}

/** The newest finished snapshot of each dataset named, by its id (a dataset with none yet is left out). */
export async function latestSnapshots(payload: Payload, datasets: readonly string[]): Promise<Record<string, SnapshotRecord>> {
  const latest = await Promise.all(datasets.map(async (dataset) => (await finished(payload, { dataset: { equals: dataset } }, 1))[0]));
  return Object.fromEntries(latest.filter((record) => record !== undefined).map((record) => [record.dataset, record]));
}

/** Every finished snapshot kept, newest day first. */
export const allSnapshots = (payload: Payload) => finished(payload, {});
