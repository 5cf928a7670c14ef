import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * Runs of three ASCII characters for each certificate (`runs`, with a GIN index), as `postgresKeys`
 * in keys.ts writes them: a Latin query word of three characters or more is narrowed by the runs
 * that cover it instead of its pairs (docs/decisions/0020-search-plans.md). The keys are the parts
 * of `search_text` between the separator U+0001, so the runs computed here are those the
 * application computes.
 *
 * `grams` and `search_text` are kept in the row (storage MAIN), the runs may move out of line: a
 * row with its runs passes PostgreSQL's 2 kB threshold, and it would otherwise move the largest
 * values, the grams and then the keys, to the TOAST table, where every row a search checks would
 * cost a second read (measured at 10^5: a one-letter word 100 → 270 ms, a common Japanese word's
 * count 28 → 50 ms). The runs are read only for a Latin word, on rows its LIKE already matched.
 * Every row is rewritten once, about 2 minutes per 10^5 rows on the 2-core development machine;
 * `VACUUM FULL certified_organisations` afterwards returns the old rows' space.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "certified_organisations" ALTER COLUMN "grams" SET STORAGE MAIN, ALTER COLUMN "search_text" SET STORAGE MAIN,
    ADD COLUMN IF NOT EXISTS "runs" text[];
  UPDATE "certified_organisations" AS o SET "runs" = ARRAY(
    SELECT DISTINCT substr(k, i, 3) FROM unnest(string_to_array(o."search_text", chr(1))) AS k, generate_series(1, char_length(k) - 2) AS i
    WHERE substr(k, i, 3) ~ '^[!-~]{3}$'
  )
  WHERE o."search_text" IS NOT NULL;
  CREATE INDEX IF NOT EXISTS "certified_organisations_runs_idx" ON "certified_organisations" USING gin ("runs");
  ANALYZE "certified_organisations";`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "certified_organisations_runs_idx";
  ALTER TABLE "certified_organisations" DROP COLUMN IF EXISTS "runs", ALTER COLUMN "grams" SET STORAGE EXTENDED,
    ALTER COLUMN "search_text" SET STORAGE EXTENDED;`);
}
