import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

type Row = Record<string, unknown>

/** The menu's tables SQLite rebuilds, parents before children. */
const RECREATED = [
  'navigation_columns_locales',
  'navigation_columns_sections',
  'navigation_columns_sections_locales',
  'navigation_columns_sections_links',
  'navigation_columns_sections_links_locales',
  'navigation_columns_sections_links_sublinks',
  'navigation_columns_sections_links_sublinks_locales',
  'navigation_footer',
  'navigation_footer_locales',
  'navigation_footer_links',
  'navigation_footer_links_locales',
]

/** The tables of menu entries (the others hold their labels, or a column's heading). */
const NODE_TABLES = new Set([
  'navigation_columns_sections',
  'navigation_columns_sections_links',
  'navigation_columns_sections_links_sublinks',
  'navigation_footer',
  'navigation_footer_links',
])

/** The site's screens on the day of this migration (src/features/navigation/screens.ts then). */
const SCREENS = new Set([
  '/news', '/public_comments', '/document_revision', '/recruit', '/documents_forms/documents', '/documents_forms/forms',
  '/cert_reports', '/certification_institutions', '/ms_certifications/list', '/ms_certifications/counts',
  '/ms_certifications/coverage', '/verify', '/inquiry/form', '/complaint_application', '/accessibility/results', '/search',
])

/**
 * An existing entry keeps its link: an address of one of the site's screens links to that screen,
 * a page's address to that page (which it follows from now on), anything else stays a typed
 * address, which the editor is asked to replace at the next save.
 */
