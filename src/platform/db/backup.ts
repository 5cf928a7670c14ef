import { spawn } from 'node:child_process';
import { constants, existsSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { access, copyFile, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { databaseKind, withSqlClient, type DatabaseKind } from './client';
import { committedMigrations, recordedMigrations } from './migrations';

/**
 * Backup and restore of the site's data: the database and the uploaded files (`npm run backup`,
 * `npm run restore`). A backup is a folder:
 *
 *   manifest.json      what it holds, when it was made, the migrations its database had
 *   site.db            SQLite: a consistent copy made while the site runs (VACUUM INTO)
 *   database.pgdump    PostgreSQL: pg_dump's custom format
 *   uploads/media/     the uploaded files, as under DATA_DIR
 *   uploads/files/
 *
 * A folder rather than an archive: no archive package is among the site's dependencies, and a
 * folder can be copied off the machine with any tool (rsync, tar). The folder is written under a
 * temporary name and renamed when complete, so a folder with a backup's name is always whole.
 */

/** The upload folders under DATA_DIR: the `staticDir` of the Media and Files collections (src/payload/collections). */
export const UPLOAD_FOLDERS = ['media', 'files'] as const;

const MANIFEST = 'manifest.json';
const DATABASE_FILE: Record<DatabaseKind, string> = { sqlite: 'site.db', postgres: 'database.pgdump' };

export type Manifest = {
  format: 1;
  createdAt: string;
  database: DatabaseKind;
  /** The upload folders the backup holds (those that existed when it was made). */
  uploads: string[];
  /** The migrations recorded in the database when it was copied. */
  migrations: string[];
};

/** A moment as a name part: `20261124T153000Z`. */
export const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export const defaultBackupDir = (dataDir: string, now: Date) => path.join(dataDir, 'backups', `site-${stamp(now)}`);

/** The file of a SQLite URL (`file:data/site.db`, `file:///srv/site.db`). */
export function sqliteFile(url: string): string {
  if (url.startsWith('file://')) return fileURLToPath(url.split('?')[0]!);
  if (url.startsWith('file:')) return path.resolve(url.slice('file:'.length).split('?')[0]!);
  throw new Error('Only a SQLite file (file:…) or a PostgreSQL database (postgres://…) can be backed up.');
}

/** The size of a file or of everything in a folder, in bytes. */
export function sizeOf(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

export const formatBytes = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(1)} KB`
      : bytes < 1024 ** 3
        ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
        : `${(bytes / 1024 ** 3).toFixed(2)} GB`;

// ---------------------------------------------------------------------------------------------
// PostgreSQL's programs

/**
 * A PostgreSQL program (pg_dump, pg_restore): on PATH (Debian's wrapper picks the newest
 * installed version), else the newest in /usr/lib/postgresql/<version>/bin.
 */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore', env: Record<string, string | undefined> = process.env, versionsDir = '/usr/lib/postgresql'): string {
  const executable = (file: string) => {
    try {
      return statSync(file).isFile() && (statSync(file).mode & 0o111) !== 0;
    } catch {
      return false;
    }
  };
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (executable(path.join(dir, name))) return path.join(dir, name);
  }
  const versions = existsSync(versionsDir) ? readdirSync(versionsDir).filter((v) => /^\d+(\.\d+)?$/.test(v)) : [];
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const file = path.join(versionsDir, version, 'bin', name);
    if (executable(file)) return file;
  }
  throw new Error(
    `${name} was not found on PATH or in ${versionsDir}/*/bin. Install PostgreSQL's client programs, of the server's major version or newer (on Debian: apt-get install postgresql-client).`,
  );
}

/** The URL without its password, and the environment that gives the password to PostgreSQL's programs (never on their command line). */
function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { dbname: parsed.toString(), env };
}

/** Runs a program to its end; fails with the last lines it wrote to stderr. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split('\n').slice(-5).join('\n');
      reject(new Error(`${path.basename(program)} failed (${signal ?? `exit ${code}`})${said ? `:\n${said}` : ''}`));
    });
  });
}

async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(url);
  await run(findPostgresTool('pg_dump'), ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
}

// ---------------------------------------------------------------------------------------------
// Backup

export type BackupOptions = {
  databaseUrl: string;
  dataDir: string;
  /** The folder to write; by default DATA_DIR/backups/site-<time>. */
  target?: string;
  now?: Date;
};

export type BackupResult = { dir: string; bytes: number; manifest: Manifest };

