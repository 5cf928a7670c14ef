/**
 * Restores a backup made by `npm run backup`: `npm run restore -- <folder> [--force]`. Stop the
 * site first (every server, with PostgreSQL): the restore refuses while the database is in use,
 * unless --force. What it replaces is kept (and printed): the SQLite file beside itself as
 * `<name>.before-restore-<time>`, a PostgreSQL database as a dump in DATA_DIR/backups, each upload
 * folder as `<folder>.before-restore-<time>`.
 */
import { restore } from '../src/platform/db/backup';
import { databaseUrl, dataDir } from '../src/platform/env';

const args = process.argv.slice(2);
const [source] = args.filter((arg) => !arg.startsWith('--'));
if (!source) {
  console.error('Name the backup folder: npm run restore -- data/backups/site-20261124T153000Z');
  process.exit(2);
}
try {
  const result = await restore({ source, databaseUrl: databaseUrl(), dataDir, force: args.includes('--force') });
  console.info(`Restored ${source} (made ${result.manifest.createdAt}).`);
  if (result.kept.length > 0) console.info(`What it replaced is kept:\n${result.kept.map((kept) => `  ${kept}`).join('\n')}`);
  if (result.missingMigrations.length > 0) {
    console.info(
      `The backup is older than this version of the site: run \`npm run migrate\` (npm start does) before serving it (${result.missingMigrations.length} migrations to run).`,
    );
  }
  if (result.unknownMigrations.length > 0) {
    console.warn(`The backup was made by a newer version of the site (migrations this version does not know: ${result.unknownMigrations.join(', ')}): serve it with that version.`);
  }
  console.info('Start the site again.');
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