function linkOf(href: string | null, pages: Map<string, number>): Row {
  if (href && SCREENS.has(href)) return { target: 'screen', screen: href, page_id: null, href: null }
  const page = href ? pages.get(href) : undefined
  if (page !== undefined) return { target: 'page', page_id: page, screen: null, href: null }
  return { target: 'external', href, page_id: null, screen: null }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The menu's tables change shape (a link is a page, a screen or another site's address; labels
  // may be empty). SQLite rebuilds such tables; rather than copy each into its new shape, where
  // dropping a parent would cascade into children already copied, the menu is read whole, its old
  // tables dropped children first, the new ones made, and the rows written back with their links.
  const saved = new Map<string, Row[]>()
  for (const table of RECREATED) saved.set(table, (await db.all(sql.raw(`SELECT * FROM \`${table}\``))) as Row[])
  const pages = new Map(((await db.all(sql`SELECT id, path FROM pages WHERE path IS NOT NULL`)) as { id: number; path: string }[]).map((p) => [p.path, p.id]))
  for (const table of [...RECREATED].reverse()) await db.run(sql.raw(`DROP TABLE \`${table}\``))

  await db.run(sql`CREATE TABLE \`_navigation_v_version_columns_sections_links_sublinks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`screen\` text,
  	\`href\` text,
  	\`in_english_menu\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_columns_sections_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_sections_links_sublinks_order_idx\` ON \`_navigation_v_version_columns_sections_links_sublinks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_sections_links_sublinks_parent_id_idx\` ON \`_navigation_v_version_columns_sections_links_sublinks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_sections_links_sublinks_pa_idx\` ON \`_navigation_v_version_columns_sections_links_sublinks\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_columns_sections_links_sublinks_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_columns_sections_links_sublinks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_columns_sections_links_sublinks_locale\` ON \`_navigation_v_version_columns_sections_links_sublinks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_columns_sections_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`screen\` text,
  	\`href\` text,
  	\`in_english_menu\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_columns_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_sections_links_order_idx\` ON \`_navigation_v_version_columns_sections_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_sections_links_parent_id_idx\` ON \`_navigation_v_version_columns_sections_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_sections_links_page_idx\` ON \`_navigation_v_version_columns_sections_links\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_columns_sections_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_columns_sections_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_columns_sections_links_locales_locale_\` ON \`_navigation_v_version_columns_sections_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_columns_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`screen\` text,
  	\`href\` text,
  	\`in_english_menu\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_sections_order_idx\` ON \`_navigation_v_version_columns_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_sections_parent_id_idx\` ON \`_navigation_v_version_columns_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_sections_page_idx\` ON \`_navigation_v_version_columns_sections\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_columns_sections_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_columns_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_columns_sections_locales_locale_parent\` ON \`_navigation_v_version_columns_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_order_idx\` ON \`_navigation_v_version_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_columns_parent_id_idx\` ON \`_navigation_v_version_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_columns_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_columns_locales_locale_parent_id_uniqu\` ON \`_navigation_v_version_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`screen\` text,
  	\`href\` text,
  	\`in_english_menu\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_links_order_idx\` ON \`_navigation_v_version_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_links_parent_id_idx\` ON \`_navigation_v_version_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_links_page_idx\` ON \`_navigation_v_version_footer_links\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_footer_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_footer_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_footer_links_locales_locale_parent_id_\` ON \`_navigation_v_version_footer_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`screen\` text,
  	\`href\` text,
  	\`in_english_menu\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_order_idx\` ON \`_navigation_v_version_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_parent_id_idx\` ON \`_navigation_v_version_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_page_idx\` ON \`_navigation_v_version_footer\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_footer_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_footer_locales_locale_parent_id_unique\` ON \`_navigation_v_version_footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version__status_idx\` ON \`_navigation_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_created_at_idx\` ON \`_navigation_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_updated_at_idx\` ON \`_navigation_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_snapshot_idx\` ON \`_navigation_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_published_locale_idx\` ON \`_navigation_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_latest_idx\` ON \`_navigation_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`navigation_columns_sections_links_sublinks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`target\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`screen\` text,
  	\`href\` text,
  	\`in_english_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns_sections_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_links_sublinks_order_idx\` ON \`navigation_columns_sections_links_sublinks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_links_sublinks_parent_id_idx\` ON \`navigation_columns_sections_links_sublinks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_links_sublinks_page_idx\` ON \`navigation_columns_sections_links_sublinks\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_columns_sections_links_sublinks_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns_sections_links_sublinks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_columns_sections_links_sublinks_locales_locale_pa\` ON \`navigation_columns_sections_links_sublinks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_columns_sections_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`target\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`screen\` text,
  	\`href\` text,
  	\`in_english_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_links_order_idx\` ON \`navigation_columns_sections_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_links_parent_id_idx\` ON \`navigation_columns_sections_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_links_page_idx\` ON \`navigation_columns_sections_links\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_columns_sections_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns_sections_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_columns_sections_links_locales_locale_parent_id_u\` ON \`navigation_columns_sections_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_columns_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`target\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`screen\` text,
  	\`href\` text,
  	\`in_english_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_order_idx\` ON \`navigation_columns_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_parent_id_idx\` ON \`navigation_columns_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_page_idx\` ON \`navigation_columns_sections\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_columns_sections_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_columns_sections_locales_locale_parent_id_unique\` ON \`navigation_columns_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_columns_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_columns_locales_locale_parent_id_unique\` ON \`navigation_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`target\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`screen\` text,
  	\`href\` text,
  	\`in_english_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_order_idx\` ON \`navigation_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_parent_id_idx\` ON \`navigation_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_page_idx\` ON \`navigation_footer_links\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_links_locales_locale_parent_id_unique\` ON \`navigation_footer_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`target\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`screen\` text,
  	\`href\` text,
  	\`in_english_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_order_idx\` ON \`navigation_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_parent_id_idx\` ON \`navigation_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_page_idx\` ON \`navigation_footer\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_locales_locale_parent_id_unique\` ON \`navigation_footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`navigation__status_idx\` ON \`navigation\` (\`_status\`);`)

  for (const table of RECREATED) {
    for (const row of saved.get(table) ?? []) {
      const values: Row = NODE_TABLES.has(table) ? { ...row, ...linkOf(row.href as string | null, pages) } : row
      const columns = Object.keys(values)
      await db.run(
        sql.join(
          [
            sql.raw(`INSERT INTO \`${table}\` (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (`),
            sql.join(columns.map((c) => sql`${values[c] as string | number | null}`), sql.raw(', ')),
            sql.raw(')'),
          ],
          sql.raw(''),
        ),
      )
    }
  }
  await db.run(sql`UPDATE \`navigation\` SET \`_status\` = 'published'`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_navigation_v_version_columns_sections_links_sublinks\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_columns_sections_links_sublinks_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_columns_sections_links\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_columns_sections_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_columns_sections\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_columns_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_columns\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_footer_links\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_footer_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_footer\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_footer_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_navigation_columns_sections_links_sublinks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	\`in_english_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns_sections_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_columns_sections_links_sublinks\`("_order", "_parent_id", "id", "href", "in_english_menu") SELECT "_order", "_parent_id", "id", "href", "in_english_menu" FROM \`navigation_columns_sections_links_sublinks\`;`)
  await db.run(sql`DROP TABLE \`navigation_columns_sections_links_sublinks\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_columns_sections_links_sublinks\` RENAME TO \`navigation_columns_sections_links_sublinks\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_links_sublinks_order_idx\` ON \`navigation_columns_sections_links_sublinks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_links_sublinks_parent_id_idx\` ON \`navigation_columns_sections_links_sublinks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_columns_sections_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	\`in_english_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_columns_sections_links\`("_order", "_parent_id", "id", "href", "in_english_menu") SELECT "_order", "_parent_id", "id", "href", "in_english_menu" FROM \`navigation_columns_sections_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_columns_sections_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_columns_sections_links\` RENAME TO \`navigation_columns_sections_links\`;`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_links_order_idx\` ON \`navigation_columns_sections_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_links_parent_id_idx\` ON \`navigation_columns_sections_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_columns_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	\`in_english_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_columns_sections\`("_order", "_parent_id", "id", "href", "in_english_menu") SELECT "_order", "_parent_id", "id", "href", "in_english_menu" FROM \`navigation_columns_sections\`;`)
  await db.run(sql`DROP TABLE \`navigation_columns_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_columns_sections\` RENAME TO \`navigation_columns_sections\`;`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_order_idx\` ON \`navigation_columns_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_columns_sections_parent_id_idx\` ON \`navigation_columns_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	\`in_english_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_footer_links\`("_order", "_parent_id", "id", "href", "in_english_menu") SELECT "_order", "_parent_id", "id", "href", "in_english_menu" FROM \`navigation_footer_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_footer_links\` RENAME TO \`navigation_footer_links\`;`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_order_idx\` ON \`navigation_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_parent_id_idx\` ON \`navigation_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	\`in_english_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_footer\`("_order", "_parent_id", "id", "href", "in_english_menu") SELECT "_order", "_parent_id", "id", "href", "in_english_menu" FROM \`navigation_footer\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_footer\` RENAME TO \`navigation_footer\`;`)
  await db.run(sql`CREATE INDEX \`navigation_footer_order_idx\` ON \`navigation_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_parent_id_idx\` ON \`navigation_footer\` (\`_parent_id\`);`)
  await db.run(sql`DROP INDEX \`navigation__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_navigation_columns_sections_links_sublinks_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns_sections_links_sublinks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_columns_sections_links_sublinks_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_columns_sections_links_sublinks_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_columns_sections_links_sublinks_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_columns_sections_links_sublinks_locales\` RENAME TO \`navigation_columns_sections_links_sublinks_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_columns_sections_links_sublinks_locales_locale_pa\` ON \`navigation_columns_sections_links_sublinks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_columns_sections_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns_sections_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_columns_sections_links_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_columns_sections_links_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_columns_sections_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_columns_sections_links_locales\` RENAME TO \`navigation_columns_sections_links_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_columns_sections_links_locales_locale_parent_id_u\` ON \`navigation_columns_sections_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_columns_sections_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_columns_sections_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_columns_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_columns_sections_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_columns_sections_locales\` RENAME TO \`navigation_columns_sections_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_columns_sections_locales_locale_parent_id_unique\` ON \`navigation_columns_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_columns_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_columns_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`navigation_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_columns_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_columns_locales\` RENAME TO \`navigation_columns_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_columns_locales_locale_parent_id_unique\` ON \`navigation_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_footer_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_footer_links_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_footer_links_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_footer_links_locales\` RENAME TO \`navigation_footer_links_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_links_locales_locale_parent_id_unique\` ON \`navigation_footer_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_footer_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_footer_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_footer_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_footer_locales\` RENAME TO \`navigation_footer_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_locales_locale_parent_id_unique\` ON \`navigation_footer_locales\` (\`_locale\`,\`_parent_id\`);`)
}