/**
 * Copies the database and the uploads into a new folder while the site runs. SQLite: `VACUUM
 * INTO` on a connection of its own, which writes a consistent snapshot and does not stop the
 * site's writers (WAL); PostgreSQL: pg_dump, a consistent snapshot too. The uploads are copied
 * after the database, so every file the copied database names is there (a file deleted in
 * between aside).
 */
export async function backup({ databaseUrl, dataDir, target, now = new Date() }: BackupOptions): Promise<BackupResult> {
  const kind = databaseKind(databaseUrl);
  const dir = path.resolve(target ?? defaultBackupDir(dataDir, now));
  if (existsSync(dir)) throw new Error(`${dir} exists already: name a new folder.`);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const copy = path.join(partial, DATABASE_FILE[kind]);
    let migrations: string[];
    if (kind === 'sqlite') {
      // A file that is not there would be created empty by the client, and copied as such.
      if (!existsSync(sqliteFile(databaseUrl))) throw new Error(`${sqliteFile(databaseUrl)} does not exist: there is no database to back up.`);
      await withSqlClient(databaseUrl, async (client) => {
        // A writer may hold the lock a moment; wait for it rather than fail.
        await client.query('PRAGMA busy_timeout = 30000');
        await client.query('VACUUM INTO ?', [copy]);
      });
      migrations = await withSqlClient(`file:${copy}`, recordedMigrations).catch(() => []);
    } else {
      migrations = await withSqlClient(databaseUrl, recordedMigrations).catch(() => []);
      await dumpPostgres(databaseUrl, copy);
    }
    const uploads: string[] = [];
    for (const folder of UPLOAD_FOLDERS) {
      const from = path.join(dataDir, folder);
      if (!existsSync(from)) continue;
      await cp(from, path.join(partial, 'uploads', folder), { recursive: true, preserveTimestamps: true });
      uploads.push(folder);
    }
    const manifest: Manifest = { format: 1, createdAt: now.toISOString(), database: kind, uploads, migrations };
    await writeFile(path.join(partial, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    await rename(partial, dir);
    return { dir, bytes: sizeOf(dir), manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Restore

export async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new Error(`${dir} is not a backup of the site (no readable ${MANIFEST}).`);
  }
  if (manifest.format !== 1 || (manifest.database !== 'sqlite' && manifest.database !== 'postgres') || !Array.isArray(manifest.uploads) || !Array.isArray(manifest.migrations)) {
    throw new Error(`${dir}: a backup of an unknown format.`);
  }
  await access(path.join(dir, DATABASE_FILE[manifest.database]), constants.R_OK).catch(() => {
    throw new Error(`${dir}: ${DATABASE_FILE[manifest.database]} is missing.`);
  });
  return manifest;
}

/**
 * The processes, other than this one, that have one of the files open (Linux: /proc; a process
 * of another user is seen only by root). Empty elsewhere.
 */
export function processesHolding(files: string[], procDir = '/proc'): number[] {
  if (process.platform !== 'linux' || !existsSync(procDir)) return [];
  const wanted = new Set(files.filter((file) => existsSync(file)).map((file) => realpathSync(file)));
  if (wanted.size === 0) return [];
  const holders: number[] = [];
  for (const entry of readdirSync(procDir)) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(path.join(procDir, entry, 'fd'));
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(path.join(procDir, entry, 'fd', fd));
      } catch {
        continue;
      }
      if (wanted.has(target)) {
        holders.push(Number(entry));
        break;
      }
    }
  }
  return holders;
}

/** Why the database cannot be replaced now (something still uses it), or null. */
export async function databaseInUse(databaseUrl: string): Promise<string | null> {
  if (databaseKind(databaseUrl) === 'sqlite') {
    const file = sqliteFile(databaseUrl);
    const holders = processesHolding([file, `${file}-wal`, `${file}-shm`]);
    return holders.length > 0 ? `${file} is open in process ${holders.join(', ')}` : null;
  }
  const rows = await withSqlClient(databaseUrl, (client) =>
    client.query<{ application_name: string | null }>('SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'),
  );
  if (rows.length === 0) return null;
  const names = [...new Set(rows.map((row) => row.application_name || 'unnamed'))].join(', ');
  return `${rows.length} other connection${rows.length === 1 ? '' : 's'} to the database (${names})`;
}

export type RestoreOptions = {
  /** The backup folder. */
  source: string;
  databaseUrl: string;
  dataDir: string;
  /** Restore even though something still uses the database. */
  force?: boolean;
  now?: Date;
};

export type RestoreResult = {
  manifest: Manifest;
  /** Where the data that was replaced now is. */
  kept: string[];
  /** Migrations this code has and the restored database had not run: `npm run migrate` before serving. */
  missingMigrations: string[];
  /** Migrations the restored database had run that this code does not know: the backup is of a newer version. */
  unknownMigrations: string[];
};

