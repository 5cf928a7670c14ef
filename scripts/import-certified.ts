/**
 * Imports the certified-organisation register from CSV: `npm run import:certified -- register.csv`.
 * Every row is checked; if any is wrong, each problem is printed with its line and nothing is
 * written. Otherwise the rows are upserted (certification body + certificate number) in one
 * transaction, and the search index with them. The report is the one /admin shows.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';

import { getPayload } from 'payload';

import config from '../src/cms/payload.config';
import { importCertificateCsv, importTarget } from '../src/features/certified-organisations/cms';
import { recordImport } from '../src/features/back-office/cms';
import { reportLines } from '../src/platform/csv/problems';

const [file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run import:certified -- register.csv');
  process.exit(2);
}
const payload = await getPayload({ config });
await payload.db.migrate();
const report = await importCertificateCsv(createReadStream(file), importTarget(payload));
await recordImport(payload, 'certified-organisations', report, [file].map((f) => basename(f)), {});
for (const line of reportLines(report)) (report.ok ? console.info : console.error)(line);
await payload.destroy();
process.exit(report.ok ? 0 : 1);
