import { describe, expect, it } from 'vitest';

import { importSampleCertificates } from '@/features/certified-organisations/sample/seed';
import { sqlClient } from '@/features/certified-organisations/server/store';

import type { startTestPayload } from '@tests/support/payload';

type Migration = { reportTables(db: unknown): Promise<void>; existingImportsAsReports(db: unknown): Promise<void> };

/**
 * A register imported before certification bodies' reports were recorded: the migration gives each
 * body in it one report, dated the day of the register's last import, listing all its certificates,
 * and ends nothing.
 */
export function reportsMigrationSuite(start: typeof startTestPayload, migration: Migration) {
  describe('the migration that records certification bodies’ reports', () => {
    it('gives each body already in the register one report of all its certificates, and ends none', async () => {
      const started = await start();
      try {
        const { payload } = started;
        await importSampleCertificates(payload, { rows: 1200, seed: 13, asOf: '2026-11-21' });
        const db = sqlClient(payload);
        const before = (await db.execute(`SELECT decision, count(*) AS n FROM certified_organisations GROUP BY decision ORDER BY decision`)).rows.map((r) => `${r.decision} ${r.n}`);
        // The register as it was before the migration: no reports, no staging, no links.
        await db.execute('DELETE FROM certificate_reports');
        await db.execute('DROP TABLE certificate_report_rows');
        await db.execute('DROP TABLE certificate_last_reports');
        // An import recorded the day before (the migration dates the reports by it).
        const drizzle = (payload.db as unknown as { drizzle: unknown }).drizzle;
        await migration.reportTables(drizzle);
        await payload.create({
          collection: 'import-runs',
          overrideAccess: true,
          data: { directory: 'certified-organisations', summary: 'before reports', ok: true, rows: 1200, created: 1200, updated: 0, unchanged: 0, refused: 0 },
        });
        await db.execute({ sql: `UPDATE import_runs SET created_at = ?`, args: ['2026-11-20T03:00:00.000Z'] });
        await migration.existingImportsAsReports(drizzle);
        const bodies = (await db.execute('SELECT count(DISTINCT body_number) AS n FROM certified_organisations')).rows[0]!.n;
        const reports = (await db.execute(`SELECT body_number, received_on, published_on, source, state, kind, row_count FROM certificate_reports ORDER BY body_number`)).rows;
        expect(reports).toHaveLength(Number(bodies));
        // 03:00 UTC is noon in Japan: the day of the import in Japan.
        expect(reports.every((r) => r.source === 'upgrade' && r.state === 'published' && r.kind === 'full' && r.received_on === '2026-11-20' && r.published_on === '2026-11-20')).toBe(true);
        const listed = Number((await db.execute('SELECT count(*) AS n FROM certificate_last_reports')).rows[0]!.n);
        expect(listed).toBe(1200);
        expect(reports.reduce((n, r) => n + Number(r.row_count), 0)).toBe(1200);
        const after = (await db.execute(`SELECT decision, count(*) AS n FROM certified_organisations GROUP BY decision ORDER BY decision`)).rows.map((r) => `${r.decision} ${r.n}`);
        expect(after).toEqual(before);
      } finally {
        await started.stop();
      }
    }, 120_000);
  });
}
