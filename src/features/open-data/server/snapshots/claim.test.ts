import { createClient } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { claimSnapshot, finishClaim, keepClaim, LEASE_MS, type Made, type SnapshotDb, SNAPSHOTS_TABLE } from './claim';

/** The table as the migration makes it (the columns the claim touches, and the unique pair), on an in-memory SQLite database. */
let client: ReturnType<typeof createClient>;
let db: SnapshotDb;
beforeEach(async () => {
  client = createClient({ url: ':memory:' });
  await client.execute(`CREATE TABLE ${SNAPSHOTS_TABLE} (
    id integer PRIMARY KEY NOT NULL, dataset text NOT NULL, day text NOT NULL, token text NOT NULL,
    row_count numeric, csv_bytes numeric, csv_sha256 text, ndjson_bytes numeric, ndjson_sha256 text, finished_at text,
    updated_at text NOT NULL, created_at text NOT NULL)`);
  await client.execute(`CREATE UNIQUE INDEX dataset_day_idx ON ${SNAPSHOTS_TABLE} (dataset, day)`);
  db = {
    change: async (sql, args) => (await client.execute({ sql, args: args as never })).rowsAffected,
    rows: async (sql, args) => (await client.execute({ sql, args: args as never })).rows as unknown as Record<string, unknown>[],
  };
});
afterEach(() => client.close());

const at = (iso: string) => new Date(iso);
const made: Made = { rowCount: 3, csv: { bytes: 10, sha256: 'a'.repeat(64) }, ndjson: { bytes: 12, sha256: 'b'.repeat(64) } };
const rows = async () => (await client.execute(`SELECT dataset, day, token, finished_at, row_count FROM ${SNAPSHOTS_TABLE}`)).rows;

describe('the claim of a day’s snapshot', () => {
  it('goes to the first who asks: a second, at once or later the same day, gets nothing', async () => {
    const now = at('2026-12-07T18:00:00Z');
    const [first, second] = await Promise.all([claimSnapshot(db, 'certified-organisations', '2026-12-08', now), claimSnapshot(db, 'certified-organisations', '2026-12-08', now)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await claimSnapshot(db, 'certified-organisations', '2026-12-08', at('2026-12-07T18:05:00Z'))).toBeNull();
    // Another dataset, or the same one on another day, is a claim of its own.
    expect(await claimSnapshot(db, 'decision-reports', '2026-12-08', now)).not.toBeNull();
    expect(await claimSnapshot(db, 'certified-organisations', '2026-12-09', now)).not.toBeNull();
    expect(await rows()).toHaveLength(3);
  });

  it('is kept alive by its maker; one gone quiet for the lease may be taken over, and the first then can neither touch nor finish it', async () => {
    const start = at('2026-12-07T18:00:00Z');
    const first = (await claimSnapshot(db, 'certified-organisations', '2026-12-08', start, 'aaaaaaaaaaaa'))!;
    expect(await keepClaim(db, first, at('2026-12-07T18:01:00Z'))).toBe(true);
    // Within the lease of its last sign of life: still the first's.
    expect(await claimSnapshot(db, 'certified-organisations', '2026-12-08', new Date(at('2026-12-07T18:01:00Z').getTime() + LEASE_MS - 1000))).toBeNull();
    const later = new Date(at('2026-12-07T18:01:00Z').getTime() + LEASE_MS + 1000);
    const second = await claimSnapshot(db, 'certified-organisations', '2026-12-08', later, 'bbbbbbbbbbbb');
    expect(second).toMatchObject({ token: 'bbbbbbbbbbbb', replaced: 'aaaaaaaaaaaa', createdAt: later.toISOString() });
    expect(await keepClaim(db, first, later)).toBe(false);
    expect(await finishClaim(db, first, made, later)).toBe(false);
    expect(await finishClaim(db, second!, made, later)).toBe(true);
    expect(await rows()).toEqual([expect.objectContaining({ token: 'bbbbbbbbbbbb', finished_at: later.toISOString(), row_count: 3 })]);
  });

  it('once finished, is never claimed again, however old', async () => {
    const start = at('2026-12-07T18:00:00Z');
    const claim = (await claimSnapshot(db, 'accredited-bodies', '2026-12-08', start))!;
    expect(await finishClaim(db, claim, made, start)).toBe(true);
    expect(await finishClaim(db, claim, made, start)).toBe(false);
    expect(await claimSnapshot(db, 'accredited-bodies', '2026-12-08', new Date(start.getTime() + 10 * LEASE_MS))).toBeNull();
    expect(await keepClaim(db, claim, start)).toBe(false);
  });
});
