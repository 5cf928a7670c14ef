/**
 * Imports the certified-organisation register from CSV: `npm run import:certified -- register.csv`.
 * Every row is checked; if any is wrong, each problem is printed with its line and nothing is
 * written. Otherwise the rows are upserted (certification body + certificate number) in one
 * transaction, and the search index with them.
 */
import { createReadStream } from 'node:fs';

import { getPayload } from 'payload';

import config from '../src/cms/payload.config';
import { importTarget, importCertificateCsv } from '../src/features/certified-organisations/cms';

const [file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run import:certified -- register.csv');
  process.exit(2);
}
const payload = await getPayload({ config });
await payload.db.migrate();
const report = await importCertificateCsv(createReadStream(file), importTarget(payload));
if (!report.ok) {
  console.error(`${report.errorCount} problem(s) in ${report.rows} rows; nothing was imported:`);
  for (const e of report.errors) console.error(`  ${file}:${e.line}${e.column ? ` [${e.column}]` : ''}  ${e.reason.ja} / ${e.reason.en}`);
  if (report.errorCount > report.errors.length) console.error(`  … and ${report.errorCount - report.errors.length} more`);
  await payload.destroy();
  process.exit(1);
}
console.info(`Imported ${report.rows} rows in ${report.seconds} s: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged.`);
await payload.destroy();
process.exit(0);
