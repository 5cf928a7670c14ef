import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`certification_counts_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`scheme_ja\` text NOT NULL,
  	\`scheme_en\` text NOT NULL,
  	\`standard\` text NOT NULL,
  	\`total_bodies\` numeric NOT NULL,
  	\`accredited_bodies\` numeric NOT NULL,
  	\`note_ja\` text,
  	\`note_en\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`certification_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`certification_counts_rows_order_idx\` ON \`certification_counts_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`certification_counts_rows_parent_id_idx\` ON \`certification_counts_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`certification_counts_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text_ja\` text NOT NULL,
  	\`text_en\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`certification_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`certification_counts_notes_order_idx\` ON \`certification_counts_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`certification_counts_notes_parent_id_idx\` ON \`certification_counts_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`certification_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sample\` integer DEFAULT false,
  	\`table_date\` text NOT NULL,
  	\`survey_as_of\` text,
  	\`respondents_answered\` numeric,
  	\`respondents_total\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`certification_counts_rows\`;`)
  await db.run(sql`DROP TABLE \`certification_counts_notes\`;`)
  await db.run(sql`DROP TABLE \`certification_counts\`;`)
}
