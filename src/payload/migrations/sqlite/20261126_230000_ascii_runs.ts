import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

const FIELDS = [
  'organisation_name',
  'organisation_name_en',
  'office_name',
  'office_name_en',
  'body_name',
  'body_name_en',
  'body_number',
  'certificate_number',
  'scope',
  'scope_en',
  'address',
  'address_en',
] as const;

type Stored = Record<(typeof FIELDS)[number], string | null> & { id: number };

/**
 * The trigram table of the certified-organisation register (SQLite): each certificate's runs of
 * ASCII characters, as the importer and /admin write them (`runsText` in keys.ts), so a Latin word
 * of three characters or more is matched by its runs of three instead of its pairs
 * (docs/decisions/0020-search-plans.md). The runs are worked out from each stored record, 2,000
 * at a time: about 90 s per 10^6 certificates on the 2-core development machine.
 *
 * `runsText` is loaded only when there are certificates to index: Payload reads the migration files
 * with Node's own `import()`, which knows neither TypeScript paths nor extensionless imports outside
 * tsx (`npm run db:prepare` runs under tsx; the integration tests start from an empty database).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS certified_organisations_runs`);
  await db.run(sql`CREATE VIRTUAL TABLE certified_organisations_runs USING fts5(runs, tokenize = 'trigram', content = '', contentless_delete = 1)`);
  let runsText: ((record: Parameters<typeof import('../../../features/certified-organisations/keys').runsText>[0]) => string) | null = null;
  for (let last = 0; ; ) {
    const rows = await db.all<Stored>(
      sql`SELECT id, ${sql.raw(FIELDS.join(', '))} FROM certified_organisations WHERE id > ${last} ORDER BY id LIMIT 2000`,
    );
    if (!rows.length) break;
    last = Number(rows.at(-1)!.id);
    runsText ??= (await import('../../../features/certified-organisations/keys')).runsText;
    const values = rows
      .map((r) => ({
        id: Number(r.id),
        runs: runsText!({
          organisationName: r.organisation_name ?? '',
          organisationNameEn: r.organisation_name_en ?? undefined,
          officeName: r.office_name ?? undefined,
          officeNameEn: r.office_name_en ?? undefined,
          bodyName: r.body_name ?? '',
          bodyNameEn: r.body_name_en ?? undefined,
          bodyNumber: r.body_number ?? '',
          certificateNumber: r.certificate_number ?? '',
          scope: r.scope ?? '',
          scopeEn: r.scope_en ?? undefined,
          address: r.address ?? undefined,
          addressEn: r.address_en ?? undefined,
          standards: [],
        }),
      }))
      .filter((r) => r.runs !== '');
    if (values.length) {
      await db.run(sql`INSERT INTO certified_organisations_runs (rowid, runs) VALUES ${sql.join(
        values.map((v) => sql`(${v.id}, ${v.runs})`),
        sql`, `,
      )}`);
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS certified_organisations_runs`);
}
