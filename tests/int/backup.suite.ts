import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Payload } from 'payload';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { backup, restore, UPLOAD_FOLDERS, type BackupResult } from '@/platform/db/backup';
import { openSqlClient, type DatabaseKind } from '@/platform/db/client';
import { committedMigrations } from '@/platform/db/migrations';
import { checkHealth, databaseProbe } from '@/http-server/health';

import { createPostgresDatabase } from '../../scripts/lib/postgresDatabase';

import type { startTestPayload } from '@tests/support/payload';

/**
 * Backup and restore as an operator runs them: documents and an uploaded file are backed up
 * while Payload is connected, then changed and deleted; the restore brings back exactly what
 * was backed up, files included, keeps what it replaced, and refuses while the database is in
 * use. On SQLite the backup is restored over the same file; on PostgreSQL into a new, empty
 * database (as onto a new server).
 */

const context = { disableRevalidate: true };
/** A small PDF (the Files collection takes PDF and office files only, and checks them). */
let PDF: Buffer;

export type RestoreTarget = {
  /** The database to restore into. */
  url: string;
  /** Points the running Payload at the restored database, as a restart of the site would. */
  reconnect: () => Promise<void>;
  /** Lets go of the database before the restore (the site stopped). */
  release: () => Promise<void>;
  drop?: () => Promise<void>;
};

type Hooks = {
  kind: DatabaseKind;
  start: typeof startTestPayload;
  /** Where the backup is restored to. */
  target: (payload: Payload, databaseUrl: string) => Promise<RestoreTarget>;
};

export function backupSuite({ kind, start, target }: Hooks) {
  let payload: Payload;
  let stop: () => Promise<void>;
  let dataDir: string;
  let databaseUrl: string;
  let restoreTarget: RestoreTarget | undefined;
  let made: BackupResult;
  let ids: { news: number; body: number; file: number };
  let original: Record<string, unknown>;
  let filename: string;

  /** Every document the test made, whole (all languages, no population), and how many each collection holds. */
  async function snapshot() {
    const find = (collection: 'news' | 'accredited-bodies' | 'files') =>
      payload.find({ collection, locale: 'all', depth: 0, limit: 100, sort: 'id', overrideAccess: true, context }).then((r) => r.docs);
    return { news: await find('news'), bodies: await find('accredited-bodies'), files: await find('files') };
  }

  beforeAll(async () => {
    ({ payload, stop } = await start());
    dataDir = process.env.DATA_DIR!;
    databaseUrl = process.env.DATABASE_URL!;
    // Loaded now, after DATA_DIR names the temporary folder (the modules read it once).
    const { generateSampleAccreditedBodies, importAccreditedBodies } = await import('@/features/accredited-bodies/cms');
    const env = await import('@/platform/env');
    expect(env.dataDir).toBe(path.resolve(dataDir));
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]);
    PDF = Buffer.from(await pdf.save());

    const file = await payload.create({
      collection: 'files',
      locale: 'ja',
      context,
      data: { title: '見本の添付', language: 'ja' },
      file: { data: PDF, mimetype: 'application/pdf', name: 'backup-sample.pdf', size: PDF.length },
    });
    filename = file.filename!;
    await payload.update({ collection: 'files', id: file.id, locale: 'en', context, data: { title: 'Sample attachment' } });
    const news = await payload.create({
      collection: 'news',
      locale: 'ja',
      draft: false,
      context,
      data: {
        title: 'バックアップの見本',
        slug: 'backup-sample',
        category: 'notice',
        publishedAt: '2026-11-20T01:00:00.000Z',
        attachments: [file.id],
        _status: 'published',
      } as never,
    });
    await payload.update({ collection: 'news', id: news.id, locale: 'en', draft: false, context, data: { title: 'Backup sample', _status: 'published' } as never });
    const [body] = generateSampleAccreditedBodies(1, { seed: 7 });
    await importAccreditedBodies(payload, [{ ...body!, suspensionStart: undefined, suspensionEnd: undefined, endedOn: undefined, endKind: undefined }]);
    const { docs } = await payload.find({ collection: 'accredited-bodies', limit: 1, depth: 0, overrideAccess: true });
    ids = { news: news.id, body: docs[0]!.id, file: file.id };
    original = await snapshot();
  });

  afterAll(async () => {
    await stop?.();
    await restoreTarget?.drop?.();
  });

  it('names every upload folder of the configuration', () => {
    const folders = payload.config.collections.filter((c) => c.upload).map((c) => path.relative(dataDir, (c.upload as { staticDir: string }).staticDir));
    expect(folders.sort()).toEqual([...UPLOAD_FOLDERS].sort());
  });

  it('backs up the database and the uploads while the site is connected', async () => {
    made = await backup({ databaseUrl, dataDir });
    expect(made.dir.startsWith(path.join(dataDir, 'backups', 'site-'))).toBe(true);
    expect(made.manifest).toMatchObject({ format: 1, database: kind, uploads: ['files'] });
    expect(made.manifest.migrations).toEqual(committedMigrations(kind));
    expect(existsSync(path.join(made.dir, kind === 'sqlite' ? 'site.db' : 'database.pgdump'))).toBe(true);
    expect(readFileSync(path.join(made.dir, 'uploads', 'files', filename))).toEqual(PDF);
    expect(made.bytes).toBeGreaterThan(PDF.length);
    expect(existsSync(`${made.dir}.partial`)).toBe(false);
    await expect(backup({ databaseUrl, dataDir, target: made.dir })).rejects.toThrow('exists already');
  });

  it('restores exactly what was backed up, and keeps what it replaced', async () => {
    // Changes after the backup: an edit, two deletions (the file leaves the disk too), a new item.
    await payload.update({ collection: 'news', id: ids.news, locale: 'ja', draft: false, context, data: { title: '変更後', _status: 'published' } as never });
    await payload.delete({ collection: 'accredited-bodies', id: ids.body, context, overrideAccess: true });
    await payload.update({ collection: 'news', id: ids.news, draft: false, context, data: { attachments: [] } as never });
    await payload.delete({ collection: 'files', id: ids.file, context });
    await payload.create({
      collection: 'news',
      locale: 'ja',
      draft: false,
      context,
      data: { title: '後から', slug: 'after-backup', category: 'notice', publishedAt: '2026-11-21T01:00:00.000Z', _status: 'published' } as never,
    });
    expect(existsSync(path.join(dataDir, 'files', filename))).toBe(false);
    expect(await snapshot()).not.toEqual(original);

    restoreTarget = await target(payload, databaseUrl);
    await restoreTarget.release();
    const result = await restore({ source: made.dir, databaseUrl: restoreTarget.url, dataDir });
    await restoreTarget.reconnect();

    expect(await snapshot()).toEqual(original);
    expect(readFileSync(path.join(dataDir, 'files', filename))).toEqual(PDF);
    expect(result.missingMigrations).toEqual([]);
    expect(result.unknownMigrations).toEqual([]);
    // What was there before is kept: the database (SQLite: beside itself; PostgreSQL: a dump) and the upload folder.
    expect(result.kept.length).toBeGreaterThanOrEqual(2);
    for (const kept of result.kept) expect(existsSync(kept), kept).toBe(true);
    expect(result.kept.some((kept) => path.basename(kept).startsWith('files.before-restore-'))).toBe(true);
    expect(result.kept.some((kept) => (kind === 'sqlite' ? /site\.db\.before-restore-\d{8}T\d{6}Z$/ : /before-restore-\d{8}T\d{6}Z\.pgdump$/).test(kept))).toBe(true);
  });

  it('leaves a restored database that passes the health check, and the site writes to it', async () => {
    const client = openSqlClient(restoreTarget!.url);
    try {
      expect(await checkHealth(databaseProbe(client), () => committedMigrations(kind))).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
    } finally {
      await client.close();
    }
    const again = await payload.create({
      collection: 'news',
      locale: 'ja',
      draft: false,
      context,
      data: { title: '復元後', slug: 'after-restore', category: 'notice', publishedAt: '2026-11-22T01:00:00.000Z', _status: 'published' } as never,
    });
    expect(again.id).toBeGreaterThan(ids.news);
  });

  it('refuses while the database is in use, and a backup of the other kind of database', async () => {
    if (kind === 'sqlite') {
      // Another process holding the file, as a running site does.
      const holder = await holdOpen(restoreTarget!.url);
      try {
        await expect(restore({ source: made.dir, databaseUrl: restoreTarget!.url, dataDir })).rejects.toThrow(/in use: .* is open in process \d+.*Stop the site/);
      } finally {
        holder.kill();
      }
      await expect(restore({ source: made.dir, databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir })).rejects.toThrow('is a backup of a SQLite database');
    } else {
      // Payload's own connections are the site's.
      await expect(restore({ source: made.dir, databaseUrl: restoreTarget!.url, dataDir })).rejects.toThrow(/in use: \d+ other connections? to the database/);
      await expect(restore({ source: made.dir, databaseUrl: `file:${path.join(dataDir, 'other.db')}`, dataDir })).rejects.toThrow('is a backup of a PostgreSQL database');
    }
    await expect(restore({ source: dataDir, databaseUrl: restoreTarget!.url, dataDir })).rejects.toThrow('is not a backup of the site');
  });
}

