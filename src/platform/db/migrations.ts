import { readFileSync } from 'node:fs';

import type { DatabaseKind, SqlClient } from './client';

/**
 * The names of the committed migrations of a kind of database, read from the list Payload runs
 * (src/payload/migrations/{sqlite,postgres}/index.ts). Read as text: the server in front of Next and
 * the backup commands load no CMS module, and the names are all they need.
 */
export function committedMigrations(kind: DatabaseKind, file: URL | string = new URL(`../../payload/migrations/${kind}/index.ts`, import.meta.url)): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/\bname:\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

/** The migrations recorded as run in Payload's `payload_migrations` table (Payload's own `dev` mark left out). */
export async function recordedMigrations(client: SqlClient): Promise<string[]> {
  const rows = await client.query<{ name: unknown }>('SELECT name FROM payload_migrations ORDER BY id');
  return rows.map((row) => String(row.name)).filter((name) => name !== 'dev');
}
