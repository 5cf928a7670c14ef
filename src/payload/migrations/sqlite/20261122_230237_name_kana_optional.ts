import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`receipt_number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`staff_note\` text,
  	\`name\` text NOT NULL,
  	\`name_kana\` text,
  	\`organization\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`category\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`staff_mail_status\` text DEFAULT 'pending',
  	\`staff_mail_attempts\` numeric DEFAULT 0,
  	\`staff_mail_next_attempt_at\` text,
  	\`staff_mail_sent_at\` text,
  	\`staff_mail_last_error\` text,
  	\`acknowledgement_mail_status\` text DEFAULT 'pending',
  	\`acknowledgement_mail_attempts\` numeric DEFAULT 0,
  	\`acknowledgement_mail_next_attempt_at\` text,
  	\`acknowledgement_mail_sent_at\` text,
  	\`acknowledgement_mail_last_error\` text,
  	\`draft_token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "email", "phone", "category", "subject", "message", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at") SELECT "id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "email", "phone", "category", "subject", "message", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at" FROM \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_receipt_number_idx\` ON \`inquiries\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_category_idx\` ON \`inquiries\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_staff_mail_staff_mail_status_idx\` ON \`inquiries\` (\`staff_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_staff_mail_staff_mail_next_attempt_at_idx\` ON \`inquiries\` (\`staff_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_acknowledgement_mail_acknowledgement_mail_stat_idx\` ON \`inquiries\` (\`acknowledgement_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_acknowledgement_mail_acknowledgement_mail_next_idx\` ON \`inquiries\` (\`acknowledgement_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_draft_token_idx\` ON \`inquiries\` (\`draft_token\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_complaints\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`receipt_number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`staff_note\` text,
  	\`name\` text NOT NULL,
  	\`name_kana\` text,
  	\`organization\` text,
  	\`department\` text,
  	\`position\` text,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`target_name\` text NOT NULL,
  	\`target_kind\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`prior_complaint\` text NOT NULL,
  	\`prior_answer\` text,
  	\`reply_wanted\` text NOT NULL,
  	\`staff_mail_status\` text DEFAULT 'pending',
  	\`staff_mail_attempts\` numeric DEFAULT 0,
  	\`staff_mail_next_attempt_at\` text,
  	\`staff_mail_sent_at\` text,
  	\`staff_mail_last_error\` text,
  	\`acknowledgement_mail_status\` text DEFAULT 'pending',
  	\`acknowledgement_mail_attempts\` numeric DEFAULT 0,
  	\`acknowledgement_mail_next_attempt_at\` text,
  	\`acknowledgement_mail_sent_at\` text,
  	\`acknowledgement_mail_last_error\` text,
  	\`draft_token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complaints\`("id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "department", "position", "phone", "email", "target_name", "target_kind", "content", "prior_complaint", "prior_answer", "reply_wanted", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at") SELECT "id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "department", "position", "phone", "email", "target_name", "target_kind", "content", "prior_complaint", "prior_answer", "reply_wanted", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at" FROM \`complaints\`;`)
  await db.run(sql`DROP TABLE \`complaints\`;`)
  await db.run(sql`ALTER TABLE \`__new_complaints\` RENAME TO \`complaints\`;`)
  // Foreign keys back on only once both tables are rebuilt (rows of payload_locked_documents_rels refer to both).
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complaints_receipt_number_idx\` ON \`complaints\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`complaints_status_idx\` ON \`complaints\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_staff_mail_staff_mail_status_idx\` ON \`complaints\` (\`staff_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_staff_mail_staff_mail_next_attempt_at_idx\` ON \`complaints\` (\`staff_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`complaints_acknowledgement_mail_acknowledgement_mail_sta_idx\` ON \`complaints\` (\`acknowledgement_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_acknowledgement_mail_acknowledgement_mail_nex_idx\` ON \`complaints\` (\`acknowledgement_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`complaints_draft_token_idx\` ON \`complaints\` (\`draft_token\`);`)
  await db.run(sql`CREATE INDEX \`complaints_updated_at_idx\` ON \`complaints\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`complaints_created_at_idx\` ON \`complaints\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`receipt_number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`staff_note\` text,
  	\`name\` text NOT NULL,
  	\`name_kana\` text NOT NULL,
  	\`organization\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`category\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`staff_mail_status\` text DEFAULT 'pending',
  	\`staff_mail_attempts\` numeric DEFAULT 0,
  	\`staff_mail_next_attempt_at\` text,
  	\`staff_mail_sent_at\` text,
  	\`staff_mail_last_error\` text,
  	\`acknowledgement_mail_status\` text DEFAULT 'pending',
  	\`acknowledgement_mail_attempts\` numeric DEFAULT 0,
  	\`acknowledgement_mail_next_attempt_at\` text,
  	\`acknowledgement_mail_sent_at\` text,
  	\`acknowledgement_mail_last_error\` text,
  	\`draft_token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "email", "phone", "category", "subject", "message", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at") SELECT "id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "email", "phone", "category", "subject", "message", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at" FROM \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_receipt_number_idx\` ON \`inquiries\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_category_idx\` ON \`inquiries\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_staff_mail_staff_mail_status_idx\` ON \`inquiries\` (\`staff_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_staff_mail_staff_mail_next_attempt_at_idx\` ON \`inquiries\` (\`staff_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_acknowledgement_mail_acknowledgement_mail_stat_idx\` ON \`inquiries\` (\`acknowledgement_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_acknowledgement_mail_acknowledgement_mail_next_idx\` ON \`inquiries\` (\`acknowledgement_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_draft_token_idx\` ON \`inquiries\` (\`draft_token\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_complaints\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`receipt_number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`staff_note\` text,
  	\`name\` text NOT NULL,
  	\`name_kana\` text NOT NULL,
  	\`organization\` text,
  	\`department\` text,
  	\`position\` text,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`target_name\` text NOT NULL,
  	\`target_kind\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`prior_complaint\` text NOT NULL,
  	\`prior_answer\` text,
  	\`reply_wanted\` text NOT NULL,
  	\`staff_mail_status\` text DEFAULT 'pending',
  	\`staff_mail_attempts\` numeric DEFAULT 0,
  	\`staff_mail_next_attempt_at\` text,
  	\`staff_mail_sent_at\` text,
  	\`staff_mail_last_error\` text,
  	\`acknowledgement_mail_status\` text DEFAULT 'pending',
  	\`acknowledgement_mail_attempts\` numeric DEFAULT 0,
  	\`acknowledgement_mail_next_attempt_at\` text,
  	\`acknowledgement_mail_sent_at\` text,
  	\`acknowledgement_mail_last_error\` text,
  	\`draft_token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complaints\`("id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "department", "position", "phone", "email", "target_name", "target_kind", "content", "prior_complaint", "prior_answer", "reply_wanted", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at") SELECT "id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "department", "position", "phone", "email", "target_name", "target_kind", "content", "prior_complaint", "prior_answer", "reply_wanted", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at" FROM \`complaints\`;`)
  await db.run(sql`DROP TABLE \`complaints\`;`)
  await db.run(sql`ALTER TABLE \`__new_complaints\` RENAME TO \`complaints\`;`)
  // Foreign keys back on only once both tables are rebuilt (rows of payload_locked_documents_rels refer to both).
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complaints_receipt_number_idx\` ON \`complaints\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`complaints_status_idx\` ON \`complaints\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_staff_mail_staff_mail_status_idx\` ON \`complaints\` (\`staff_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_staff_mail_staff_mail_next_attempt_at_idx\` ON \`complaints\` (\`staff_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`complaints_acknowledgement_mail_acknowledgement_mail_sta_idx\` ON \`complaints\` (\`acknowledgement_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_acknowledgement_mail_acknowledgement_mail_nex_idx\` ON \`complaints\` (\`acknowledgement_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`complaints_draft_token_idx\` ON \`complaints\` (\`draft_token\`);`)
  await db.run(sql`CREATE INDEX \`complaints_updated_at_idx\` ON \`complaints\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`complaints_created_at_idx\` ON \`complaints\` (\`created_at\`);`)
}
