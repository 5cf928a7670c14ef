/**
 * Backs up the site's data while it runs: `npm run backup -- [folder]`. Writes the database (a
 * consistent copy of the SQLite file, or pg_dump of PostgreSQL) and the uploaded files into a new
 * folder, by default DATA_DIR/backups/site-<time>, and prints where and how large. Copy the folder
 * off the machine: a backup beside the data it saves is lost with the disk.
 */
import { backup, formatBytes } from '../src/platform/db/backup';
import { objectStorage } from '../src/platform/cms/objectStorage';
import { databaseUrl, dataDir } from '../src/platform/env';

const [target] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
try {
  const made = await backup({ databaseUrl: databaseUrl(), dataDir, target });
  const uploads = made.manifest.uploads.length > 0 ? made.manifest.uploads.join(', ') : 'none';
  console.info(`Backup written: ${made.dir} (${formatBytes(made.bytes)}; ${made.manifest.database} database, uploads: ${uploads})`);
  const bucket = objectStorage();
  // Files in object storage are not copied: the store keeps them (turn on its versioning or replication).
  if (bucket) console.info(`Uploaded files are in the bucket ${bucket.bucket}, not in this backup: keep the bucket versioned or replicated.`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
