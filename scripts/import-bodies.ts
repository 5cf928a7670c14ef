/**
 * Imports accredited bodies from CSV: `npm run import:bodies -- bodies.csv [scopes.csv]`.
 * Every row is checked first; if any is wrong, each problem is printed with its line number and
 * nothing is written. Otherwise every body is written by accreditation number. The report is the
 * one /admin shows. While another import of the directory runs (from /admin on any server, or
 * another command line), nothing is read and the command says so and exits with 1.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';

import { getPayload } from 'payload';

import config from '../src/cms/payload.config';
import { importAccreditedBodiesCsv } from '../src/features/accredited-bodies/cms';
import { COMMAND_LINE, recordImport } from '../src/features/back-office/cms';
import { importRunningMessage, withImportLease } from '../src/platform/cms/importLease';
import { reportLines } from '../src/platform/csv/problems';

const [bodiesFile, scopesFile] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!bodiesFile) {
  console.error('usage: npm run import:bodies -- bodies.csv [scopes.csv]');
  process.exit(2);
}

const payload = await getPayload({ config });
await payload.db.migrate();
// One import of the directory at a time, whichever server or command line starts it.
const outcome = await withImportLease(
  payload,
  'accredited-bodies',
  async () => {
    const report = await importAccreditedBodiesCsv(payload, createReadStream(bodiesFile), scopesFile ? createReadStream(scopesFile) : undefined);
    await recordImport(
      payload,
      'accredited-bodies',
      report,
      [bodiesFile, scopesFile ?? ''].map((f) => basename(f)),
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
