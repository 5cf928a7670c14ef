import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Payload } from 'payload';

/** A Payload instance on a fresh, migrated SQLite file in a temporary folder. */
export async function startTestPayload(): Promise<{ payload: Payload; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-int-'));
  process.env.DATA_DIR = dir;
  process.env.DATABASE_URL = `file:${path.join(dir, 'site.db')}`;
  process.env.PAYLOAD_SECRET = 'integration-tests-only';
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@/cms/payload.config')]);
  const payload = await getPayload({ config });
  await payload.db.migrate();
  return {
    payload,
    stop: async () => {
      await payload.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same on a fresh PostgreSQL database, created on TEST_POSTGRES_URL's server and dropped after. */
export async function startTestPostgresPayload(): Promise<{ payload: Payload; stop: () => Promise<void> }> {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) throw new Error('TEST_POSTGRES_URL is not set');
  const { default: pg } = await import('pg');
  const name = `site_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'site-int-pg-'));
  process.env.DATA_DIR = dir;
  process.env.DATABASE_URL = url.toString();
  process.env.PAYLOAD_SECRET = 'integration-tests-only';
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@/cms/payload.config')]);
  const payload = await getPayload({ config });
  await payload.db.migrate();
  return {
    payload,
    stop: async () => {
      const pool = (payload.db as unknown as { pool?: { on(event: 'error', listener: () => void): void; end(): Promise<void> } }).pool;
      // Connections the pool still holds are cut by the forced drop below: expected, not an error.
      pool?.on('error', () => undefined);
      await payload.destroy();
      void pool?.end().catch(() => undefined);
      const drop = new pg.Client({ connectionString: server });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