/** A child process that opens the SQLite file and keeps it open until killed. */
function holdOpen(url: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const script = `const { createClient } = require('@libsql/client'); const c = createClient({ url: ${JSON.stringify(url)} }); c.execute('SELECT 1').then(() => { console.log('open'); setInterval(() => {}, 1000); });`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.once('data', () => resolve(child));
    child.once('error', reject);
  });
}

/** SQLite: the same file, released and reopened by Payload's adapter. */
export async function sameSqliteFile(payload: Payload, databaseUrl: string): Promise<RestoreTarget> {
  const db = payload.db as unknown as { client?: { close(): void }; connect(): Promise<void> };
  return {
    url: databaseUrl,
    release: async () => {
      db.client?.close();
      db.client = undefined;
    },
    reconnect: () => db.connect(),
  };
}

/** PostgreSQL: a new, empty database on the same server, which Payload's adapter then connects to. */
export async function newPostgresDatabase(payload: Payload, databaseUrl: string): Promise<RestoreTarget> {
  const database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!, 'site_restore');
  // The same server as the site's database, by the address the site was given.
  const url = new URL(databaseUrl);
  url.pathname = `/${database.name}`;
  const db = payload.db as unknown as {
    pool?: { end(): Promise<void>; on(event: 'error', listener: () => void): void };
    poolOptions: Record<string, unknown>;
    connect(): Promise<void>;
  };
  return {
    url: url.toString(),
    // The new database has no connection of the site's; the old one keeps Payload's until the switch.
    release: async () => undefined,
    reconnect: async () => {
      // The adapter keeps one connection checked out, so ending its pool would wait for ever: let it go.
      const old = db.pool;
      old?.on('error', () => undefined);
      void old?.end().catch(() => undefined);
      db.pool = undefined;
      db.poolOptions = { ...db.poolOptions, connectionString: url.toString() };
      await db.connect();
    },
    drop: database.drop,
  };
}
