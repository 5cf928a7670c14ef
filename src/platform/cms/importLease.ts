import { randomUUID } from 'node:crypto';

import type { CollectionConfig, Payload } from 'payload';

import type { LocalizedText } from '@/platform/localized';

import { nobody } from './access';
import { atomicUpdate } from './atomicUpdate';
import { formatAdminDateTime } from './japanTime';

/**
 * One import of a directory at a time, across every process and server on the database: an
 * import from /admin or the command line first takes the directory's lease, a row of this table,
 * with one conditional `UPDATE` that only one process can win (platform/cms/atomicUpdate.ts), and
 * gives it back when it ends. A second import while the first runs is refused at once with who
 * started the first and when, rather than left waiting on an upload of unknown length.
 *
 * A lease lasts {@link IMPORT_LEASE_MS} and is renewed while its import runs, so a server that
 * dies mid-import blocks the directory for half an hour at most; after that the next import
 * takes the lease over. Rows are written only here, in SQL: hidden from /admin, closed to the API.
 */
export const ImportLeases: CollectionConfig = {
  slug: 'import-leases',
  labels: { singular: { ja: '取り込み中の名簿', en: 'Import lease' }, plural: { ja: '取り込み中の名簿', en: 'Import leases' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'directory', type: 'text', required: true, unique: true, label: { ja: '名簿', en: 'Directory' } },
    { name: 'holder', type: 'text', label: { ja: '取り込みの識別子', en: 'Held by' } },
    { name: 'startedBy', type: 'text', label: { ja: '取り込んだ人', en: 'Started by' } },
    { name: 'startedAt', type: 'date', label: { ja: '開始', en: 'Started at' } },
    { name: 'expiresAt', type: 'date', label: { ja: '期限', en: 'Expires at' } },
  ],
};

/** How long a lease holds without renewal: half an hour. */
export const IMPORT_LEASE_MS = 30 * 60 * 1000;

/** The import that holds a directory, as the refused one is told. */
export type RunningImport = { startedBy: string | null; startedAt: string | null };

export type LeaseOptions = {
  /** Who starts the import: the staff member's address, or the command line. */
  startedBy?: string;
  now?: Date;
  /** Lease length (tests make it short). */
  leaseMs?: number;
  /** How often a running import renews its lease; a third of the lease by default. */
  renewEveryMs?: number;
};

/** Takes the directory's lease; its holder's token, or null when another import holds it and it has not expired. */
export async function claimImportLease(payload: Payload, directory: string, options: LeaseOptions = {}): Promise<string | null> {
  const now = (options.now ?? new Date()).toISOString();
  const expires = new Date(Date.parse(now) + (options.leaseMs ?? IMPORT_LEASE_MS)).toISOString();
  const holder = randomUUID();
  // The directory's row, made the first time; two processes making it together make one (unique directory).
  await atomicUpdate(payload, `INSERT INTO "import_leases" ("directory", "updated_at", "created_at") VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, [directory, now, now]);
  const claimed = await atomicUpdate(
    payload,
    `UPDATE "import_leases" SET "holder" = ?, "started_by" = ?, "started_at" = ?, "expires_at" = ?, "updated_at" = ?
     WHERE "directory" = ? AND ("holder" IS NULL OR "expires_at" IS NULL OR "expires_at" <= ?)`,
    [holder, options.startedBy ?? null, now, expires, now, directory, now],
  );
  return claimed === 1 ? holder : null;
}

/** Extends a held lease; false when it is no longer this holder's (it expired and another import took it). */
export async function renewImportLease(payload: Payload, directory: string, holder: string, options: LeaseOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const expires = new Date(now.getTime() + (options.leaseMs ?? IMPORT_LEASE_MS)).toISOString();
  const sql = `UPDATE "import_leases" SET "expires_at" = ?, "updated_at" = ? WHERE "directory" = ? AND "holder" = ?`;
  return (await atomicUpdate(payload, sql, [expires, now.toISOString(), directory, holder])) === 1;
}

/** Gives the lease back (only if this holder still has it). */
export async function releaseImportLease(payload: Payload, directory: string, holder: string): Promise<void> {
  const sql = `UPDATE "import_leases" SET "holder" = NULL, "started_by" = NULL, "started_at" = NULL, "expires_at" = NULL, "updated_at" = ? WHERE "directory" = ? AND "holder" = ?`;
  await atomicUpdate(payload, sql, [new Date().toISOString(), directory, holder]);
}

async function runningImport(payload: Payload, directory: string): Promise<RunningImport> {
  const { docs } = await payload.find({ collection: 'import-leases', where: { directory: { equals: directory } }, limit: 1, depth: 0, overrideAccess: true });
  const lease = docs[0];
  return { startedBy: lease?.startedBy ?? null, startedAt: lease?.startedAt ?? null };
}

/**
 * Runs `work` holding the directory's lease, renewing it meanwhile and giving it back at the end
 * (whatever the outcome); or, when another import holds it, does not run it and says which.
 */
export async function withImportLease<T>(
  payload: Payload,
  directory: string,
  work: () => Promise<T>,
  options: LeaseOptions = {},
): Promise<{ ran: true; value: T } | { ran: false; running: RunningImport }> {
  const holder = await claimImportLease(payload, directory, options);
  if (!holder) return { ran: false, running: await runningImport(payload, directory) };
  let warned = false;
  const renew = setInterval(
    () => {
      renewImportLease(payload, directory, holder, { leaseMs: options.leaseMs }).then(
        (held) => {
          if (!held && !warned) {
            warned = true;
            console.warn(`Import of ${directory}: its lease expired and another import may have started; this one carries on.`);
          }
        },
        // A busy database (a long write of the import itself, on SQLite) only delays the renewal: the next one tries again.
        (error) => console.warn(`Import of ${directory}: could not renew its lease (${error instanceof Error ? error.message : String(error)}).`),
      );
    },
    options.renewEveryMs ?? (options.leaseMs ?? IMPORT_LEASE_MS) / 3,
  );
  renew.unref();
  try {
    return { ran: true, value: await work() };
  } finally {
    clearInterval(renew);
    await releaseImportLease(payload, directory, holder).catch((error) => console.warn(`Import of ${directory}: could not give its lease back; it expires on its own.`, error));
  }
}

/** What a refused import is told, in each language: the running import's starter and start, when known. */
export function importRunningText(running: RunningImport): LocalizedText {
  const at = (language: 'ja' | 'en') => running.startedAt && formatAdminDateTime(running.startedAt, language);
  const ja = [running.startedBy, at('ja') && `${at('ja')} 開始`].filter(Boolean).join('、');
  const en = [running.startedBy, at('en') && `started ${at('en')}`].filter(Boolean).join(', ');
  return {
    ja: `別の取り込みが実行中です${ja ? `（${ja}）` : ''}。終わってからもう一度取り込んでください。`,
    en: `Another import of this directory is running${en ? ` (${en})` : ''}; import again when it has finished.`,
  };
}

/** The same in both languages at once, as the command line prints it. */
export function importRunningMessage(running: RunningImport): string {
  const text = importRunningText(running);
  return `${text.ja} / ${text.en}`;
}
