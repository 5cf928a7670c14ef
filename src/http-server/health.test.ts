import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openSqlClient } from '../platform/db/client';
import { committedMigrations } from '../platform/db/migrations';
import { noteDatabaseLost } from '../platform/db/outage';
import { answerHealth, checkHealth, healthCheck, type Health, type HealthProbe } from './health';

const EXPECTED = ['20260101_000000_initial', '20260201_000000_forms', '20260301_000000_roles'];

const probe = (over: Partial<HealthProbe> = {}): HealthProbe => ({
  ping: async () => undefined,
  recordedMigrations: async () => [...EXPECTED],
  ...over,
});

const never = () => new Promise<never>(() => undefined);
const failing = (code: string | undefined, message: string) => async () => {
  throw Object.assign(new Error(message), code ? { code } : {});
};

describe('the health check', () => {
  it('is ok when the database answers and every migration is recorded', async () => {
    expect(await checkHealth(probe(), () => EXPECTED)).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  });

  it('is ok with migrations the code does not know yet (a newer server migrated during a rolling deploy)', async () => {
    expect((await checkHealth(probe({ recordedMigrations: async () => [...EXPECTED, '20260401_000000_next'] }), () => EXPECTED)).status).toBe('ok');
  });

  it('fails when a migration has not run, and names the first', async () => {
    const health = await checkHealth(probe({ recordedMigrations: async () => EXPECTED.slice(0, 1) }), () => EXPECTED);
    expect(health).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending', reason: 'migrations: 2 migrations not run, from 20260201_000000_forms' });
  });

  it('fails when the database does not answer, with its error code and nothing else of the error', async () => {
    const secret = 'connect ECONNREFUSED postgres://site:hunter2@db.internal:5432/site';
    const health = await checkHealth(probe({ ping: failing('ECONNREFUSED', secret) }), () => EXPECTED);
    expect(health).toEqual({ status: 'unavailable', database: 'failed', migrations: 'unknown', reason: 'database: ECONNREFUSED' });
    const unnamed = await checkHealth(probe({ ping: failing(undefined, secret) }), () => EXPECTED);
    expect(unnamed.reason).toBe('database: failed');
    // A code that is not a plain word is not repeated either.
    const odd = await checkHealth(probe({ ping: failing('password=hunter2 host=db', secret) }), () => EXPECTED);
    expect(JSON.stringify(odd)).not.toContain('hunter2');
  });

  it('fails when the table of migrations cannot be read (a database never migrated)', async () => {
    const health = await checkHealth(probe({ recordedMigrations: failing('SQLITE_ERROR', 'no such table: payload_migrations') }), () => EXPECTED);
    expect(health).toEqual({ status: 'unavailable', database: 'ok', migrations: 'failed', reason: 'migrations: SQLITE_ERROR' });
  });

  it('fails when the list of migrations cannot be read', async () => {
    const health = await checkHealth(probe(), () => {
      throw new Error('ENOENT');
    });
    expect(health).toMatchObject({ status: 'unavailable', database: 'ok', migrations: 'failed' });
    expect((await checkHealth(probe(), () => [])).migrations).toBe('failed');
  });

  it('keeps to its time: a database that hangs fails the check within the limit', async () => {
    const started = Date.now();
    const hung = await checkHealth(probe({ ping: never }), () => EXPECTED, 100);
    expect(hung).toEqual({ status: 'unavailable', database: 'failed', migrations: 'unknown', reason: 'database: no answer within 0.1 s' });
    const slow = await checkHealth(probe({ recordedMigrations: never }), () => EXPECTED, 100);
    expect(slow).toMatchObject({ database: 'ok', migrations: 'failed', reason: 'migrations: no answer within 0.1 s' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reads the names of the committed migrations of both databases', () => {
    for (const kind of ['sqlite', 'postgres'] as const) {
      const names = committedMigrations(kind);
      expect(names.length, kind).toBeGreaterThan(5);
      expect(
        names.every((name) => /^\d{8}_\d{6}_\w+$/.test(name)),
        kind,
      ).toBe(true);
      expect([...names].sort(), kind).toEqual(names);
    }
  });

  it('checks a real SQLite file: fails before it is migrated, and shares one run between checks that come together', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'health-'));
    const url = `file:${path.join(dir, 'site.db')}`;
    const check = healthCheck(url, { reuseMs: 0 });
    try {
      expect(await check.report()).toMatchObject({ status: 'unavailable', database: 'ok', migrations: 'failed', reason: 'migrations: SQLITE_ERROR' });
      const client = openSqlClient(url);
      await client.query('CREATE TABLE payload_migrations (id integer primary key, name text, batch integer)');
      for (const name of committedMigrations('sqlite')) await client.query('INSERT INTO payload_migrations (name, batch) VALUES (?, 1)', [name]);
      await client.close();
      const together = [check.report(), check.report(), check.report()];
      expect(together[0]).toBe(together[1]);
      expect(await together[2]).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
    } finally {
      await check.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a database that was away a moment ago', () => {
  it('is remembered for a while, so a page failing as it comes back counts as part of the outage', async () => {
    // A folder that does not exist: SQLite cannot open the file, as a database that does not answer.
    const check = healthCheck(`file:${path.join(tmpdir(), 'no-such-folder-health', 'x', 'site.db')}`, { reuseMs: 0 });
    try {
      expect(check.lostWithin(15_000)).toBe(false);
      expect((await check.fresh()).database).toBe('failed');
      expect(check.lostWithin(15_000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(check.lostWithin(10)).toBe(false);
    } finally {
      await check.close();
    }
  });

  it('is known from the pool too, when the checks themselves never met the outage', async () => {
    // A server whose checks all fell before or after the restart: its pool saw the connections cut.
    const check = healthCheck(`file:${path.join(tmpdir(), 'no-such-folder-health', 'y', 'site.db')}`, { reuseMs: 0 });
    try {
      noteDatabaseLost(Date.now() - 60_000);
      expect(check.lostWithin(15_000)).toBe(false);
      noteDatabaseLost();
      expect(check.lostWithin(15_000)).toBe(true);
    } finally {
      noteDatabaseLost(0);
      await check.close();
    }
  });
});

describe('GET /healthz', () => {
  let server: Server;
  let origin: string;
  let health: Health;

  beforeAll(async () => {
    server = createServer((req, res) => void answerHealth(req, res, async () => health));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 200 with the report, never cached', async () => {
    health = { status: 'ok', database: 'ok', migrations: 'ok' };
    const answer = await fetch(`${origin}/healthz`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.text()).toBe('{"status":"ok","database":"ok","migrations":"ok"}');
  });

  it('answers 503 with what failed, and HEAD with the status alone', async () => {
    health = { status: 'unavailable', database: 'failed', migrations: 'unknown', reason: 'database: ECONNREFUSED' };
    const answer = await fetch(`${origin}/healthz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual(health);
    const head = await fetch(`${origin}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(503);
    expect(await head.text()).toBe('');
  });

  it('answers other methods 405', async () => {
    const answer = await fetch(`${origin}/healthz`, { method: 'POST', body: 'x' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});
