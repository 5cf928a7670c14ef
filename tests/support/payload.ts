import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Payload } from 'payload';

import { createPostgresDatabase } from '../../scripts/lib/postgresDatabase';

type Started = { payload: Payload; stop: () => Promise<void> };

/** Payload on `databaseUrl`, migrated, with its data folder in a temporary place. */
async function start(prefix: string, databaseUrl: (dir: string) => string, cleanUp: (payload: Payload) => Promise<void> = async () => undefined): Promise<Started> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  process.env.DATA_DIR = dir;
  process.env.DATABASE_URL = databaseUrl(dir);
  process.env.PAYLOAD_SECRET = 'integration-tests-only';
  const [{ getPayload }, { default: config, configuredDatabaseUrl }] = await Promise.all([import('payload'), import('@/payload/payload.config')]);
  // The configuration reads the database's address once, when first imported: a test that imported
  // a module reaching it (the CMS client) before this would run on data/ instead of its own database.
  if (configuredDatabaseUrl !== process.env.DATABASE_URL)
    throw new Error(`The Payload configuration was loaded before the test's database was set (it uses ${configuredDatabaseUrl}): import modules that reach the CMS client after startTestPayload()`);
  const payload = await getPayload({ config });
  await payload.db.migrate();
  return {
    payload,
    stop: async () => {
      await cleanUp(payload);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A Payload instance on a fresh, migrated database: a SQLite file in a temporary folder, or, when
 * TEST_DATABASE=postgres (the suite's second pass in CI), a fresh PostgreSQL database.
 */
export function startTestPayload(): Promise<Started> {
  if (process.env.TEST_DATABASE === 'postgres') return startTestPostgresPayload();
  return start(
    'site-int-',
    (dir) => `file:${path.join(dir, 'site.db')}`,
    (payload) => payload.destroy(),
  );
}

/** The same on a fresh PostgreSQL database, created on TEST_POSTGRES_URL's server and dropped after. */
export async function startTestPostgresPayload(): Promise<Started> {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) throw new Error('TEST_POSTGRES_URL is not set');
  const database = await createPostgresDatabase(server, 'site_test');
  return start(
    'site-int-pg-',
    () => database.url,
    async (payload) => {
      const pool = (payload.db as unknown as { pool?: { on(event: 'error', listener: () => void): void; end(): Promise<void> } }).pool;
      // Connections the pool still holds are cut by the forced drop below: expected, not an error.
      pool?.on('error', () => undefined);
      await payload.destroy();
      void pool?.end().catch(() => undefined);
      await database.drop();
    },
  );
}