/**
 * Puts a backup in place of the site's database and uploads. The site must be stopped first
 * (every server, with PostgreSQL); the restore refuses while the database is in use, unless
 * forced. Nothing is deleted: the SQLite file is kept beside itself as
 * `<name>.before-restore-<time>`, a PostgreSQL database is dumped to
 * DATA_DIR/backups/before-restore-<time>.pgdump before it is replaced, and each upload folder is
 * kept as `<folder>.before-restore-<time>`. The slow steps (copies) come first, to temporary
 * names; the database is replaced in one step (a rename, or pg_restore in one transaction); the
 * upload folders last, by renames.
 */
export async function restore({ source, databaseUrl, dataDir, force = false, now = new Date() }: RestoreOptions): Promise<RestoreResult> {
  const dir = path.resolve(source);
  const manifest = await readManifest(dir);
  const kind = databaseKind(databaseUrl);
  if (manifest.database !== kind) {
    throw new Error(
      `${dir} is a backup of a ${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database; DATABASE_URL names a ${kind === 'sqlite' ? 'SQLite file' : 'PostgreSQL database'}.`,
    );
  }
  const busy = await databaseInUse(databaseUrl);
  if (busy && !force) throw new Error(`The database is in use: ${busy}. Stop the site (every server) first, then restore again (or add --force).`);

  const suffix = `before-restore-${stamp(now)}`;
  const kept: string[] = [];
  const staged: { from: string; to: string }[] = [];
  const discardStaged = () => Promise.all(staged.map(({ from }) => rm(from, { recursive: true, force: true })));
  try {
    // The uploads, copied next to their folders first (the same file system, so the swap below is a rename).
    for (const folder of UPLOAD_FOLDERS) {
      const from = path.join(dir, 'uploads', folder);
      if (!manifest.uploads.includes(folder) || !existsSync(from)) continue;
      const to = path.join(dataDir, folder);
      const temporary = `${to}.restoring-${stamp(now)}`;
      await mkdir(dataDir, { recursive: true });
      await rm(temporary, { recursive: true, force: true });
      staged.push({ from: temporary, to });
      await cp(from, temporary, { recursive: true, preserveTimestamps: true });
    }

    if (kind === 'sqlite') {
      const file = sqliteFile(databaseUrl);
      const temporary = `${file}.restoring-${stamp(now)}`;
      await mkdir(path.dirname(file), { recursive: true });
      staged.push({ from: temporary, to: file });
      await copyFile(path.join(dir, DATABASE_FILE.sqlite), temporary);
      const check = await withSqlClient(`file:${temporary}`, (client) => client.query<{ quick_check: string }>('PRAGMA quick_check'));
      if (check[0]?.quick_check !== 'ok') throw new Error(`The database in ${dir} is damaged (${String(check[0]?.quick_check ?? 'no answer')}); nothing was changed.`);
      // The previous file with its write-ahead log and shared memory, if the site left them: a
      // log left beside the restored file would be replayed into it.
      for (const extra of ['', '-wal', '-shm', '-journal']) {
        if (!existsSync(file + extra)) continue;
        await rename(file + extra, `${file}.${suffix}${extra}`);
        if (extra === '') kept.push(`${file}.${suffix}`);
      }
      await rename(temporary, file);
    } else {
      const before = path.join(dataDir, 'backups', `${suffix}.pgdump`);
      await mkdir(path.dirname(before), { recursive: true });
      await dumpPostgres(databaseUrl, before);
      kept.push(before);
      const { dbname, env } = connectionFor(databaseUrl);
      // One transaction: if anything fails, the database stays as it was.
      await run(
        findPostgresTool('pg_restore'),
        ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${dbname}`, path.join(dir, DATABASE_FILE.postgres)],
        env,
      );
    }
  } catch (error) {
    await discardStaged();
    throw error;
  }

  // The database is the backup's now: its upload folders follow, each the backup's or none.
  for (const folder of UPLOAD_FOLDERS) {
    const live = path.join(dataDir, folder);
    if (existsSync(live)) {
      await rename(live, `${live}.${suffix}`);
      kept.push(`${live}.${suffix}`);
    }
    const copied = staged.find(({ to }) => to === live);
    if (copied) await rename(copied.from, live);
  }

  const committed = committedMigrations(kind);
  return {
    manifest,
    kept,
    missingMigrations: committed.filter((name) => !manifest.migrations.includes(name)),
    unknownMigrations: manifest.migrations.filter((name) => !committed.includes(name)),
  };
}
