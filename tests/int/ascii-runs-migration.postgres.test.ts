import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as asciiRuns from '@/payload/migrations/postgres/20261126_140000_ascii_runs';
import { importSampleCertificates } from '@/features/certified-organisations/sample/seed';
import { emptySearch } from '@/features/certified-organisations/searchParams';
import { registerChanged, searchCertificates, sqlClient } from '@/features/certified-organisations/server/store';
import { startTestPostgresPayload } from '@tests/support/payload';

// A register stored before the runs of three ASCII characters existed (PostgreSQL, keys.ts) gets,
// from its migration, exactly the runs an import writes: a Latin word is found by them, so a run
// computed differently would hide certificates. TEST_POSTGRES_URL names a server where the tests
// may create and drop databases; .ci/run starts one.
const today = '2026-11-21';

if (process.env.TEST_POSTGRES_URL) {
  describe('the migration that adds runs of three ASCII characters', () => {
    let started: Awaited<ReturnType<typeof startTestPostgresPayload>>;
    beforeAll(async () => {
      started = await startTestPostgresPayload();
      await importSampleCertificates(started.payload, { rows: 1500, seed: 7, asOf: today });
    }, 120_000);
    afterAll(async () => {
      await started?.stop();
    });

    it('gives every stored certificate the runs an import writes, and its Latin words are found again', async () => {
      const db = sqlClient(started.payload);
      const search = (keyword: string) => searchCertificates(db, { ...emptySearch(), keyword, status: 'all' }, today);
      const stored = async () =>
        new Map(
          (await db.execute(`SELECT id, grams, runs FROM certified_organisations`)).rows.map((r) => [
            Number(r.id),
            { grams: [...(r.grams as string[])].sort(), runs: r.runs ? [...(r.runs as string[])].sort() : null },
          ]),
        );
      const imported = await stored();
      expect(imported.size).toBe(1500);
      expect([...imported.values()].filter((r) => r.runs?.includes('sam')).length, 'runs of the English names').toBeGreaterThan(0);
      const before = (await search('sample')).total;
      expect(before).toBeGreaterThan(0);
      // As the register was before the migration: no runs.
      await db.execute(`UPDATE certified_organisations SET runs = NULL`);
      registerChanged();
      expect((await search('sample')).total).toBe(0);
      await asciiRuns.up({ db: (started.payload.db as unknown as { drizzle: unknown }).drizzle } as Parameters<typeof asciiRuns.up>[0]);
      expect(await stored()).toEqual(imported);
      registerChanged(); // counts are kept per search; a migration runs before the site serves
      expect((await search('sample')).total).toBe(before);
    });
  });
} else {
  describe('the migration that adds runs of three ASCII characters', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
}
