/**
 * Imports the certified-organisation register from CSV: `npm run import:certified -- register.csv`.
 * Every row is checked; if any is wrong, each problem is printed with its line and nothing is
 * written. Otherwise the rows are upserted (certification body + certificate number) in one
 * transaction, and the search index with them. The report is the one /admin shows. While another
 * import of the register runs (from /admin on any server, or another command line), nothing is
 * read and the command says so and exits with 1.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';

import { getPayload } from 'payload';

import config from '../src/cms/payload.config';
import { importCertificateCsv, importTarget } from '../src/features/certified-organisations/cms';
import { COMMAND_LINE, recordImport } from '../src/features/back-office/cms';
import { importRunningMessage, withImportLease } from '../src/platform/cms/importLease';
import { reportLines } from '../src/platform/csv/problems';

const [file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run import:certified -- register.csv');
  process.exit(2);
}
const payload = await getPayload({ config });
await payload.db.migrate();
// One import of the directory at a time, whichever server or command line starts it.
const outcome = await withImportLease(
  payload,
  'certified-organisations',
  async () => {
    const report = await importCertificateCsv(createReadStream(file), importTarget(payload));
    await recordImport(
      payload,
      'certified-organisations',
      report,
      [file].map((f) => basename(f)),
      {},
    );
    return report;
  },
  { startedBy: COMMAND_LINE },
);
if (!outcome.ran) {
  console.error(importRunningMessage(outcome.running));
  await payload.destroy();
  process.exit(1);
}
const report = outcome.value;
for (const line of reportLines(report)) (report.ok ? console.info : console.error)(line);
await payload.destroy();
process.exit(report.ok ? 0 : 1);
