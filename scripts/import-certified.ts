/**
 * Imports the certified-organisation register from CSV: `npm run import:certified -- register.csv`.
 * Every row is checked; if any is wrong, each problem is printed with its line and nothing is
 * written. Otherwise the rows are upserted (certification body + certificate number) in one
 * transaction, and the search index with them. The report is the one /admin shows. While another
 * import of the register runs (from /admin on any server, or another command line), nothing is
 * read and the command says so and exits with 1.
 */
import { createReadStream } from 'node:fs';

import { importCertificateCsv, importTarget } from '../src/features/certified-organisations/cms';
import { runImportCommand } from './lib/importCommand';

const [file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run import:certified -- register.csv');
  process.exit(2);
}
await runImportCommand('certified-organisations', [file], (payload) => importCertificateCsv(createReadStream(file), importTarget(payload)));
