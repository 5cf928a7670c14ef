// `npm run migrate:create -- <name>`: writes a migration for the database DATABASE_URL names
// (SQLite by default; postgres://… for PostgreSQL), named after what it does, then marks the
// migration's type imports as types (scripts/fix-migration-imports.mjs).
import { spawnSync } from 'node:child_process';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run migrate:create -- <name>   (lower-case letters, digits and _, e.g. information)');
  process.exit(2);
}
const created = spawnSync('npx', ['payload', 'migrate:create', name], { stdio: 'inherit' });
if (created.status !== 0) process.exit(created.status ?? 1);
const fixed = spawnSync('node', ['scripts/fix-migration-imports.mjs'], { stdio: 'inherit' });
process.exit(fixed.status ?? 1);
