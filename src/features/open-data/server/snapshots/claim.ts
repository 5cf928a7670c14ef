/**
 * Who makes a day's snapshot of a dataset, across every process and server on the database: the
 * first to insert the (dataset, day) row, which is unique, so one `INSERT … ON CONFLICT DO NOTHING`
 * decides it, as the retention run's conditional `UPDATE` decides its day (features/forms). The
 * row is a lease: its maker touches it every minute while it reads and writes, and an attempt
 * silent for {@link LEASE_MS} (its server stopped or failed) may be taken over by a new one, with
 * a new token, so a deployment at 03:00 costs the snapshot a quarter of an hour, not the day.
 * Finishing is conditional on the token: an attempt that lost its lease never finishes a row.
 */
import { randomBytes } from 'node:crypto';

export const SNAPSHOTS_TABLE = 'open_data_snapshots';

/** How long a claim may go untouched before another attempt may take it over. */
export const LEASE_MS = 15 * 60_000;

/** What the claim needs of the database: a write that says how many rows it changed, and a read. */
export type SnapshotDb = {
  change(sql: string, args: unknown[]): Promise<number>;
  rows(sql: string, args: unknown[]): Promise<Record<string, unknown>[]>;
};

/** A claimed snapshot: held by `token` since `createdAt`; `replaced` names the token of a stale attempt taken over (its files may be left). */
export type Claim = { dataset: string; day: string; token: string; createdAt: string; replaced: string | null };

/** What the finished files hold. */
export type Made = { rowCount: number; csv: { bytes: number; sha256: string }; ndjson: { bytes: number; sha256: string } };

export const newToken = () => randomBytes(12).toString('hex');

/** Claims the snapshot of `dataset` on `day`, or takes over a stale attempt at it; null when another holds it or it is made. */
export async function claimSnapshot(db: SnapshotDb, dataset: string, day: string, now: Date, token = newToken()): Promise<Claim | null> {
  const at = now.toISOString();
  const inserted = await db.change(`INSERT INTO ${SNAPSHOTS_TABLE} (dataset, day, token, created_at, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, [
    dataset,
    day,
    token,
    at,
    at,
  ]);
  if (inserted === 1) return { dataset, day, token, createdAt: at, replaced: null };
  const stale = new Date(now.getTime() - LEASE_MS).toISOString();
  const [silent] = await db.rows(`SELECT token FROM ${SNAPSHOTS_TABLE} WHERE dataset = ? AND day = ? AND finished_at IS NULL AND updated_at < ?`, [dataset, day, stale]);
  if (!silent) return null;
  const replaced = String(silent.token);
  const taken = await db.change(
    `UPDATE ${SNAPSHOTS_TABLE} SET token = ?, created_at = ?, updated_at = ? WHERE dataset = ? AND day = ? AND token = ? AND finished_at IS NULL AND updated_at < ?`,
    [token, at, at, dataset, day, replaced, stale],
  );
  return taken === 1 ? { dataset, day, token, createdAt: at, replaced } : null;
}

/** Touches the claim while its files are made; false when it was lost (taken over, or finished by another). */
export async function keepClaim(db: SnapshotDb, claim: Claim, now: Date): Promise<boolean> {
  const kept = await db.change(`UPDATE ${SNAPSHOTS_TABLE} SET updated_at = ? WHERE dataset = ? AND day = ? AND token = ? AND finished_at IS NULL`, [
    now.toISOString(),
    claim.dataset,
    claim.day,
    claim.token,
  ]);
  return kept === 1;
}

/** Records the finished files, if the claim is still this attempt's: from then on the snapshot is served. */
export async function finishClaim(db: SnapshotDb, claim: Claim, made: Made, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const finished = await db.change(
    `UPDATE ${SNAPSHOTS_TABLE} SET row_count = ?, csv_bytes = ?, csv_sha256 = ?, ndjson_bytes = ?, ndjson_sha256 = ?, finished_at = ?, updated_at = ?
     WHERE dataset = ? AND day = ? AND token = ? AND finished_at IS NULL`,
    [made.rowCount, made.csv.bytes, made.csv.sha256, made.ndjson.bytes, made.ndjson.sha256, at, at, claim.dataset, claim.day, claim.token],
  );
  return finished === 1;
}
