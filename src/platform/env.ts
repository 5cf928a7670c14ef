import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folder for the SQLite file, uploads and the generated secret. */
export const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');

export function databaseUrl(): string {
  return process.env.DATABASE_URL ?? `file:${path.join(dataDir, 'site.db')}`;
}

export function isPostgres(url = databaseUrl()): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/**
 * PAYLOAD_SECRET from the environment; otherwise a random one kept in data/ so a first start needs
 * no configuration and sessions survive a restart.
 */
export function payloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET;
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, '.payload-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The site's public origin, used for absolute links (canonical, hreflang, feeds). */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`).replace(/\/$/, '');
}
