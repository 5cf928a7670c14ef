/**
 * The daily snapshots of the open data (ADR 32, decision 9): once a day across servers, each
 * dataset read whole in batches into gzip CSV and gzip NDJSON, put in the site's file store, and
 * recorded; 90 days kept. Runs in the servers' timer, on the command line and in the benchmark, so
 * it reaches the data through the owning features' cms.ts and Payload passed in.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Payload } from 'payload';

import { atomicUpdate } from '@/platform/cms/atomicUpdate';
import type { DatasetSource } from '@/platform/csv/describe';
import { sqlClient, type SqlValue } from '@/platform/db/payloadSql';
import type { FileStore } from '@/platform/files/store';

import { OPEN_DATA_SNAPSHOTS } from '../../payload/snapshots';
import { type Claim, claimSnapshot, finishClaim, keepClaim, type SnapshotDb } from './claim';
import { GZIP, SNAPSHOT_FORMATS, storageKey } from './names';
import { dueDay, firstKeptDay, snapshotHour } from './schedule';
import { SNAPSHOT_SOURCES } from './sources';
import { snapshotStore } from './store';
import { writeSnapshotFiles } from './write';

/** How often a snapshot being made touches its claim (the lease is 15 minutes: claim.ts). */
const HEARTBEAT_MS = 60_000;

/** One snapshot made by this run: its dataset and day, what it holds, and how long it took. */
export type SnapshotReport = { dataset: string; day: string; rowCount: number; csvBytes: number; ndjsonBytes: number; seconds: number };

/** A run: the day it was for (none before the hour), the snapshots it made, those that failed (tried again later), and the old ones it deleted. */
export type SnapshotRun = { day: string | null; made: SnapshotReport[]; failed: string[]; pruned: number };

export type SnapshotOptions = {
  now?: Date;
  /** The hour in Japan from which the day's snapshots are due (OPEN_DATA_SNAPSHOT_HOUR). */
  hour?: number;
  store?: FileStore;
  sources?: Readonly<Record<string, DatasetSource>>;
};

/** The claim's statements on the connection Payload holds, SQLite or PostgreSQL. */
function snapshotDb(payload: Payload): SnapshotDb {
  const db = sqlClient(payload);
  return {
    change: (sql, args) => atomicUpdate(payload, sql, args),
    rows: async (sql, args) => (await db.execute({ sql, args: args as SqlValue[] })).rows,
  };
}

/** Deletes an attempt's two files (either may be missing). */
async function removeFiles(store: FileStore, attempt: { dataset: string; day: string; token: string }) {
  await Promise.all(SNAPSHOT_FORMATS.map((format) => store.remove(storageKey(attempt, format))));
}

/**
 * Makes one claimed snapshot: the dataset read in batches into two gzip files on this machine's
 * disk, both moved into the store under the claim's token, and the row finished with their sizes
 * and digests. A stale attempt taken over has its files deleted first. If the claim was lost
 * meanwhile, or anything fails, this attempt's files are deleted and the row stays unfinished,
 * for a later check to take over once the lease has run out.
 */
async function makeSnapshot(payload: Payload, db: SnapshotDb, store: FileStore, claim: Claim, source: DatasetSource): Promise<SnapshotReport> {
  const started = performance.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'site-snapshot-'));
  let lost = false;
  const heartbeat = setInterval(() => {
    keepClaim(db, claim, new Date())
      .then((kept) => (lost ||= !kept))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    if (claim.replaced) await removeFiles(store, { ...claim, token: claim.replaced });
    const written = await writeSnapshotFiles(source.header, source.batches(payload, claim.day), dir);
    if (lost) throw new Error('its claim was taken over while the files were written');
    for (const format of SNAPSHOT_FORMATS) await store.putFile(storageKey(claim, format), written.files[format], GZIP);
    if (!(await finishClaim(db, claim, written, new Date()))) throw new Error('its claim was taken over before it finished');
    return {
      dataset: claim.dataset,
      day: claim.day,
      rowCount: written.rowCount,
      csvBytes: written.csv.bytes,
      ndjsonBytes: written.ndjson.bytes,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await removeFiles(store, claim).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(heartbeat);
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Deletes the snapshots past keeping on `today` (90 days: schedule.ts), files first, then their
 * rows, so a run stopped halfway leaves rows the next run finds again rather than files no row
 * names. Unfinished rows of past days (attempts that never finished) go the same way.
 */
export async function pruneSnapshots(payload: Payload, store: FileStore, today: string): Promise<number> {
  let pruned = 0;
  for (;;) {
    const { docs } = await payload.find({
      collection: OPEN_DATA_SNAPSHOTS,
      where: { day: { less_than: firstKeptDay(today) } },
      sort: 'id',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    });
    if (!docs.length) return pruned;
    for (const snapshot of docs) {
      await removeFiles(store, snapshot);
      // By a condition rather than by id: another server pruning at once may have deleted it already.
      await payload.delete({ collection: OPEN_DATA_SNAPSHOTS, where: { id: { equals: snapshot.id } }, overrideAccess: true, depth: 0 });
      pruned++;
    }
  }
}

/**
 * The daily run, which every server's timer calls often (instrumentation.ts): from the hour in
 * Japan on, each dataset whose snapshot of the day nobody has claimed is claimed and made, one
 * after another, by whichever process claims it first (claim.ts), so the day has one snapshot of
 * each however many servers check. A failure is logged and the others go on; the failed one is
 * tried again by a later check once its lease has run out. A run that made any also deletes the
 * snapshots past keeping.
 */
export async function runDailySnapshots(payload: Payload, options: SnapshotOptions = {}): Promise<SnapshotRun> {
  const now = options.now ?? new Date();
  const day = dueDay(now, options.hour ?? snapshotHour());
  if (!day) return { day: null, made: [], failed: [], pruned: 0 };
  const store = options.store ?? snapshotStore();
  const db = snapshotDb(payload);
  const made: SnapshotReport[] = [];
  const failed: string[] = [];
  for (const [dataset, source] of Object.entries(options.sources ?? SNAPSHOT_SOURCES)) {
    const claim = await claimSnapshot(db, dataset, day, now);
    if (!claim) continue;
    try {
      made.push(await makeSnapshot(payload, db, store, claim, source));
    } catch (error) {
      failed.push(dataset);
      console.error(`open data: the snapshot of ${dataset} for ${day} failed (${store.where}); a later check tries again`, error);
    }
  }
  const pruned = made.length ? await pruneSnapshots(payload, store, day) : 0;
  return { day, made, failed, pruned };
}
