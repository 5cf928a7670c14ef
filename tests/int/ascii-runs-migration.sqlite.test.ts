import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as asciiRuns from '@/payload/migrations/sqlite/20261126_230000_ascii_runs';
import { importSampleCertificates } from '@/features/certified-organisations/sample/seed';
import { emptySearch } from '@/features/certified-organisations/searchParams';
import { registerChanged, searchCertificates, sqlClient } from '@/features/certified-organisations/server/store';
import { startTestPayload } from '@tests/support/payload';

// A register stored before the trigram table existed (SQLite, keys.ts) gets, from its migration,
// exactly the index an import writes: a Latin word is found by it alone, so runs computed
// differently would hide certificates. The table keeps no text (contentless), so the two are
// compared through its vocabulary: every run of three, in how many certificates and how often.
const today = '2026-11-21';

describe('the migration that adds the trigram table (SQLite)', () => {
  let started: Awaited<ReturnType<typeof startTestPayload>>;
  beforeAll(async () => {
    started = await startTestPayload();
    await importSampleCertificates(started.payload, { rows: 1500, seed: 7, asOf: today });
  }, 120_000);
  afterAll(async () => {
    await started?.stop();
  });

  it('indexes every stored certificate as an import does, and its Latin words are found again', async () => {
    const db = sqlClient(started.payload);
    const search = (keyword: string) => searchCertificates(db, { ...emptySearch(), keyword, status: 'all' }, today);
    await db.execute(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.runs_vocabulary USING fts5vocab(main, certified_organisations_runs, 'row')`);
    const vocabulary = async () => (await db.execute(`SELECT term, doc, cnt FROM temp.runs_vocabulary ORDER BY term`)).rows.map((r) => `${r.term} ${r.doc} ${r.cnt}`);
    const imported = await vocabulary();
    expect(imported.some((t) => t.startsWith('sam ')), 'runs of the English names').toBe(true);
    const words = ['sample', 'kogyo', 'co., ltd.', 'S01-QM'];
    const before = await Promise.all(words.map(async (w) => (await search(w)).total));
    expect(before[0]).toBeGreaterThan(0);
    // As the register was before the migration: no trigram table.
    await db.execute(`DROP TABLE certified_organisations_runs`);
    await asciiRuns.up({ db: (started.payload.db as unknown as { drizzle: unknown }).drizzle } as Parameters<typeof asciiRuns.up>[0]);
    expect(await vocabulary()).toEqual(imported);
    registerChanged(); // counts are kept per search; a migration runs before the site serves
    expect(await Promise.all(words.map(async (w) => (await search(w)).total))).toEqual(before);
  });
});
