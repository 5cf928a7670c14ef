import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { defaultBackupDir, findPostgresTool, formatBytes, readManifest, sqliteFile, stamp } from './backup';

const root = mkdtempSync(path.join(tmpdir(), 'backup-unit-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function program(dir: string, name: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), '#!/bin/sh\n');
  chmodSync(path.join(dir, name), 0o755);
}

describe('the backup helpers', () => {
  it('name a backup by the time it was made, under DATA_DIR/backups', () => {
    const now = new Date('2026-11-24T15:30:05.123Z');
    expect(stamp(now)).toBe('20261124T153005Z');
    expect(defaultBackupDir('/srv/data', now)).toBe('/srv/data/backups/site-20261124T153005Z');
  });

  it('find the SQLite file of a URL', () => {
    expect(sqliteFile('file:/srv/data/site.db')).toBe('/srv/data/site.db');
    expect(sqliteFile('file:///srv/data/site.db')).toBe('/srv/data/site.db');
    expect(sqliteFile('file:data/site.db')).toBe(path.resolve('data/site.db'));
    expect(() => sqliteFile('libsql://example.turso.io')).toThrow('Only a SQLite file');
  });

  it('find pg_dump on PATH first, else the newest under /usr/lib/postgresql, else say what to install', () => {
    const versions = path.join(root, 'postgresql');
    program(path.join(versions, '13', 'bin'), 'pg_dump');
    program(path.join(versions, '15', 'bin'), 'pg_dump');
    mkdirSync(path.join(versions, '16', 'bin'), { recursive: true });
    const onPath = path.join(root, 'bin');
    program(onPath, 'pg_restore');
    writeFileSync(path.join(onPath, 'pg_dump'), 'not executable');
    expect(findPostgresTool('pg_restore', { PATH: `/nowhere:${onPath}` }, versions)).toBe(path.join(onPath, 'pg_restore'));
    expect(findPostgresTool('pg_dump', { PATH: onPath }, versions)).toBe(path.join(versions, '15', 'bin', 'pg_dump'));
    expect(() => findPostgresTool('pg_restore', { PATH: '' }, versions)).toThrow(/pg_restore was not found on PATH or in .*apt-get install postgresql-client/);
  });

  it('write sizes for people', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 ** 2 + 1)).toBe('5.0 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.00 GB');
  });

  it('refuse a folder that is not a whole backup', async () => {
    const dir = path.join(root, 'not-a-backup');
    mkdirSync(dir);
    await expect(readManifest(dir)).rejects.toThrow('is not a backup of the site');
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: 1, database: 'sqlite', uploads: [], migrations: [] }));
    await expect(readManifest(dir)).rejects.toThrow('site.db is missing');
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: 2, database: 'sqlite' }));
    await expect(readManifest(dir)).rejects.toThrow('unknown format');
  });
});
