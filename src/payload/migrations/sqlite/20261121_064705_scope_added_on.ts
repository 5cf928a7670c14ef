import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`accredited_bodies_scopes\` ADD \`added_on\` text;`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_scopes_added_on_idx\` ON \`accredited_bodies_scopes\` (\`added_on\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`accredited_bodies_scopes_added_on_idx\`;`)
  await db.run(sql`ALTER TABLE \`accredited_bodies_scopes\` DROP COLUMN \`added_on\`;`)
}
